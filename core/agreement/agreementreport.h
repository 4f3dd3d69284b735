// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementsummary.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectRatings;
class ProjectStore;

// What to measure: at which taxonomy level, over which groups of issues, with which filters.
struct AgreementOptions
{
    enum class Grouping {
        None,
        Type, // by the type of the final label; undecided issues by their majority label's type
        Framework, // one group per framework
    };
    int level = 1; // 0 type, 1 theme, 2 sub-theme
    Grouping grouping = Grouping::Type;
    QList<qint64> frameworkIds; // empty: all
    QList<int> years; // empty: all
    QList<qint64> annotatorIds; // empty: all, in their Label order
    // Each group's summary with its details (the JSON, the text's details, the pairs chart) or
    // only the coefficients of the report's table (AgreementSummary::Measures).
    AgreementSummary::Measures measures = AgreementSummary::Measures::Everything;

    static QString groupingKey(Grouping grouping);
};

struct AgreementGroup
{
    QString name;
    RatingTable table;
    AgreementSummary summary;
};

// The agreement of a project's annotators, computed from their labels: one rating table per
// group, every coefficient of AgreementSummary on each. A sub-theme label counts as its theme
// and type at coarser levels; a label above the level (a theme at sub-theme level) is missing.
struct AgreementReport
{
    // The most raters one report compares: tables are issues × raters and Cohen pairs raters²,
    // so a project with thousands of annotators holding labels is refused, not allocated.
    static constexpr int MaxRaters = 64;

    AgreementOptions options;
    QString levelKey; // "type", "theme", "subtheme"
    QStringList categories; // codes of the level's nodes, from the codebook
    QStringList categoryNames; // their names, index-aligned with categories
    QStringList annotators; // rater names, in column order
    QList<AgreementGroup> groups;
    QStringList notes;
    qsizetype issuesMatched = 0; // issues the filters kept
    qsizetype labelsAbove
        = 0; // labels of those issues coarser than the level (a theme at sub-theme level)
    qsizetype labelsAtLevel = 0; // labels of those issues that are ratings at the level

    // Why the report measures nothing (no issue matches the filters; no label at this level), or
    // an empty string: a caller prints this instead of an empty or all-missing table.
    QString emptyReason() const;

    // Reads the project's vote tally (ProjectRatings) and computes the report.
    static Result<AgreementReport> compute(
        const ProjectStore &store, const AgreementOptions &options);
    // The tables compute() reads (ProjectRatings::load), for
    // ProjectStore::IntegrityCheck::ofTables.
    static QStringList tablesRead();
    // From ratings read once, for several reports (the dashboard).
    static Result<AgreementReport> compute(
        const ProjectRatings &ratings, const AgreementOptions &options);
    // Conger's κ, the Cohen pairs and the majority shares are in the JSON of a report measured
    // with its details (AgreementOptions::measures), and left out of one without.
    QJsonObject toJson() const;
    // A table a researcher can paste into a paper; details add per-category κ, and the Cohen
    // pairs of a report measured with its details.
    QString toText(bool details) const;
    // The confusion matrix of two annotators (column indices) in each group, over the categories
    // either of them used: rows are `a`'s categories, columns `b`'s.
    QString confusionText(int a, int b) const;
    QJsonObject confusionJson(int a, int b) const;
};

} // namespace taxonomist::core
