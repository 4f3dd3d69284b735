// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchstatusstore.h"

#include "store/projectstore.h"
#include "store/sqlutil.h"

#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Status FetchStatusStore::record(ProjectStore &store, qint64 issueId, const FetchOutcome &outcome)
{
    QSqlQuery query(store.database());
    // A 304 or a failure keeps the moved-to address that an earlier 301 taught us.
    query.prepare(
        u"INSERT INTO fetch_status(issue_id, state, http_status, reason, moved_to, attempts, "
        u"updated_at)"
        " VALUES(?, ?, ?, ?, ?, ?, ?) ON CONFLICT(issue_id) DO UPDATE SET state = excluded.state,"
        " http_status = excluded.http_status, reason = excluded.reason,"
        " moved_to = CASE WHEN excluded.state IN ('fetched', 'moved') OR excluded.moved_to <> ''"
        " THEN excluded.moved_to ELSE fetch_status.moved_to END,"
        " attempts = excluded.attempts, updated_at = excluded.updated_at"_s);
    query.addBindValue(issueId);
    query.addBindValue(fetchStateName(outcome.state));
    query.addBindValue(outcome.httpStatus);
    query.addBindValue(outcome.reason.isNull() ? u""_s : outcome.reason);
    query.addBindValue(outcome.movedTo.isNull() ? u""_s : outcome.movedTo);
    query.addBindValue(outcome.attempts);
    query.addBindValue(ProjectStore::nowUtc());
    return sql::exec(query);
}

std::optional<FetchStatus> FetchStatusStore::find(const ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT state, http_status, reason, moved_to, attempts, updated_at FROM fetch_status"
        " WHERE issue_id = ?"_s);
    query.addBindValue(issueId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    FetchStatus status;
    status.state = fetchStateFromName(query.value(0).toString()).value_or(FetchState::Failed);
    status.httpStatus = query.value(1).toInt();
    status.reason = query.value(2).toString();
    status.movedTo = query.value(3).toString();
    status.attempts = query.value(4).toInt();
    status.updatedAt = query.value(5).toString();
    return status;
}

QMap<FetchState, qint64> FetchStatusStore::counts(const ProjectStore &store)
{
    QMap<FetchState, qint64> counts;
    QSqlQuery query(store.database());
    query.exec(u"SELECT state, count(*) FROM fetch_status GROUP BY state"_s);
    while (query.next()) {
        if (const auto state = fetchStateFromName(query.value(0).toString()))
            counts.insert(*state, query.value(1).toLongLong());
    }
    return counts;
}

} // namespace taxonomist::core
