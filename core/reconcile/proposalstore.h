// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "proposal.h"
#include "result.h"

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

// Taxonomy proposals and the team's votes. Every annotator votes; a proposal is adopted when
// the approvals reach the project's adoption threshold (all annotators by default, the study's
// rule) and rejected as soon as they no longer can, keeping the rejecting votes' reasons.
// Adoption adds the node (TaxonomyEvolution) in the same transaction as the deciding vote.
class ProposalStore final
{
public:
    // The proposer's own vote is an approval.
    static Result<qint64> propose(ProjectStore &store, const ProposalDraft &draft, qint64 annotatorId);
    // The same within the caller's transaction (an import that proposes many or none).
    static Result<qint64> proposeWithin(ProjectStore &store, const ProposalDraft &draft, qint64 annotatorId);
    // Records or changes `annotatorId`'s vote on an open proposal, then decides it if the votes
    // allow. A rejection needs a reason.
    static Result<Proposal> vote(ProjectStore &store, qint64 proposalId, qint64 annotatorId, bool approve,
                                 const QString &reason);
    static Result<Proposal> proposal(const ProjectStore &store, qint64 proposalId);
    // Open proposals first, then the decided ones, newest first.
    static Result<QList<Proposal>> proposals(const ProjectStore &store);
};

} // namespace taxonomist::core
