// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "untrustedfile.h"

#include "utf8.h"
#include "util/coretext.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <utility>

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
    return Error(
        CoreText::tr("the file is larger than the limit of %1 (%2); it was not read")
            .arg(sizeText(maxBytes), size >= 0 ? sizeText(size) : CoreText::tr("still growing")),
        {path, 0, 0});
}

Error notRegular(const QString &path, UntrustedFile::Kind kind)
{
    return Error(
        CoreText::tr("%1, not a regular file; only regular files inside the study folder are read")
            .arg(UntrustedFile::describe(kind)),
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
#endif

} // namespace

Result<QString> UntrustedFile::readUtf8(const QString &path, qint64 maxBytes)
{
    auto bytes = read(path, maxBytes);
    if (!bytes)
        return bytes.error();
    if (const auto bad = utf8::firstInvalidByte(*bytes)) {
        const auto at = utf8::positionOf(*bytes, *bad);
        return Error(CoreText::tr("invalid UTF-8"), {path, at.line, at.column});
    }
    return QString::fromUtf8(*bytes);
}

UntrustedFile::Kind UntrustedFile::kindOf(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat info
    {
    };
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

UntrustedFile::Descriptor::~Descriptor()
{
#ifdef Q_OS_UNIX
    if (m_fd >= 0)
        ::close(m_fd);
#endif
}

QString UntrustedFile::describe(Kind kind)
{
    switch (kind) {
    case Kind::Missing:
        return CoreText::tr("missing");
    case Kind::Regular:
        return CoreText::tr("a regular file");
    case Kind::Directory:
        return CoreText::tr("a folder");
    case Kind::Link:
        return CoreText::tr("a symbolic link (links are not followed)");
    case Kind::Special:
        return CoreText::tr("a device, FIFO or socket");
    }
    return QString();
}

Result<QByteArray> UntrustedFile::read(const QString &path, qint64 maxBytes)
{
    auto stream = Stream::open(path, maxBytes);
    if (!stream)
        return stream.error();
    QByteArray content;
    // One byte more than the size shows a file that grew.
    content.reserve(static_cast<qsizetype>((*stream)->size()) + 1);
    for (;;) {
        auto got = (*stream)->readInto(
            content, qMax<qsizetype>(content.capacity() - content.size(), 64 * 1024));
        if (!got)
            return got.error();
        if (*got == 0)
            return content;
    }
}

#ifdef Q_OS_UNIX
Result<std::unique_ptr<UntrustedFile::Stream>> UntrustedFile::Stream::open(
    const QString &path, qint64 maxBytes)
{
    // O_NOFOLLOW refuses a link in the last component; O_NONBLOCK keeps a FIFO from blocking the
    // open; fstat then tells what was actually opened, so nothing changes between check and read.
    Descriptor fd(::open(
        QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error = errno;
        if (error == ELOOP)
            return notRegular(path, Kind::Link);
        return Error(
            CoreText::tr("cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(error))),
            {path, 0, 0});
    }
    struct stat info
    {
    };
    if (::fstat(fd.get(), &info) != 0)
        return Error(
            CoreText::tr("cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
            {path, 0, 0});
    if (!S_ISREG(info.st_mode))
        return notRegular(path, kindOfMode(info.st_mode));
    if (info.st_size > maxBytes)
        return tooLarge(path, info.st_size, maxBytes);
    return std::unique_ptr<Stream>(new Stream(path, fd.release(), info.st_size, maxBytes));
}

UntrustedFile::Stream::Stream(QString path, int fd, qint64 size, qint64 maxBytes)
    : m_path(std::move(path))
    , m_fd(fd)
    , m_size(size)
    , m_maxBytes(maxBytes)
{ }

UntrustedFile::Stream::~Stream()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

Result<qsizetype> UntrustedFile::Stream::readInto(QByteArray &into, qsizetype max)
{
    const qsizetype start = into.size();
    into.resize(start + max);
    for (;;) {
        const ssize_t got = ::read(m_fd, into.data() + start, static_cast<size_t>(max));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            into.resize(start);
            return Error(
                CoreText::tr("cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
                {m_path, 0, 0});
        }
        into.resize(start + got);
        m_read += got;
        if (m_read > m_maxBytes)
            return tooLarge(m_path, -1, m_maxBytes);
        return static_cast<qsizetype>(got);
    }
}
#endif

} // namespace taxonomist::core
