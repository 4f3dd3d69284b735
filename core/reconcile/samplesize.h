// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QtGlobal>

namespace taxonomist::core {

// How many issues a team must label to estimate a proportion of a population (say, the share of
// bugs) within a margin at a confidence level: Cochran's formula n0 = z² p (1 − p) / e² with the
// finite-population correction n = n0 / (1 + (n0 − 1) / N), rounded up, as SE studies report it.
struct SampleSize
{
    qint64 population = 0; // N
    double confidence = 95; // percent, 50 to 99.9
    double margin = 5; // percent, the half-width e of the interval
    double proportion = 0.5; // p; 0.5 is the most conservative (the largest n)
    double z = 0; // the two-sided normal quantile of the confidence level (Distributions)
    double n0 = 0; // Cochran's size for an infinite population, unrounded
    qint64 n = 0; // with the finite-population correction, rounded up; at most N

    // Checks the parameters (errors name the one at fault) and computes z, n0 and n.
    static Result<SampleSize> cochran(
        qint64 population, double confidence, double margin, double proportion = 0.5);
};

} // namespace taxonomist::core
