// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "samplesize.h"

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

double SampleSize::normalQuantile(double p)
{
    if (!(p > 0 && p < 1))
        return std::nan("");
    // Acklam's coefficients: a rational function in the centre, another in each tail.
    static constexpr double a[]
        = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
            1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
        -1.556989798598866e+02, 6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[]
        = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
            -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
    static constexpr double d[] = {
        7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double low = 0.02425;
    double x = 0;
    if (p < low || p > 1 - low) {
        const double q = std::sqrt(-2 * std::log(p < low ? p : 1 - p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        if (p > 1 - low)
            x = -x;
    } else {
        const double q = p - 0.5;
        const double r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
            / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    // One step of Halley's method on Φ(x) − p, with Φ from erfc, takes the 1e-9 of the
    // approximation to the precision of a double.
    const double e = 0.5 * std::erfc(-x / std::numbers::sqrt2) - p;
    const double u = e * std::sqrt(2 * std::numbers::pi) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

Result<SampleSize> SampleSize::cochran(
    qint64 population, double confidence, double margin, double proportion)
{
    if (population < 0)
        return Error(u"the population cannot be negative"_s);
    if (!(confidence >= 50 && confidence <= 99.9))
        return Error(
            u"the confidence level must be from 50 to 99.9 percent (it is %1)"_s.arg(confidence));
    if (!(margin >= 0.1 && margin <= 50))
        return Error(
            u"the margin of error must be from 0.1 to 50 percent (it is %1)"_s.arg(margin));
    if (!(proportion > 0 && proportion < 1))
        return Error(
            u"the expected proportion must be above 0 and below 1 (it is %1)"_s.arg(proportion));
    SampleSize size;
    size.population = population;
    size.confidence = confidence;
    size.margin = margin;
    size.proportion = proportion;
    // Two-sided: the level leaves (1 − level) / 2 in each tail.
    size.z = normalQuantile(1 - (1 - confidence / 100) / 2);
    const double e = margin / 100;
    size.n0 = size.z * size.z * proportion * (1 - proportion) / (e * e);
    if (population == 0)
        return size;
    const double corrected = size.n0 / (1 + (size.n0 - 1) / double(population));
    // Rounded up, but not past a whole number that floating point missed by a hair.
    size.n = qint64(std::ceil(corrected - 1e-9));
    size.n = std::clamp<qint64>(size.n, 1, population);
    return size;
}

} // namespace taxonomist::core
