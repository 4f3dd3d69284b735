// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "proposal.h"
#include "result.h"
#include "store/rowversion.h"

#include <optional>

#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// What a volunteer proposes: a theme under a type, or a sub-theme under a theme.
struct ProposalDraft
{
    qint64 parentNodeId = 0;
    QString name;
    QString description;
    qint64 exampleIssueId = 0; // 0: none
};

// A vote as a copy stores it, with its version (votes travel between copies: docs/team.md).
struct StoredVote
{
    std::optional<ProposalVote> vote;
    RowVersion version;
};

// Taxonomy proposals and the team's votes. Every annotator votes; a proposal is adopted when
// the approvals reach the project's adoption threshold (all annotators by default, the study's
// rule) and rejected as soon as they no longer can, keeping the rejecting votes' reasons.
// Adoption adds the node (TaxonomyEvolution) in the same transaction as the deciding vote.
class ProposalStore final
{
public:
    // The proposer's own vote is an approval.
    static Result<qint64> propose(
        ProjectStore &store, const ProposalDraft &draft, qint64 annotatorId);
    // The same within the caller's transaction (an import that proposes many or none).
    static Result<qint64> proposeWithin(
        ProjectStore &store, const ProposalDraft &draft, qint64 annotatorId);
    // Records or changes `annotatorId`'s vote on an open proposal, then decides it if the votes
    // allow. A rejection needs a reason.
    static Result<Proposal> vote(ProjectStore &store, qint64 proposalId, qint64 annotatorId,
        bool approve, const QString &reason);
    static Result<Proposal> proposal(const ProjectStore &store, qint64 proposalId);
    // Open proposals first, then the decided ones, newest first.
    static Result<QList<Proposal>> proposals(const ProjectStore &store);

    // For merges of other copies' votes (inside the caller's transaction, which logs them).
    static Result<StoredVote> storedVote(
        const ProjectStore &store, qint64 proposalId, qint64 annotatorId);
    static Status applyVote(ProjectStore &store, qint64 proposalId, qint64 annotatorId,
        bool approve, const QString &reason, const RowVersion &version);
    // Decides each open proposal whose votes now allow it (the lead's project only).
    static Status settleOpen(
        ProjectStore &store, const QList<qint64> &proposalIds, const QString &actor);
};

} // namespace taxonomist::core
