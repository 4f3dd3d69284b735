// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "krippendorffalpha.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

using Metric = KrippendorffAlpha::Metric;

// δ² for a pair of categories; ordinal distances depend on the marginals nₖ.
std::vector<double> squaredDistances(
    Metric metric, const std::vector<double> &values, const std::vector<double> &marginals)
{
    const std::size_t q = marginals.size();
    std::vector<double> distance(q * q, 0.0);
    for (std::size_t c = 0; c < q; ++c) {
        for (std::size_t k = 0; k < q; ++k) {
            double d = 0.0;
            if (metric == Metric::Ordinal) {
                const std::size_t lo = std::min(c, k);
                const std::size_t hi = std::max(c, k);
                for (std::size_t g = lo; g <= hi; ++g)
                    d += marginals[g];
                d -= (marginals[c] + marginals[k]) / 2.0;
                d *= d;
            } else if (metric == Metric::Interval) {
                d = (values[c] - values[k]) * (values[c] - values[k]);
            } else {
                const double sum = values[c] + values[k];
                d = sum == 0.0 ? 0.0
                               : ((values[c] - values[k]) / sum) * ((values[c] - values[k]) / sum);
            }
            distance[c * q + k] = d;
        }
    }
    return distance;
}

} // namespace

AgreementValue KrippendorffAlpha::compute(
    const RatingTable &table, Metric metric, const std::vector<double> &categoryValues)
{
    if (!table.isValid())
        return AgreementValue::undefined(
            u"undefined: invalid rating table (%1)"_s.arg(table.error()));
    if (table.raters() < 2)
        return AgreementValue::undefined(u"undefined: only one rater"_s);
    const std::size_t q = std::size_t(table.categories());
    std::vector<double> values = categoryValues;
    if (values.empty()) {
        for (std::size_t j = 0; j < q; ++j)
            values.push_back(double(j + 1));
    }
    if (values.size() != q)
        return AgreementValue::undefined(
            u"undefined: %1 category values for %2 categories"_s.arg(values.size()).arg(q));

    // Coincidences o_ck = Σᵤ n_uc(n_uk − δck)/(mᵤ − 1) over pairable units only.
    const bool nominal = metric == Metric::Nominal;
    std::vector<double> coincidence(nominal ? q : q * q, 0.0);
    std::vector<double> marginals(q, 0.0);
    int pairableItems = 0;
    for (int i = 0; i < table.items(); ++i) {
        const double m = table.ratingsOf(i);
        if (m < 2.0)
            continue;
        ++pairableItems;
        // Only the categories the item was rated in: an n_uc of 0 adds nothing to o_ck.
        const std::span<const int> rated = table.ratedCategories(i);
        const std::span<const double> x = table.ratedCounts(i);
        for (std::size_t e = 0; e < rated.size(); ++e) {
            const std::size_t c = std::size_t(rated[e]);
            marginals[c] += x[e];
            if (nominal) {
                coincidence[c] += x[e] * (x[e] - 1.0) / (m - 1.0);
                continue;
            }
            for (std::size_t f = 0; f < rated.size(); ++f) {
                const std::size_t k = std::size_t(rated[f]);
                coincidence[c * q + k] += x[e] * (x[f] - (c == k ? 1.0 : 0.0)) / (m - 1.0);
            }
        }
    }
    if (pairableItems < 2)
        return AgreementValue::undefined(
            u"undefined: fewer than two items have two or more ratings"_s);

    double n = 0.0;
    for (double total : marginals)
        n += total;
    double observed = 0.0;
    double expected = 0.0;
    if (nominal) {
        // Off-diagonal sums from the diagonal keep the nominal case O(N·q).
        double diagonal = 0.0;
        double squares = 0.0;
        for (std::size_t c = 0; c < q; ++c) {
            diagonal += coincidence[c];
            squares += marginals[c] * marginals[c];
        }
        observed = n - diagonal;
        expected = n * n - squares;
    } else {
        const std::vector<double> distance = squaredDistances(metric, values, marginals);
        for (std::size_t c = 0; c < q; ++c) {
            for (std::size_t k = 0; k < q; ++k) {
                observed += coincidence[c * q + k] * distance[c * q + k];
                expected += marginals[c] * marginals[k] * distance[c * q + k];
            }
        }
    }
    if (expected <= 1e-12 * n * n) {
        int used = 0;
        for (double total : marginals)
            used += total > 0.0 ? 1 : 0;
        return AgreementValue::undefined(used <= 1
                ? u"undefined: all ratings in one category"_s
                : u"undefined: expected disagreement is 0 (0/0)"_s);
    }
    return AgreementValue::of(1.0 - (n - 1.0) * observed / expected);
}

} // namespace taxonomist::core
