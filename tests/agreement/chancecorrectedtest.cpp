// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Gwet's AC1, Brennan–Prediger and percent agreement share the linearised SE.

#include "agreement/brennanprediger.h"
#include "agreement/fleisskappa.h"
#include "agreement/gwetac1.h"
#include "agreement/percentagreement.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

double valueOf(const AgreementValue &v)
{
    EXPECT_TRUE(v.isDefined()) << v.undefinedReason.toStdString();
    return v.value.value_or(-999.0);
}

} // namespace

TEST(GwetAc1, MatchesIrrCacDistrib6Raters)
{
    const CoefficientEstimate e = GwetAc1::compute(vectors::distrib6Raters());
    EXPECT_NEAR(valueOf(e.value), 0.4448007, 1e-7);
    EXPECT_NEAR(valueOf(e.standardError), 0.08418757, 1e-8);
    EXPECT_NEAR(valueOf(e.chanceAgreement), 0.1914815, 1e-7);
    EXPECT_NEAR(valueOf(e.pValue), 0.0001155927, 1e-10);
    EXPECT_NEAR(valueOf(e.ciLow), 0.264, 5e-4);
    EXPECT_NEAR(valueOf(e.ciHigh), 0.625, 5e-4);
}

TEST(GwetAc1, MatchesIrrCacRawRatingsWithGaps)
{
    const CoefficientEstimate e = GwetAc1::compute(vectors::raw4Raters());
    EXPECT_NEAR(valueOf(e.value), 0.77544, 5e-6);
    EXPECT_NEAR(valueOf(e.standardError), 0.14295, 5e-6);
    EXPECT_NEAR(valueOf(e.chanceAgreement), 0.1903212, 1e-7);
    EXPECT_NEAR(valueOf(e.pValue), 0.000208721, 1e-9);
    EXPECT_NEAR(valueOf(e.ciLow), 0.461, 5e-4);
}

TEST(GwetAc1, MatchesIrrCacTwoRaterTable)
{
    EXPECT_NEAR(
        valueOf(GwetAc1::compute(vectors::rawFromConfusion(vectors::abstractorsTable)).value),
        0.8493305, 1e-7);
}

TEST(GwetAc1, StaysNearObservedAgreementUnderKappaParadox)
{
    EXPECT_NEAR(valueOf(GwetAc1::compute(vectors::rawFromConfusion({{40, 9}, {6, 45}})).value),
        0.7007, 5e-5);
    EXPECT_NEAR(valueOf(GwetAc1::compute(vectors::rawFromConfusion({{80, 10}, {5, 5}})).value),
        0.8080, 5e-5);
}

TEST(GwetAc1, DependsOnCodebookCategoriesUnlikeFleiss)
{
    const RatingTable five = vectors::distrib6Raters(5);
    const RatingTable six = vectors::distrib6Raters(6);
    EXPECT_GT(
        std::abs(valueOf(GwetAc1::compute(six).value) - valueOf(GwetAc1::compute(five).value)),
        1e-3);
    EXPECT_DOUBLE_EQ(
        valueOf(FleissKappa::compute(six).kappa), valueOf(FleissKappa::compute(five).kappa));
}

TEST(GwetAc1, OneCategoryCodebookIsUndefined)
{
    const CoefficientEstimate e = GwetAc1::compute(RatingTable::fromCounts(1, {{3}, {3}}));
    ASSERT_FALSE(e.value.isDefined());
    EXPECT_TRUE(e.value.undefinedReason.contains(u"only one category"_s));
}

TEST(GwetAc1, AllRatingsInOneCategoryIsPerfectAgreement)
{
    // Unlike κ, AC1's chance agreement stays below 1 here, so AC1 is defined.
    EXPECT_DOUBLE_EQ(
        valueOf(GwetAc1::compute(RatingTable::fromCounts(2, {{7, 0}, {7, 0}})).value), 1.0);
}

TEST(BrennanPrediger, MatchesIrrCac)
{
    const CoefficientEstimate dist = BrennanPrediger::compute(vectors::distrib6Raters());
    EXPECT_NEAR(valueOf(dist.value), 0.4388889, 1e-7);
    EXPECT_NEAR(valueOf(dist.standardError), 0.08312142, 1e-8);
    EXPECT_NEAR(valueOf(dist.pValue), 0.0001163, 5e-8);
    const CoefficientEstimate raw = BrennanPrediger::compute(vectors::raw4Raters());
    EXPECT_NEAR(valueOf(raw.value), 0.77273, 5e-6);
    EXPECT_NEAR(valueOf(raw.standardError), 0.14472, 5e-6);
}

TEST(BrennanPrediger, MatchesStatsmodelsRandolphTests)
{
    EXPECT_NEAR(
        valueOf(BrennanPrediger::compute(RatingTable::fromCounts(2, {{7, 1}, {3, 5}})).value),
        0.214286, 1e-6);
    EXPECT_NEAR(
        valueOf(BrennanPrediger::compute(RatingTable::fromCounts(3, {{6, 1, 0}, {0, 7, 0}})).value),
        0.785714, 1e-6);
    EXPECT_NEAR(
        valueOf(
            BrennanPrediger::compute(RatingTable::fromCounts(2, {{6.99, .01}, {6.99, .01}})).value),
        0.993343, 1e-6);
    EXPECT_DOUBLE_EQ(
        valueOf(BrennanPrediger::compute(RatingTable::fromCounts(2, {{7, 0}, {7, 0}})).value), 1.0);
}

TEST(BrennanPrediger, OneCategoryCodebookIsUndefined)
{
    const CoefficientEstimate e = BrennanPrediger::compute(RatingTable::fromCounts(1, {{3}, {3}}));
    ASSERT_FALSE(e.value.isDefined());
    EXPECT_TRUE(e.value.undefinedReason.contains(u"only one category"_s));
}

TEST(PercentAgreement, MatchesIrrCac)
{
    const CoefficientEstimate raw = PercentAgreement::compute(vectors::raw4Raters());
    EXPECT_NEAR(valueOf(raw.value), 0.8181818, 1e-7);
    EXPECT_NEAR(valueOf(raw.standardError), 0.12561, 5e-6);
    EXPECT_NEAR(
        valueOf(
            PercentAgreement::compute(vectors::rawFromConfusion(vectors::abstractorsTable)).value),
        0.89, 1e-12);
    EXPECT_NEAR(
        valueOf(PercentAgreement::compute(vectors::rawFromConfusion({{80, 10}, {5, 5}})).value),
        0.85, 1e-12);
}

TEST(PercentAgreement, FewerThanTwoRatedItemsIsUndefined)
{
    const CoefficientEstimate e
        = PercentAgreement::compute(RatingTable::fromCounts(3, {{2, 1, 0}, {0, 1, 0}}));
    ASSERT_FALSE(e.value.isDefined());
    EXPECT_TRUE(e.value.undefinedReason.contains(u"fewer than two items"_s));
}

TEST(GwetAc1, InvalidTableIsUndefined)
{
    const CoefficientEstimate e = GwetAc1::compute(RatingTable(1, 2, 3, {0, 7}));
    ASSERT_FALSE(e.value.isDefined());
    EXPECT_TRUE(e.value.undefinedReason.contains(u"invalid"_s));
    EXPECT_FALSE(e.standardError.isDefined());
}
