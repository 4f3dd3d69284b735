// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issueadder.h"

#include "projectstore.h"
#include "sqlitestatement.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

IssueAdder::IssueAdder(ProjectStore &store, qint64 frameworkId)
    : m_store(store)
    , m_frameworkId(frameworkId)
{ }

Result<bool> IssueAdder::contains(const QString &url) const
{
    SqliteStatement query(m_store.handle(), "SELECT 1 FROM issues WHERE url = ? LIMIT 1");
    query.bind(1, url);
    const bool found = query.next();
    if (auto status = query.readStatus(); !status)
        return status.error();
    return found;
}

Result<std::optional<qint64>> IssueAdder::add(
    const QString &url, const IssueUrl &parts, std::optional<int> year)
{
    auto present = contains(url);
    if (!present)
        return present.error();
    if (*present)
        return std::optional<qint64>();
    if (!m_nextRow) {
        SqliteStatement last(m_store.handle(),
            "SELECT coalesce(max(row_order), -1) + 1 FROM issues WHERE framework_id = ?");
        last.bind(1, m_frameworkId);
        if (!last.next()) {
            if (auto status = last.readStatus(); !status)
                return status.error();
        }
        m_nextRow = last.integer(0);
    }
    SqliteStatement insert(m_store.handle(),
        "INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
        " VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, m_frameworkId);
    insert.bind(2, *m_nextRow);
    insert.bind(3, url);
    insert.bind(4, parts.host);
    insert.bind(5, parts.owner);
    insert.bind(6, parts.repo);
    insert.bind(7, parts.number);
    if (year)
        insert.bind(8, qint64(*year));
    else
        insert.bindNull(8);
    if (auto status = insert.exec(); !status)
        return status.error();
    const qint64 id = insert.lastInsertId();
    ++*m_nextRow;
    SqliteStatement repository(m_store.handle(),
        "INSERT OR IGNORE INTO framework_repositories(framework_id, host, owner, name)"
        " VALUES(?, ?, ?, ?)");
    repository.bind(1, m_frameworkId);
    repository.bind(2, parts.host);
    repository.bind(3, parts.owner);
    repository.bind(4, parts.repo);
    if (auto status = repository.exec(); !status)
        return status.error();
    return std::optional<qint64>(id);
}

} // namespace taxonomist::core
