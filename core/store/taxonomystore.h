#pragma once

#include "result.h"
#include "taxonomy/taxonomy.h"

#include <QList>

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
};

} // namespace taxonomist::core
