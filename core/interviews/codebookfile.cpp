// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookfile.h"

#include "util/coretext.h"
#include "util/csvstreamreader.h"
#include "util/inboundlimits.h"
#include "util/inputtext.h"
#include "util/untrustedfile.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString key(const QString &name)
{
    return name.simplified().toLower();
}

bool isCodeToken(const QString &token)
{
    if (token.isEmpty() || token.size() > 64)
        return false;
    for (const QChar c : token) {
        if (c.isSpace() || c.category() == QChar::Other_Control
            || c.category() == QChar::Other_Format)
            return false;
    }
    return true;
}

// Bytes `text` takes in UTF-8, counted without converting it (a surrogate pair: 2 + 2).
qint64 utf8Bytes(QStringView text)
{
    qint64 bytes = 0;
    for (const QChar c : text)
        bytes += c.unicode() < 0x80 ? 1 : c.unicode() < 0x800 || c.isSurrogate() ? 2 : 3;
    return bytes;
}

} // namespace

CodeBookFile::Column CodeBookFile::columnFor(const QString &name)
{
    const QString k = key(name);
    if (k == u"participant"_s || k == u"participant id"_s || k == u"interviewee"_s)
        return Column::Participant;
    if (k == u"thematic quote"_s || k == u"quote"_s)
        return Column::Quote;
    if (k == u"linked taxonomy node(s)"_s || k == u"linked taxonomy nodes"_s
        || k == u"linked taxonomy node"_s || k == u"taxonomy nodes"_s || k == u"linked nodes"_s)
        return Column::Links;
    if (k == u"research insight"_s || k == u"insight"_s || k == u"memo"_s)
        return Column::Insight;
    if (k == u"prompt category"_s || k == u"category"_s)
        return Column::Category;
    return Column::Attribute;
}

QStringList CodeBookFile::defaultHeader()
{
    return {u"Participant"_s, u"Type"_s, u"Experience Level"_s, u"Framework Context"_s,
        u"Prompt Category"_s, u"Thematic Quote"_s, u"Linked Taxonomy Node(s)"_s,
        u"Research Insight"_s};
}

Result<CodeBookFile> CodeBookFile::read(const QString &path)
{
    auto data = UntrustedFile::read(path, MaxBytes);
    if (!data)
        return data.error();
    return parse(*data, path);
}

