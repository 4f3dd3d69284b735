// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cohenkappa.h"

#include "distributions.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

CohenResult undefinedResult(const QString &reason, int itemsUsed)
{
    const AgreementValue undefined = AgreementValue::undefined(reason);
    return CohenResult {undefined, undefined, undefined, undefined, undefined, undefined, undefined,
        undefined, undefined, itemsUsed};
}

} // namespace

CohenResult CohenKappa::compute(const RatingTable &table, int raterA, int raterB)
{
    if (!table.isValid())
        return undefinedResult(u"undefined: invalid rating table (%1)"_s.arg(table.error()), 0);
    if (!table.hasRaterIdentity())
        return undefinedResult(
            u"undefined: needs rater identity; the table was built from category counts"_s, 0);
    if (raterA < 0 || raterB < 0 || raterA >= table.raters() || raterB >= table.raters())
        return undefinedResult(u"undefined: no such rater"_s, 0);
    if (raterA == raterB)
        return undefinedResult(u"undefined: a rater compared with itself"_s, 0);
    return fromConfusion(ConfusionMatrix::between(table, raterA, raterB));
}

CohenResult CohenKappa::fromConfusion(
    const ConfusionMatrix &matrix, const std::vector<double> &agreementWeights)
{
    const int q = matrix.categories();
    const double n = matrix.total();
    const int itemsUsed = int(std::lround(n));
    if (q < 1 || n < 2.0)
        return undefinedResult(
            u"undefined: the two raters rated fewer than two items in common"_s, itemsUsed);
    std::vector<double> w = agreementWeights;
    if (w.empty()) {
        w.assign(std::size_t(q) * q, 0.0);
        for (int i = 0; i < q; ++i)
            w[std::size_t(i) * q + i] = 1.0;
    }
    if (w.size() != std::size_t(q) * q)
        return undefinedResult(
            u"undefined: the weight matrix does not match the categories"_s, itemsUsed);
    const auto weight = [&w, q](int i, int j) { return w[std::size_t(i) * q + j]; };

    std::vector<double> rows(static_cast<std::size_t>(q)), cols(static_cast<std::size_t>(q));
    for (int i = 0; i < q; ++i) {
        rows[i] = matrix.rowTotal(i) / n;
        cols[i] = matrix.columnTotal(i) / n;
    }
    double observed = 0.0;
    double chance = 0.0;
    for (int i = 0; i < q; ++i) {
        for (int j = 0; j < q; ++j) {
            observed += weight(i, j) * matrix.count(i, j) / n;
            chance += weight(i, j) * rows[i] * cols[j];
        }
    }
    CohenResult result = undefinedResult(QString(), itemsUsed);
    result.observedAgreement = AgreementValue::of(observed);
    result.chanceAgreement = AgreementValue::of(chance);
    if (1.0 - chance <= 1e-12) {
        const QString reason
            = u"undefined: both raters put every item in the same single category (pₑ = 1)"_s;
        for (AgreementValue *v : {&result.kappa, &result.standardError, &result.ciLow,
                 &result.ciHigh, &result.standardErrorH0, &result.z, &result.pValue})
            *v = AgreementValue::undefined(reason);
        return result;
    }
    const double kappa = (observed - chance) / (1.0 - chance);

    // w̄ᵢ. and w̄.ⱼ; with identity weights they are p.ᵢ and pⱼ., giving the
    // unweighted ASE formula of agreement.md.
    std::vector<double> rowMeans(std::size_t(q), 0.0), colMeans(std::size_t(q), 0.0);
    for (int i = 0; i < q; ++i) {
        for (int j = 0; j < q; ++j) {
            rowMeans[i] += cols[j] * weight(i, j);
            colMeans[j] += rows[i] * weight(i, j);
        }
    }
    double spread = 0.0;
    double spreadH0 = 0.0;
    for (int i = 0; i < q; ++i) {
        for (int j = 0; j < q; ++j) {
            const double p = matrix.count(i, j) / n;
            const double d = weight(i, j) - (rowMeans[i] + colMeans[j]) * (1.0 - kappa);
            const double d0 = weight(i, j) - (rowMeans[i] + colMeans[j]);
            spread += p * d * d;
            spreadH0 += rows[i] * cols[j] * d0 * d0;
        }
    }
    const double denominator = n * (1.0 - chance) * (1.0 - chance);
    const double bias = kappa - chance * (1.0 - kappa);
    // Rounding can push a zero variance (perfect agreement) slightly negative.
    const double se = std::sqrt(std::max(0.0, (spread - bias * bias) / denominator));
    const double se0 = std::sqrt(std::max(0.0, (spreadH0 - chance * chance) / denominator));
    const double z975 = Distributions::normalQuantile(0.975);

    result.kappa = AgreementValue::of(kappa);
    result.standardError = AgreementValue::of(se);
    result.ciLow = AgreementValue::of(kappa - z975 * se);
    result.ciHigh = AgreementValue::of(kappa + z975 * se);
    result.standardErrorH0 = AgreementValue::of(se0);
    if (se0 > 0.0) {
        result.z = AgreementValue::of(kappa / se0);
        result.pValue = AgreementValue::of(Distributions::normalTwoSidedP(kappa / se0));
    } else {
        result.z = result.pValue = AgreementValue::undefined(u"undefined: SE₀ is 0"_s);
    }
    return result;
}

std::vector<double> CohenKappa::linearWeights(int categories)
{
    std::vector<double> w(std::size_t(std::max(categories, 0)) * std::max(categories, 0), 1.0);
    if (categories < 2)
        return w;
    for (int i = 0; i < categories; ++i) {
        for (int j = 0; j < categories; ++j)
            w[std::size_t(i) * categories + j] = 1.0 - std::abs(i - j) / double(categories - 1);
    }
    return w;
}

} // namespace taxonomist::core
