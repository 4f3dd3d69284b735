// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "categorykappa.h"

#include "agreement/fleisskappa.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace taxonomist::core {

namespace {

// κ of the table recoded to `category` (0) against any other (1), the slow way: the recoded
// table built and handed to FleissKappa. Kept for the cases that yield no number, so the reason
// given is Fleiss' own.
AgreementValue recodedKappa(const RatingTable &table, int category)
{
    std::vector<int> cells(table.cells());
    for (int &cell : cells) {
        if (cell != RatingTable::Missing)
            cell = cell == category ? 0 : 1;
    }
    const RatingTable binary(table.items(), table.raters(), 2, std::move(cells));
    return FleissKappa::compute(binary).kappa;
}

// What ObservedAgreement and FleissKappa sum over the recoded table of one category, summed
// here from the table's own counts in the same order, so that κ comes out the same to the bit.
struct Recoded
{
    double agreementSum = 0.0; // Σ Pᵢ over items with two or more ratings
    double prevalence[2] = {0.0, 0.0};
    double totals[2] = {0.0, 0.0};
};

// The tables as one: the items of each in turn, the raters and categories they share.
RatingTable joined(std::span<const RatingTable *const> tables)
{
    std::vector<int> cells;
    int items = 0;
    for (const RatingTable *table : tables) {
        cells.insert(cells.end(), table->cells().begin(), table->cells().end());
        items += table->items();
    }
    return RatingTable(
        items, tables.front()->raters(), tables.front()->categories(), std::move(cells));
}

} // namespace

std::vector<AgreementValue> CategoryKappa::compute(const RatingTable &table)
{
    const RatingTable *tables[] = {&table};
    return compute(tables);
}

std::vector<AgreementValue> CategoryKappa::compute(std::span<const RatingTable *const> tables)
{
    std::vector<AgreementValue> result;
    if (tables.empty())
        return result;
    const RatingTable &first = *tables.front();
    for (const RatingTable *table : tables) {
        if (!table->isValid() || !table->hasRaterIdentity() || table->raters() != first.raters()
            || table->categories() != first.categories())
            return result;
    }
    const int q = first.categories();
    // One pass over the items' counts for every category at once: the recoded tables (a copy
    // of every cell per category) were most of the dashboard's time after the reports.
    std::vector<Recoded> recoded(static_cast<size_t>(q));
    std::vector<double> counts(
        static_cast<size_t>(q), 0.0); // one item's xᵢⱼ, 0 where it was not rated
    int itemsRated = 0;
    int itemsUsed = 0;
    for (const RatingTable *of : tables) {
        const RatingTable &table = *of;
        for (int i = 0; i < table.items(); ++i) {
            const double m = table.ratingsOf(i);
            if (m <= 0.0)
                continue;
            ++itemsRated;
            const bool paired = m >= 2.0;
            itemsUsed += paired ? 1 : 0;
            // The table keeps only the categories an item was rated in; every category counts here.
            const std::span<const int> rated = table.ratedCategories(i);
            for (std::size_t e = 0; e < rated.size(); ++e)
                counts[static_cast<size_t>(rated[e])] = table.ratedCounts(i)[e];
            // A category the item was not rated in (most of them) adds what the general case
            // below adds, bit for bit, without its divisions: 0/m is +0.0 (a no-op on these
            // sums), m/m is exactly 1, and so is (m² − m) / (m(m − 1)) for a whole m.
            const bool whole = m == std::floor(m) && m < 67108864.0;
            const double unratedAgreement
                = paired ? (whole ? 1.0 : (m * m - m) / (m * (m - 1.0))) : 0.0;
            for (int j = 0; j < q; ++j) {
                Recoded &r = recoded[static_cast<size_t>(j)];
                if (counts[j] == 0.0) {
                    r.prevalence[1] += 1.0;
                    r.totals[1] += m;
                    if (paired)
                        r.agreementSum += unratedAgreement;
                    continue;
                }
                const double x[2] = {counts[j], m - counts[j]};
                double squares = 0.0;
                for (int k = 0; k < 2; ++k) {
                    squares += x[k] * x[k];
                    r.prevalence[k] += x[k] / m;
                    r.totals[k] += x[k];
                }
                if (paired)
                    r.agreementSum += (squares - m) / (m * (m - 1.0));
            }
            for (const int j : rated)
                counts[static_cast<size_t>(j)] = 0.0;
        }
    }
    result.reserve(static_cast<size_t>(q));
    for (int j = 0; j < q; ++j) {
        const Recoded &r = recoded[static_cast<size_t>(j)];
        double chance = 0.0;
        for (const double p : r.prevalence) {
            const double share = p / itemsRated;
            chance += share * share;
        }
        const bool bothUsed = r.totals[0] > 0.0 && r.totals[1] > 0.0;
        if (first.raters() < 2 || itemsUsed < 2 || !bothUsed || 1.0 - chance <= 1e-12) {
            // Undefined: Fleiss says why, over the items of every table.
            result.push_back(recodedKappa(tables.size() == 1 ? first : joined(tables), j));
            continue;
        }
        const double observed = r.agreementSum / itemsUsed;
        result.push_back(AgreementValue::of((observed - chance) / (1.0 - chance)));
    }
    return result;
}

} // namespace taxonomist::core
