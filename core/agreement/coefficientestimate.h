// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"

namespace taxonomist::core {

// A chance-corrected coefficient with the linearised standard error of Gwet
// (2021), the one irrCAC reports; intervals from SE₀ are far too narrow.
struct CoefficientEstimate
{
    AgreementValue value;
    AgreementValue observedAgreement; // P̄, mean over items with two or more ratings
    AgreementValue chanceAgreement; // pₑ
    AgreementValue standardError;
    // 95% interval with the t quantile at N−1 df; the upper end is capped at 1
    // as irrCAC does, since no coefficient here can exceed 1.
    AgreementValue ciLow;
    AgreementValue ciHigh;
    AgreementValue pValue; // two-sided, t with N−1 df (irrCAC)
    int itemsRated = 0; // N: items with at least one rating
    int itemsUsed = 0; // n₂: items with at least two ratings
};

} // namespace taxonomist::core
