// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "coefficientestimate.h"
#include "ratingtable.h"

namespace taxonomist::core {

class ObservedAgreement;

// Gwet's AC1: stays close to observed agreement when prevalence is skewed,
// where κ collapses (the kappa paradox), so reports show both.
class GwetAc1 final
{
public:
    static CoefficientEstimate compute(const RatingTable &table);
    // From the per-item agreement a caller computed once for several coefficients.
    static CoefficientEstimate compute(const ObservedAgreement &observed);
};

} // namespace taxonomist::core
