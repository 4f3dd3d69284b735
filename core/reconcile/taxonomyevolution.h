// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

struct AddedNode
{
    qint64 nodeId = 0;
    QString code;
    QString version; // the taxonomy version the node arrived in
};

// What a change of the team's own taxonomy did.
struct TaxonomyChange
{
    QString version; // the taxonomy version it made
    QString previous;
    QStringList codes; // the nodes it made (a move: the node and its subtree under new codes)
    int labels = 0; // this copy's labels carried along to the new node
    int labelsLeft = 0; // other members' labels: their own copies carry them at the next sync
    int finalLabels = 0;
};

// Grows a project's taxonomy: a new node under a type or a theme with the next free code, and a
// new taxonomy version (minor part + 1) recorded in taxonomy_versions and the audit log.
class TaxonomyEvolution final
{
public:
    // The caller owns the transaction. `proposalId` 0: not from a proposal.
    static Result<AddedNode> addNode(ProjectStore &store, qint64 parentNodeId, const QString &name,
        const QString &description, qint64 proposalId, const QString &actor);

    // The team's own taxonomy changed by the lead, each one transaction, a new version and an
    // audit entry. The labels on a node that goes away are carried to the node that takes its
    // place: this copy's own at once, other members' by their copies (OwnLabels), which follow
    // the project setting "taxonomy.redirects" ({old code: new code}) when it arrives.

    // A new name (and description); the code and every label stay.
    static Result<TaxonomyChange> rename(ProjectStore &store, qint64 nodeId, const QString &name,
        const QString &description, const QString &actor);
    // A retired node keeps its labels and is offered no more; restoring offers it again.
    static Result<TaxonomyChange> setRetired(
        ProjectStore &store, qint64 nodeId, bool retired, const QString &actor);
    // `from`'s labels go to `into` (at any level), and `from` retires. A node with children
    // that are not retired is refused: merge or move them first.
    static Result<TaxonomyChange> merge(
        ProjectStore &store, qint64 fromNodeId, qint64 intoNodeId, const QString &actor);
    // The node and its subtree under another parent (0: a type), one level below it: codes
    // follow the hierarchy, so they are made anew there (the names and descriptions copied),
    // every label carried along, and the old nodes retire.
    static Result<TaxonomyChange> move(
        ProjectStore &store, qint64 nodeId, qint64 newParentId, const QString &actor);

    // Makes `version` the taxonomy's, recorded after `previous` (no proposal), in the caller's
    // transaction.
    static Status recordVersion(
        ProjectStore &store, const QString &version, const QString &previous);

    // Carries this copy's own labels along "taxonomy.redirects" (after a merge or sync brought
    // it), inside the caller's transaction, from retired nodes to standing ones only; how many
    // labels moved.
    static Result<int> carryFromTeam(ProjectStore &store, const QString &actor);
    static inline const QString redirectsKey = QStringLiteral("taxonomy.redirects");
};

} // namespace taxonomist::core
