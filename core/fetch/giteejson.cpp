#include "giteejson.h"

#include "githubjson.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<ParsedIssue> GiteeJson::issue(const QByteArray &json)
{
    auto root = GitHubJson::parse(json);
    if (!root)
        return root.error();
    const QJsonObject object = root->toObject();
    if (!root->isObject() || !object.value(u"title"_s).isString() || !object.value(u"number"_s).isString())
        return Error(u"unexpected JSON: not a Gitee issue (no title or number)"_s);
    ParsedIssue parsed;
    IssueContent &content = parsed.content;
    content.title = object.value(u"title"_s).toString();
    content.state = GitHubJson::text(object.value(u"state"_s));
    content.author = GitHubJson::text(object.value(u"user"_s).toObject().value(u"login"_s));
    content.createdAt = GitHubJson::text(object.value(u"created_at"_s));
    content.updatedAt = GitHubJson::text(object.value(u"updated_at"_s));
    if (content.state == u"closed"_s || content.state == u"rejected"_s) {
        content.closedAt = GitHubJson::text(object.value(u"finished_at"_s));
        if (content.closedAt.isEmpty())
            content.closedAt = content.updatedAt;
    }
    content.repositoryLabels = GitHubJson::labelNames(object.value(u"labels"_s).toArray());
    content.body = GitHubJson::text(object.value(u"body"_s));
    content.htmlUrl = GitHubJson::text(object.value(u"html_url"_s));
    parsed.commentCount = object.value(u"comments"_s).toInt();
    return parsed;
}

Result<QList<IssueComment>> GiteeJson::comments(const QByteArray &json)
{
    // Gitee comments have GitHub's shape for what is kept: body, user.login, created_at.
    return GitHubJson::comments(json);
}

} // namespace taxonomist::core
