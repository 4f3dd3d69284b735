// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "giteejson.h"

#include "githubjson.h"
#include "jsonfields.h"
#include "util/coretext.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<ParsedIssue> GiteeJson::issue(const QByteArray &json)
{
    auto root = JsonFields::parse(json);
    if (!root)
        return root.error();
    if (!root->isObject())
        return Error(CoreText::tr("unexpected JSON: not a Gitee issue (no title or number)"));
    return issue(root->toObject(), QString());
}

Result<ParsedIssue> GiteeJson::issue(const QJsonObject &object, const QString &where)
{
    if (!object.contains(u"title"_s) || !object.contains(u"number"_s))
        return Error(CoreText::tr("unexpected JSON: %1not a Gitee issue (no title or number)")
                         .arg(where.isEmpty() ? QString() : where + u": "_s));
    JsonFields fields(where);
    ParsedIssue parsed;
    IssueContent &content = parsed.content;
    content.title = fields.requiredText(object, u"title"_s);
    // Gitee numbers are identifiers such as "I71V26".
    if (fields.requiredText(object, u"number"_s).isEmpty() && fields.ok())
        fields.fail(u"number"_s, CoreText::tr("is empty"));
    content.state = fields.text(object, u"state"_s);
    content.author = fields.login(object, u"user"_s);
    content.createdAt = fields.text(object, u"created_at"_s);
    content.updatedAt = fields.text(object, u"updated_at"_s);
    const QString finishedAt = fields.text(object, u"finished_at"_s);
    if (content.state == u"closed"_s || content.state == u"rejected"_s)
        content.closedAt = finishedAt.isEmpty() ? content.updatedAt : finishedAt;
    content.repositoryLabels = fields.labelNames(fields.array(object, u"labels"_s), u"labels"_s);
    content.body = fields.text(object, u"body"_s);
    content.htmlUrl = fields.text(object, u"html_url"_s);
    parsed.commentCount = int(fields.count(object, u"comments"_s, JsonFields::maxCount));
    if (!fields.ok())
        return fields.error();
    return parsed;
}

Result<QList<IssueComment>> GiteeJson::comments(const QByteArray &json)
{
    // Gitee comments have GitHub's shape for what is kept: body, user.login, created_at.
    return GitHubJson::comments(json);
}

} // namespace taxonomist::core
