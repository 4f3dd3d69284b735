// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementsummary.h"

#include "brennanprediger.h"
#include "congerkappa.h"
#include "fleisskappa.h"
#include "gwetac1.h"
#include "krippendorffalpha.h"
#include "missingratingspolicy.h"
#include "observedagreement.h"
#include "percentagreement.h"

namespace taxonomist::core {

AgreementSummary AgreementSummary::compute(const RatingTable &table, Measures measures)
{
    AgreementSummary summary;
    summary.measured = measures;
    // Fleiss, AC1, Brennan–Prediger, percent agreement and Conger share P̄ and πⱼ: one pass.
    const ObservedAgreement observed(table);
    summary.fleiss = FleissKappa::compute(observed);
    summary.gwetAc1 = GwetAc1::compute(observed);
    summary.brennanPrediger = BrennanPrediger::compute(observed);
    summary.percentAgreement = PercentAgreement::compute(observed);
    summary.krippendorffAlpha = KrippendorffAlpha::compute(table);
    summary.missingRatingsPolicy = taxonomist::core::missingRatingsPolicy();
    if (measures == Measures::Table)
        return summary;
    summary.congerKappa = CongerKappa::compute(observed);
    summary.pairwiseCohen = PairwiseKappa::compute(table);
    summary.raterMajority = MajorityAgreement::compute(table);
    return summary;
}

} // namespace taxonomist::core
