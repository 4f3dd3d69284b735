// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace taxonomist::core {

// Writes RFC 4180 records the way the study's files were written (Python's csv module with
// minimal quoting): a field is quoted only when it holds a comma, a quote or a line break.
class CsvWriter final
{
public:
    explicit CsvWriter(bool crlf = false)
        : m_lineEnd(crlf ? "\r\n" : "\n")
    {
    }

    void setBom() { m_out.prepend("\xEF\xBB\xBF"); }
    void reserve(qsizetype bytes) { m_out.reserve(bytes); }

    void addField(QStringView field);
    void addField(QByteArrayView utf8Field);
    // Quoted whether or not it needs to be: for a file whose writer quoted more than the minimum.
    void addQuotedField(QStringView field);
    void endRecord();
    void addRecord(const QList<QString> &fields);

    const QByteArray &data() const { return m_out; }

private:
    void separate();
    void appendQuoted(QByteArrayView utf8Field);

    QByteArray m_out;
    const char *m_lineEnd;
    bool m_atRecordStart = true;
    int m_fieldsInRecord = 0;
    bool m_recordHasText = false;
};

} // namespace taxonomist::core
