// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/projectratings.h"
#include "result.h"
#include "study/studystatistics.h"

#include <QHash>
#include <QStringList>

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
    // One issue; an issue of a framework the project lacks is an error naming the file.
    Status add(const ProjectRatings::Issue &issue);
    StudyStatistics finish();

private:
    TallyStatistics() = default;

    QString m_path;
    StudyStatistics m_result;
    QStringList m_typeOfNode; // by taxonomy index
    QHash<qint64, qsizetype> m_lineOf; // framework id -> index into m_result.frameworks
};

} // namespace taxonomist::core
