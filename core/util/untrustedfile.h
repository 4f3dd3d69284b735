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

namespace taxonomist::core::UntrustedFile {

enum class Kind {
    Missing,
    Regular,
    Directory,
    Link,    // a symbolic link (or a Windows junction), whatever it points to
    Special, // a device, FIFO or socket
};

// What `path` itself is (lstat: a link is a link, not its target).
Kind kindOf(const QString &path);

// Words for a kind in a message ("a symbolic link").
QString describe(Kind kind);

// The whole content of `path` if it is a regular file (not a link, device or FIFO: opened
// with O_NOFOLLOW | O_NONBLOCK and checked with fstat) of at most `maxBytes` bytes; otherwise
// an error naming the file, what it is, or the limit it exceeds.
Result<QByteArray> read(const QString &path, qint64 maxBytes);

} // namespace taxonomist::core::UntrustedFile
