// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "brennanprediger.h"

#include "observedagreement.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

CoefficientEstimate BrennanPrediger::compute(const RatingTable &table)
{
    return compute(ObservedAgreement(table));
}

CoefficientEstimate BrennanPrediger::compute(const ObservedAgreement &observed)
{
    const RatingTable &table = observed.table();
    const int q = table.categories();
    // A constant pₑ,ᵢ = 1/q drops the second term of κᵢ*, as in irrCAC's bp.coeff.
    const double chance = q > 0 ? 1.0 / q : 1.0;
    CoefficientEstimate estimate
        = observed.chanceCorrected(chance, std::vector<double>(std::size_t(q), chance));
    if (observed.isComputable() && q < 2) {
        const AgreementValue undefined
            = AgreementValue::undefined(u"undefined: the codebook has only one category"_s);
        estimate.value = estimate.standardError = estimate.ciLow = estimate.ciHigh = estimate.pValue
            = undefined;
    }
    return estimate;
}

} // namespace taxonomist::core
