// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;
class ScreeningRule;

// One line of the paper's Table I.
struct FrameworkStatistics
{
    QString name;
    qint64 issues = 0;
    QMap<int, qint64> years; // year -> issues
    QMap<QString, qint64> types; // "question" -> issues whose final label is of that type
    qint64 undecided = 0; // no final label yet, and not excluded in screening
    qint64 falsePositives = 0; // final decision: not relevant
    // Screening (ScreeningRule): issues a volunteer labelled or marked, or with a final label;
    // issues at least one volunteer marked a false positive; issues the rule excludes.
    qint64 screened = 0;
    qint64 marked = 0;
    qint64 excluded = 0;

    // The study's false-positive rate: the excluded share of the framework's candidates.
    double falsePositiveRate() const
    {
        return issues > 0 ? double(excluded) / double(issues) : 0.0;
    }
    // Whether screening has begun: an issue excluded or marked.
    bool hasScreening() const { return excluded > 0 || marked > 0; }
};

// Table I: per framework the issues of each year and of each type of final label, and totals.
struct StudyStatistics
{
    QStringList typeKeys; // in taxonomy order: "question", "requirement", "bug"
    QList<int> yearKeys;
    QList<FrameworkStatistics> frameworks;
    FrameworkStatistics total;

    static Result<StudyStatistics> compute(const ProjectStore &store);
    // Counts an issue of the vote tally into a line's screening numbers (asking `rule` only
    // about an issue it may exclude) and says whether it is excluded: compute() and
    // TallyStatistics count alike.
    static Result<bool> countScreening(FrameworkStatistics &line, ScreeningRule &rule,
        qint64 issueId, bool screened, bool marked, bool finalFalsePositive);
    // The tables compute() reads: what a reader that only computes these checks on open
    // (ProjectStore::IntegrityCheck::ofTables).
    static QStringList tablesRead();
    QJsonObject toJson() const;
    QString toText() const;
    // Rows as text columns, the first left-aligned and the others right-aligned, with a rule above
    // the last row when it holds the totals (toText's layout, ScreeningStatus' too).
    static QString alignedTable(const QList<QStringList> &rows, bool totals);
};

} // namespace taxonomist::core
