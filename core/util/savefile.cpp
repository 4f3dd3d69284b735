// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "savefile.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Status saveFile(const QString &path, const QByteArray &content)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return Error(u"cannot create the folder"_s, {folder, 0, 0});
    if (QFileInfo(path).isSymLink())
        return Error(u"is a symbolic link; never written through"_s, {path, 0, 0});
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
        return Error(u"cannot write: "_s + file.errorString(), {path, 0, 0});
    return success();
}

} // namespace taxonomist::core
