// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeset.h"
#include "result.h"
#include "store/projectstore.h"

namespace taxonomist::core {

// How far a team server has had this project's issues: every issue up to this id, the content
// fetched up to this time (ISO 8601, as issue_content.fetched_at).
struct IssueMarks
{
    qint64 issueId = 0;
    QString contentFetchedAt;
};

// How many records of each kind went out.
struct ExtractStats
{
    qint64 labels = 0;
    qint64 finalLabels = 0;
    qint64 assignments = 0;
    qint64 votes = 0;
    qint64 proposals = 0;
    qint64 issues = 0;
    qint64 contents = 0;
    qint64 nodes = 0;
    qint64 members = 0;
    qint64 lastRev = 0; // the highest revision of the owner's rows that went out

    qint64 rows() const { return labels + finalLabels + assignments + votes; }
};

// Reads records out of a project into a sink, independent of where they go (a change file, a new
// package, a team server): the two questions every exchange asks.
class ChangeExtractor final
{
public:
    // The rows `owner` changed after revision `sinceRev` in this copy: their labels and votes,
    // their proposals, and when they lead, their final labels, assignments and decisions.
    // Removals go as versions marked deleted. Call inside a transaction (the device may be minted).
    static Result<ExtractStats> changedSince(
        ProjectStore &store, const Annotator &owner, qint64 sinceRev, ChangeSink &sink);

    // What the lead sends one volunteer, and only what a volunteer may see (docs/team.md, "Who"):
    // the team, frameworks, taxonomy, the issues assigned to them with their content, proposals
    // and the volunteer's assignments (Update); a Package adds the volunteer's own labels and
    // votes. Never another volunteer's label or vote, never a final label, never a tally.
    static Result<ExtractStats> forVolunteer(
        ProjectStore &store, const Annotator &volunteer, ChangeHeader::Kind kind, ChangeSink &sink);

    // The whole shared project, as the lead's (a new team server starts with it): the team,
    // frameworks, taxonomy, every issue and its content, proposals, every member's labels and
    // votes, final labels and assignments, removals included. Call inside a transaction.
    static Result<ExtractStats> everything(ProjectStore &store, ChangeSink &sink);
    // The lead's small reference rows that change without a revision: taxonomy settings, the team,
    // frameworks, the taxonomy's nodes and the proposals with their decisions (a team server takes
    // them at every sync of the lead).
    // With `marks`, also the issues added since (ids above marks->issueId) and the content fetched
    // since (fetched_at after marks->contentFetchedAt), oldest first; the marks move up to what
    // went out. Issues and content have no revision: these marks are how a sync finds them.
    static Result<ExtractStats> teamAndTaxonomy(
        ProjectStore &store, ChangeSink &sink, IssueMarks *marks = nullptr);
    // The marks of everything this project holds now (after `team create` uploaded it all).
    static Result<IssueMarks> currentMarks(ProjectStore &store);
};

} // namespace taxonomist::core
