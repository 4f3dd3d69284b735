// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "graphqlbatch.h"

#include "jsonfields.h"
#include "util/coretext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr auto fields
    = "__typename number url title body state createdAt updatedAt closedAt author { login }"
      " labels(first: 50) { nodes { name } }"
      " comments(first: 100) { totalCount pageInfo { hasNextPage }"
      " nodes { body createdAt author { login } } }";

// One issue of the answer, every field's type checked (the reason names the field).
Result<ParsedIssue> readNode(const QJsonObject &node, const QString &number)
{
    JsonFields fields(u"issue %1"_s.arg(number));
    ParsedIssue parsed;
    IssueContent &content = parsed.content;
    content.title = fields.requiredText(node, u"title"_s);
    // GraphQL enums are upper case (CLOSED, MERGED); REST says "closed" for a merged PR too.
    const QString state = fields.text(node, u"state"_s).toLower();
    content.state = state == u"merged"_s ? u"closed"_s : state;
    content.author = fields.login(node, u"author"_s);
    content.createdAt = fields.text(node, u"createdAt"_s);
    content.updatedAt = fields.text(node, u"updatedAt"_s);
    content.closedAt = fields.text(node, u"closedAt"_s);
    content.repositoryLabels = fields.labelNames(
        fields.array(fields.object(node, u"labels"_s), u"nodes"_s), u"labels.nodes"_s);
    content.body = fields.text(node, u"body"_s);
    content.htmlUrl = fields.text(node, u"url"_s);
    content.isPullRequest = fields.text(node, u"__typename"_s) == u"PullRequest"_s;
    if (!node.value(u"comments"_s).isObject())
        fields.fail(u"comments"_s,
            CoreText::tr("is %1, expected an object")
                .arg(JsonFields::typeName(node.value(u"comments"_s))));
    const QJsonObject comments = fields.object(node, u"comments"_s);
    parsed.commentCount = int(fields.count(comments, u"totalCount"_s, JsonFields::maxCount));
    parsed.hasMoreComments = fields.flag(fields.object(comments, u"pageInfo"_s), u"hasNextPage"_s);
    const QJsonArray nodes = fields.array(comments, u"nodes"_s);
    for (qsizetype i = 0; i < nodes.size() && fields.ok(); ++i) {
        if (!nodes.at(i).isObject()) {
            fields.fail(u"comments.nodes[%1]"_s.arg(i),
                CoreText::tr("is %1, expected an object").arg(JsonFields::typeName(nodes.at(i))));
            break;
        }
        const QJsonObject comment = nodes.at(i).toObject();
        JsonFields commentFields(u"issue %1: comment %2"_s.arg(number).arg(i + 1));
        IssueComment read {commentFields.login(comment, u"author"_s),
            commentFields.text(comment, u"createdAt"_s), commentFields.text(comment, u"body"_s)};
        if (!commentFields.ok())
            return commentFields.error();
        content.comments.append(std::move(read));
    }
    if (!fields.ok())
        return fields.error();
    return parsed;
}

} // namespace

QByteArray GraphQlBatch::request(
    const QString &owner, const QString &repo, const QStringList &numbers)
{
    QString query
        = u"query Batch($owner: String!, $name: String!) { rateLimit { cost remaining resetAt }"
          " repository(owner: $owner, name: $name) {"_s;
    for (const QString &number : numbers) {
        // Numbers come from parsed URLs (digits only), so they are safe inside the query text.
        query += u" i%1: issueOrPullRequest(number: %1) { ...I ...P }"_s.arg(number);
    }
    query += u" } } fragment I on Issue { %1 } fragment P on PullRequest { %1 }"_s.arg(
        QString::fromLatin1(fields));
    QJsonObject body {{u"query"_s, query},
        {u"variables"_s, QJsonObject {{u"owner"_s, owner}, {u"name"_s, repo}}}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

Result<GraphQlBatch::Answer> GraphQlBatch::parse(const QByteArray &json, const QStringList &numbers)
{
    auto root = JsonFields::parse(json);
    if (!root)
        return root.error();
    if (!root->isObject())
        return Error(CoreText::tr("unexpected JSON: a GraphQL answer is %1, expected an object")
                         .arg(JsonFields::typeName(*root)));
    const QJsonObject object = root->toObject();
    // The answer's own shape is checked as the issues' are: a wrong type fails the batch (its
    // issues then go through REST), naming the field. "data" and "repository" are null when
    // GitHub could not answer; "rateLimit" may be null.
    JsonFields fields;
    Answer answer;
    const QJsonObject data = fields.object(object, u"data"_s);
    const QJsonArray errors = fields.array(object, u"errors"_s);
    for (qsizetype i = 0; i < errors.size() && fields.ok(); ++i) {
        if (!errors.at(i).isObject()) {
            fields.fail(u"errors[%1]"_s.arg(i),
                CoreText::tr("is %1, expected an object").arg(JsonFields::typeName(errors.at(i))));
            break;
        }
        JsonFields errorFields(u"errors[%1]"_s.arg(i));
        if (errorFields.text(errors.at(i).toObject(), u"type"_s) == u"RATE_LIMITED"_s)
            answer.rateLimited = true;
        if (!errorFields.ok())
            return errorFields.error();
    }
    JsonFields dataFields(u"data"_s);
    if (fields.ok() && answer.rateLimited) {
        const QJsonObject rateLimit = dataFields.object(data, u"rateLimit"_s);
        JsonFields rateFields(u"data.rateLimit"_s);
        answer.resetAt
            = QDateTime::fromString(rateFields.text(rateLimit, u"resetAt"_s), Qt::ISODate);
        if (!rateFields.ok())
            return rateFields.error();
    }
    if (!fields.ok())
        return fields.error();
    if (!dataFields.ok())
        return dataFields.error();
    if (answer.rateLimited)
        return answer;
    if (!object.value(u"data"_s).isObject())
        return Error(CoreText::tr("unexpected JSON: a GraphQL answer without data"));
    const QJsonObject repository = dataFields.object(data, u"repository"_s);
    if (!dataFields.ok())
        return dataFields.error();
    for (const QString &number : numbers) {
        const QString alias = u"i"_s + number;
        const QJsonValue node = repository.value(alias);
        if (node.isNull() || node.isUndefined()) {
            answer.issues.insert(number, std::nullopt);
            continue;
        }
        if (!node.isObject()) {
            JsonFields nodeFields(u"issue %1"_s.arg(number));
            nodeFields.fail(
                alias, CoreText::tr("is %1, expected an object").arg(JsonFields::typeName(node)));
            answer.invalid.insert(number, nodeFields.error().message());
            continue;
        }
        auto parsed = readNode(node.toObject(), number);
        if (parsed)
            answer.issues.insert(number, std::move(parsed).value());
        else
            answer.invalid.insert(number, parsed.error().message());
    }
    return answer;
}

} // namespace taxonomist::core
