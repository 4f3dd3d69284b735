// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/fleisskappa.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

double valueOf(const AgreementValue &v)
{
    EXPECT_TRUE(v.isDefined()) << v.undefinedReason.toStdString();
    return v.value.value_or(-999.0);
}

// κ = Σ pⱼqⱼκⱼ / Σ pⱼqⱼ over the categories where κⱼ is defined (Fleiss 1971).
double kappaFromCategories(const FleissResult &result)
{
    double numerator = 0.0;
    double denominator = 0.0;
    for (std::size_t j = 0; j < result.categoryKappas.size(); ++j) {
        const double p = result.categoryProportions[j];
        if (!result.categoryKappas[j].isDefined())
            continue;
        numerator += p * (1.0 - p) * *result.categoryKappas[j].value;
        denominator += p * (1.0 - p);
    }
    return numerator / denominator;
}

} // namespace

TEST(FleissKappa, MatchesWikipediaExample)
{
    const FleissResult r = FleissKappa::compute(vectors::wikipedia());
    EXPECT_NEAR(valueOf(r.kappa), 0.20993, 5e-6);
    EXPECT_NEAR(valueOf(r.observedAgreement), 0.378, 5e-4);
    EXPECT_NEAR(valueOf(r.chanceAgreement), 0.2128, 5e-5);
    const std::vector<double> p = {0.1429, 0.2, 0.2786, 0.15, 0.2286};
    const std::vector<double> kj = {0.2013, 0.0797, 0.1716, 0.0304, 0.5077};
    ASSERT_EQ(r.categoryProportions.size(), 5u);
    for (std::size_t j = 0; j < 5; ++j) {
        EXPECT_NEAR(r.categoryProportions[j], p[j], 5e-5) << j;
        EXPECT_NEAR(valueOf(r.categoryKappas[j]), kj[j], 5e-5) << j;
    }
    EXPECT_NEAR(valueOf(r.standardErrorH0), 0.01697, 5e-6);
    EXPECT_NEAR(valueOf(r.standardError), 0.0924, 5e-5);
    EXPECT_EQ(r.itemsUsed, 10);
    EXPECT_EQ(r.raters, 14);
}

TEST(FleissKappa, MatchesIrrOnFleiss1971Diagnoses)
{
    const FleissResult r = FleissKappa::compute(vectors::diagnoses());
    EXPECT_NEAR(valueOf(r.kappa), 0.4302445, 1e-7);
    EXPECT_NEAR(valueOf(r.z), 17.65183, 5e-6);
    EXPECT_NEAR(valueOf(r.standardErrorH0), 0.02437, 5e-6);
    EXPECT_NEAR(valueOf(r.categoryStandardErrorH0), 0.04714, 5e-6);
    const std::vector<double> kj = {0.245, 0.245, 0.520, 0.471, 0.566};
    for (std::size_t j = 0; j < 5; ++j)
        EXPECT_NEAR(valueOf(r.categoryKappas[j]), kj[j], 5e-4) << j;
    EXPECT_LT(valueOf(r.pValue), 1e-60); // irr prints 0
}

TEST(FleissKappa, MatchesIrrCacDistrib6Raters)
{
    const FleissResult r = FleissKappa::compute(vectors::distrib6Raters());
    EXPECT_NEAR(valueOf(r.kappa), 0.4139265, 1e-7);
    EXPECT_NEAR(valueOf(r.standardError), 0.08119291, 1e-8);
    EXPECT_NEAR(valueOf(r.observedAgreement), 0.5511111, 1e-7);
    EXPECT_NEAR(valueOf(r.chanceAgreement), 0.2340741, 1e-7);
    // irrCAC prints the interval to three digits: (0.24, 0.588).
    EXPECT_NEAR(valueOf(r.ciLow), 0.240, 5e-4);
    EXPECT_NEAR(valueOf(r.ciHigh), 0.588, 5e-4);
}

TEST(FleissKappa, KeepsSingleRatingItemsInPrevalenceAsIrrCac)
{
    // Item 12 has one rating: it counts toward πⱼ and N, not toward P̄.
    const FleissResult r = FleissKappa::compute(vectors::raw4Raters());
    EXPECT_NEAR(valueOf(r.kappa), 0.76117, 5e-6);
    EXPECT_NEAR(valueOf(r.standardError), 0.15302, 5e-6);
    EXPECT_NEAR(valueOf(r.observedAgreement), 0.8181818, 1e-7);
    EXPECT_NEAR(valueOf(r.chanceAgreement), 0.2387153, 1e-7);
    EXPECT_NEAR(valueOf(r.ciLow), 0.424, 5e-4);
    EXPECT_DOUBLE_EQ(valueOf(r.ciHigh), 1.0); // capped, as irrCAC prints (0.424,1)
    EXPECT_EQ(r.itemsRated, 12);
    EXPECT_EQ(r.itemsUsed, 11);
}

