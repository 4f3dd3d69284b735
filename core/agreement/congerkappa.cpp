// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "congerkappa.h"

#include "observedagreement.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

AgreementValue CongerKappa::compute(const RatingTable &table)
{
    return compute(ObservedAgreement(table));
}

AgreementValue CongerKappa::compute(const ObservedAgreement &observed)
{
    const RatingTable &table = observed.table();
    if (!observed.isComputable())
        return AgreementValue::undefined(observed.undefinedReason());
    if (!table.hasRaterIdentity())
        return AgreementValue::undefined(
            u"undefined: needs rater identity; the table was built from category counts"_s);

    // p_gk: share of rater g's ratings in category k; raters who rated nothing
    // have no marginals and are left out.
    const int q = table.categories();
    std::vector<double> classified(std::size_t(table.raters()) * q, 0.0);
    std::vector<double> rated(std::size_t(table.raters()), 0.0);
    for (int i = 0; i < table.items(); ++i) {
        for (int g = 0; g < table.raters(); ++g) {
            const int c = table.at(i, g);
            if (c < 0)
                continue;
            classified[std::size_t(g) * q + c] += 1.0;
            rated[g] += 1.0;
        }
    }
    std::vector<double> mean(std::size_t(q), 0.0), meanSquare(std::size_t(q), 0.0);
    int activeRaters = 0;
    for (int g = 0; g < table.raters(); ++g) {
        if (rated[g] <= 0.0)
            continue;
        ++activeRaters;
        for (int k = 0; k < q; ++k) {
            const double p = classified[std::size_t(g) * q + k] / rated[g];
            mean[k] += p;
            meanSquare[k] += p * p;
        }
    }
    if (activeRaters < 2)
        return AgreementValue::undefined(u"undefined: only one rater"_s);
    // pₑ = Σₖ (p̄ₖ² − s²ₖ/r), s²ₖ the variance of p_gk across raters.
    const double r = activeRaters;
    double chance = 0.0;
    for (int k = 0; k < q; ++k) {
        mean[k] /= r;
        const double variance = (meanSquare[k] - r * mean[k] * mean[k]) / (r - 1.0);
        chance += mean[k] * mean[k] - variance / r;
    }
    if (1.0 - chance <= 1e-12)
        return AgreementValue::undefined(observed.categoriesUsed() <= 1
                ? u"undefined: all ratings in one category"_s
                : u"undefined: chance agreement is 1 (0/0)"_s);
    return AgreementValue::of((observed.observed() - chance) / (1.0 - chance));
}

} // namespace taxonomist::core
