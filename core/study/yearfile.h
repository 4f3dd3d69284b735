// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/untrustedfile.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace taxonomist::core {

// A year file (NAME_YEAR.txt: one issue link a line) read line by line and checked as it goes:
// UTF-8, one kind of line end, no line longer than a field may be, every line an issue link.
// Memory stays at one line whatever the file's size.
class YearFile final
{
public:
    static Result<std::unique_ptr<YearFile>> open(const QString &path);
    ~YearFile();

    // The next line's link (UTF-8, checked); false after the last line.
    Result<bool> next(QByteArray &url);
    // The line next() read last.
    int line() const { return m_line; }
    // After the last line: how export, which writes every line with LF, would write the file
    // differently; empty when it would write it back byte for byte.
    QString note() const;

private:
    explicit YearFile(std::unique_ptr<UntrustedFile::Stream> stream);
    Status fill();

    std::unique_ptr<UntrustedFile::Stream> m_stream;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_eof = false;
    int m_line = 0;
    int m_lineEndKind = 0; // 1 LF, 2 CR LF: the first line's
    bool m_lastLineEnded = true;
    bool m_empty = true;
};

} // namespace taxonomist::core
