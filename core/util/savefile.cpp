// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "savefile.h"

#include "blockwriter.h"
#include "util/coretext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

SaveFile::SaveFile(QString path, Placement placement)
    : m_path(std::move(path))
    , m_placement(placement)
    , m_file(m_path)
{ }

SaveFile::~SaveFile()
{
    // An abandoned Atomic file is discarded by QSaveFile; an abandoned Staged one is left
    // half-written in a folder that its owner removes.
    m_writer.reset();
    if (m_fd >= 0)
        ::close(m_fd);
}

Error SaveFile::failed(const QString &why) const
{
    return Error(CoreText::tr("cannot write: %1").arg(why), {m_path, 0, 0});
}

Error SaveFile::failedErrno() const
{
    return failed(QString::fromLocal8Bit(std::strerror(errno)));
}

int SaveFile::handle() const
{
    return m_placement == Placement::Atomic ? m_file.handle() : m_fd;
}

Status SaveFile::open()
{
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(folder))
        return Error(CoreText::tr("cannot create the folder"), {folder, 0, 0});
    if (QFileInfo(m_path).isSymLink())
        return Error(CoreText::tr("is a symbolic link; never written through"), {m_path, 0, 0});
    if (m_placement == Placement::Atomic) {
        if (!m_file.open(QIODevice::WriteOnly))
            return failed(m_file.errorString());
    } else {
        // O_NOFOLLOW: a link that appeared since the check above is refused, not followed.
        m_fd = ::open(QFile::encodeName(m_path).constData(),
            O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (m_fd < 0)
            return failedErrno();
    }
    // Written straight to the descriptor: QSaveFile's own buffer stays empty.
    m_writer = std::make_unique<BlockWriter>(handle());
    return success();
}

Status SaveFile::write(QByteArrayView bytes)
{
    if (!m_writer)
        return failed(CoreText::tr("the file is not open"));
    if (!m_writer->write(bytes.data(), bytes.size()))
        return failedErrno();
    return success();
}

Status SaveFile::sync()
{
    if (!m_writer)
        return failed(CoreText::tr("the file is not open"));
    if (!m_writer->finish() || ::fdatasync(handle()) != 0)
        return failedErrno();
    return success();
}

Status SaveFile::commit()
{
    if (!m_writer)
        return failed(CoreText::tr("the file is not open"));
    if (!m_writer->finish())
        return failedErrno();
    if (m_placement == Placement::Atomic) {
        if (!m_file.commit())
            return failed(m_file.errorString());
        return success();
    }
    const int fd = std::exchange(m_fd, -1);
    if (::close(fd) != 0)
        return failedErrno();
    return success();
}

bool SaveFile::wroteDirect() const
{
    return m_writer && m_writer->wroteDirect();
}

Status saveFile(const QString &path, const QByteArray &content, SaveFile::Placement placement)
{
    SaveFile file(path, placement);
    if (auto status = file.open(); !status)
        return status;
    if (auto status = file.write(content); !status)
        return status;
    return file.commit();
}

} // namespace taxonomist::core
