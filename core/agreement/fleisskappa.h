// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fleissresult.h"
#include "ratingtable.h"

namespace taxonomist::core {

class ObservedAgreement;

// Fleiss' κ as statsmodels computes it when every item has all ratings, and as
// irrCAC computes it when ratings are missing.
class FleissKappa final
{
public:
    static FleissResult compute(const RatingTable &table);
    // From the per-item agreement a caller computed once for several coefficients.
    static FleissResult compute(const ObservedAgreement &observed);
};

} // namespace taxonomist::core
