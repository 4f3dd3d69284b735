// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "ratingtable.h"

#include <vector>

namespace taxonomist::core {

// q × q counts of (rater A's category, rater B's category) over the items both
// rated; the table behind Cohen's κ and the disagreement view of two raters.
class ConfusionMatrix final
{
public:
    ConfusionMatrix() = default;
    explicit ConfusionMatrix(int categories);
    // Rows are rater A's categories; every row must have `rows.size()` entries.
    static ConfusionMatrix fromRows(const std::vector<std::vector<double>> &rows);
    // Empty (0 categories) when the table has no rater identity or a rater is out of range.
    static ConfusionMatrix between(const RatingTable &table, int raterA, int raterB);

    int categories() const { return m_categories; }
    double count(int categoryA, int categoryB) const
    {
        return m_counts[index(categoryA, categoryB)];
    }
    void add(int categoryA, int categoryB, double n = 1.0)
    {
        m_counts[index(categoryA, categoryB)] += n;
    }
    double total() const;
    double rowTotal(int categoryA) const;
    double columnTotal(int categoryB) const;

private:
    std::size_t index(int a, int b) const
    {
        return std::size_t(a) * std::size_t(m_categories) + std::size_t(b);
    }

    int m_categories = 0;
    std::vector<double> m_counts;
};

} // namespace taxonomist::core
