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
        invalidate(u"%1 cells given for %2 items × %3 raters"_s.arg(m_cells.size())
                       .arg(items)
                       .arg(raters));
        return;
    }
    m_entryStart.reserve(std::size_t(items) + 1);
    m_entryStart.push_back(0);
    m_ratingsPerItem.assign(std::size_t(items), 0.0);
    std::vector<int> rated; // one item's ratings, sorted into runs of a category
    rated.reserve(std::size_t(raters));
    for (int i = 0; i < items; ++i) {
        rated.clear();
        for (int r = 0; r < raters; ++r) {
            const int c = at(i, r);
            if (c == Missing)
                continue;
            if (c < 0 || c >= categories) {
                invalidate(u"item %1, rater %2: category %3 is outside 0..%4"_s.arg(i + 1)
                               .arg(r + 1)
                               .arg(c)
                               .arg(categories - 1));
                return;
            }
            rated.push_back(c);
        }
        std::sort(rated.begin(), rated.end());
        for (std::size_t k = 0; k < rated.size();) {
            std::size_t end = k + 1;
            while (end < rated.size() && rated[end] == rated[k])
                ++end;
            m_entryCategories.push_back(rated[k]);
            m_entryCounts.push_back(double(end - k));
            k = end;
        }
        m_entryStart.push_back(m_entryCategories.size());
        m_ratingsPerItem[std::size_t(i)] = double(rated.size());
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
    table.m_entryStart.reserve(counts.size() + 1);
    table.m_entryStart.push_back(0);
    double mostRatings = 0.0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i].size() != std::size_t(categories)) {
            table.invalidate(u"item %1 has %2 counts for %3 categories"_s.arg(i + 1)
                                 .arg(counts[i].size())
                                 .arg(categories));
            return table;
        }
        double m = 0.0;
        for (int j = 0; j < categories; ++j) {
            const double x = counts[i][std::size_t(j)];
            if (!(x >= 0.0) || !std::isfinite(x)) {
                table.invalidate(u"item %1 has a negative or non-finite count"_s.arg(i + 1));
                return table;
            }
            if (x > 0.0) {
                table.m_entryCategories.push_back(j);
                table.m_entryCounts.push_back(x);
            }
            m += x;
        }
        table.m_entryStart.push_back(table.m_entryCategories.size());
        table.m_ratingsPerItem.push_back(m);
        mostRatings = std::max(mostRatings, m);
    }
    table.m_raters = int(std::lround(mostRatings));
    return table;
}

std::span<const int> RatingTable::row(int item) const
{
    return std::span<const int>(m_cells).subspan(
        std::size_t(item) * m_raters, std::size_t(m_raters));
}

double RatingTable::count(int item, int category) const
{
    const std::span<const int> rated = ratedCategories(item);
    const auto found = std::lower_bound(rated.begin(), rated.end(), category);
    return found != rated.end() && *found == category
        ? ratedCounts(item)[std::size_t(found - rated.begin())]
        : 0.0;
}

QString RatingTable::categoryLabel(int category) const
{
    if (category >= 0 && category < m_categoryLabels.size()
        && !m_categoryLabels[category].isEmpty())
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
    m_entryStart.assign(1, 0);
    m_entryCategories.clear();
    m_entryCounts.clear();
    m_ratingsPerItem.clear();
}

} // namespace taxonomist::core
