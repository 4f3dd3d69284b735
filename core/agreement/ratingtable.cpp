// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ratingtable.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

RatingTable::RatingTable(int items, int raters, int categories, std::vector<int> cells)
    : m_items(items)
    , m_raters(raters)
    , m_categories(categories)
    , m_hasRaterIdentity(true)
    , m_cells(std::move(cells))
{
    if (items < 0 || raters < 0 || categories < 1) {
        invalidate(u"a table needs at least one category and no negative sizes"_s);
        return;
    }
    if (m_cells.size() != std::size_t(items) * std::size_t(raters)) {
        invalidate(u"%1 cells given for %2 items × %3 raters"_s.arg(m_cells.size()).arg(items).arg(raters));
        return;
    }
    m_counts.assign(std::size_t(items) * categories, 0.0);
    m_ratingsPerItem.assign(std::size_t(items), 0.0);
    for (int i = 0; i < items; ++i) {
        double *countsRow = m_counts.data() + std::size_t(i) * categories;
        for (int r = 0; r < raters; ++r) {
            const int c = at(i, r);
            if (c == Missing)
                continue;
            if (c < 0 || c >= categories) {
                invalidate(u"item %1, rater %2: category %3 is outside 0..%4"_s.arg(i + 1).arg(r + 1).arg(c).arg(
                    categories - 1));
                return;
            }
            countsRow[c] += 1.0;
            m_ratingsPerItem[std::size_t(i)] += 1.0;
        }
    }
}

RatingTable RatingTable::fromCounts(int categories, const std::vector<std::vector<double>> &counts)
{
    RatingTable table;
    table.m_items = int(counts.size());
    table.m_categories = categories;
    if (categories < 1) {
        table.invalidate(u"a table needs at least one category"_s);
        return table;
    }
    table.m_counts.reserve(counts.size() * std::size_t(categories));
    double mostRatings = 0.0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i].size() != std::size_t(categories)) {
            table.invalidate(u"item %1 has %2 counts for %3 categories"_s.arg(i + 1).arg(counts[i].size()).arg(categories));
            return table;
        }
        double m = 0.0;
        for (double x : counts[i]) {
            if (!(x >= 0.0) || !std::isfinite(x)) {
                table.invalidate(u"item %1 has a negative or non-finite count"_s.arg(i + 1));
                return table;
            }
            table.m_counts.push_back(x);
            m += x;
        }
        table.m_ratingsPerItem.push_back(m);
        mostRatings = std::max(mostRatings, m);
    }
    table.m_raters = int(std::lround(mostRatings));
    return table;
}

std::span<const int> RatingTable::row(int item) const
{
    return std::span<const int>(m_cells).subspan(std::size_t(item) * m_raters, std::size_t(m_raters));
}

std::span<const double> RatingTable::counts(int item) const
{
    return std::span<const double>(m_counts).subspan(std::size_t(item) * m_categories, std::size_t(m_categories));
}

QString RatingTable::categoryLabel(int category) const
{
    if (category >= 0 && category < m_categoryLabels.size() && !m_categoryLabels[category].isEmpty())
        return m_categoryLabels[category];
    return QString::number(category + 1);
}

QString RatingTable::raterName(int rater) const
{
    if (rater >= 0 && rater < m_raterNames.size() && !m_raterNames[rater].isEmpty())
        return m_raterNames[rater];
    return u"Rater %1"_s.arg(rater + 1);
}

void RatingTable::invalidate(const QString &error)
{
    // An invalid table is empty so no coefficient can read stale counts from it.
    m_error = error;
    m_items = 0;
    m_raters = 0;
    m_cells.clear();
    m_counts.clear();
    m_ratingsPerItem.clear();
}

} // namespace taxonomist::core
