// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::test {

QString studyDir()
{
    const QString dir
        = qEnvironmentVariable("TAXONOMIST_STUDY_DIR", QStringLiteral(TAXONOMIST_STUDY_DIR));
    return QFileInfo(dir + u"/Issue Report"_s).isDir() ? dir : QString();
}

QString fixturesDir()
{
    return QStringLiteral(TAXONOMIST_FIXTURES_DIR);
}

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(
        from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + u"/"_s + QDir(from).relativeFilePath(source);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()))
            return false;
        QFile::remove(target);
        if (!QFile::copy(source, target))
            return false;
        QFile(target).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    return true;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(content) == content.size();
}

QByteArray fileHash(const QString &path)
{
    // Read through SQLite's own file layer, never a descriptor of our own: the file may be a
    // project this process has open, and closing any other descriptor of it would drop every
    // POSIX lock the process holds on it (fcntl(2)), SQLite's included (docs/architecture.md,
    // "Other processes"). SQLite keeps such a descriptor open until its locks go.
    if (!QFileInfo(path).isFile())
        return {};
    sqlite3_vfs *vfs = sqlite3_vfs_find(nullptr);
    if (!vfs)
        return {};
    const QByteArray name = QFile::encodeName(QFileInfo(path).absoluteFilePath());
    std::vector<char> storage(static_cast<std::size_t>(vfs->szOsFile));
    auto *file = reinterpret_cast<sqlite3_file *>(storage.data());
    int flags = 0;
    if (vfs->xOpen(vfs, name.constData(), file, SQLITE_OPEN_READONLY | SQLITE_OPEN_MAIN_DB, &flags)
        != SQLITE_OK)
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    sqlite3_int64 size = 0;
    bool read = file->pMethods->xFileSize(file, &size) == SQLITE_OK;
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (sqlite3_int64 offset = 0; read && offset < size;) {
        const int chunk = static_cast<int>(std::min<sqlite3_int64>(buffer.size(), size - offset));
        read = file->pMethods->xRead(file, buffer.data(), chunk, offset) == SQLITE_OK;
        hash.addData(QByteArrayView(buffer.constData(), chunk));
        offset += chunk;
    }
    file->pMethods->xClose(file);
    return read ? hash.result().toHex() : QByteArray();
}

} // namespace taxonomist::test
