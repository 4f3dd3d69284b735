// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace taxonomist::core {

namespace {

// Continued fraction for I_x(a, b) by the modified Lentz method; converges fast
// for x < (a + 1) / (a + b + 2), the caller swaps arguments otherwise.
double betaContinuedFraction(double a, double b, double x)
{
    constexpr int maxIterations = 100000;
    constexpr double epsilon = 1e-16;
    constexpr double tiny = 1e-300;
    const auto guard = [](double v) { return std::fabs(v) < tiny ? tiny : v; };

    double c = 1.0;
    double d = 1.0 / guard(1.0 - (a + b) * x / (a + 1.0));
    double h = d;
    for (int m = 1; m <= maxIterations; ++m) {
        const double m2 = 2.0 * m;
        double term = m * (b - m) * x / ((a - 1.0 + m2) * (a + m2));
        d = 1.0 / guard(1.0 + term * d);
        c = guard(1.0 + term / c);
        h *= d * c;
        term = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1.0 + m2));
        d = 1.0 / guard(1.0 + term * d);
        c = guard(1.0 + term / c);
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0) < epsilon)
            break;
    }
    return h;
}

// I_x(a, b) given both x and y = 1 − x, because 1 − x by subtraction loses
// digits when x is near 1, as for small t at the study's ~38,000 df.
double incompleteBeta(double a, double b, double x, double y)
{
    if (x <= 0.0)
        return 0.0;
    if (y <= 0.0)
        return 1.0;
    const double logFront
        = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log(y);
    if (x < (a + 1.0) / (a + b + 2.0))
        return std::exp(logFront) * betaContinuedFraction(a, b, x) / a;
    return 1.0 - std::exp(logFront) * betaContinuedFraction(b, a, y) / b;
}

// P(T > t) for t >= 0, computed directly so upper quantiles keep their precision.
double studentTUpperTail(double t, double df)
{
    const double t2 = t * t;
    return 0.5 * incompleteBeta(df / 2.0, 0.5, df / (df + t2), t2 / (df + t2));
}

double studentTDensity(double t, double df)
{
    return std::exp(std::lgamma((df + 1.0) / 2.0) - std::lgamma(df / 2.0)
        - 0.5 * std::log(df * std::numbers::pi) - (df + 1.0) / 2.0 * std::log1p(t * t / df));
}

double normalUpperTail(double x)
{
    return 0.5 * std::erfc(x / std::numbers::sqrt2);
}

double normalDensity(double x)
{
    return std::exp(-0.5 * x * x) / std::sqrt(2.0 * std::numbers::pi);
}

// Solves upperTail(x) = tail for x >= 0 by Newton steps kept inside a bracket,
// so it cannot diverge where the density is flat.
template<typename Tail, typename Density>
double solveUpperTail(double tail, Tail upperTail, Density density)
{
    double lo = 0.0;
    double hi = 1.0;
    for (int i = 0; i < 2000 && upperTail(hi) > tail; ++i) {
        lo = hi;
        hi *= 2.0;
    }
    double x = 0.5 * (lo + hi);
    for (int i = 0; i < 500; ++i) {
        const double f = upperTail(x) - tail;
        if (f > 0.0)
            lo = x;
        else
            hi = x;
        const double slope = density(x);
        double next = slope > 0.0 ? x + f / slope : 0.5 * (lo + hi);
        if (!(next > lo && next < hi))
            next = 0.5 * (lo + hi);
        if (std::fabs(next - x) <= 1e-14 * std::max(1.0, x))
            return next;
        x = next;
    }
    return x;
}

} // namespace

double Distributions::normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::numbers::sqrt2);
}

double Distributions::normalTwoSidedP(double z)
{
    return std::erfc(std::fabs(z) / std::numbers::sqrt2);
}

double Distributions::normalQuantile(double p)
{
    if (!(p > 0.0 && p < 1.0))
        return p == 0.0 ? -std::numeric_limits<double>::infinity()
                        : (p == 1.0 ? std::numeric_limits<double>::infinity() : std::nan(""));
    if (p == 0.5)
        return 0.0;
    if (p < 0.5)
        return -solveUpperTail(p, normalUpperTail, normalDensity);
    return solveUpperTail(1.0 - p, normalUpperTail, normalDensity);
}

double Distributions::studentTCdf(double t, double degreesOfFreedom)
{
    const double tail = studentTUpperTail(std::fabs(t), degreesOfFreedom);
    return t >= 0.0 ? 1.0 - tail : tail;
}

double Distributions::studentTTwoSidedP(double t, double degreesOfFreedom)
{
    return 2.0 * studentTUpperTail(std::fabs(t), degreesOfFreedom);
}

double Distributions::studentTQuantile(double p, double degreesOfFreedom)
{
    if (!(p > 0.0 && p < 1.0) || !(degreesOfFreedom > 0.0))
        return p == 0.0 ? -std::numeric_limits<double>::infinity()
                        : (p == 1.0 ? std::numeric_limits<double>::infinity() : std::nan(""));
    if (p == 0.5)
        return 0.0;
    const auto tail
        = [degreesOfFreedom](double t) { return studentTUpperTail(t, degreesOfFreedom); };
    const auto density
        = [degreesOfFreedom](double t) { return studentTDensity(t, degreesOfFreedom); };
    if (p < 0.5)
        return -solveUpperTail(p, tail, density);
    return solveUpperTail(1.0 - p, tail, density);
}

double Distributions::regularizedIncompleteBeta(double a, double b, double x)
{
    if (x >= 1.0)
        return 1.0;
    return incompleteBeta(a, b, x, 1.0 - x);
}

} // namespace taxonomist::core
