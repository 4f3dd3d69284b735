// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/agreementreport.h"
#include "agreement/agreementvalue.h"
#include "interviews/interviewcomparison.h"
#include "result.h"
#include "study/studystatistics.h"
#include "taxonomy/taxonomy.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// Everything a results section reports, computed in one call from one read of the vote tally:
// Table I, agreement per type and per theme, the taxonomy with its issue counts, the
// users-versus-developers comparison when the project has interviews, and the choices behind
// each number. The numbers are those of `stats`, `agreement` and `interviews compare`: the same
// code computes them. ReportDocument lays them out for Markdown, LaTeX and HTML.
struct ResultsReport
{
    // One theme's own κ (CategoryKappa over the theme-level table of all issues).
    struct ThemeAgreement
    {
        QString code;
        QString name;
        QString type; // the code of its type ("C")
        double prevalence = 0.0; // share of all theme-level ratings
        AgreementValue kappa;
    };
    // One node of the taxonomy with the issues whose final label is it or a node below it.
    struct TaxonomyCount
    {
        QString code;
        QString name;
        int level = 0;
        qint64 issues = 0;
        int details = 0; // the node's details and those of the nodes below it
    };

    QString taxonomyName;
    QString taxonomyVersion;
    QList<TaxonomyLevel> levels; // "type" / "Type", "theme" / "Theme", ...
    StudyStatistics statistics; // Table I, as `stats`
    AgreementReport agreement; // theme level, by type of final label, as `agreement`
    QList<ThemeAgreement> themes;
    int themeRaters = 0;
    QList<TaxonomyCount> taxonomy; // in taxonomy order, depth first
    int deepestFinalLevel = -1; // the deepest level a final label is at (-1: none is)
    std::optional<InterviewComparison> interviews; // when the project has participants

    static Result<ResultsReport> compute(const ProjectStore &store);
    // The tables compute() reads, for ProjectStore::IntegrityCheck::ofTables; with interviews it
    // also reads the issues and final labels, and checks those itself.
    static QStringList tablesRead();

    // Issues excluded as false positives in screening (ScreeningRule).
    bool hasScreening() const { return statistics.total.excluded > 0; }
    // The choices behind each number, as one paragraph of plain text.
    QString methods() const;
    // `stats --json` as "stats", `agreement --json` (its table's coefficients) as "agreement",
    // `interviews compare --json` as "interviews", beside "themes", "taxonomy" and "methods".
    QJsonObject toJson() const;
};

} // namespace taxonomist::core
