// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

#include <span>
#include <vector>

namespace taxonomist::core {

// Items × raters table of category indices, plus each item's counts per category that most
// coefficients need, kept only for the categories the item was rated in: an item has at most
// as many of those as raters, so a pass over the counts costs O(ratings), not O(items × q).
// q comes from the codebook, never from the data, because AC1 and Brennan–Prediger change with q.
class RatingTable final
{
public:
    static constexpr int Missing = -1;

    RatingTable() = default;
    // cells are row-major (item, rater): 0..categories-1 or Missing. A size
    // mismatch or an out-of-range cell leaves the table invalid with error().
    RatingTable(int items, int raters, int categories, std::vector<int> cells);
    // Published vectors come as counts (items × categories); raters per item may
    // vary and counts may be fractional (statsmodels' tests use 6.99). Such a
    // table has no rater identity, so Cohen, Conger and pairwise stay undefined.
    static RatingTable fromCounts(int categories, const std::vector<std::vector<double>> &counts);

    bool isValid() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    bool hasRaterIdentity() const { return m_hasRaterIdentity; }

    int items() const { return m_items; }
    // For a counts table: the largest number of ratings on one item.
    int raters() const { return m_raters; }
    int categories() const { return m_categories; }

    // cells(), at() and row() exist only when hasRaterIdentity().
    const std::vector<int> &cells() const { return m_cells; }
    int at(int item, int rater) const { return m_cells[std::size_t(item) * m_raters + rater]; }
    std::span<const int> row(int item) const;

    // xᵢⱼ; 0 for a category the item was not rated in.
    double count(int item, int category) const;
    // The categories item `item` was rated in, ascending, and how many ratings each got
    // (index-aligned): the xᵢⱼ > 0 of the item, in the order a sum over j visits them.
    std::span<const int> ratedCategories(int item) const
    {
        return entries(m_entryCategories, item);
    }
    std::span<const double> ratedCounts(int item) const { return entries(m_entryCounts, item); }
    // m_i, the number of ratings item `item` received.
    double ratingsOf(int item) const { return m_ratingsPerItem[std::size_t(item)]; }

    const QStringList &categoryLabels() const { return m_categoryLabels; }
    void setCategoryLabels(const QStringList &labels) { m_categoryLabels = labels; }
    const QStringList &raterNames() const { return m_raterNames; }
    void setRaterNames(const QStringList &names) { m_raterNames = names; }
    // Falls back to the 1-based number so reports never print an empty name.
    QString categoryLabel(int category) const;
    QString raterName(int rater) const;

private:
    template<typename T>
    std::span<const T> entries(const std::vector<T> &values, int item) const
    {
        const std::size_t first = m_entryStart[std::size_t(item)];
        return std::span<const T>(values).subspan(
            first, m_entryStart[std::size_t(item) + 1] - first);
    }
    void invalidate(const QString &error);

    int m_items = 0;
    int m_raters = 0;
    int m_categories = 0;
    bool m_hasRaterIdentity = false;
    std::vector<int> m_cells;
    std::vector<std::size_t>
        m_entryStart; // items + 1: item i's counts are [start[i], start[i + 1])
    std::vector<int> m_entryCategories;
    std::vector<double> m_entryCounts;
    std::vector<double> m_ratingsPerItem;
    QStringList m_categoryLabels;
    QStringList m_raterNames;
    QString m_error;
};

} // namespace taxonomist::core
