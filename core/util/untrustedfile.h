// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Files of a study folder are untrusted: a "CSV" may be a symbolic link to a file outside the
// study (or to /proc/self/environ), a device (/dev/zero never ends), a FIFO (an open blocks
// forever) or simply huge. These calls look at an entry without following links and read only
// regular files, up to a limit, so none of that reaches memory or the project.

#include "result.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <utility>

namespace taxonomist::core::UntrustedFile {

enum class Kind {
    Missing,
    Regular,
    Directory,
    Link, // a symbolic link (or a Windows junction), whatever it points to
    Special, // a device, FIFO or socket
};

// A file descriptor closed when it goes (an untrusted file opened with O_NOFOLLOW | O_NONBLOCK
// and checked with fstat, here or by another reader that keeps the file open).
class Descriptor final
{
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    { }
    ~Descriptor();
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }
    // Hands the descriptor on (to a FILE, a stream): it is no longer closed here.
    int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd;
};

// What `path` itself is (lstat: a link is a link, not its target).
Kind kindOf(const QString &path);

// Words for a kind in a message ("a symbolic link").
QString describe(Kind kind);

// The whole content of `path` if it is a regular file (not a link, device or FIFO: opened
// with O_NOFOLLOW | O_NONBLOCK and checked with fstat) of at most `maxBytes` bytes; otherwise
// an error naming the file, what it is, or the limit it exceeds.
Result<QByteArray> read(const QString &path, qint64 maxBytes);

// read(), as text: a file that is not UTF-8 is an error naming the line and column of the first
// invalid byte.
Result<QString> readUtf8(const QString &path, qint64 maxBytes);

// The same file read in pieces, so a study of any size streams through bounded memory: opened
// and checked as read() does, and refused once more than `maxBytes` come out (a file that grows).
class Stream final
{
public:
    static Result<std::unique_ptr<Stream>> open(const QString &path, qint64 maxBytes);
    ~Stream();
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;

    // Appends up to `max` more bytes to `into`; 0 at the end of the file.
    Result<qsizetype> readInto(QByteArray &into, qsizetype max);
    const QString &path() const { return m_path; }
    // The size when the file was opened.
    qint64 size() const { return m_size; }

private:
    Stream(QString path, int fd, qint64 size, qint64 maxBytes);

    QString m_path;
    int m_fd = -1;
    qint64 m_size = 0;
    qint64 m_maxBytes = 0;
    qint64 m_read = 0;
};

} // namespace taxonomist::core::UntrustedFile
