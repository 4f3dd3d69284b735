// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fleisskappa.h"

#include "distributions.h"
#include "observedagreement.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// κⱼ, SE₀ and z assume the same m on every item (Fleiss 1971; Fleiss, Nee &
// Landis 1979); irr only gets there by deleting incomplete items.
void addConstantRaterStatistics(const ObservedAgreement &observed, FleissResult &result)
{
    const RatingTable &table = observed.table();
    const int q = table.categories();
    const double m = observed.constantRatings();
    const double n = observed.itemsRated();
    const std::vector<double> &p = observed.prevalence();

    std::vector<double> disagreement(std::size_t(q), 0.0);
    for (int i = 0; i < table.items(); ++i) {
        if (table.ratingsOf(i) <= 0.0)
            continue;
        const std::span<const int> rated = table.ratedCategories(i);
        const std::span<const double> x = table.ratedCounts(i);
        for (std::size_t e = 0; e < rated.size(); ++e)
            disagreement[std::size_t(rated[e])] += x[e] * (m - x[e]);
    }
    double sumPq = 0.0;
    double sumPqQp = 0.0;
    for (int j = 0; j < q; ++j) {
        const double pq = p[j] * (1.0 - p[j]);
        sumPq += pq;
        sumPqQp += pq * (1.0 - 2.0 * p[j]);
        if (p[j] <= 0.0)
            result.categoryKappas[j]
                = AgreementValue::undefined(u"undefined: category never used"_s);
        else if (p[j] >= 1.0)
            result.categoryKappas[j]
                = AgreementValue::undefined(u"undefined: all ratings in this category"_s);
        else
            result.categoryKappas[j]
                = AgreementValue::of(1.0 - disagreement[j] / (n * m * (m - 1.0) * pq));
    }
    const double base = std::sqrt(2.0 / (n * m * (m - 1.0)));
    result.categoryStandardErrorH0 = AgreementValue::of(base);
    const double radicand = sumPq * sumPq - sumPqQp;
    if (!result.kappa.isDefined() || sumPq <= 0.0 || radicand <= 0.0) {
        const QString reason
            = result.kappa.isDefined() ? u"undefined: SE₀ is 0"_s : result.kappa.undefinedReason;
        result.standardErrorH0 = AgreementValue::undefined(reason);
        result.z = AgreementValue::undefined(reason);
        result.pValue = AgreementValue::undefined(reason);
        return;
    }
    const double se0 = base * std::sqrt(radicand) / sumPq;
    const double z = *result.kappa.value / se0;
    result.standardErrorH0 = AgreementValue::of(se0);
    result.z = AgreementValue::of(z);
    result.pValue = AgreementValue::of(Distributions::normalTwoSidedP(z));
}

} // namespace

FleissResult FleissKappa::compute(const RatingTable &table)
{
    return compute(ObservedAgreement(table));
}

FleissResult FleissKappa::compute(const ObservedAgreement &observed)
{
    const RatingTable &table = observed.table();
    const std::vector<double> &prevalence = observed.prevalence();
    double chance = 0.0;
    for (double p : prevalence)
        chance += p * p;
    // Weights πⱼ give each item's chance term pₑ,ᵢ = Σⱼ xᵢⱼπⱼ/mᵢ.
    const CoefficientEstimate estimate = observed.chanceCorrected(chance, prevalence);

    FleissResult result;
    result.kappa = estimate.value;
    result.observedAgreement = estimate.observedAgreement;
    result.chanceAgreement = estimate.chanceAgreement;
    result.standardError = estimate.standardError;
    result.ciLow = estimate.ciLow;
    result.ciHigh = estimate.ciHigh;
    result.itemsRated = estimate.itemsRated;
    result.itemsUsed = estimate.itemsUsed;
    result.raters = table.raters();
    result.categoryProportions = prevalence;
    result.categoryKappas.assign(std::size_t(table.categories()), AgreementValue());

    QString reason;
    if (!observed.isComputable())
        reason = observed.undefinedReason();
    else if (observed.constantRatings() < 2.0)
        reason
            = u"undefined: per-category κ and SE₀ need the same number of ratings on every item"_s;
    if (reason.isEmpty()) {
        addConstantRaterStatistics(observed, result);
        return result;
    }
    for (AgreementValue &k : result.categoryKappas)
        k = AgreementValue::undefined(reason);
    for (AgreementValue *v :
        {&result.standardErrorH0, &result.categoryStandardErrorH0, &result.z, &result.pValue})
        *v = AgreementValue::undefined(reason);
    return result;
}

} // namespace taxonomist::core
