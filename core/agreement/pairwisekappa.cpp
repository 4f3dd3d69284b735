// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pairwisekappa.h"

#include "cohenkappa.h"

namespace taxonomist::core {

PairwiseKappa PairwiseKappa::compute(const RatingTable &table)
{
    PairwiseKappa matrix;
    matrix.m_raters = table.raters();
    const std::size_t r = std::size_t(matrix.m_raters);
    matrix.m_results.resize(r * r);
    for (int a = 0; a < matrix.m_raters; ++a) {
        for (int b = a; b < matrix.m_raters; ++b) {
            // κ, its SE and SE₀ do not change when the table is transposed.
            const CohenResult result = CohenKappa::compute(table, a, b);
            matrix.m_results[std::size_t(a) * r + b] = result;
            matrix.m_results[std::size_t(b) * r + a] = result;
        }
    }
    return matrix;
}

const CohenResult &PairwiseKappa::at(int raterA, int raterB) const
{
    return m_results[std::size_t(raterA) * std::size_t(m_raters) + std::size_t(raterB)];
}

} // namespace taxonomist::core