TEST(FleissKappa, LeavesPerCategoryStatisticsUndefinedWhenRatersVary)
{
    const FleissResult r = FleissKappa::compute(vectors::raw4Raters());
    for (const AgreementValue &k : r.categoryKappas) {
        EXPECT_FALSE(k.isDefined());
        EXPECT_TRUE(k.undefinedReason.contains(u"same number of ratings"_s));
    }
    EXPECT_FALSE(r.standardErrorH0.isDefined());
    EXPECT_FALSE(r.z.isDefined());
    EXPECT_FALSE(r.pValue.isDefined());
    EXPECT_FALSE(r.standardErrorH0.undefinedReason.isEmpty());
}

TEST(FleissKappa, MatchesStatsmodelsRandolphTests)
{
    EXPECT_NEAR(valueOf(FleissKappa::compute(RatingTable::fromCounts(2, {{7, 1}, {3, 5}})).kappa),
        0.161905, 1e-6);
    EXPECT_NEAR(
        valueOf(FleissKappa::compute(RatingTable::fromCounts(3, {{6, 1, 0}, {0, 7, 0}})).kappa),
        0.708333, 1e-6);
    EXPECT_NEAR(
        valueOf(FleissKappa::compute(RatingTable::fromCounts(2, {{6.99, .01}, {6.99, .01}})).kappa),
        -0.166667, 1e-6);
}

TEST(FleissKappa, EqualsScottPiForTwoRaters)
{
    const FleissResult r
        = FleissKappa::compute(vectors::rawFromConfusion(vectors::abstractorsTable));
    EXPECT_NEAR(valueOf(r.kappa), 0.7962397, 1e-7);
}

TEST(FleissKappa, AllRatingsInOneCategoryIsUndefined)
{
    const FleissResult r = FleissKappa::compute(RatingTable::fromCounts(2, {{7, 0}, {7, 0}}));
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_EQ(r.kappa.undefinedReason, u"undefined: all ratings in one category"_s);
    EXPECT_FALSE(r.standardError.isDefined());
    EXPECT_FALSE(r.ciLow.isDefined());
    EXPECT_FALSE(r.z.isDefined());
    EXPECT_DOUBLE_EQ(valueOf(r.observedAgreement), 1.0);
    EXPECT_DOUBLE_EQ(valueOf(r.chanceAgreement), 1.0);
    EXPECT_FALSE(r.categoryKappas[0].isDefined());
    EXPECT_FALSE(r.categoryKappas[1].isDefined());
}

TEST(FleissKappa, KappaIsWeightedMeanOfCategoryKappas)
{
    for (const RatingTable &table : {vectors::wikipedia(), vectors::diagnoses(),
             vectors::distrib6Raters(), vectors::randomTable(500, 7, 6, 0.0, 11)}) {
        const FleissResult r = FleissKappa::compute(table);
        EXPECT_NEAR(kappaFromCategories(r), valueOf(r.kappa), 1e-12);
    }
}

TEST(FleissKappa, UnusedCodebookCategoryChangesNothingButItsOwnKappa)
{
    const FleissResult five = FleissKappa::compute(vectors::diagnoses(5));
    const FleissResult six = FleissKappa::compute(vectors::diagnoses(6));
    EXPECT_DOUBLE_EQ(valueOf(six.kappa), valueOf(five.kappa));
    EXPECT_DOUBLE_EQ(valueOf(six.standardErrorH0), valueOf(five.standardErrorH0));
    ASSERT_EQ(six.categoryKappas.size(), 6u);
    EXPECT_FALSE(six.categoryKappas[5].isDefined());
    EXPECT_TRUE(six.categoryKappas[5].undefinedReason.contains(u"never used"_s));
}

TEST(FleissKappa, IgnoresItemsWithoutRatings)
{
    std::vector<std::vector<int>> rows = vectors::diagnosesRows();
    rows.push_back(std::vector<int>(6, vectors::NA));
    const FleissResult r = FleissKappa::compute(vectors::rawOneBased(5, rows));
    EXPECT_NEAR(valueOf(r.kappa), 0.4302445, 1e-7);
    EXPECT_NEAR(valueOf(r.z), 17.65183, 5e-6);
    EXPECT_EQ(r.itemsRated, 30);
}

TEST(FleissKappa, FewerThanTwoRatedItemsIsUndefined)
{
    const FleissResult r
        = FleissKappa::compute(vectors::rawOneBased(3, {{1, 2, 2}, {3, vectors::NA, vectors::NA}}));
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_TRUE(r.kappa.undefinedReason.contains(u"fewer than two items"_s));
    EXPECT_FALSE(r.standardError.isDefined());
}

TEST(FleissKappa, OneRaterIsUndefined)
{
    const FleissResult r = FleissKappa::compute(vectors::rawOneBased(3, {{1}, {2}, {3}, {2}}));
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_TRUE(r.kappa.undefinedReason.contains(u"one rater"_s));
}

TEST(FleissKappa, InvalidTableIsUndefined)
{
    const FleissResult r = FleissKappa::compute(RatingTable(2, 2, 3, {0, 1, 2, 3}));
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_TRUE(r.kappa.undefinedReason.contains(u"invalid"_s));
}
