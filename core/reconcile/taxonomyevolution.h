// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

struct AddedNode
{
    qint64 nodeId = 0;
    QString code;
    QString version; // the taxonomy version the node arrived in
};

// Grows a project's taxonomy: a new node under a type or a theme with the next free code, and a
// new taxonomy version (minor part + 1) recorded in taxonomy_versions and the audit log.
class TaxonomyEvolution final
{
public:
    // The caller owns the transaction. `proposalId` 0: not from a proposal.
    static Result<AddedNode> addNode(ProjectStore &store, qint64 parentNodeId, const QString &name,
        const QString &description, qint64 proposalId, const QString &actor);
};

} // namespace taxonomist::core
