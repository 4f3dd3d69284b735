// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fleissresult.h"
#include "ratingtable.h"

namespace taxonomist::core {

// Fleiss' κ as statsmodels computes it when every item has all ratings, and as
// irrCAC computes it when ratings are missing.
class FleissKappa final
{
public:
    static FleissResult compute(const RatingTable &table);
};

} // namespace taxonomist::core
