// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "githubjson.h"

#include "jsonfields.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <limits>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<QJsonValue> GitHubJson::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Error(
            u"malformed JSON: %1 at offset %2"_s.arg(error.errorString()).arg(error.offset));
    if (document.isObject())
        return QJsonValue(document.object());
    return QJsonValue(document.array());
}

QString GitHubJson::text(const QJsonValue &value)
{
    return value.isString() ? value.toString() : QString(u""_s);
}

QStringList GitHubJson::labelNames(const QJsonArray &labels)
{
    QStringList names;
    for (const QJsonValue &label : labels) {
        const QString name
            = label.isString() ? label.toString() : label.toObject().value(u"name"_s).toString();
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

Result<ParsedIssue> GitHubJson::issue(const QByteArray &json)
{
    auto root = parse(json);
    if (!root)
        return root.error();
    if (!root->isObject())
        return Error(u"unexpected JSON: not an issue (%1 instead of an object)"_s.arg(
            JsonFields::typeName(*root)));
    const QJsonObject object = root->toObject();
    if (!object.contains(u"title"_s) || !object.contains(u"number"_s))
        return Error(u"unexpected JSON: not an issue (no title or number)"_s);
    // Every field is checked for its type: a wrong one fails the issue, naming the field.
    JsonFields fields;
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
    content.isPullRequest = object.contains(u"pull_request"_s);
    if (content.isPullRequest)
        fields.object(object, u"pull_request"_s);
    parsed.commentCount = int(fields.count(object, u"comments"_s, JsonFields::maxCount));
    if (!fields.ok())
        return fields.error();
    return parsed;
}

Result<QList<IssueComment>> GitHubJson::comments(const QByteArray &json)
{
    auto root = parse(json);
    if (!root)
        return root.error();
    if (!root->isArray())
        return Error(
            u"unexpected JSON: comments are not a list (%1)"_s.arg(JsonFields::typeName(*root)));
    QList<IssueComment> comments;
    const QJsonArray list = root->toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonValue value = list.at(i);
        if (!value.isObject())
            return Error(u"unexpected JSON: comment %1 is %2, expected an object"_s.arg(i + 1).arg(
                JsonFields::typeName(value)));
        const QJsonObject comment = value.toObject();
        if (!comment.contains(u"body"_s))
            return Error(u"unexpected JSON: a comment without a body"_s);
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
