#include "githubjson.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<QJsonValue> GitHubJson::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Error(u"malformed JSON: %1 at offset %2"_s.arg(error.errorString()).arg(error.offset));
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
        const QString name = label.isString() ? label.toString() : label.toObject().value(u"name"_s).toString();
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
    const QJsonObject object = root->toObject();
    if (!root->isObject() || !object.value(u"title"_s).isString() || !object.value(u"number"_s).isDouble())
        return Error(u"unexpected JSON: not an issue (no title or number)"_s);
    ParsedIssue parsed;
    IssueContent &content = parsed.content;
    content.title = object.value(u"title"_s).toString();
    content.state = text(object.value(u"state"_s));
    content.author = text(object.value(u"user"_s).toObject().value(u"login"_s));
    content.createdAt = text(object.value(u"created_at"_s));
    content.updatedAt = text(object.value(u"updated_at"_s));
    content.closedAt = text(object.value(u"closed_at"_s));
    content.repositoryLabels = labelNames(object.value(u"labels"_s).toArray());
    content.body = text(object.value(u"body"_s));
    content.htmlUrl = text(object.value(u"html_url"_s));
    content.isPullRequest = object.contains(u"pull_request"_s);
    parsed.commentCount = object.value(u"comments"_s).toInt();
    return parsed;
}

Result<QList<IssueComment>> GitHubJson::comments(const QByteArray &json)
{
    auto root = parse(json);
    if (!root)
        return root.error();
    if (!root->isArray())
        return Error(u"unexpected JSON: comments are not a list"_s);
    QList<IssueComment> comments;
    for (const QJsonValue &value : root->toArray()) {
        const QJsonObject comment = value.toObject();
        if (!value.isObject() || !comment.contains(u"body"_s))
            return Error(u"unexpected JSON: a comment without a body"_s);
        comments.append({text(comment.value(u"user"_s).toObject().value(u"login"_s)),
                         text(comment.value(u"created_at"_s)), text(comment.value(u"body"_s))});
    }
    return comments;
}

} // namespace taxonomist::core
