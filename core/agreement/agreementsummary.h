// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"
#include "coefficientestimate.h"
#include "fleissresult.h"
#include "majorityagreement.h"
#include "pairwisekappa.h"
#include "ratingtable.h"

#include <QString>

#include <vector>

namespace taxonomist::core {

// Every coefficient a report shows, computed in one call so that the choice of
// coefficients is fixed before anyone looks at the numbers.
struct AgreementSummary
{
    FleissResult fleiss;
    CoefficientEstimate gwetAc1;
    CoefficientEstimate brennanPrediger;
    CoefficientEstimate percentAgreement;
    AgreementValue krippendorffAlpha; // nominal
    AgreementValue congerKappa;
    PairwiseKappa pairwiseCohen;
    std::vector<MajorityAgreement::Rater> raterMajority;
    QString missingRatingsPolicy;

    static AgreementSummary compute(const RatingTable &table);
};

} // namespace taxonomist::core
