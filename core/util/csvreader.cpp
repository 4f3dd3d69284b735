// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvreader.h"

#include "utf8.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Walks the bytes once, tracking line and column, and builds records field by field.
class Parser
{
public:
    Parser(QByteArrayView data, qsizetype start, const QString &fileName, CsvReader::Quotes quotes)
        : m_data(data)
        , m_pos(start)
        , m_file(fileName)
        , m_lenient(quotes == CsvReader::Quotes::Lenient)
    {
    }

    Result<CsvTable> run(CsvTable table)
    {
        while (m_pos < m_data.size()) {
            if (isLineEnd()) { // blank line
                skipLineEnd();
                continue;
            }
            CsvRow row;
            row.line = m_line;
            if (auto status = readRecord(row); !status)
                return status.error();
            table.rows.append(std::move(row));
        }
        table.endsWithNewline = m_data.endsWith('\n');
        table.crlf = m_firstLineEndIsCrLf;
        return table;
    }

private:
    bool isLineEnd() const
    {
        const char c = m_data[m_pos];
        return c == '\n' || (c == '\r' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '\n');
    }

    void skipLineEnd()
    {
        // The first record end says how records end; a line break inside a quoted field does
        // not (it is the cell's own text), so this is decided here rather than by a byte search.
        if (!m_sawLineEnd) {
            m_firstLineEndIsCrLf = m_data[m_pos] == '\r';
            m_sawLineEnd = true;
        }
        if (m_data[m_pos] == '\r')
            ++m_pos;
        ++m_pos;
        ++m_line;
        m_column = 1;
    }

    void advance()
    {
        if (m_data[m_pos] == '\n') {
            ++m_line;
            m_column = 1;
        } else if (!isContinuationByte(m_data[m_pos])) {
            ++m_column;
        }
        ++m_pos;
    }

    Error errorHere(const QString &what) const { return Error(what, {m_file, m_line, m_column}); }

    Status readRecord(CsvRow &row)
    {
        for (;;) {
            row.columns.append(m_column);
            QByteArray field;
            row.quoted.append(m_pos < m_data.size() && m_data[m_pos] == '"');
            if (row.quoted.last()) {
                if (auto status = readQuoted(field); !status)
                    return status;
            } else if (auto status = readUnquoted(field); !status) {
                return status;
            }
            QString text = QString::fromUtf8(field);
            if (field.startsWith("\xEF\xBB\xBF")) // fromUtf8 drops a leading U+FEFF; it is the cell's text
                text.prepend(QChar(0xFEFF));
            row.fields.append(std::move(text));
            if (m_pos >= m_data.size())
                return success();
            if (m_data[m_pos] == ',') {
                advance();
                continue;
            }
            skipLineEnd(); // readers stop only at a comma, a line end or the end of the data
            return success();
        }
    }

    Status readUnquoted(QByteArray &field)
    {
        const qsizetype begin = m_pos;
        while (m_pos < m_data.size()) {
            const char c = m_data[m_pos];
            if (c == ',' || isLineEnd())
                break;
            if (c == '"' && !m_lenient)
                return errorHere(u"quote character inside an unquoted field (quote the whole field and double the quote)"_s);
            advance();
        }
        field = m_data.sliced(begin, m_pos - begin).toByteArray();
        return success();
    }

    Status readQuoted(QByteArray &field)
    {
        const int startLine = m_line;
        const int startColumn = m_column;
        advance(); // opening quote
        for (;;) {
            if (m_pos >= m_data.size()) {
                return Error(u"unterminated quoted field (the closing quote is missing)"_s,
                             {m_file, startLine, startColumn});
            }
            const char c = m_data[m_pos];
            if (c != '"') {
                field.append(c);
                advance();
                continue;
            }
            const qsizetype next = m_pos + 1;
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
                return success();
            }
            if (!m_lenient) {
                return errorHere(u"unexpected quote inside a quoted field (a quote in a quoted field must be doubled)"_s);
            }
            field.append('"');
            advance();
        }
    }

    QByteArrayView m_data;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    QString m_file;
    bool m_lenient = false;
    bool m_sawLineEnd = false;
    bool m_firstLineEndIsCrLf = false;
};

} // namespace

Result<CsvTable> CsvReader::parse(QByteArrayView data, const QString &fileName, Quotes quotes)
{
    if (const auto bad = utf8::firstInvalidByte(data)) {
        const auto at = utf8::positionOf(data, *bad);
        return Error(u"invalid UTF-8 (byte 0x%1); save the file as UTF-8"_s.arg(
                         static_cast<unsigned char>(data[*bad]), 2, 16, QLatin1Char('0')),
                     {fileName, at.line, at.column});
    }
    CsvTable table;
    qsizetype start = 0;
    if (data.startsWith("\xEF\xBB\xBF")) {
        table.hasBom = true;
        start = 3;
    }
    if (data.size() == start)
        return Error(u"the CSV file is empty"_s, {fileName, 1, 0});
    return Parser(data, start, fileName, quotes).run(std::move(table));
}

} // namespace taxonomist::core
