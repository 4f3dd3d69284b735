// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "untrustedfile.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString sizeText(qint64 bytes)
{
    constexpr qint64 mib = 1024 * 1024;
    if (bytes >= mib && bytes % mib == 0)
        return u"%1 MiB"_s.arg(bytes / mib);
    return u"%1 bytes"_s.arg(bytes);
}

Error tooLarge(const QString &path, qint64 size, qint64 maxBytes)
{
    return Error(u"the file is larger than the limit of %1 (%2); it was not read"_s.arg(
                     sizeText(maxBytes), size >= 0 ? sizeText(size) : u"still growing"_s),
                 {path, 0, 0});
}

Error notRegular(const QString &path, UntrustedFile::Kind kind)
{
    return Error(u"%1, not a regular file; only regular files inside the study folder are read"_s.arg(
                     UntrustedFile::describe(kind)),
                 {path, 0, 0});
}

#ifdef Q_OS_UNIX
UntrustedFile::Kind kindOfMode(mode_t mode)
{
    if (S_ISREG(mode))
        return UntrustedFile::Kind::Regular;
    if (S_ISDIR(mode))
        return UntrustedFile::Kind::Directory;
    if (S_ISLNK(mode))
        return UntrustedFile::Kind::Link;
    return UntrustedFile::Kind::Special;
}

// Closes the descriptor on every path out of read().
class FileDescriptor
{
public:
    explicit FileDescriptor(int fd)
        : m_fd(fd)
    {
    }
    ~FileDescriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};
#endif

} // namespace

UntrustedFile::Kind UntrustedFile::kindOf(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return Kind::Missing;
    return kindOfMode(info.st_mode);
#else
    const QFileInfo info(path);
    if (info.isSymLink() || info.isJunction())
        return Kind::Link;
    if (!info.exists())
        return Kind::Missing;
    if (info.isDir())
        return Kind::Directory;
    return info.isFile() ? Kind::Regular : Kind::Special;
#endif
}

QString UntrustedFile::describe(Kind kind)
{
    switch (kind) {
    case Kind::Missing:
        return u"missing"_s;
    case Kind::Regular:
        return u"a regular file"_s;
    case Kind::Directory:
        return u"a folder"_s;
    case Kind::Link:
        return u"a symbolic link (links are not followed)"_s;
    case Kind::Special:
        return u"a device, FIFO or socket"_s;
    }
    return QString();
}

Result<QByteArray> UntrustedFile::read(const QString &path, qint64 maxBytes)
{
#ifdef Q_OS_UNIX
    // O_NOFOLLOW refuses a link in the last component; O_NONBLOCK keeps a FIFO from blocking the
    // open; fstat then tells what was actually opened, so nothing changes between check and read.
    const FileDescriptor fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error = errno;
        if (error == ELOOP)
            return notRegular(path, Kind::Link);
        return Error(u"cannot read: "_s + QString::fromLocal8Bit(std::strerror(error)), {path, 0, 0});
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0)
        return Error(u"cannot read: "_s + QString::fromLocal8Bit(std::strerror(errno)), {path, 0, 0});
    if (!S_ISREG(info.st_mode))
        return notRegular(path, kindOfMode(info.st_mode));
    if (info.st_size > maxBytes)
        return tooLarge(path, info.st_size, maxBytes);
    QByteArray content;
    content.resize(static_cast<qsizetype>(info.st_size) + 1); // one byte more shows a file that grew
    qsizetype filled = 0;
    for (;;) {
        if (filled == content.size()) {
            if (filled > maxBytes)
                return tooLarge(path, -1, maxBytes);
            content.resize(qMin<qint64>(content.size() * 2 + 4096, maxBytes + 1));
        }
        const ssize_t got = ::read(fd.get(), content.data() + filled, static_cast<size_t>(content.size() - filled));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return Error(u"cannot read: "_s + QString::fromLocal8Bit(std::strerror(errno)), {path, 0, 0});
        }
        if (got == 0)
            break;
        filled += got;
    }
    if (filled > maxBytes)
        return tooLarge(path, -1, maxBytes);
    content.truncate(filled);
    return content;
#else
    const Kind kind = kindOf(path);
    if (kind != Kind::Regular)
        return kind == Kind::Missing ? Error(u"cannot read: no such file"_s, {path, 0, 0}) : notRegular(path, kind);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(u"cannot read: "_s + file.errorString(), {path, 0, 0});
    if (file.size() > maxBytes)
        return tooLarge(path, file.size(), maxBytes);
    QByteArray content = file.read(maxBytes + 1);
    if (content.size() > maxBytes)
        return tooLarge(path, -1, maxBytes);
    return content;
#endif
}

} // namespace taxonomist::core
