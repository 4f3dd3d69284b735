// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvstreamreader.h"

#include "utf8.h"
#include "util/coretext.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr qsizetype ChunkBytes = 1024 * 1024;
constexpr QByteArrayView Bom("\xEF\xBB\xBF");

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

QString fieldText(QByteArrayView field)
{
    QString text = QString::fromUtf8(field);
    if (field.startsWith(Bom)) // fromUtf8 drops a leading U+FEFF; here it is the cell's own text
        text.prepend(QChar(0xFEFF));
    return text;
}

} // namespace

CsvStreamReader::CsvStreamReader(QByteArrayView data, QString fileName, CsvQuotes quotes)
    : m_file(std::move(fileName))
    , m_lenient(quotes == CsvQuotes::Lenient)
    , m_data(data)
    , m_eof(true)
{ }

CsvStreamReader::~CsvStreamReader() = default;

Result<std::unique_ptr<CsvStreamReader>> CsvStreamReader::open(
    const QString &path, qint64 maxFileBytes, CsvQuotes quotes)
{
    auto stream = UntrustedFile::Stream::open(path, maxFileBytes);
    if (!stream)
        return stream.error();
    std::unique_ptr<CsvStreamReader> reader(new CsvStreamReader(QByteArrayView(), path, quotes));
    reader->m_stream = std::move(*stream);
    reader->m_eof = false;
    return reader;
}

Result<bool> CsvStreamReader::begin()
{
    m_started = true;
    while (!m_eof && m_data.size() < Bom.size()) {
        if (auto status = refill(); !status)
            return status.error();
    }
    if (m_data.startsWith(Bom)) {
        m_hasBom = true;
        m_pos = Bom.size();
    }
    while (!m_eof && atEnd()) {
        if (auto status = refill(); !status)
            return status.error();
    }
    if (atEnd())
        return Error(CoreText::tr("the CSV file is empty"), {m_file, 1, 0});
    return true;
}

Status CsvStreamReader::refill()
{
    if (!m_stream) {
        m_eof = true;
        return success();
    }
    // Hand back what earlier records used: the buffer holds the current record only.
    if (const qsizetype done = m_span.pos; done > 0) {
        m_buffer.remove(0, done);
        m_pos -= done;
        m_span.pos = 0;
    }
    if (m_buffer.size() > m_maxRecordBytes) {
        return Error(CoreText::tr("a record of more than %1 bytes; a record (a row with all its "
                                  "fields) may have at most %1")
                         .arg(m_maxRecordBytes),
            {m_file, m_span.line, 1});
    }
    // A long record doubles the piece read, so reading it stays linear.
    auto got = m_stream->readInto(m_buffer, qMax(ChunkBytes, m_buffer.size()));
    if (!got)
        return got.error();
    if (*got > 0)
        m_lastByte = m_buffer.back();
    else
        m_eof = true;
    m_data = QByteArrayView(m_buffer);
    return success();
}

Result<bool> CsvStreamReader::next(CsvRow &row)
{
    if (!m_started) {
        auto begun = begin();
        if (!begun)
            return begun.error();
        // The first record's bytes start with the byte-order mark, as the file does.
        m_span = State {0, 1, 1, false, false};
    } else {
        m_span = State {m_pos, m_line, m_column, m_sawLineEnd, m_crlf};
    }
    State restart {m_pos, m_line, m_column, m_sawLineEnd, m_crlf};
    for (;;) {
        row.fields.clear();
        row.columns.clear();
        row.quoted.clear();
        row.line = 0;
        const Step step = readRecord(row);
        if (step == Step::Done)
            break;
        if (step == Step::Failed) {
            // Bytes that are not UTF-8 are the first thing wrong: in this record or anywhere in
            // what is read so far (all of an input in memory, as a whole-file check would say).
            if (auto status = checkUtf8(m_data.sliced(m_span.pos)); !status)
                return status.error();
            return m_error;
        }
        // The input ran out inside the record: read more and start the record again.
        const qsizetype dropped = m_span.pos;
        if (auto status = refill(); !status)
            return status.error();
        restart.pos -= dropped - m_span.pos;
        m_pos = restart.pos;
        m_line = restart.line;
        m_column = restart.column;
        m_sawLineEnd = restart.sawLineEnd;
        m_crlf = restart.crlf;
    }
    m_recordEnd = m_pos;
    if (auto status = checkUtf8(rawRecord()); !status)
        return status.error();
    if (row.line == 0) // the end: was the last record terminated?
        m_endsWithNewline = m_stream ? m_lastByte == '\n' : m_data.endsWith('\n');
    return row.line > 0;
}

Status CsvStreamReader::checkUtf8(QByteArrayView span) const
{
    const auto bad = utf8::firstInvalidByte(span);
    if (!bad)
        return success();
    const auto at = utf8::positionOf(span, *bad);
    return Error(CoreText::tr("invalid UTF-8 (byte 0x%1); save the file as UTF-8")
                     .arg(static_cast<unsigned char>(span[*bad]), 2, 16, QLatin1Char('0')),
        {m_file, m_span.line + at.line - 1, at.column});
}

