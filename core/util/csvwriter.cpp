// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvwriter.h"

#include "savefile.h"

#include <algorithm>
#include <cstring>

namespace taxonomist::core {

namespace {

// QByteArray::append() goes through insert(), which first looks whether the bytes are a piece of
// the array itself; a cell of Cells (longformatexporter.cpp) never is.
void append(QByteArray &out, const char *bytes, qsizetype size)
{
    if (size <= 0)
        return;
    const qsizetype used = out.size();
    if (out.capacity() < used + size)
        out.reserve(std::max(2 * out.capacity(), used + size));
    out.resize(used + size);
    std::memcpy(out.data() + used, bytes, size_t(size));
}

constexpr QByteArrayView Bom("\xEF\xBB\xBF");

} // namespace

void CsvWriter::grow(qsizetype size)
{
    m_out.resize(std::max({qsizetype(4096), 2 * m_out.size(), m_used + size}));
}

inline void CsvWriter::put(const char *bytes, qsizetype size)
{
    if (size <= 0)
        return; // an empty view may have no data: memcpy from a null pointer is undefined even for
                // 0 bytes
    if (m_used + size > m_out.size())
        grow(size);
    // data() detaches a room shared with a copy of this writer, and only then.
    std::memcpy(m_out.data() + m_used, bytes, size_t(size));
    m_used += size;
}

void CsvWriter::setBom()
{
    put(Bom.data(), Bom.size());
    std::memmove(m_out.data() + Bom.size(), m_out.constData(), size_t(m_used - Bom.size()));
    std::memcpy(m_out.data(), Bom.data(), size_t(Bom.size()));
    m_atFileStart = false;
}

void CsvWriter::reserve(qsizetype bytes)
{
    if (bytes > m_out.size())
        grow(bytes - m_used);
}

void CsvWriter::separate()
{
    if (!m_atRecordStart)
        put(",", 1);
    m_atRecordStart = false;
    ++m_fieldsInRecord;
}

void CsvWriter::addField(QStringView field)
{
    addField(QByteArrayView(field.toUtf8()));
}

namespace {

// Whether a field holds a comma, a quote or a line break: one pass over it (cells are short, and
// four searches cost four calls each).
bool hasSpecial(QByteArrayView field)
{
    for (const char c : field) {
        if (c == ',' || c == '"' || c == '\n' || c == '\r')
            return true;
    }
    return false;
}

} // namespace

void CsvWriter::addField(QByteArrayView utf8Field)
{
    separate();
    m_recordHasText = m_recordHasText || !utf8Field.isEmpty();
    // A file that starts with U+FEFF unquoted would read as one with a byte-order mark.
    const bool quote = hasSpecial(utf8Field) || (m_atFileStart && utf8Field.startsWith(Bom));
    m_atFileStart = false;
    if (!quote) {
        put(utf8Field.data(), utf8Field.size());
        return;
    }
    appendQuotedHere(utf8Field);
}

void CsvWriter::appendEncoded(QByteArray &out, QByteArrayView utf8Field)
{
    if (hasSpecial(utf8Field))
        appendQuoted(out, utf8Field);
    else
        append(out, utf8Field.data(), utf8Field.size());
}

void CsvWriter::addEncodedFields(QByteArrayView encoded, int fieldCount)
{
    if (fieldCount <= 0)
        return;
    separate();
    m_fieldsInRecord += fieldCount - 1;
    // Empty fields encode to nothing but their commas: anything more is text.
    m_recordHasText = m_recordHasText || encoded.size() > fieldCount - 1;
    if (m_atFileStart && encoded.startsWith(Bom)) {
        // The first field, unquoted, runs to the first comma: quoted here as addField() would.
        const qsizetype comma = encoded.indexOf(',');
        const qsizetype end = comma < 0 ? encoded.size() : comma;
        appendQuotedHere(encoded.first(end));
        encoded = encoded.sliced(end);
    }
    m_atFileStart = false;
    put(encoded.data(), encoded.size());
}

void CsvWriter::addQuotedField(QStringView field)
{
    separate();
    m_recordHasText = true; // "" is text enough: the record is not a blank line
    appendQuotedHere(QByteArrayView(field.toUtf8()));
}

void CsvWriter::appendQuotedHere(QByteArrayView utf8Field)
{
    // At most every byte doubled, and the two quotes.
    const qsizetype most = 2 * utf8Field.size() + 2;
    if (m_used + most > m_out.size())
        grow(most);
    char *out = m_out.data() + m_used;
    *out++ = '"';
    for (const char c : utf8Field) {
        if (c == '"')
            *out++ = '"';
        *out++ = c;
    }
    *out++ = '"';
    m_used = out - m_out.constData();
}

void CsvWriter::appendQuoted(QByteArray &out, QByteArrayView utf8Field)
{
    out.append('"');
    for (const char c : utf8Field) {
        if (c == '"')
            out.append('"');
        out.append(c);
    }
    out.append('"');
}

void CsvWriter::endRecord()
{
    // One empty field alone would be a blank line, which readers skip: quote it, as Python's
    // csv module does, so the record survives a round trip.
    if (m_fieldsInRecord == 1 && !m_recordHasText)
        put("\"\"", 2);
    put(m_lineEnd, qsizetype(std::strlen(m_lineEnd)));
    m_atRecordStart = true;
    m_fieldsInRecord = 0;
    m_recordHasText = false;
}

Status CsvWriter::flushTo(SaveFile &file, qsizetype atLeast)
{
    if (m_used < atLeast || m_used == 0)
        return success();
    auto status = file.write(view());
    m_used = 0; // the room stays for what comes next
    return status;
}

void CsvWriter::addRecord(const QList<QString> &fields)
{
    for (const QString &field : fields)
        addField(QStringView(field));
    endRecord();
}

namespace {
// OWASP's list of the first characters that make a spreadsheet read a cell as a formula.
constexpr char formulaTriggers[] = "=+-@\t\r";
} // namespace

bool CsvWriter::readsAsFormula(QByteArrayView utf8Cell)
{
    return !utf8Cell.isEmpty() && QByteArrayView(formulaTriggers).contains(utf8Cell.front());
}

bool CsvWriter::readsAsFormula(QStringView cell)
{
    return !cell.isEmpty() && cell.front().unicode() < 0x80
        && QByteArrayView(formulaTriggers).contains(char(cell.front().unicode()));
}

QString CsvWriter::formulaGuarded(const QString &cell)
{
    return readsAsFormula(QStringView(cell)) ? u'\'' + cell : cell;
}

QString CsvWriter::withoutFormulaGuard(const QString &cell)
{
    if (cell.size() >= 2 && cell.front() == u'\'' && readsAsFormula(QStringView(cell).sliced(1)))
        return cell.mid(1);
    return cell;
}

} // namespace taxonomist::core
