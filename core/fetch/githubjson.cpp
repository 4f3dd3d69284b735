// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "githubjson.h"

#include "jsonfields.h"
#include "util/coretext.h"

#include <QJsonArray>

#include <limits>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<ParsedIssue> GitHubJson::issue(const QByteArray &json)
{
    auto root = JsonFields::parse(json);
    if (!root)
        return root.error();
    if (!root->isObject())
        return Error(CoreText::tr("unexpected JSON: not an issue (%1 instead of an object)")
                         .arg(JsonFields::typeName(*root)));
    return issue(root->toObject(), QString());
}

Result<ParsedIssue> GitHubJson::issue(const QJsonObject &object, const QString &where)
{
    if (!object.contains(u"title"_s) || !object.contains(u"number"_s))
        return Error(CoreText::tr("unexpected JSON: %1not an issue (no title or number)")
                         .arg(where.isEmpty() ? QString() : where + u": "_s));
    // Every field is checked for its type: a wrong one fails the issue, naming the field.
    JsonFields fields(where);
    ParsedIssue parsed;
    IssueContent &content = parsed.content;
    content.title = fields.requiredText(object, u"title"_s);
    fields.requiredNumber(object, u"number"_s, std::numeric_limits<qint32>::max());
    content.state = fields.text(object, u"state"_s);
    content.author = fields.login(object, u"user"_s);
    content.createdAt = fields.text(object, u"created_at"_s);
    content.updatedAt = fields.text(object, u"updated_at"_s);
    content.closedAt = fields.text(object, u"closed_at"_s);
    content.repositoryLabels = fields.labelNames(fields.array(object, u"labels"_s), u"labels"_s);
    content.body = fields.text(object, u"body"_s);
    content.htmlUrl = fields.text(object, u"html_url"_s);
    // The issues endpoint marks a pull request with an object; an issue has no such key (null is
    // taken for its absence).
    fields.object(object, u"pull_request"_s);
    content.isPullRequest = object.value(u"pull_request"_s).isObject();
    parsed.commentCount = int(fields.count(object, u"comments"_s, JsonFields::maxCount));
    if (!fields.ok())
        return fields.error();
    return parsed;
}

Result<QList<IssueComment>> GitHubJson::comments(const QByteArray &json)
{
    auto root = JsonFields::parse(json);
    if (!root)
        return root.error();
    if (!root->isArray())
        return Error(CoreText::tr("unexpected JSON: comments are not a list (%1)")
                         .arg(JsonFields::typeName(*root)));
    QList<IssueComment> comments;
    const QJsonArray list = root->toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonValue value = list.at(i);
        if (!value.isObject())
            return Error(CoreText::tr("unexpected JSON: comment %1 is %2, expected an object")
                             .arg(i + 1)
                             .arg(JsonFields::typeName(value)));
        const QJsonObject comment = value.toObject();
        if (!comment.contains(u"body"_s))
            return Error(CoreText::tr("unexpected JSON: a comment without a body"));
        JsonFields fields(u"comment %1"_s.arg(i + 1));
        IssueComment read {fields.login(comment, u"user"_s), fields.text(comment, u"created_at"_s),
            fields.text(comment, u"body"_s)};
        if (!fields.ok())
            return fields.error();
        comments.append(std::move(read));
    }
    return comments;
}

} // namespace taxonomist::core