Result<CodeBookFile> CodeBookFile::parse(QByteArrayView data, const QString &fileName)
{
    if (data.size() > MaxBytes) {
        return Error(CoreText::tr("the code book is %1 bytes, larger than the limit of %2 MiB")
                         .arg(data.size())
                         .arg(MaxBytes / InboundLimits::MiB),
            {fileName, 0, 0});
    }
    // Record by record, each checked as it is read: a file of millions of tiny rows is refused at
    // the first row past the limit instead of being held whole first.
    CsvStreamReader reader(data, fileName);
    CsvRow header;
    auto first = reader.next(header);
    if (!first)
        return first.error();
    if (!*first)
        return Error(CoreText::tr("the code book has no header"), {fileName, 1, 1});
    CodeBookFile file;
    file.fileName = fileName;
    if (header.fields.size() > MaxColumns)
        return Error(CoreText::tr("the code book has %1 columns (at most %2)")
                         .arg(header.fields.size())
                         .arg(MaxColumns),
            {fileName, header.line, 1});
    for (qsizetype c = 0; c < header.fields.size(); ++c) {
        const QString name = header.fields[c];
        const Column column = columnFor(name);
        const ErrorLocation at {fileName, header.line, header.columns[c]};
        if (name.trimmed().isEmpty())
            return Error(CoreText::tr("column %1 of the header has no name").arg(c + 1), at);
        if (name.size() > InboundLimits::MaxNameChars) {
            return Error(CoreText::tr("the name of column %1 has %2 characters (at most %3)")
                             .arg(c + 1)
                             .arg(name.size())
                             .arg(InboundLimits::MaxNameChars),
                at);
        }
        for (qsizetype earlier = 0; earlier < c; ++earlier) {
            if (key(file.header[earlier]) == key(name))
                return Error(CoreText::tr("the column %1 appears twice in the header")
                                 .arg(quotedForMessage(name)),
                    at);
            if (column != Column::Attribute && file.columns[earlier] == column) {
                return Error(
                    CoreText::tr("%1 and %2 both name the same column")
                        .arg(quotedForMessage(file.header[earlier]), quotedForMessage(name)),
                    at);
            }
        }
        file.header.append(name);
        file.headerQuoted.append(header.quoted[c]);
        file.columns.append(column);
    }
    if (file.columnOf(Column::Participant) < 0)
        return Error(
            CoreText::tr("the header has no Participant column"), {fileName, header.line, 1});
    if (file.columnOf(Column::Links) < 0)
        return Error(CoreText::tr("the header has no \"Linked Taxonomy Node(s)\" column"),
            {fileName, header.line, 1});

    const int participant = file.columnOf(Column::Participant);
    const int links = file.columnOf(Column::Links);
    CsvRow row;
    for (;;) {
        auto more = reader.next(row);
        if (!more)
            return more.error();
        if (!*more)
            break;
        if (file.rows.size() >= MaxRows)
            return Error(CoreText::tr("the code book has more than %1 rows").arg(MaxRows),
                {fileName, row.line, 1});
        if (row.fields.size() != header.fields.size()) {
            const int column = row.fields.size() > header.fields.size()
                ? row.columns[header.fields.size()]
                : row.columns.last();
            return Error(CoreText::tr("this row has %1 fields, the header %2")
                             .arg(row.fields.size())
                             .arg(header.fields.size()),
                {fileName, row.line, column});
        }
        Row out;
        out.line = row.line;
        for (qsizetype c = 0; c < row.fields.size(); ++c) {
            if (const qint64 bytes = utf8Bytes(row.fields[c]);
                bytes > InboundLimits::MaxTextBytes) {
                return Error(
                    CoreText::tr("this cell (%1) holds %2 bytes, more than a cell may (%3 KiB)")
                        .arg(quotedForMessage(file.header[c], 40))
                        .arg(bytes)
                        .arg(InboundLimits::MaxTextBytes / InboundLimits::KiB),
                    {fileName, row.line, row.columns[c]});
            }
            out.cells.append({row.fields[c], row.quoted[c], row.line, row.columns[c]});
        }
        const Cell &who = out.cells[participant];
        if (who.text.trimmed().isEmpty())
            return Error(
                CoreText::tr("the row names no participant"), {fileName, who.line, who.column});
        if (who.text != who.text.trimmed() || who.text.size() > 100 || who.text.contains(u'\n'))
            return Error(CoreText::tr("%1 is not a participant code (one line, at most 100 "
                                      "characters, no surrounding spaces)")
                             .arg(quotedForMessage(who.text)),
                {fileName, who.line, who.column});
        if (auto codes = parseLinks(out.cells[links], fileName); !codes)
            return codes.error();
        file.rows.append(std::move(out));
    }
    file.crlf = reader.isCrLf();
    file.bom = reader.hasBom();
    file.endsWithNewline = reader.endsWithNewline();
    return file;
}

Result<QStringList> CodeBookFile::parseLinks(const Cell &cell, const QString &fileName)
{
    QStringList codes;
    static const QRegularExpression separator(u"[,;]"_s);
    const QStringList tokens = cell.text.split(separator);
    for (const QString &raw : tokens) {
        const QString token = raw.trimmed();
        if (token.isEmpty()) {
            if (tokens.size() > 1)
                return Error(
                    CoreText::tr("an empty code in the list %1").arg(quotedForMessage(cell.text)),
                    {fileName, cell.line, cell.column});
            continue;
        }
        if (!isCodeToken(token))
            return Error(CoreText::tr("%1 is not a taxonomy code (codes are separated by commas)")
                             .arg(quotedForMessage(token)),
                {fileName, cell.line, cell.column});
        if (!codes.contains(token))
            codes.append(token);
    }
    return codes;
}

QString CodeBookFile::joinLinks(const QStringList &codes)
{
    return codes.join(u", "_s);
}

} // namespace taxonomist::core
