// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cohenresult.h"
#include "confusionmatrix.h"
#include "ratingtable.h"

#include <vector>

namespace taxonomist::core {

// Cohen's κ for two raters on the items both rated; unlike Fleiss' κ it lets
// each rater keep their own marginals, which is what pairwise comparisons need.
class CohenKappa final
{
public:
    static CohenResult compute(const RatingTable &table, int raterA, int raterB);
    // agreementWeights: q × q row-major, 1 on the diagonal; empty means
    // unweighted. The variance is the weighted one of Fleiss, Cohen & Everitt.
    static CohenResult fromConfusion(
        const ConfusionMatrix &matrix, const std::vector<double> &agreementWeights = {});
    // 1 − |a − b|/(q − 1): statsmodels' wt='linear' for equally spaced categories.
    static std::vector<double> linearWeights(int categories);
};

} // namespace taxonomist::core
