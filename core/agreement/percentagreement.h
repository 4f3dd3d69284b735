// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "coefficientestimate.h"
#include "ratingtable.h"

namespace taxonomist::core {

class ObservedAgreement;

// Observed agreement P̄ with no chance correction; reported beside every κ
// because readers check κ against it.
class PercentAgreement final
{
public:
    static CoefficientEstimate compute(const RatingTable &table);
    // From the per-item agreement a caller computed once for several coefficients.
    static CoefficientEstimate compute(const ObservedAgreement &observed);
};

} // namespace taxonomist::core
