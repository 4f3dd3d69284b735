// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookformat.h"

#include "store/projectstore.h"
#include "util/coretext.h"

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
    // The project file may come from elsewhere: every value's type is checked, and a damaged
    // format is an error naming the field rather than a header of empty names.
    const auto damaged = [&](const QString &what) {
        return Error(CoreText::tr("the stored code book format is damaged: %1").arg(what),
            {store.path(), 0, 0});
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(stored->toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return damaged(
            CoreText::tr("%1 at offset %2").arg(parseError.errorString()).arg(parseError.offset));
    if (!document.isObject())
        return damaged(CoreText::tr("it is not an object"));
    const QJsonObject object = document.object();
    const QJsonValue columns = object.value(u"columns"_s);
    if (!columns.isArray() || columns.toArray().isEmpty())
        return damaged(CoreText::tr("\"columns\" is not a list of columns"));
    CodeBookFormat format;
    const QJsonArray list = columns.toArray();
    for (qsizetype c = 0; c < list.size(); ++c) {
        const QString at = u"columns[%1]"_s.arg(c);
        if (!list.at(c).isObject())
            return damaged(CoreText::tr("%1 is not an object").arg(at));
        const QJsonObject column = list.at(c).toObject();
        if (!column.value(u"name"_s).isString() || column.value(u"name"_s).toString().isEmpty())
            return damaged(CoreText::tr("%1.name is not a column name").arg(at));
        for (const QString &key : {u"header_quoted"_s, u"quoted"_s}) {
            if (!column.value(key).isBool())
                return damaged(CoreText::tr("%1.%2 is not true or false").arg(at, key));
        }
        format.header.append(column.value(u"name"_s).toString());
        format.headerQuoted.append(column.value(u"header_quoted"_s).toBool());
        format.columnQuoted.append(column.value(u"quoted"_s).toBool());
    }
    // A flag that is missing keeps its default; one of another type is damage.
    for (const QString &key : {u"crlf"_s, u"bom"_s, u"final_newline"_s}) {
        const QJsonValue value = object.value(key);
        if (!value.isBool() && !value.isUndefined())
            return damaged(CoreText::tr("%1 is not true or false").arg(key));
    }
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
