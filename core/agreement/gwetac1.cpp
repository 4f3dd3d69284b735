// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gwetac1.h"

#include "observedagreement.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

CoefficientEstimate GwetAc1::compute(const RatingTable &table)
{
    return compute(ObservedAgreement(table));
}

CoefficientEstimate GwetAc1::compute(const ObservedAgreement &observed)
{
    const RatingTable &table = observed.table();
    const int q = table.categories();
    if (!observed.isComputable())
        return observed.chanceCorrected(0.0, {});
    if (q < 2) {
        CoefficientEstimate estimate
            = observed.chanceCorrected(0.0, std::vector<double>(std::size_t(q), 0.0));
        const AgreementValue undefined
            = AgreementValue::undefined(u"undefined: the codebook has only one category"_s);
        estimate.value = estimate.chanceAgreement = estimate.standardError = undefined;
        estimate.ciLow = estimate.ciHigh = estimate.pValue = undefined;
        return estimate;
    }
    // pₑ = Σπⱼ(1−πⱼ)/(q−1) and pₑ,ᵢ = Σⱼxᵢⱼ(1−πⱼ)/(mᵢ(q−1)) (Gwet 2008; irrCAC).
    std::vector<double> weights(std::size_t(q), 0.0);
    double chance = 0.0;
    for (int j = 0; j < q; ++j) {
        const double pi = observed.prevalence()[j];
        weights[j] = (1.0 - pi) / (q - 1);
        chance += pi * weights[j];
    }
    return observed.chanceCorrected(chance, weights);
}

} // namespace taxonomist::core
