// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchjobstore.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/sqlutil.h"
#include "store/transaction.h"

#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr auto jobColumns
    = "SELECT j.id, j.scope, j.created_at, j.state = 'finished',"
      " (SELECT count(*) FROM fetch_job_items i WHERE i.job_id = j.id),"
      " (SELECT count(*) FROM fetch_job_items i WHERE i.job_id = j.id AND i.state = 'done')"
      " FROM fetch_jobs j";

FetchJob readJob(const QSqlQuery &query)
{
    return {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(),
        query.value(3).toBool(), query.value(4).toLongLong(), query.value(5).toLongLong()};
}

} // namespace

Result<std::optional<FetchJob>> FetchJobStore::openJob(
    const ProjectStore &store, const QString &scope)
{
    QSqlQuery query(store.database());
    query.prepare(QString::fromLatin1(jobColumns)
        + u" WHERE j.scope = ? AND j.state = 'open' ORDER BY j.id DESC LIMIT 1"_s);
    query.addBindValue(scope);
    if (auto status = sql::exec(query); !status)
        return status.error();
    if (!query.next())
        return std::optional<FetchJob>();
    return std::optional<FetchJob>(readJob(query));
}

QList<FetchJob> FetchJobStore::openJobs(const ProjectStore &store)
{
    QList<FetchJob> jobs;
    QSqlQuery query(store.database());
    query.exec(QString::fromLatin1(jobColumns) + u" WHERE j.state = 'open' ORDER BY j.id"_s);
    while (query.next())
        jobs.append(readJob(query));
    return jobs;
}

Result<FetchJob> FetchJobStore::create(
    ProjectStore &store, const QString &scope, const QList<qint64> &issueIds)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    QSqlQuery job(store.database());
    job.prepare(u"INSERT INTO fetch_jobs(scope, created_at, state) VALUES(?, ?, 'open')"_s);
    const QString now = ProjectStore::nowUtc();
    job.addBindValue(scope);
    job.addBindValue(now);
    if (auto status = sql::exec(job); !status)
        return status.error();
    const qint64 jobId = job.lastInsertId().toLongLong();
    // Tens of thousands of rows for "everything": the raw statement keeps that well under a second.
    SqliteStatement item(
        store.handle(), "INSERT INTO fetch_job_items(job_id, position, issue_id) VALUES(?, ?, ?)");
    for (qsizetype i = 0; i < issueIds.size(); ++i) {
        item.bind(1, jobId);
        item.bind(2, qint64(i));
        item.bind(3, issueIds[i]);
        if (auto status = item.exec(); !status)
            return status.error();
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    return FetchJob {jobId, scope, now, false, issueIds.size(), 0};
}

Result<QList<FetchJobItem>> FetchJobStore::pending(const ProjectStore &store, qint64 jobId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT it.issue_id, i.url, i.framework_id, c.issue_id IS NOT NULL FROM fetch_job_items it"
        " JOIN issues i ON i.id = it.issue_id LEFT JOIN issue_content c ON c.issue_id = it.issue_id"
        " WHERE it.job_id = ? AND it.state = 'pending' ORDER BY it.position"_s);
    query.addBindValue(jobId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<FetchJobItem> items;
    while (query.next()) {
        items.append({query.value(0).toLongLong(), query.value(1).toString(),
            query.value(2).toLongLong(), query.value(3).toBool()});
    }
    return items;
}

Status FetchJobStore::markDone(ProjectStore &store, qint64 jobId, qint64 issueId)
{
    QSqlQuery query(store.database());
    query.prepare(u"UPDATE fetch_job_items SET state = 'done' WHERE job_id = ? AND issue_id = ?"_s);
    query.addBindValue(jobId);
    query.addBindValue(issueId);
    return sql::exec(query);
}

Status FetchJobStore::finish(ProjectStore &store, qint64 jobId)
{
    QSqlQuery query(store.database());
    query.prepare(u"UPDATE fetch_jobs SET state = 'finished', finished_at = ? WHERE id = ?"_s);
    query.addBindValue(ProjectStore::nowUtc());
    query.addBindValue(jobId);
    return sql::exec(query);
}

} // namespace taxonomist::core