CsvStreamReader::Step CsvStreamReader::lineEndAt(bool &isEnd) const
{
    const char c = m_data[m_pos];
    isEnd = c == '\n';
    if (c != '\r')
        return Step::Done;
    if (m_pos + 1 >= m_data.size())
        return m_eof ? Step::Done : Step::NeedMore;
    isEnd = m_data[m_pos + 1] == '\n';
    return Step::Done;
}

void CsvStreamReader::skipLineEnd()
{
    // The first record end says how records end; a line break inside a quoted field does not
    // (it is the cell's own text), so this is decided here rather than by a byte search.
    if (!m_sawLineEnd) {
        m_crlf = m_data[m_pos] == '\r';
        m_sawLineEnd = true;
    }
    if (m_data[m_pos] == '\r')
        ++m_pos;
    ++m_pos;
    ++m_line;
    m_column = 1;
}

void CsvStreamReader::advance()
{
    if (m_data[m_pos] == '\n') {
        ++m_line;
        m_column = 1;
    } else if (!isContinuationByte(m_data[m_pos])) {
        ++m_column;
    }
    ++m_pos;
}

CsvStreamReader::Step CsvStreamReader::fail(const QString &what, int line, int column)
{
    m_error = Error(what, {m_file, line, column});
    return Step::Failed;
}

CsvStreamReader::Step CsvStreamReader::readRecord(CsvRow &row)
{
    // Blank lines before the record are skipped; the end of the input ends the reading.
    for (;;) {
        if (atEnd())
            return m_eof ? Step::Done : Step::NeedMore;
        bool isEnd = false;
        if (lineEndAt(isEnd) == Step::NeedMore)
            return Step::NeedMore;
        if (!isEnd)
            break;
        skipLineEnd();
    }
    row.line = m_line;
    for (;;) {
        row.columns.append(m_column);
        if (atEnd() && !m_eof)
            return Step::NeedMore;
        const bool quoted = !atEnd() && m_data[m_pos] == '"';
        row.quoted.append(quoted);
        if (quoted) {
            QByteArray field;
            if (const Step step = readQuoted(field); step != Step::Done)
                return step;
            row.fields.append(fieldText(field));
        } else {
            QByteArrayView field;
            if (const Step step = readUnquoted(field); step != Step::Done)
                return step;
            row.fields.append(fieldText(field));
        }
        if (atEnd())
            return m_eof ? Step::Done : Step::NeedMore;
        if (m_data[m_pos] == ',') {
            advance();
            continue;
        }
        skipLineEnd(); // fields end only at a comma, a line end or the end of the input
        return Step::Done;
    }
}

CsvStreamReader::Step CsvStreamReader::readUnquoted(QByteArrayView &field)
{
    const qsizetype begin = m_pos;
    while (!atEnd()) {
        const char c = m_data[m_pos];
        if (c == ',')
            break;
        if (c == '\n' || c == '\r') {
            bool isEnd = false;
            if (lineEndAt(isEnd) == Step::NeedMore)
                return Step::NeedMore;
            if (isEnd)
                break;
        }
        if (c == '"' && !m_lenient)
            return fail(CoreText::tr("quote character inside an unquoted field (quote the whole "
                                     "field and double the quote)"),
                m_line, m_column);
        advance();
    }
    if (atEnd() && !m_eof)
        return Step::NeedMore;
    field = m_data.sliced(begin, m_pos - begin);
    return Step::Done;
}

CsvStreamReader::Step CsvStreamReader::readQuoted(QByteArray &field)
{
    const int startLine = m_line;
    const int startColumn = m_column;
    advance(); // opening quote
    for (;;) {
        if (atEnd()) {
            if (!m_eof)
                return Step::NeedMore;
            return fail(CoreText::tr("unterminated quoted field (the closing quote is missing)"),
                startLine, startColumn);
        }
        const char c = m_data[m_pos];
        if (c != '"') {
            field.append(c);
            advance();
            continue;
        }
        // What follows the quote decides what it is; it may not have been read yet.
        const qsizetype next = m_pos + 1;
        if (next + 1 >= m_data.size() && !m_eof)
            return Step::NeedMore;
        if (next < m_data.size() && m_data[next] == '"') { // escaped quote
            field.append('"');
            advance();
            advance();
            continue;
        }
        const bool closes = next >= m_data.size() || m_data[next] == ',' || m_data[next] == '\n'
            || (m_data[next] == '\r' && next + 1 < m_data.size() && m_data[next + 1] == '\n');
        if (closes) {
            advance();
            return Step::Done;
        }
        if (!m_lenient)
            return fail(CoreText::tr("unexpected quote inside a quoted field (a quote in a quoted "
                                     "field must be doubled)"),
                m_line, m_column);
        field.append('"');
        advance();
    }
}

} // namespace taxonomist::core
