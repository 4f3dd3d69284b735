// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "percentagreement.h"

#include "observedagreement.h"

namespace taxonomist::core {

CoefficientEstimate PercentAgreement::compute(const RatingTable &table)
{
    return compute(ObservedAgreement(table));
}

CoefficientEstimate PercentAgreement::compute(const ObservedAgreement &observed)
{
    const RatingTable &table = observed.table();
    // pₑ = 0 turns the chance-corrected machinery into P̄ and its linearised SE.
    return observed.chanceCorrected(0.0, std::vector<double>(std::size_t(table.categories()), 0.0));
}

} // namespace taxonomist::core
