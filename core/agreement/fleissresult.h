// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"

#include <vector>

namespace taxonomist::core {

// Everything a report prints for Fleiss' κ: the estimate, the prevalence and
// per-category κ behind it, the H0 test and the interval from the linearised SE.
struct FleissResult
{
    AgreementValue kappa;
    AgreementValue observedAgreement; // P̄
    AgreementValue chanceAgreement; // P̄ₑ
    std::vector<double> categoryProportions; // πⱼ (pⱼ when every item has m ratings)
    // κⱼ, undefined where pⱼ is 0 or 1, and for every category when m varies.
    std::vector<AgreementValue> categoryKappas;
    // Fleiss, Nee & Landis (1979): valid for the test of κ = 0 only.
    AgreementValue standardErrorH0;
    AgreementValue categoryStandardErrorH0;
    AgreementValue z; // κ / SE₀, as irr reports it
    AgreementValue pValue; // two-sided normal p of z
    // Gwet (2021) linearised SE and the 95% interval built from it.
    AgreementValue standardError;
    AgreementValue ciLow;
    AgreementValue ciHigh;
    int itemsRated = 0; // items with at least one rating (N)
    int itemsUsed = 0; // items with at least two ratings
    int raters = 0;
};

} // namespace taxonomist::core
