#include "graphqlbatch.h"

#include "githubjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr auto fields = "__typename number url title body state createdAt updatedAt closedAt author { login }"
                        " labels(first: 50) { nodes { name } }"
                        " comments(first: 100) { totalCount pageInfo { hasNextPage }"
                        " nodes { body createdAt author { login } } }";

ParsedIssue readNode(const QJsonObject &node)
{
    ParsedIssue parsed;
    IssueContent &content = parsed.content;
    content.title = GitHubJson::text(node.value(u"title"_s));
    // GraphQL enums are upper case (CLOSED, MERGED); REST says "closed" for a merged PR too.
    const QString state = GitHubJson::text(node.value(u"state"_s)).toLower();
    content.state = state == u"merged"_s ? u"closed"_s : state;
    content.author = GitHubJson::text(node.value(u"author"_s).toObject().value(u"login"_s));
    content.createdAt = GitHubJson::text(node.value(u"createdAt"_s));
    content.updatedAt = GitHubJson::text(node.value(u"updatedAt"_s));
    content.closedAt = GitHubJson::text(node.value(u"closedAt"_s));
    content.repositoryLabels = GitHubJson::labelNames(node.value(u"labels"_s).toObject().value(u"nodes"_s).toArray());
    content.body = GitHubJson::text(node.value(u"body"_s));
    content.htmlUrl = GitHubJson::text(node.value(u"url"_s));
    content.isPullRequest = node.value(u"__typename"_s).toString() == u"PullRequest"_s;
    const QJsonObject comments = node.value(u"comments"_s).toObject();
    parsed.commentCount = comments.value(u"totalCount"_s).toInt();
    parsed.hasMoreComments = comments.value(u"pageInfo"_s).toObject().value(u"hasNextPage"_s).toBool();
    for (const QJsonValue &value : comments.value(u"nodes"_s).toArray()) {
        const QJsonObject comment = value.toObject();
        content.comments.append({GitHubJson::text(comment.value(u"author"_s).toObject().value(u"login"_s)),
                                 GitHubJson::text(comment.value(u"createdAt"_s)),
                                 GitHubJson::text(comment.value(u"body"_s))});
    }
    return parsed;
}

} // namespace

QByteArray GraphQlBatch::request(const QString &owner, const QString &repo, const QStringList &numbers)
{
    QString query = u"query Batch($owner: String!, $name: String!) { rateLimit { cost remaining resetAt }"
                    " repository(owner: $owner, name: $name) {"_s;
    for (const QString &number : numbers) {
        // Numbers come from parsed URLs (digits only), so they are safe inside the query text.
        query += u" i%1: issueOrPullRequest(number: %1) { ...I ...P }"_s.arg(number);
    }
    query += u" } } fragment I on Issue { %1 } fragment P on PullRequest { %1 }"_s.arg(QString::fromLatin1(fields));
    QJsonObject body{{u"query"_s, query},
                     {u"variables"_s, QJsonObject{{u"owner"_s, owner}, {u"name"_s, repo}}}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

Result<GraphQlBatch::Answer> GraphQlBatch::parse(const QByteArray &json, const QStringList &numbers)
{
    auto root = GitHubJson::parse(json);
    if (!root)
        return root.error();
    const QJsonObject object = root->toObject();
    Answer answer;
    const QJsonObject rateLimit = object.value(u"data"_s).toObject().value(u"rateLimit"_s).toObject();
    for (const QJsonValue &error : object.value(u"errors"_s).toArray()) {
        if (error.toObject().value(u"type"_s).toString() == u"RATE_LIMITED"_s) {
            answer.rateLimited = true;
            answer.resetAt = QDateTime::fromString(rateLimit.value(u"resetAt"_s).toString(), Qt::ISODate);
            return answer;
        }
    }
    if (!object.value(u"data"_s).isObject())
        return Error(u"unexpected JSON: a GraphQL answer without data"_s);
    const QJsonObject repository = object.value(u"data"_s).toObject().value(u"repository"_s).toObject();
    for (const QString &number : numbers) {
        const QJsonValue node = repository.value(u"i"_s + number);
        if (node.isObject() && node.toObject().value(u"title"_s).isString())
            answer.issues.insert(number, readNode(node.toObject()));
        else
            answer.issues.insert(number, std::nullopt);
    }
    return answer;
}

} // namespace taxonomist::core
