// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "observedagreement.h"

#include "distributions.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

ObservedAgreement::ObservedAgreement(const RatingTable &table)
    : m_table(table)
{
    if (!table.isValid()) {
        m_undefinedReason = u"undefined: invalid rating table (%1)"_s.arg(table.error());
        return;
    }
    const int q = table.categories();
    m_itemAgreement.assign(std::size_t(table.items()), 0.0);
    m_prevalence.assign(std::size_t(q), 0.0);
    std::vector<double> categoryTotals(std::size_t(q), 0.0);
    double agreementSum = 0.0;
    double firstRatings = -1.0;
    bool constant = true;
    for (int i = 0; i < table.items(); ++i) {
        const double m = table.ratingsOf(i);
        if (m <= 0.0)
            continue;
        ++m_itemsRated;
        if (firstRatings < 0.0)
            firstRatings = m;
        else if (std::fabs(m - firstRatings) > 1e-9)
            constant = false;
        const std::span<const int> rated = table.ratedCategories(i);
        const std::span<const double> x = table.ratedCounts(i);
        double squares = 0.0;
        for (std::size_t e = 0; e < rated.size(); ++e) {
            const std::size_t j = std::size_t(rated[e]);
            squares += x[e] * x[e];
            m_prevalence[j] += x[e] / m;
            categoryTotals[j] += x[e];
        }
        if (m >= 2.0) {
            m_itemAgreement[i] = (squares - m) / (m * (m - 1.0));
            agreementSum += m_itemAgreement[i];
            ++m_itemsUsed;
        }
    }
    m_categoriesUsed = int(std::count_if(
        categoryTotals.begin(), categoryTotals.end(), [](double t) { return t > 0.0; }));
    m_constantRatings = constant && m_itemsRated > 0 ? firstRatings : 0.0;

    if (m_itemsUsed > 0)
        m_observed = agreementSum / m_itemsUsed;
    if (m_itemsRated > 0) {
        for (double &p : m_prevalence)
            p /= m_itemsRated;
    }
    if (table.raters() < 2)
        m_undefinedReason = u"undefined: only one rater"_s;
    else if (m_itemsUsed < 2)
        m_undefinedReason = u"undefined: fewer than two items have two or more ratings"_s;
}

CoefficientEstimate ObservedAgreement::chanceCorrected(
    double chance, std::span<const double> categoryWeights) const
{
    CoefficientEstimate estimate;
    estimate.itemsRated = m_itemsRated;
    estimate.itemsUsed = m_itemsUsed;
    if (!isComputable()) {
        for (AgreementValue *v :
            {&estimate.value, &estimate.observedAgreement, &estimate.chanceAgreement,
                &estimate.standardError, &estimate.ciLow, &estimate.ciHigh, &estimate.pValue})
            *v = AgreementValue::undefined(m_undefinedReason);
        return estimate;
    }
    estimate.observedAgreement = AgreementValue::of(m_observed);
    estimate.chanceAgreement = AgreementValue::of(chance);
    if (1.0 - chance <= 1e-12) {
        const QString reason = m_categoriesUsed <= 1 ? u"undefined: all ratings in one category"_s
                                                     : u"undefined: chance agreement is 1 (0/0)"_s;
        for (AgreementValue *v : {&estimate.value, &estimate.standardError, &estimate.ciLow,
                 &estimate.ciHigh, &estimate.pValue})
            *v = AgreementValue::undefined(reason);
        return estimate;
    }
    const double kappa = (m_observed - chance) / (1.0 - chance);
    estimate.value = AgreementValue::of(kappa);

    // Linearisation of Gwet (2021): each item's influence κᵢ* on κ.
    const double n = m_itemsRated;
    const double scale = n / m_itemsUsed;
    double sumSquares = 0.0;
    for (int i = 0; i < m_table.items(); ++i) {
        const double m = m_table.ratingsOf(i);
        if (m <= 0.0)
            continue;
        const std::span<const int> rated = m_table.ratedCategories(i);
        const std::span<const double> x = m_table.ratedCounts(i);
        double itemChance = 0.0;
        for (std::size_t e = 0; e < rated.size(); ++e)
            itemChance += x[e] * categoryWeights[std::size_t(rated[e])];
        itemChance /= m;
        const double paired = m >= 2.0 ? 1.0 : 0.0;
        const double influence = scale * (m_itemAgreement[i] - chance * paired) / (1.0 - chance)
            - 2.0 * (1.0 - kappa) * (itemChance - chance) / (1.0 - chance);
        sumSquares += (influence - kappa) * (influence - kappa);
    }
    const double se = std::sqrt(sumSquares / (n * (n - 1.0)));
    const double t = Distributions::studentTQuantile(0.975, n - 1.0);
    estimate.standardError = AgreementValue::of(se);
    estimate.ciLow = AgreementValue::of(kappa - t * se);
    estimate.ciHigh = AgreementValue::of(std::min(1.0, kappa + t * se));
    estimate.pValue = se > 0.0
        ? AgreementValue::of(Distributions::studentTTwoSidedP(kappa / se, n - 1.0))
        : AgreementValue::undefined(u"undefined: the standard error is 0"_s);
    return estimate;
}

} // namespace taxonomist::core
