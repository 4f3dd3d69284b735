// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "coefficientestimate.h"
#include "ratingtable.h"

namespace taxonomist::core {

class ObservedAgreement;

// Brennan–Prediger (Randolph's free-marginal κ): chance agreement 1/q from the
// codebook, which is why q must never be inferred from the ratings.
class BrennanPrediger final
{
public:
    static CoefficientEstimate compute(const RatingTable &table);
    // From the per-item agreement a caller computed once for several coefficients.
    static CoefficientEstimate compute(const ObservedAgreement &observed);
};

} // namespace taxonomist::core
