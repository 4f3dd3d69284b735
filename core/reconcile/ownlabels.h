// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QHash>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

struct CarriedLabels
{
    int labels = 0; // this copy's own labels moved to the new node
    int labelsLeft = 0; // other members' labels, which their own copies move
    int finalLabels = 0;
};

// What a taxonomy change may rewrite in this copy. Members sign their own rows, so in a team a
// copy writes only its own member's labels (the owner of a volunteer's copy, the lead in the
// lead's) and the lead's copy its final labels; a project outside a team writes them all.
namespace OwnLabels {

// The annotator whose labels this copy writes, or none when it writes every annotator's (a
// project outside a team); 0 when it writes nobody's.
Result<std::optional<qint64>> member(const ProjectStore &store);

// Moves this copy's labels (and final labels, in a lead's or local copy) from each node of
// `moves` (node id → node id) to its target, through the audited label and final-label paths,
// inside the caller's transaction.
Result<CarriedLabels> carry(
    ProjectStore &store, const QHash<qint64, qint64> &moves, const QString &actor);

} // namespace OwnLabels

} // namespace taxonomist::core
