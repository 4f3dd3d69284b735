// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screeningrule.h"

#include "projectstore.h"
#include "sqlitestatement.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString ScreeningRule::sqlCondition(const QString &issueIdColumn)
{
    // The issue's vote tally alone (one lookup by primary key), not its labels: its final label,
    // and its votes "ANNOTATOR:NODE,…" in which a false positive is "ANNOTATOR:-" — most issues
    // have none. Only the volunteers (annotators with a label column) and the issue's
    // assignments are read besides.
    return uR"(EXISTS (SELECT 1 FROM issue_tally st WHERE st.issue_id = %1 AND CASE
 WHEN st.final_method IS NOT NULL THEN st.final_false_positive = 1
 ELSE instr(st.votes, ':-') > 0
  AND EXISTS (SELECT 1 FROM annotators sa WHERE sa.label_column IS NOT NULL
   AND instr(',' || st.votes || ',', ',' || sa.id || ':-,') > 0)
  AND NOT EXISTS (SELECT 1 FROM annotators sa WHERE sa.label_column IS NOT NULL
   AND (NOT EXISTS (SELECT 1 FROM assignments ss WHERE ss.issue_id = %1)
    OR EXISTS (SELECT 1 FROM assignments ss WHERE ss.issue_id = %1 AND ss.annotator_id = sa.id))
   AND instr(',' || st.votes || ',', ',' || sa.id || ':-,') = 0)
 END))"_s.arg(issueIdColumn);
}

bool ScreeningRule::mayBeExcluded(QByteArrayView votes, bool finalFalsePositive)
{
    return finalFalsePositive || votes.contains(QByteArrayView(":-"));
}

ScreeningRule::ScreeningRule(const ProjectStore &store)
    : m_check(std::make_unique<SqliteStatement>(
        store.handle(), u"SELECT "_s.append(sqlCondition(u"?1"_s)).toUtf8()))
{ }

ScreeningRule::~ScreeningRule() = default;

Result<bool> ScreeningRule::isExcluded(qint64 issueId)
{
    m_check->reset();
    m_check->bind(1, issueId);
    const bool excluded = m_check->next() && m_check->integer(0) != 0;
    if (auto status = m_check->readStatus(); !status)
        return status.error();
    m_check->reset();
    return excluded;
}

Result<std::vector<qint64>> ScreeningRule::excludedIssues(const ProjectStore &store)
{
    // The tally names the few issues the rule can exclude; the rule decides each of them.
    SqliteStatement candidates(store.handle(),
        "SELECT issue_id FROM issue_tally"
        " WHERE final_false_positive = 1 OR instr(votes, ':-') > 0 ORDER BY issue_id");
    ScreeningRule rule(store);
    std::vector<qint64> excluded;
    while (candidates.next()) {
        auto found = rule.isExcluded(candidates.integer(0));
        if (!found)
            return found.error();
        if (*found)
            excluded.push_back(candidates.integer(0));
    }
    if (auto status = candidates.readStatus(); !status)
        return status.error();
    return excluded;
}

Result<QList<ScreeningRule::Reason>> ScreeningRule::reasons(
    const ProjectStore &store, qint64 issueId)
{
    SqliteStatement marks(store.handle(),
        "SELECT a.name, l.false_positive_reason FROM labels l JOIN annotators a"
        " ON a.id = l.annotator_id WHERE l.issue_id = ? AND l.false_positive = 1"
        " ORDER BY a.label_column IS NULL, a.label_column, a.id");
    marks.bind(1, issueId);
    QList<Reason> found;
    while (marks.next())
        found.append({marks.text(0), marks.text(1)});
    if (auto status = marks.readStatus(); !status)
        return status.error();
    return found;
}

} // namespace taxonomist::core
