// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "issuevotes.h"
#include "result.h"
#include "taxonomy/taxonomystore.h"

#include <QList>

namespace taxonomist::core {

class ProjectStore;

// The project's taxonomy and every issue's votes, read together: what the disagreement queue,
// the rules and the rounds' agreement start from.
struct ProjectVotes
{
    StoredTaxonomy taxonomy;
    QList<IssueVotes> issues;
};

// Reads volunteers' labels with their issues: the whole project in two sequential scans (the
// queue and the rules look at every issue), or one issue with names and summaries for the view.
class VoteLoader final
{
public:
    // Every issue in the study's order; labels without their text (summary, reason).
    static Result<QList<IssueVotes>> loadAll(const ProjectStore &store, const StoredTaxonomy &taxonomy);
    // The taxonomy, then every issue as loadAll() reads it.
    static Result<ProjectVotes> loadProject(const ProjectStore &store);
    // One issue with each label's annotator name, summary and reason, in annotator order.
    static Result<IssueVotes> load(const ProjectStore &store, const StoredTaxonomy &taxonomy, qint64 issueId);
};

} // namespace taxonomist::core
