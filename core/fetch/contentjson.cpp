// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contentjson.h"

#include "issuekeywords.h"
#include "store/issuecontent.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "store/transaction.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Result<IssueContent> parseIssue(
    const QJsonObject &object, const QString &path, const QString &fileName)
{
    const auto fail = [&](const QString &what) {
        return Error(path + u": "_s + what, {fileName, 0, 0});
    };
    if (!object.value(u"title"_s).isString())
        return fail(u"\"title\" is missing or not a string"_s);
    IssueContent content;
    content.title = object.value(u"title"_s).toString();
    content.state = object.value(u"state"_s).toString();
    content.author = object.value(u"author"_s).toString();
    content.createdAt = object.value(u"created_at"_s).toString();
    content.updatedAt = object.value(u"updated_at"_s).toString();
    content.closedAt = object.value(u"closed_at"_s).toString();
    content.body = object.value(u"body"_s).toString();
    content.htmlUrl = object.value(u"url"_s).toString();
    for (const QJsonValue &label : object.value(u"labels"_s).toArray())
        content.repositoryLabels.append(label.toString());
    const QJsonArray comments = object.value(u"comments"_s).toArray();
    for (qsizetype c = 0; c < comments.size(); ++c) {
        const QJsonObject comment = comments[c].toObject();
        if (!comment.value(u"body"_s).isString())
            return fail(u"comments[%1].body is missing or not a string"_s.arg(c));
        content.comments.append({comment.value(u"author"_s).toString(),
            comment.value(u"created_at"_s).toString(), comment.value(u"body"_s).toString()});
    }
    return content;
}

} // namespace

Result<int> ContentJson::import(
    ProjectStore &store, const QByteArray &json, const QString &fileName)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error(
            u"invalid JSON at byte %1: %2"_s.arg(parseError.offset).arg(parseError.errorString()),
            {fileName, 0, 0});
    if (!document.isArray())
        return Error(u"$: expected an array of issues"_s, {fileName, 0, 0});
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    const QJsonArray issues = document.array();
    int saved = 0;
    QSet<qint64> frameworks;
    for (qsizetype i = 0; i < issues.size(); ++i) {
        const QString path = u"$[%1]"_s.arg(i);
        const QJsonObject object = issues[i].toObject();
        auto content = parseIssue(object, path, fileName);
        if (!content)
            return content.error();
        QSqlQuery ids(store.database());
        ids.prepare(u"SELECT id, framework_id FROM issues WHERE url = ?"_s);
        ids.addBindValue(object.value(u"url"_s).toString());
        QList<qint64> matching;
        // A failed lookup must not pass for "no issue has this URL" (nor a cut-short one for
        // fewer).
        const bool ran = ids.exec();
        while (ran && ids.next()) {
            matching.append(ids.value(0).toLongLong());
            frameworks.insert(ids.value(1).toLongLong());
        }
        if (auto status = sql::readStatus(ids, store.path()); !status || !ran)
            return status ? Error(u"cannot read the project"_s, {store.path(), 0, 0})
                          : status.error();
        if (matching.isEmpty()) {
            return Error(path
                    + u".url: no issue of the project has the URL \"%1\""_s.arg(
                        object.value(u"url"_s).toString()),
                {fileName, 0, 0});
        }
        for (const qint64 id : matching) {
            if (auto status = IssueContentStore::save(store, id, *content); !status)
                return status.error();
        }
        ++saved;
    }
    // Where the keywords occur, as a fetch would have recorded it.
    for (const qint64 framework : std::as_const(frameworks)) {
        if (auto recomputed = IssueKeywords::recompute(store, framework); !recomputed)
            return recomputed.error();
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    return saved;
}

} // namespace taxonomist::core
