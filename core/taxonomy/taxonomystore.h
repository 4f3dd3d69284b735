// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "taxonomy.h"

#include <QList>

#include <memory>

namespace taxonomist::core {

class ProjectStore;

// A taxonomy loaded from a project, with the database id of every node (index-aligned).
struct StoredTaxonomy
{
    Taxonomy taxonomy;
    QList<qint64> nodeIds;

    int indexOfId(qint64 id) const { return static_cast<int>(nodeIds.indexOf(id)); }
};

// Keeps the project's taxonomy (nodes, aliases, details, name and version) in its database.
class TaxonomyStore final
{
public:
    static bool hasTaxonomy(const ProjectStore &store);
    // Writes a taxonomy into a project that has none yet; the caller owns the transaction.
    static Status save(ProjectStore &store, const Taxonomy &taxonomy);
    static Result<StoredTaxonomy> load(const ProjectStore &store);
    // The tree alone — levels, codes, names, parents — for readers that only classify labels
    // (Table I, agreement): no description, alias, rule or detail is read.
    static Result<StoredTaxonomy> loadTree(const ProjectStore &store);
    // Stores the details of `taxonomy` for the nodes (matched by code) that have none yet: a
    // study imported into a new project brings the details of the project's taxonomy.
    static Result<int> addMissingDetails(ProjectStore &store, const Taxonomy &taxonomy);
    // Creates a project file with this taxonomy; fails if the file exists.
    static Result<std::unique_ptr<ProjectStore>> createProject(
        const QString &path, const Taxonomy &taxonomy);

private:
    static Result<StoredTaxonomy> load(const ProjectStore &store, bool withText);
};

} // namespace taxonomist::core
