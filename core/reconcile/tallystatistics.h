// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "study/studystatistics.h"

namespace taxonomist::core {

class ProjectRatings;
class ProjectStore;

// Table I counted from a vote tally already in memory, for the dashboard that reads it anyway:
// the same numbers as StudyStatistics::compute (a test holds them equal cell for cell), without
// its scan of the tally a second time.
class TallyStatistics final
{
public:
    static Result<StudyStatistics> compute(
        const ProjectStore &store, const ProjectRatings &ratings);
};

} // namespace taxonomist::core
