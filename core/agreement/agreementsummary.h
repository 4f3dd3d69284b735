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
    // What compute() measures. Table: the coefficients of a report's table — Fleiss' κ with its
    // standard errors, CI, z and per-category κ, Krippendorff's α, Gwet's AC1, Brennan–Prediger
    // and percent agreement. Everything adds the details: Conger's κ, Cohen's κ of every pair of
    // raters and each rater's agreement with the others' majority, a pass over the table per pair
    // and per rater (a third of the study's summaries by type).
    enum class Measures { Table, Everything };

    Measures measured = Measures::Table; // a summary nobody computed has no details either
    FleissResult fleiss;
    CoefficientEstimate gwetAc1;
    CoefficientEstimate brennanPrediger;
    CoefficientEstimate percentAgreement;
    AgreementValue krippendorffAlpha; // nominal
    AgreementValue congerKappa;
    PairwiseKappa pairwiseCohen;
    std::vector<MajorityAgreement::Rater> raterMajority;
    QString missingRatingsPolicy;

    // Conger's κ, the Cohen pairs and the majority shares were measured (Measures::Everything);
    // without them pairwiseCohen has no raters and raterMajority is empty.
    bool hasDetails() const { return measured == Measures::Everything; }

    static AgreementSummary compute(
        const RatingTable &table, Measures measures = Measures::Everything);
};

} // namespace taxonomist::core
