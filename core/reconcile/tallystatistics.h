// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/projectratings.h"
#include "result.h"
#include "store/screeningrule.h"
#include "study/studystatistics.h"

#include <QHash>
#include <QStringList>

#include <map>
#include <memory>
#include <span>
#include <vector>

namespace taxonomist::core {

class ProjectStore;

// Table I counted from a vote tally already in memory, for the dashboard that reads it anyway:
// the same numbers as StudyStatistics::compute (a test holds them equal cell for cell), without
// its scan of the tally a second time. A reader that streams the tally one issue at a time
// (ProjectRatings::forEachIssue, the report) counts with start(), add() and finish().
class TallyStatistics final
{
public:
    static Result<StudyStatistics> compute(
        const ProjectStore &store, const ProjectRatings &ratings);

    // The frameworks and years of `context` (its issues are not read), ready to count issues.
    static Result<TallyStatistics> start(const ProjectStore &store, const ProjectRatings &context);
    // One issue with its votes; an issue of a framework the project lacks is an error naming the
    // file.
    Status add(const ProjectRatings::Issue &issue, std::span<const ProjectRatings::Vote> votes);
    StudyStatistics finish();

private:
    TallyStatistics() = default;

    // One framework's counts as its issues come, made its line of the table by finish(): counters
    // indexed by type, not maps keyed by a type's name, for a loop that runs once per issue.
    struct Counts
    {
        qint64 issues = 0;
        qint64 undecided = 0;
        qint64 falsePositives = 0;
        FrameworkStatistics screening; // its screened, marked and excluded
        std::vector<qint64> types; // by index into m_typeNames
        std::map<int, qint64> years;
    };

    QString m_path;
    std::unique_ptr<ScreeningRule> m_screening; // asked about the issues it may exclude
    StudyStatistics m_result;
    QStringList m_typeNames; // a null string first (a node the taxonomy lacks), then each type
    std::vector<int> m_typeOfNode; // by taxonomy index: an index into m_typeNames
    QHash<qint64, qsizetype> m_lineOf; // framework id -> index into m_result.frameworks
    std::vector<Counts> m_counts; // index-aligned with m_result.frameworks
    // An imported framework's issues come one after the other: its line is looked up once.
    qint64 m_lastFramework = 0;
    Counts *m_last = nullptr;
};

} // namespace taxonomist::core
