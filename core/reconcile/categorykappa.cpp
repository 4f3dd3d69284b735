// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "categorykappa.h"

#include "agreement/fleisskappa.h"

namespace taxonomist::core {

std::vector<AgreementValue> CategoryKappa::compute(const RatingTable &table)
{
    std::vector<AgreementValue> result;
    if (!table.isValid() || !table.hasRaterIdentity())
        return result;
    result.reserve(static_cast<size_t>(table.categories()));
    for (int category = 0; category < table.categories(); ++category) {
        std::vector<int> cells(table.cells());
        for (int &cell : cells) {
            if (cell != RatingTable::Missing)
                cell = cell == category ? 0 : 1;
        }
        const RatingTable binary(table.items(), table.raters(), 2, std::move(cells));
        result.push_back(FleissKappa::compute(binary).kappa);
    }
    return result;
}

} // namespace taxonomist::core
