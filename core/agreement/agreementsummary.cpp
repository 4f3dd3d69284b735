// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementsummary.h"

#include "brennanprediger.h"
#include "congerkappa.h"
#include "fleisskappa.h"
#include "gwetac1.h"
#include "krippendorffalpha.h"
#include "missingratingspolicy.h"
#include "percentagreement.h"

namespace taxonomist::core {

AgreementSummary AgreementSummary::compute(const RatingTable &table)
{
    AgreementSummary summary;
    summary.fleiss = FleissKappa::compute(table);
    summary.gwetAc1 = GwetAc1::compute(table);
    summary.brennanPrediger = BrennanPrediger::compute(table);
    summary.percentAgreement = PercentAgreement::compute(table);
    summary.krippendorffAlpha = KrippendorffAlpha::compute(table);
    summary.congerKappa = CongerKappa::compute(table);
    summary.pairwiseCohen = PairwiseKappa::compute(table);
    summary.raterMajority = MajorityAgreement::compute(table);
    summary.missingRatingsPolicy = taxonomist::core::missingRatingsPolicy();
    return summary;
}

} // namespace taxonomist::core
