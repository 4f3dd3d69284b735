// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "taxonomy/taxonomy.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

// A taxonomy a team brings to a study of its own: Taxonomist's taxonomy JSON
// (docs/taxonomy-format.md) or another program's REFI-QDA codebook (.qdc, RefiTaxonomy).
class TaxonomyFile final
{
public:
    // By the file's suffix: .qdc is a codebook, anything else taxonomy JSON. Errors name the file
    // (and line and column where there is one).
    static Result<Taxonomy> load(const QString &path);
    // Makes `taxonomy` the project's, replacing the one it has, in one transaction with an audit
    // entry. Refused while anything names a node of the current one: labels, final labels,
    // taxonomy proposals, codebook examples, interview segment links.
    static Status replaceInProject(
        ProjectStore &store, const Taxonomy &taxonomy, const QString &actor);
};

} // namespace taxonomist::core
