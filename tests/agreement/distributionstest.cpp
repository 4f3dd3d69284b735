// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/distributions.h"

#include <gtest/gtest.h>

#include <cmath>

using taxonomist::core::Distributions;

TEST(StudentTQuantile, MatchesPublishedTableValues)
{
    EXPECT_NEAR(Distributions::studentTQuantile(0.975, 9), 2.262157, 1e-6);
    EXPECT_NEAR(Distributions::studentTQuantile(0.975, 29), 2.045230, 1e-6);
    EXPECT_NEAR(Distributions::studentTQuantile(0.975, 1000), 1.962339, 1e-6);
    EXPECT_NEAR(Distributions::studentTQuantile(0.975, 1), 12.706205, 1e-6);
    EXPECT_NEAR(Distributions::studentTQuantile(0.95, 2), 2.919986, 1e-6);
    EXPECT_NEAR(Distributions::studentTQuantile(0.995, 14), 2.976843, 1e-6);
    EXPECT_NEAR(Distributions::studentTQuantile(0.975, 14), 2.144787, 1e-6);
}

TEST(StudentTQuantile, IsSymmetricAroundZero)
{
    EXPECT_NEAR(Distributions::studentTQuantile(0.025, 9), -2.262157, 1e-6);
    EXPECT_DOUBLE_EQ(Distributions::studentTQuantile(0.5, 9), 0.0);
}

TEST(StudentTQuantile, ApproachesNormalForTheStudySize)
{
    // N − 1 for the 38,742 issues: slightly above the normal quantile.
    const double t = Distributions::studentTQuantile(0.975, 38741);
    EXPECT_GT(t, 1.959963984540054);
    EXPECT_NEAR(t, 1.959963984540054 + 6.1e-5, 2e-6);
}

TEST(StudentTCdf, InvertsTheQuantile)
{
    for (double df : {1.0, 3.0, 14.0, 250.0, 38741.0}) {
        for (double p : {0.001, 0.025, 0.3, 0.9, 0.975, 0.9995})
            EXPECT_NEAR(
                Distributions::studentTCdf(Distributions::studentTQuantile(p, df), df), p, 1e-12)
                << df;
    }
}

TEST(StudentTCdf, MatchesCauchyForOneDegreeOfFreedom)
{
    // t with one df is Cauchy: F(t) = 1/2 + atan(t)/π.
    EXPECT_NEAR(Distributions::studentTCdf(1.0, 1), 0.75, 1e-12);
    EXPECT_NEAR(Distributions::studentTTwoSidedP(2.0, 1),
        1.0 - 2.0 * std::atan(2.0) / 3.14159265358979323846, 1e-12);
}

TEST(NormalQuantile, MatchesKnownValues)
{
    EXPECT_NEAR(Distributions::normalQuantile(0.975), 1.959963984540054, 1e-12);
    EXPECT_NEAR(Distributions::normalQuantile(0.001), -3.090232306167813, 1e-12);
    EXPECT_DOUBLE_EQ(Distributions::normalQuantile(0.5), 0.0);
}

TEST(NormalTwoSidedP, MatchesKnownValues)
{
    EXPECT_NEAR(Distributions::normalTwoSidedP(1.959963984540054), 0.05, 1e-12);
    EXPECT_NEAR(Distributions::normalTwoSidedP(-1.959963984540054), 0.05, 1e-12);
    EXPECT_NEAR(Distributions::normalCdf(1.0), 0.8413447460685429, 1e-12);
}

TEST(RegularizedIncompleteBeta, MatchesBinomialSum)
{
    // I_x(a, b) = P(Binomial(a+b−1, x) ≥ a): for a=2, b=3, x=1/2 that is 11/16.
    EXPECT_NEAR(Distributions::regularizedIncompleteBeta(2, 3, 0.5), 11.0 / 16.0, 1e-14);
    EXPECT_NEAR(Distributions::regularizedIncompleteBeta(3, 2, 0.5), 5.0 / 16.0, 1e-14);
    EXPECT_DOUBLE_EQ(Distributions::regularizedIncompleteBeta(2, 3, 0.0), 0.0);
    EXPECT_DOUBLE_EQ(Distributions::regularizedIncompleteBeta(2, 3, 1.0), 1.0);
}
