// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuerowcursor.h"

namespace taxonomist::core {

namespace {

// Rows stepped over before seeking instead: a few issues' worth of labels costs less than a
// seek, a whole framework's (issues that are not the walk's) more.
constexpr int MaxSkip = 64;

} // namespace

IssueRowCursor::IssueRowCursor(sqlite3 *db, const char *sql)
    : m_statement(db, sql)
{
    m_failed = !m_statement.isValid();
}

void IssueRowCursor::step()
{
    m_hasRow = m_statement.next();
    m_rowIssue = m_hasRow ? m_statement.integer(0) : 0;
    // A failed step ends the scan for good: a later seek must not pass for a complete read.
    if (!m_hasRow && m_statement.hasFailed())
        m_failed = true;
}

bool IssueRowCursor::seek(qint64 issue)
{
    if (m_failed)
        return false;
    // Forward from here only when every row before `issue` that is still unread lies ahead: the
    // ids must rise strictly (a second seek of one issue reads its rows again).
    bool forward = m_started && issue > m_issue;
    if (forward) {
        for (int skipped = 0; m_hasRow && m_rowIssue < issue; ++skipped) {
            if (skipped == MaxSkip) {
                forward = false;
                break;
            }
            step();
        }
    }
    if (!forward) {
        m_statement.reset();
        m_statement.bind(1, issue);
        m_started = true;
        step();
    }
    m_issue = issue;
    return !m_failed && m_hasRow && m_rowIssue == issue;
}

bool IssueRowCursor::nextOfIssue()
{
    if (m_failed || !m_hasRow)
        return false;
    step();
    return !m_failed && m_hasRow && m_rowIssue == m_issue;
}

Status IssueRowCursor::readStatus() const
{
    // A statement stops stepping once it fails, so its own status still says why.
    return m_statement.readStatus();
}

} // namespace taxonomist::core
