// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvwriter.h"

#include "savefile.h"

namespace taxonomist::core {

void CsvWriter::separate()
{
    if (!m_atRecordStart)
        m_out.append(',');
    m_atRecordStart = false;
    ++m_fieldsInRecord;
}

void CsvWriter::addField(QStringView field)
{
    addField(QByteArrayView(field.toUtf8()));
}

void CsvWriter::addField(QByteArrayView utf8Field)
{
    separate();
    m_recordHasText = m_recordHasText || !utf8Field.isEmpty();
    // A file that starts with U+FEFF unquoted would read as one with a byte-order mark.
    const bool quote = utf8Field.contains(',') || utf8Field.contains('"')
        || utf8Field.contains('\n') || utf8Field.contains('\r')
        || (m_atFileStart && utf8Field.startsWith("\xEF\xBB\xBF"));
    m_atFileStart = false;
    if (!quote) {
        m_out.append(utf8Field);
        return;
    }
    appendQuoted(utf8Field);
}

void CsvWriter::addQuotedField(QStringView field)
{
    separate();
    m_recordHasText = true; // "" is text enough: the record is not a blank line
    appendQuoted(QByteArrayView(field.toUtf8()));
}

void CsvWriter::appendQuoted(QByteArrayView utf8Field)
{
    m_out.append('"');
    for (const char c : utf8Field) {
        if (c == '"')
            m_out.append('"');
        m_out.append(c);
    }
    m_out.append('"');
}

void CsvWriter::endRecord()
{
    // One empty field alone would be a blank line, which readers skip: quote it, as Python's
    // csv module does, so the record survives a round trip.
    if (m_fieldsInRecord == 1 && !m_recordHasText)
        m_out.append("\"\"");
    m_out.append(m_lineEnd);
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
