// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookformat.h"

#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {
const QString infoKey = u"codebook.format"_s;
}

CodeBookFormat CodeBookFormat::fromFile(const CodeBookFile &file)
{
    CodeBookFormat format;
    format.header = file.header;
    format.headerQuoted = file.headerQuoted;
    format.crlf = file.crlf;
    format.bom = file.bom;
    format.endsWithNewline = file.endsWithNewline;
    for (qsizetype c = 0; c < file.header.size(); ++c) {
        bool all = !file.rows.isEmpty();
        for (const CodeBookFile::Row &row : file.rows)
            all = all && row.cells[c].quoted;
        format.columnQuoted.append(all);
    }
    return format;
}

CodeBookFormat CodeBookFormat::published()
{
    CodeBookFormat format;
    format.header = CodeBookFile::defaultHeader();
    format.headerQuoted = QList<bool>(format.header.size(), false);
    // The study's writer quoted the quote, the links and the insight in every row.
    format.columnQuoted = {false, false, false, false, false, true, true, true};
    return format;
}

Result<CodeBookFormat> CodeBookFormat::load(const ProjectStore &store)
{
    auto stored = store.readInfo(infoKey);
    if (!stored)
        return stored.error();
    if (stored->isEmpty())
        return published();
    const QJsonObject object = QJsonDocument::fromJson(stored->toUtf8()).object();
    CodeBookFormat format;
    for (const QJsonValue &column : object.value(u"columns"_s).toArray()) {
        format.header.append(column[u"name"_s].toString());
        format.headerQuoted.append(column[u"header_quoted"_s].toBool());
        format.columnQuoted.append(column[u"quoted"_s].toBool());
    }
    if (format.header.isEmpty())
        return Error(
            u"the stored code book format is damaged (no columns)"_s, {store.path(), 0, 0});
    format.crlf = object.value(u"crlf"_s).toBool();
    format.bom = object.value(u"bom"_s).toBool();
    format.endsWithNewline = object.value(u"final_newline"_s).toBool(true);
    return format;
}

Status CodeBookFormat::save(ProjectStore &store) const
{
    QJsonArray columns;
    for (qsizetype c = 0; c < header.size(); ++c) {
        columns.append(QJsonObject {{u"name"_s, header[c]},
            {u"header_quoted"_s, headerQuoted.value(c)}, {u"quoted"_s, columnQuoted.value(c)}});
    }
    const QJsonObject object {{u"columns"_s, columns}, {u"crlf"_s, crlf}, {u"bom"_s, bom},
        {u"final_newline"_s, endsWithNewline}};
    return store.setInfo(
        infoKey, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

} // namespace taxonomist::core
