// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contentjson.h"

#include "issuekeywords.h"
#include "jsonfields.h"
#include "store/issuecontent.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "util/coretext.h"
#include "util/inboundlimits.h"
#include "util/inputtext.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// One issue of the file, every field's type checked: a wrong one is an error naming the issue's
// path and the field, never an empty field imported as content.
Result<IssueContent> parseIssue(
    const QJsonValue &value, const QString &path, const QString &fileName)
{
    const auto fail = [&](const QString &what) {
        return Error(path + u": "_s + what, {fileName, 0, 0});
    };
    if (!value.isObject())
        return fail(
            CoreText::tr("is %1, expected an issue object").arg(JsonFields::typeName(value)));
    const QJsonObject object = value.toObject();
    JsonFields fields(path);
    IssueContent content;
    content.htmlUrl = fields.requiredText(object, u"url"_s);
    content.title = fields.requiredText(object, u"title"_s);
    content.state = fields.text(object, u"state"_s);
    content.author = fields.text(object, u"author"_s);
    content.createdAt = fields.text(object, u"created_at"_s);
    content.updatedAt = fields.text(object, u"updated_at"_s);
    content.closedAt = fields.text(object, u"closed_at"_s);
    content.body = fields.text(object, u"body"_s);
    content.repositoryLabels = fields.labelNames(fields.array(object, u"labels"_s), u"labels"_s);
    const QJsonArray comments = fields.array(object, u"comments"_s);
    qint64 bytes = JsonFields::utf8Bytes(content.title) + JsonFields::utf8Bytes(content.body);
    for (qsizetype c = 0; c < comments.size() && fields.ok(); ++c) {
        const QString at = u"comments[%1]"_s.arg(c);
        if (!comments[c].isObject()) {
            fields.fail(at,
                CoreText::tr("is %1, expected a comment object")
                    .arg(JsonFields::typeName(comments[c])));
            break;
        }
        const QJsonObject comment = comments[c].toObject();
        JsonFields commentFields(path + u'.' + at);
        IssueComment read {commentFields.text(comment, u"author"_s),
            commentFields.text(comment, u"created_at"_s),
            commentFields.requiredText(comment, u"body"_s)};
        if (!commentFields.ok())
            return Error(commentFields.error().what(), {fileName, 0, 0});
        bytes += JsonFields::utf8Bytes(read.body);
        content.comments.append(std::move(read));
    }
    if (!fields.ok())
        return Error(fields.error().what(), {fileName, 0, 0});
    // What a fetch could not store either: an issue's text must fit what one issue may carry (a
    // team change file refuses more).
    if (bytes > InboundLimits::MaxContentBytes) {
        return fail(CoreText::tr(
            "the title, body and comments hold %1 bytes, more than an issue may (%2 MiB)")
                        .arg(bytes)
                        .arg(InboundLimits::MaxContentBytes / InboundLimits::MiB));
    }
    return content;
}

} // namespace

Result<int> ContentJson::import(
    ProjectStore &store, const QByteArray &json, const QString &fileName)
{
    auto root = JsonFields::parse(json);
    if (!root)
        return Error(root.error().what(), {fileName, 0, 0});
    if (!root->isArray())
        return Error(CoreText::tr("$: expected an array of issues"), {fileName, 0, 0});
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    const QJsonArray issues = root->toArray();
    int saved = 0;
    QSet<qint64> frameworks;
    for (qsizetype i = 0; i < issues.size(); ++i) {
        const QString path = u"$[%1]"_s.arg(i);
        auto content = parseIssue(issues[i], path, fileName);
        if (!content)
            return content.error();
        QSqlQuery ids(store.database());
        ids.prepare(u"SELECT id, framework_id FROM issues WHERE url = ?"_s);
        ids.addBindValue(content->htmlUrl);
        QList<qint64> matching;
        // A failed lookup must not pass for "no issue has this URL" (nor a cut-short one for
        // fewer).
        const bool ran = ids.exec();
        while (ran && ids.next()) {
            matching.append(ids.value(0).toLongLong());
            frameworks.insert(ids.value(1).toLongLong());
        }
        if (auto status = sql::readStatus(ids, store.path()); !status || !ran)
            return status ? Error(CoreText::tr("cannot read the project"), {store.path(), 0, 0})
                          : status.error();
        if (matching.isEmpty()) {
            return Error(CoreText::tr("%1.url: no issue of the project has the URL %2")
                             .arg(path, quotedForMessage(content->htmlUrl)),
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
