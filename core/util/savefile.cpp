// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "savefile.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

SaveFile::SaveFile(QString path)
    : m_path(std::move(path))
    , m_file(m_path)
{
}

Error SaveFile::failed() const
{
    return Error(u"cannot write: "_s + m_file.errorString(), {m_path, 0, 0});
}

Status SaveFile::open()
{
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(folder))
        return Error(u"cannot create the folder"_s, {folder, 0, 0});
    if (QFileInfo(m_path).isSymLink())
        return Error(u"is a symbolic link; never written through"_s, {m_path, 0, 0});
    if (!m_file.open(QIODevice::WriteOnly))
        return failed();
    return success();
}

Status SaveFile::write(QByteArrayView bytes)
{
    if (m_file.write(bytes.data(), bytes.size()) != bytes.size())
        return failed();
    return success();
}

Status SaveFile::commit()
{
    if (!m_file.commit())
        return failed();
    return success();
}

Status saveFile(const QString &path, const QByteArray &content)
{
    SaveFile file(path);
    if (auto status = file.open(); !status)
        return status;
    if (auto status = file.write(content); !status)
        return status;
    return file.commit();
}

} // namespace taxonomist::core
