// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace taxonomist::core {

// Normal and Student t distribution functions for p-values and confidence
// intervals; written here so core needs no numerics library.
class Distributions final
{
public:
    static double normalCdf(double x);
    // Two-sided p-value of a standard normal statistic.
    static double normalTwoSidedP(double z);
    static double normalQuantile(double p);

    static double studentTCdf(double t, double degreesOfFreedom);
    static double studentTTwoSidedP(double t, double degreesOfFreedom);
    // Accurate to ~1e-12; p in (0, 1), degreesOfFreedom > 0.
    static double studentTQuantile(double p, double degreesOfFreedom);

    // I_x(a, b), the regularized incomplete beta function.
    static double regularizedIncompleteBeta(double a, double b, double x);
};

} // namespace taxonomist::core
