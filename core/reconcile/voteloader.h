#pragma once

#include "issuevotes.h"
#include "result.h"

#include <QList>

namespace taxonomist::core {

class ProjectStore;
struct StoredTaxonomy;

// Reads volunteers' labels with their issues: the whole project in two sequential scans (the
// queue and the rules look at every issue), or one issue with names and summaries for the view.
class VoteLoader final
{
public:
    // Every issue in the study's order; labels without their text (summary, reason).
    static Result<QList<IssueVotes>> loadAll(const ProjectStore &store, const StoredTaxonomy &taxonomy);
    // One issue with each label's annotator name, summary and reason, in annotator order.
    static Result<IssueVotes> load(const ProjectStore &store, const StoredTaxonomy &taxonomy, qint64 issueId);
};

} // namespace taxonomist::core
