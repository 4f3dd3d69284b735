// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/projectratings.h"
#include "issuevotes.h"
#include "result.h"
#include "taxonomy/taxonomystore.h"

#include <QList>

namespace taxonomist::core {

class ProjectStore;

// Reads volunteers' labels: every issue's from the vote tally (ProjectRatings, what the queue,
// the rules and the rounds start from), or one issue's with names and summaries for the view.
class VoteLoader final
{
public:
    // One issue's labels as the tally holds them (no names or text), into `labels`.
    static void labelsOf(const ProjectRatings &ratings, const ProjectRatings::Issue &issue,
        QList<VolunteerLabel> &labels);
    // One issue with each label's annotator name, summary and reason, in annotator order.
    static Result<IssueVotes> load(
        const ProjectStore &store, const StoredTaxonomy &taxonomy, qint64 issueId);
};

} // namespace taxonomist::core
