// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cohenresult.h"
#include "ratingtable.h"

#include <vector>

namespace taxonomist::core {

// Cohen's κ for every pair of raters, to spot the rater who drags agreement down.
class PairwiseKappa final
{
public:
    static PairwiseKappa compute(const RatingTable &table);

    int raters() const { return m_raters; }
    // Symmetric; the diagonal is undefined ("a rater compared with itself").
    // Both raters must be in 0..raters()-1.
    const CohenResult &at(int raterA, int raterB) const;

private:
    int m_raters = 0;
    std::vector<CohenResult> m_results; // raters × raters, row-major
};

} // namespace taxonomist::core
