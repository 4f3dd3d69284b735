// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "untrustedfile.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <memory>

namespace taxonomist::core {

// One record of a CSV file, with where it starts so later checks can name line and column.
struct CsvRow
{
    QList<QString> fields;
    QList<int> columns; // 1-based column of each field's first character
    QList<bool> quoted; // whether each field was written in quotes (a round trip keeps the style)
    int line = 0; // 1-based line the record starts on
};

enum class CsvQuotes {
    Strict, // a stray quote is an error, with its line and column
    Lenient, // a stray quote is kept as text, as Python's csv module does
};

// An RFC 4180 reader that hands out one record at a time: quoted fields with embedded commas,
// doubled quotes and line breaks; a UTF-8 byte-order mark; LF or CR LF record ends; blank lines
// skipped; input checked to be UTF-8 record by record. Reading a file it holds only the record
// being read (the file comes in 1 MiB pieces), so a CSV of any size passes through bounded memory;
// a record longer than maxRecordBytes() is an error rather than a reason to grow.
class CsvStreamReader final
{
public:
    static constexpr qsizetype DefaultMaxRecordBytes = 64 * 1024 * 1024;

    // Reads `data`, which must outlive the reader.
    CsvStreamReader(QByteArrayView data, QString fileName, CsvQuotes quotes = CsvQuotes::Strict);
    // Reads an untrusted file (UntrustedFile::Stream: a regular file, at most `maxFileBytes`).
    static Result<std::unique_ptr<CsvStreamReader>> open(
        const QString &path, qint64 maxFileBytes, CsvQuotes quotes = CsvQuotes::Strict);
    ~CsvStreamReader();
    CsvStreamReader(const CsvStreamReader &) = delete;
    CsvStreamReader &operator=(const CsvStreamReader &) = delete;

    void setMaxRecordBytes(qsizetype bytes) { m_maxRecordBytes = bytes; }
    qsizetype maxRecordBytes() const { return m_maxRecordBytes; }

    // The next record into `row` (its lists are reused); false at the end of the input. An empty
    // input (nothing but a byte-order mark) is an error, as is anything that is not CSV, each
    // naming file, line and column.
    Result<bool> next(CsvRow &row);

    const QString &fileName() const { return m_file; }
    bool hasBom() const { return m_hasBom; }
    // Whether records end in CR LF: the first record end (or blank line) decides.
    bool isCrLf() const { return m_crlf; }
    // After the last record: whether the input ends with a line break.
    bool endsWithNewline() const { return m_endsWithNewline; }
    // The bytes of the last record as they are in the input: from the end of the record before
    // (so with the blank lines before it, and the byte-order mark before the first) to and with
    // its line end. Valid until the next call of next().
    QByteArrayView rawRecord() const { return m_data.sliced(m_span.pos, m_recordEnd - m_span.pos); }
    // The line rawRecord() starts on.
    int rawRecordLine() const { return m_span.line; }

private:
    enum class Step { Done, NeedMore, Failed };

    // What a record read has to restart from when the input runs out in the middle of it.
    struct State
    {
        qsizetype pos = 0;
        int line = 1;
        int column = 1;
        bool sawLineEnd = false;
        bool crlf = false;
    };

    Result<bool> begin();
    Step readRecord(CsvRow &row);
    Step readQuoted(QByteArray &field);
    Step readUnquoted(QByteArrayView &field);
    Status refill();
    Status checkUtf8(QByteArrayView span) const;
    bool atEnd() const { return m_pos >= m_data.size(); }
    // Whether a line end starts at m_pos; NeedMore when a CR is the last byte read so far.
    Step lineEndAt(bool &isEnd) const;
    void skipLineEnd();
    void advance();
    Step fail(const QString &what, int line, int column);

    QString m_file;
    bool m_lenient = false;
    std::unique_ptr<UntrustedFile::Stream> m_stream; // null when reading memory
    QByteArray m_buffer; // the file's bytes not yet handed out
    QByteArrayView m_data; // what is read so far: m_buffer, or the memory
    bool m_eof = false; // m_data holds the rest of the input
    char m_lastByte = 0; // the last byte read from the file
    qsizetype m_maxRecordBytes = DefaultMaxRecordBytes;

    qsizetype m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    bool m_sawLineEnd = false;
    bool m_crlf = false;
    bool m_started = false;
    bool m_hasBom = false;
    bool m_endsWithNewline = false;
    State m_span; // where the current record's raw bytes start
    qsizetype m_recordEnd = 0; // where they end
    Error m_error;
};

} // namespace taxonomist::core
