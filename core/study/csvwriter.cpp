#include "csvwriter.h"

namespace taxonomist::core {

void CsvWriter::separate()
{
    if (!m_atRecordStart)
        m_out.append(',');
    m_atRecordStart = false;
}

void CsvWriter::addField(QStringView field)
{
    addField(QByteArrayView(field.toUtf8()));
}

void CsvWriter::addField(QByteArrayView utf8Field)
{
    separate();
    const bool quote = utf8Field.contains(',') || utf8Field.contains('"')
        || utf8Field.contains('\n') || utf8Field.contains('\r');
    if (!quote) {
        m_out.append(utf8Field);
        return;
    }
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
    m_out.append(m_lineEnd);
    m_atRecordStart = true;
}

void CsvWriter::addRecord(const QList<QString> &fields)
{
    for (const QString &field : fields)
        addField(QStringView(field));
    endRecord();
}

} // namespace taxonomist::core
