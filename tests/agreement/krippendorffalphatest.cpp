// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/krippendorffalpha.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;
using Metric = KrippendorffAlpha::Metric;

namespace {

double valueOf(const AgreementValue &v)
{
    EXPECT_TRUE(v.isDefined()) << v.undefinedReason.toStdString();
    return v.value.value_or(-999.0);
}

} // namespace

TEST(KrippendorffAlpha, MatchesIrrCacDistrib6Raters)
{
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(vectors::distrib6Raters())), 0.4204384, 1e-7);
}

TEST(KrippendorffAlpha, MatchesKrippendorffsExampleWithGaps)
{
    const RatingTable table = vectors::raw4Raters();
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(table)), 0.74342, 5e-6);
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(table, Metric::Ordinal)), 0.815, 5e-4);
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(table, Metric::Ratio)), 0.797, 5e-4);
}

TEST(KrippendorffAlpha, MatchesKrippendorffPackageDocstring)
{
    const RatingTable table = vectors::krippendorffDocstring();
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(table)), 0.691358, 5e-7);
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(table, Metric::Interval)), 0.810845, 5e-7);
}

TEST(KrippendorffAlpha, MatchesIrrCacTwoRaterTable)
{
    EXPECT_NEAR(
        valueOf(KrippendorffAlpha::compute(vectors::rawFromConfusion(vectors::abstractorsTable))),
        0.7972585, 1e-7);
}

TEST(KrippendorffAlpha, IntervalUsesGivenCategoryValues)
{
    // Interval α only sees differences, so shifting every value changes nothing
    // while stretching one gap does.
    const RatingTable table = vectors::krippendorffDocstring();
    EXPECT_NEAR(valueOf(KrippendorffAlpha::compute(table, Metric::Interval, {11, 12, 13, 14})),
        0.810845, 5e-7);
    EXPECT_GT(std::abs(valueOf(KrippendorffAlpha::compute(table, Metric::Interval, {1, 2, 3, 10}))
                  - 0.810845),
        1e-3);
    EXPECT_FALSE(KrippendorffAlpha::compute(table, Metric::Interval, {1, 2}).isDefined());
}

TEST(KrippendorffAlpha, IgnoresItemsWithOneRating)
{
    std::vector<std::vector<int>> rows = vectors::raw4RatersRows();
    rows.pop_back(); // the item only rater 3 rated
    EXPECT_DOUBLE_EQ(valueOf(KrippendorffAlpha::compute(vectors::rawOneBased(5, rows))),
        valueOf(KrippendorffAlpha::compute(vectors::raw4Raters())));
}

TEST(KrippendorffAlpha, DoesNotDependOnUnusedCategories)
{
    EXPECT_DOUBLE_EQ(valueOf(KrippendorffAlpha::compute(vectors::raw4Raters(9))),
        valueOf(KrippendorffAlpha::compute(vectors::raw4Raters(5))));
}

TEST(KrippendorffAlpha, AllRatingsInOneCategoryIsUndefined)
{
    const AgreementValue alpha
        = KrippendorffAlpha::compute(RatingTable::fromCounts(2, {{7, 0}, {7, 0}}));
    ASSERT_FALSE(alpha.isDefined());
    EXPECT_EQ(alpha.undefinedReason, u"undefined: all ratings in one category"_s);
}

TEST(KrippendorffAlpha, FewerThanTwoPairableItemsIsUndefined)
{
    const AgreementValue alpha = KrippendorffAlpha::compute(
        vectors::rawOneBased(3, {{1, 2}, {3, vectors::NA}, {vectors::NA, 2}}));
    ASSERT_FALSE(alpha.isDefined());
    EXPECT_TRUE(alpha.undefinedReason.contains(u"fewer than two items"_s));
}

TEST(KrippendorffAlpha, OneRaterIsUndefined)
{
    const AgreementValue alpha = KrippendorffAlpha::compute(vectors::rawOneBased(3, {{1}, {2}}));
    ASSERT_FALSE(alpha.isDefined());
    EXPECT_TRUE(alpha.undefinedReason.contains(u"one rater"_s));
}
