// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/ratingtable.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;
using vectors::NA;

TEST(RatingTable, CountsRatingsPerItemAndCategory)
{
    const RatingTable table(2, 3, 4, {0, 3, 3, NA, 1, NA});
    ASSERT_TRUE(table.isValid()) << table.error().toStdString();
    EXPECT_TRUE(table.hasRaterIdentity());
    EXPECT_EQ(table.at(0, 1), 3);
    EXPECT_EQ(table.at(1, 0), NA);
    EXPECT_DOUBLE_EQ(table.count(0, 3), 2.0);
    EXPECT_DOUBLE_EQ(table.count(0, 0), 1.0);
    EXPECT_DOUBLE_EQ(table.count(1, 1), 1.0);
    EXPECT_DOUBLE_EQ(table.ratingsOf(0), 3.0);
    EXPECT_DOUBLE_EQ(table.ratingsOf(1), 1.0);
    EXPECT_EQ(table.row(1).size(), 3u);
    EXPECT_EQ(table.ratedCategories(0).size(), 2u); // categories 0 and 3
    EXPECT_DOUBLE_EQ(table.ratedCounts(0)[1], 2.0);
    EXPECT_DOUBLE_EQ(table.count(0, 2), 0.0);
}

TEST(RatingTable, AggregatesDiagnosesLikeStatsmodels)
{
    const RatingTable table = vectors::diagnoses();
    const double expected[] = {26, 26, 30, 55, 43}; // statsmodels test_aggregate_raters
    for (int j = 0; j < 5; ++j) {
        double total = 0.0;
        for (int i = 0; i < table.items(); ++i)
            total += table.count(i, j);
        EXPECT_DOUBLE_EQ(total, expected[j]) << j;
    }
}

TEST(RatingTable, RejectsCategoryOutsideCodebook)
{
    const RatingTable table(2, 2, 3, {0, 1, 2, 3});
    EXPECT_FALSE(table.isValid());
    EXPECT_TRUE(table.error().contains(u"item 2, rater 2"_s));
    EXPECT_EQ(table.items(), 0);
}

TEST(RatingTable, RejectsWrongCellCount)
{
    const RatingTable table(2, 2, 3, {0, 1, 2});
    EXPECT_FALSE(table.isValid());
    EXPECT_FALSE(table.error().isEmpty());
}

TEST(RatingTable, FromCountsHasNoRaterIdentity)
{
    const RatingTable table = RatingTable::fromCounts(3, {{1, 2, 0}, {0, 0, 2}});
    ASSERT_TRUE(table.isValid());
    EXPECT_FALSE(table.hasRaterIdentity());
    EXPECT_EQ(table.items(), 2);
    EXPECT_EQ(table.raters(), 3); // the most ratings on one item
    EXPECT_DOUBLE_EQ(table.ratingsOf(1), 2.0);
    EXPECT_TRUE(table.cells().empty());
}

TEST(RatingTable, FromCountsRejectsRowOfWrongWidthOrNegativeCount)
{
    EXPECT_FALSE(RatingTable::fromCounts(3, {{1, 2, 0}, {0, 2}}).isValid());
    EXPECT_FALSE(RatingTable::fromCounts(2, {{1, -1}}).isValid());
}

TEST(RatingTable, NamesFallBackToNumbers)
{
    RatingTable table(1, 2, 2, {0, 1});
    table.setCategoryLabels({u"bug"_s});
    table.setRaterNames({u"ana"_s, QString()});
    EXPECT_EQ(table.categoryLabel(0), u"bug"_s);
    EXPECT_EQ(table.categoryLabel(1), u"2"_s);
    EXPECT_EQ(table.raterName(0), u"ana"_s);
    EXPECT_EQ(table.raterName(1), u"Rater 2"_s);
}
