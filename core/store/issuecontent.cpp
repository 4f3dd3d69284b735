// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuecontent.h"

#include "projectstore.h"
#include "sqlutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<std::optional<IssueContent>> IssueContentStore::load(
    const ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT title, state, author, created_at, updated_at, closed_at, repository_labels, body,"
        " html_url, is_pull_request, fetched_at FROM issue_content WHERE issue_id = ?"_s);
    query.addBindValue(issueId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    if (!query.next()) {
        if (auto status = sql::readStatus(query, store.path()); !status)
            return status.error();
        return std::optional<IssueContent>();
    }
    IssueContent content;
    content.title = query.value(0).toString();
    content.state = query.value(1).toString();
    content.author = query.value(2).toString();
    content.createdAt = query.value(3).toString();
    content.updatedAt = query.value(4).toString();
    content.closedAt = query.value(5).toString();
    for (const QJsonValue &label :
        QJsonDocument::fromJson(query.value(6).toString().toUtf8()).array())
        content.repositoryLabels.append(label.toString());
    content.body = query.value(7).toString();
    content.htmlUrl = query.value(8).toString();
    content.isPullRequest = query.value(9).toBool();
    content.fetchedAt = query.value(10).toString();

    QSqlQuery comments(store.database());
    comments.prepare(
        u"SELECT author, created_at, body FROM issue_comments WHERE issue_id = ? ORDER BY position"_s);
    comments.addBindValue(issueId);
    if (auto status = sql::exec(comments); !status)
        return status.error();
    while (comments.next())
        content.comments.append({comments.value(0).toString(), comments.value(1).toString(),
            comments.value(2).toString()});
    if (auto status = sql::readStatus(comments, store.path()); !status)
        return status.error();
    return std::optional<IssueContent>(std::move(content));
}

Status IssueContentStore::save(ProjectStore &store, qint64 issueId, const IssueContent &content)
{
    const QSqlDatabase db = store.database();
    // A savepoint nests inside a caller's transaction and is a transaction of its own otherwise.
    if (auto status = sql::exec(db, u"SAVEPOINT save_content"_s); !status)
        return status;
    const auto fail = [&](const Error &error) -> Status {
        // The error that brought us here is what the caller needs; if undoing the savepoint fails
        // too, the enclosing transaction (or the connection closing) rolls it back.
        std::ignore = sql::exec(db, u"ROLLBACK TO save_content"_s);
        std::ignore = sql::exec(db, u"RELEASE save_content"_s);
        return error;
    };
    QSqlQuery remove(db);
    remove.prepare(u"DELETE FROM issue_comments WHERE issue_id = ?"_s);
    remove.addBindValue(issueId);
    if (auto status = sql::exec(remove); !status)
        return fail(status.error());
    QSqlQuery upsert(db);
    upsert.prepare(u"INSERT OR REPLACE INTO issue_content(issue_id, title, state, author, "
                   u"created_at, updated_at,"
                   " closed_at, repository_labels, body, html_url, is_pull_request, fetched_at)"
                   " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const auto text = [](const QString &value) { return value.isNull() ? QString(u""_s) : value; };
    upsert.addBindValue(issueId);
    upsert.addBindValue(text(content.title));
    upsert.addBindValue(text(content.state));
    upsert.addBindValue(text(content.author));
    upsert.addBindValue(text(content.createdAt));
    upsert.addBindValue(text(content.updatedAt));
    upsert.addBindValue(text(content.closedAt));
    upsert.addBindValue(
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(content.repositoryLabels))
                              .toJson(QJsonDocument::Compact)));
    upsert.addBindValue(text(content.body));
    upsert.addBindValue(text(content.htmlUrl));
    upsert.addBindValue(content.isPullRequest ? 1 : 0);
    upsert.addBindValue(content.fetchedAt.isEmpty() ? ProjectStore::nowUtc() : content.fetchedAt);
    if (auto status = sql::exec(upsert); !status)
        return fail(status.error());
    QSqlQuery comment(db);
    comment.prepare(
        u"INSERT INTO issue_comments(issue_id, position, author, created_at, body) VALUES(?, ?, ?, ?, ?)"_s);
    for (int i = 0; i < content.comments.size(); ++i) {
        comment.addBindValue(issueId);
        comment.addBindValue(i);
        comment.addBindValue(text(content.comments[i].author));
        comment.addBindValue(text(content.comments[i].createdAt));
        comment.addBindValue(text(content.comments[i].body));
        if (auto status = sql::exec(comment); !status)
            return fail(status.error());
    }
    return sql::exec(db, u"RELEASE save_content"_s);
}

qint64 IssueContentStore::fetchedCount(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    return query.exec(u"SELECT count(*) FROM issue_content"_s) && query.next()
        ? query.value(0).toLongLong()
        : 0;
}

} // namespace taxonomist::core
