// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace taxonomist::core {

class SaveFile;

// Writes RFC 4180 records the way the study's files were written (Python's csv module with
// minimal quoting): a field is quoted only when it holds a comma, a quote or a line break. The
// records gather in memory until flushTo() hands them to a file, so a long export streams.
class CsvWriter final
{
public:
    explicit CsvWriter(bool crlf = false)
        : m_lineEnd(crlf ? "\r\n" : "\n")
    { }

    // How much flushTo() lets gather before it writes.
    static constexpr qsizetype FlushBytes = 1024 * 1024;

    void setBom();
    void reserve(qsizetype bytes);

    void addField(QStringView field);
    void addField(QByteArrayView utf8Field);
    // Quoted whether or not it needs to be: for a file whose writer quoted more than the minimum.
    void addQuotedField(QStringView field);
    // Cells that repeat on many rows (an issue's, an annotator's, a code's) are encoded once:
    // appendEncoded() adds one field, quoted as addField() would, to `out` (a comma between
    // fields is the caller's), and addEncodedFields() adds the `fieldCount` fields of such a run.
    static void appendEncoded(QByteArray &out, QByteArrayView utf8Field);
    void addEncodedFields(QByteArrayView encoded, int fieldCount);
    void endRecord();
    void addRecord(const QList<QString> &fields);

    // Spreadsheet formula injection (OWASP): Excel, LibreOffice and Sheets read a cell that starts
    // with = + - @, a tab or a carriage return as a formula. Exports of text that did not come
    // from a file as it was write such a cell with a leading ' (formulaGuarded()), so a
    // spreadsheet shows it as text; a script strips that ' again (withoutFormulaGuard()).
    static bool readsAsFormula(QByteArrayView utf8Cell);
    static bool readsAsFormula(QStringView cell);
    static QString formulaGuarded(const QString &cell);
    static QString withoutFormulaGuard(const QString &cell);

    // What is written and not yet flushed: a view valid until the next change, or a copy.
    QByteArrayView view() const { return QByteArrayView(m_out.constData(), m_used); }
    QByteArray data() const { return m_out.first(m_used); }
    qsizetype size() const { return m_used; }
    // Forgets what is written so far, as if flushed (the file goes on from here).
    void clear() { m_used = 0; }
    // Writes what gathered to `file` once it holds at least `atLeast` bytes.
    Status flushTo(SaveFile &file, qsizetype atLeast = 0);

private:
    void separate();
    void put(const char *bytes, qsizetype size);
    void grow(qsizetype size);
    void appendQuotedHere(QByteArrayView utf8Field);
    static void appendQuoted(QByteArray &out, QByteArrayView utf8Field);

    // m_out is the room, its first m_used bytes what is written: an append is a copy into the
    // room, without QByteArray::resize() per cell (a long CSV has tens of millions of cells).
    QByteArray m_out;
    qsizetype m_used = 0;
    const char *m_lineEnd;
    bool m_atRecordStart = true;
    bool m_atFileStart = true;
    int m_fieldsInRecord = 0;
    bool m_recordHasText = false;
};

} // namespace taxonomist::core
