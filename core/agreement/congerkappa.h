// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"
#include "ratingtable.h"

namespace taxonomist::core {

class ObservedAgreement;

// Conger's κ, the many-rater Cohen κ: chance agreement from each rater's own
// marginals (irrCAC conger.kappa.raw). Point estimate only.
class CongerKappa final
{
public:
    static AgreementValue compute(const RatingTable &table);
    // From the per-item agreement a caller computed once for several coefficients.
    static AgreementValue compute(const ObservedAgreement &observed);
};

} // namespace taxonomist::core
