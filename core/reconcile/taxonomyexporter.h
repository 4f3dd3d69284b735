// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "taxonomy/taxonomy.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

// Writes a (possibly evolved) taxonomy as the taxonomy JSON format and as the study's three
// detail CSVs (header rootcause,subcategory,symptoms; one row per sub-theme with its details
// joined by commas). Names are written in the study's spelling where the node keeps it as an
// alias, so the files read back with DetailImporter. A theme without sub-themes gets a row with
// an empty sub-category, so a newly adopted theme is visible in the CSVs too.
class TaxonomyExporter final
{
public:
    // The detail CSV of the type at `typeIndex`.
    static QByteArray detailCsv(const Taxonomy &taxonomy, int typeIndex);
    // FOLDER/NAME.json and the study's detail files for the types it names; returns the paths.
    static Result<QStringList> exportTo(const Taxonomy &taxonomy, const QString &folder);
};

} // namespace taxonomist::core
