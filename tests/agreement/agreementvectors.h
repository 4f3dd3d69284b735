// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The data behind the test vectors of agreement.md, as RatingTables.

#include "agreement/confusionmatrix.h"
#include "agreement/ratingtable.h"

#include <random>
#include <vector>

namespace taxonomist::core::vectors {

inline constexpr int NA = RatingTable::Missing;

// Raw ratings given 1-based, as published; the table stores 0-based indices.
inline RatingTable rawOneBased(int categories, const std::vector<std::vector<int>> &rows)
{
    std::vector<int> cells;
    for (const auto &row : rows) {
        for (int v : row)
            cells.push_back(v == NA ? NA : v - 1);
    }
    const int raters = rows.empty() ? 0 : int(rows.front().size());
    return RatingTable(int(rows.size()), raters, categories, std::move(cells));
}

// A two-rater raw table with `rows[a][b]` items rated a by rater 1 and b by rater 2.
inline RatingTable rawFromConfusion(const std::vector<std::vector<int>> &rows)
{
    std::vector<int> cells;
    for (int a = 0; a < int(rows.size()); ++a) {
        for (int b = 0; b < int(rows[a].size()); ++b) {
            for (int k = 0; k < rows[a][b]; ++k) {
                cells.push_back(a);
                cells.push_back(b);
            }
        }
    }
    const int items = int(cells.size() / 2); // before the move below
    return RatingTable(items, 2, int(rows.size()), std::move(cells));
}

inline ConfusionMatrix confusion(const std::vector<std::vector<double>> &rows)
{
    return ConfusionMatrix::fromRows(rows);
}

// 1. Wikipedia / Fleiss example, 10 items × 5 categories, 14 raters.
inline RatingTable wikipedia()
{
    return RatingTable::fromCounts(5,
        {{0, 0, 0, 0, 14}, {0, 2, 6, 4, 2}, {0, 0, 3, 5, 6}, {0, 3, 9, 2, 0}, {2, 2, 8, 1, 1},
            {7, 7, 0, 0, 0}, {3, 2, 6, 3, 0}, {2, 5, 3, 2, 2}, {6, 5, 2, 1, 0}, {0, 2, 2, 3, 7}});
}

// 2. Fleiss (1971) diagnoses, 30 items × 6 raters, categories 1..5.
inline std::vector<std::vector<int>> diagnosesRows()
{
    return {{4, 4, 4, 4, 4, 4}, {2, 2, 2, 5, 5, 5}, {2, 3, 3, 3, 3, 5}, {5, 5, 5, 5, 5, 5},
        {2, 2, 2, 4, 4, 4}, {1, 1, 3, 3, 3, 3}, {3, 3, 3, 3, 5, 5}, {1, 1, 3, 3, 3, 4},
        {1, 1, 4, 4, 4, 4}, {5, 5, 5, 5, 5, 5}, {1, 4, 4, 4, 4, 4}, {1, 2, 4, 4, 4, 4},
        {2, 2, 2, 3, 3, 3}, {1, 4, 4, 4, 4, 4}, {2, 2, 4, 4, 4, 5}, {3, 3, 3, 3, 3, 5},
        {1, 1, 1, 4, 5, 5}, {1, 1, 1, 1, 1, 2}, {2, 2, 4, 4, 4, 4}, {1, 3, 3, 5, 5, 5},
        {5, 5, 5, 5, 5, 5}, {2, 4, 4, 4, 4, 4}, {2, 2, 4, 5, 5, 5}, {1, 1, 4, 4, 4, 4},
        {1, 4, 4, 4, 4, 5}, {2, 2, 2, 2, 2, 4}, {1, 1, 1, 1, 5, 5}, {2, 2, 4, 4, 4, 4},
        {1, 3, 3, 3, 3, 3}, {5, 5, 5, 5, 5, 5}};
}

inline RatingTable diagnoses(int categories = 5)
{
    return rawOneBased(categories, diagnosesRows());
}

// 3. irrCAC distrib.6raters, 15 items × 5 categories, 6 raters.
inline RatingTable distrib6Raters(int categories = 5)
{
    std::vector<std::vector<double>> counts
        = {{0, 0, 0, 6, 0}, {0, 3, 0, 0, 3}, {0, 1, 4, 0, 1}, {0, 0, 0, 0, 6}, {0, 3, 0, 3, 0},
            {2, 0, 4, 0, 0}, {0, 0, 4, 0, 2}, {2, 0, 3, 1, 0}, {2, 0, 0, 4, 0}, {0, 0, 0, 0, 6},
            {1, 0, 0, 5, 0}, {1, 1, 0, 4, 0}, {0, 3, 3, 0, 0}, {1, 0, 0, 5, 0}, {0, 2, 0, 3, 1}};
    for (auto &row : counts)
        row.resize(std::size_t(categories), 0.0);
    return RatingTable::fromCounts(categories, counts);
}

// 4. Krippendorff's example (irrCAC cac.raw4raters), 12 items × 4 raters with gaps.
inline std::vector<std::vector<int>> raw4RatersRows()
{
    return {{1, 1, NA, 1}, {2, 2, 3, 2}, {3, 3, 3, 3}, {3, 3, 3, 3}, {2, 2, 2, 2}, {1, 2, 3, 4},
        {4, 4, 4, 4}, {1, 1, 2, 1}, {2, 2, 2, 2}, {NA, 5, 5, 5}, {NA, NA, 1, 1}, {NA, NA, 3, NA}};
}

inline RatingTable raw4Raters(int categories = 5)
{
    return rawOneBased(categories, raw4RatersRows());
}

// 5. krippendorff docstring: 3 coders × 15 units, published with coders as rows.
inline RatingTable krippendorffDocstring()
{
    const std::vector<std::vector<int>> coders
        = {{NA, NA, NA, NA, NA, 3, 4, 1, 2, 1, 1, 3, 3, NA, 3},
            {1, NA, 2, 1, 3, 3, 4, 3, NA, NA, NA, NA, NA, NA, NA},
            {NA, NA, 2, 1, 3, 4, 4, NA, 2, 1, 1, 3, 3, NA, 4}};
    std::vector<std::vector<int>> units(coders.front().size(), std::vector<int>(coders.size()));
    for (std::size_t c = 0; c < coders.size(); ++c) {
        for (std::size_t u = 0; u < coders[c].size(); ++u)
            units[u][c] = coders[c][u];
    }
    return rawOneBased(4, units);
}

// 6. SAS / statsmodels Cohen example.
inline const std::vector<std::vector<int>> sasTable = {{0, 4, 1}, {0, 8, 0}, {0, 1, 5}};
// 7. irrCAC cont3x3abstractors.
inline const std::vector<std::vector<int>> abstractorsTable = {{13, 0, 0}, {0, 20, 7}, {0, 4, 56}};

inline ConfusionMatrix asConfusion(const std::vector<std::vector<int>> &rows)
{
    std::vector<std::vector<double>> d;
    for (const auto &row : rows)
        d.emplace_back(row.begin(), row.end());
    return ConfusionMatrix::fromRows(d);
}

// A reproducible random raw table for identities that must hold on any data.
inline RatingTable randomTable(
    int items, int raters, int categories, double missingShare, unsigned seed)
{
    std::mt19937 generator(seed);
    std::uniform_int_distribution<int> category(0, categories - 1);
    std::bernoulli_distribution missing(missingShare);
    std::vector<int> cells(std::size_t(items) * raters);
    for (int &cell : cells) {
        // Skew toward category 0 so prevalence is uneven, as in real labels.
        const int c = category(generator);
        cell = missing(generator) ? NA : (c < categories / 2 ? 0 : c);
    }
    return RatingTable(items, raters, categories, std::move(cells));
}

} // namespace taxonomist::core::vectors
