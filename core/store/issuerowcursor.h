// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "sqlitestatement.h"

namespace taxonomist::core {

// The rows of a table keyed by issue (labels, final labels) read alongside a walk over issues in
// another order, such as a framework's row order: while the walk's issue ids rise, as they do in
// an imported framework, the rows come from one forward range scan merged in C++ instead of one
// B-tree lookup per issue; when an id falls back, or lies far ahead, the cursor seeks again, so
// any order of the walk gives the right rows.
class IssueRowCursor final
{
public:
    // `sql` reads the issue id as column 0, from `issue_id >= ?1`, ordered by issue id.
    IssueRowCursor(sqlite3 *db, const char *sql);

    // Moves to the first row of `issue`; true when there is one (row() holds it).
    bool seek(qint64 issue);
    // After a row of the sought issue: steps on; true while the row is still of that issue.
    bool nextOfIssue();
    const SqliteStatement &row() const { return m_statement; }
    // After the walk: an error naming the project file when a read failed (see SqliteStatement).
    Status readStatus() const;

private:
    void step();

    SqliteStatement m_statement;
    qint64 m_issue = 0; // the issue sought last
    qint64 m_rowIssue = 0; // the current row's, read once per step
    bool m_started = false;
    bool m_hasRow = false;
    bool m_failed = false;
};

} // namespace taxonomist::core
