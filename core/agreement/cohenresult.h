// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"

namespace taxonomist::core {

// Cohen's κ for one pair of raters with the statistics SAS and statsmodels print.
struct CohenResult
{
    AgreementValue kappa;
    AgreementValue observedAgreement; // pₒ
    AgreementValue chanceAgreement; // pₑ
    AgreementValue standardError; // asymptotic SE (Fleiss, Cohen & Everitt 1969)
    AgreementValue ciLow; // κ ± z₀.₉₇₅·SE, as statsmodels
    AgreementValue ciHigh;
    AgreementValue standardErrorH0; // SE under κ = 0, for the test only
    AgreementValue z; // κ / SE₀
    AgreementValue pValue; // two-sided normal p of z
    int itemsUsed = 0; // items both raters rated
};

} // namespace taxonomist::core
