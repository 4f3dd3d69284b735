// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvwriter.h"

#include "savefile.h"

#include <algorithm>
#include <cstring>

namespace taxonomist::core {

namespace {

// QByteArray::append() goes through insert(), which first looks whether the bytes are a piece of
// the array itself; a cell never is, and this runs for every cell of every export.
void put(QByteArray &out, const char *bytes, qsizetype size)
{
    if (size <= 0)
        return;
    const qsizetype used = out.size();
    if (out.capacity() < used + size)
        out.reserve(std::max(2 * out.capacity(), used + size));
    out.resize(used + size);
    std::memcpy(out.data() + used, bytes, size_t(size));
}

} // namespace

void CsvWriter::separate()
{
    if (!m_atRecordStart)
        put(m_out, ",", 1);
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

constexpr QByteArrayView Bom("\xEF\xBB\xBF");

} // namespace

void CsvWriter::addField(QByteArrayView utf8Field)
{
    separate();
    m_recordHasText = m_recordHasText || !utf8Field.isEmpty();
    // A file that starts with U+FEFF unquoted would read as one with a byte-order mark.
    const bool quote = hasSpecial(utf8Field) || (m_atFileStart && utf8Field.startsWith(Bom));
    m_atFileStart = false;
    if (!quote) {
        put(m_out, utf8Field.data(), utf8Field.size());
        return;
    }
    appendQuoted(m_out, utf8Field);
}

void CsvWriter::appendEncoded(QByteArray &out, QByteArrayView utf8Field)
{
    if (hasSpecial(utf8Field))
        appendQuoted(out, utf8Field);
    else
        put(out, utf8Field.data(), utf8Field.size());
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
        appendQuoted(m_out, encoded.first(end));
        encoded = encoded.sliced(end);
    }
    m_atFileStart = false;
    put(m_out, encoded.data(), encoded.size());
}

void CsvWriter::addQuotedField(QStringView field)
{
    separate();
    m_recordHasText = true; // "" is text enough: the record is not a blank line
    appendQuoted(m_out, QByteArrayView(field.toUtf8()));
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
        m_out.append("\"\"");
    put(m_out, m_lineEnd, qsizetype(std::strlen(m_lineEnd)));
    m_atRecordStart = true;
    m_fieldsInRecord = 0;
    m_recordHasText = false;
}

Status CsvWriter::flushTo(SaveFile &file, qsizetype atLeast)
{
    if (m_out.size() < atLeast || m_out.isEmpty())
        return success();
    auto status = file.write(m_out);
    m_out.resize(0); // keeps the capacity for what comes next
    return status;
}

void CsvWriter::addRecord(const QList<QString> &fields)
{
    for (const QString &field : fields)
        addField(QStringView(field));
    endRecord();
}

} // namespace taxonomist::core
