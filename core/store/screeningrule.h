// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace taxonomist::core {

class ProjectStore;
class SqliteStatement;

// The study's screening rule, the one place that says whether an issue is excluded as a false
// positive ("all volunteers must agree to exclude a report"):
// - once the issue has a final label, that label decides: the lead's record of the consensus or
//   majority the paper's disagreement meeting reached (the reconciliation rules write a
//   unanimous false positive as such a label);
// - before, the issue is excluded when every volunteer expected to screen it marked it a false
//   positive, and at least one volunteer did. The expected volunteers are the issue's assignees,
//   or every volunteer (an annotator with a label column) when nobody is assigned to it. A
//   volunteer who has not screened it yet keeps it in: exclusion waits for the last of them.
// A "keep" is the default and needs no row: a volunteer keeps an issue by not marking it.
// Stats, the report, the dashboard, the labelling queue and export-study all ask this rule.
class ScreeningRule final
{
public:
    explicit ScreeningRule(const ProjectStore &store);
    ~ScreeningRule();

    // Whether the issue is excluded; a failed read is an error naming the project file.
    Result<bool> isExcluded(qint64 issueId);

    // The rule as an SQL condition on an issue id column (e.g. "i.id"), to combine with other
    // filters in one query.
    static QString sqlCondition(const QString &issueIdColumn);
    // A necessary condition on an issue's vote tally (its votes and final label): only such
    // issues can be excluded, so a scan of the tally asks the rule about those alone.
    static bool mayBeExcluded(QByteArrayView votes, bool finalFalsePositive);
    // Every excluded issue, in id order.
    static Result<std::vector<qint64>> excludedIssues(const ProjectStore &store);

    // Who marked an issue a false positive and why (the reason as written: untrusted text), in
    // label-column order, an annotator without a column last.
    struct Reason
    {
        QString annotator;
        QString reason;
    };
    static Result<QList<Reason>> reasons(const ProjectStore &store, qint64 issueId);

private:
    std::unique_ptr<SqliteStatement> m_check; // the rule for one issue, prepared once
};

} // namespace taxonomist::core
