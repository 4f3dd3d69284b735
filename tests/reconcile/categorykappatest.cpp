// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/categorykappa.h"
#include "agreement/fleisskappa.h"

#include <gtest/gtest.h>

#include <QRandomGenerator>

using namespace taxonomist::core;

namespace {

constexpr int M = RatingTable::Missing;

} // namespace

TEST(CategoryKappa, EqualsFleissKappaJWhenEveryItemHasAllRatings)
{
    // Five items, three raters, three categories.
    const RatingTable table(5, 3, 3, {0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 1, 0, 2, 2});
    const FleissResult fleiss = FleissKappa::compute(table);
    const std::vector<AgreementValue> kappas = CategoryKappa::compute(table);
    ASSERT_EQ(kappas.size(), 3u);
    for (size_t j = 0; j < 3; ++j) {
        ASSERT_TRUE(fleiss.categoryKappas[j].isDefined()) << j;
        ASSERT_TRUE(kappas[j].isDefined()) << j;
        EXPECT_NEAR(*kappas[j].value, *fleiss.categoryKappas[j].value, 1e-12) << j;
    }
}

TEST(CategoryKappa, StaysDefinedWhenSomeRatingsAreMissing)
{
    const RatingTable table(5, 3, 3, {0, 0, M, 0, 0, 1, 1, 1, M, 2, 2, 1, 0, 2, 2});
    const FleissResult fleiss = FleissKappa::compute(table);
    EXPECT_FALSE(fleiss.categoryKappas[0].isDefined())
        << "Fleiss' κⱼ needs a constant number of ratings";
    const std::vector<AgreementValue> kappas = CategoryKappa::compute(table);
    for (const AgreementValue &kappa : kappas)
        EXPECT_TRUE(kappa.isDefined());
    EXPECT_GT(*kappas[0].value, *kappas[2].value)
        << "category 0 is the one the raters agree on most";
}

TEST(CategoryKappa, AnUnusedCategoryIsUndefined)
{
    const RatingTable table(3, 2, 3, {0, 0, 1, 1, 0, 1});
    const std::vector<AgreementValue> kappas = CategoryKappa::compute(table);
    ASSERT_EQ(kappas.size(), 3u);
    EXPECT_FALSE(kappas[2].isDefined());
    EXPECT_FALSE(kappas[2].undefinedReason.isEmpty());
}

// CategoryKappa sums the recoded tables from the table's own counts instead of building them:
// its κ must still be Fleiss' κ of the recoded table to the last bit, and its reasons Fleiss'
// own, whatever the table (missing ratings, one item, one rater, a category nobody used).
TEST(CategoryKappa, IsFleissKappaOfEachRecodedTableExactly)
{
    QRandomGenerator random(15); // seeded: a failure can be replayed
    for (int round = 0; round < 300; ++round) {
        const int items = 1 + int(random.bounded(40));
        const int raters = 1 + int(random.bounded(7));
        const int categories = 1 + int(random.bounded(6));
        const int missingPercent = int(random.bounded(4)) * 15;
        std::vector<int> cells(std::size_t(items) * std::size_t(raters));
        for (int &cell : cells)
            cell = int(random.bounded(100)) < missingPercent ? M : int(random.bounded(categories));
        const RatingTable table(items, raters, categories, cells);
        ASSERT_TRUE(table.isValid());
        const std::vector<AgreementValue> kappas = CategoryKappa::compute(table);
        ASSERT_EQ(kappas.size(), std::size_t(categories));
        for (int category = 0; category < categories; ++category) {
            std::vector<int> recoded = cells;
            for (int &cell : recoded) {
                if (cell != M)
                    cell = cell == category ? 0 : 1;
            }
            const AgreementValue expected
                = FleissKappa::compute(RatingTable(items, raters, 2, recoded)).kappa;
            SCOPED_TRACE(
                "round " + std::to_string(round) + ", category " + std::to_string(category));
            ASSERT_EQ(kappas[category].isDefined(), expected.isDefined());
            if (expected.isDefined())
                EXPECT_EQ(
                    *kappas[category].value, *expected.value); // the same sums in the same order
            else
                EXPECT_EQ(kappas[category].undefinedReason, expected.undefinedReason);
        }
    }
}

// A report's groups partition its issues: κ over their tables taken together is κ of the one
// table of all their items, and an undefined category says Fleiss' reason over all of them.
TEST(CategoryKappa, OverSeveralTablesEqualsTheTableOfAllTheirItems)
{
    const RatingTable whole(6, 3, 4, {0, 0, M, 0, 0, 1, 1, 1, M, 2, 2, 1, 0, 2, 2, 1, 1, 1});
    const RatingTable first(2, 3, 4, {0, 0, M, 0, 0, 1});
    const RatingTable second(4, 3, 4, {1, 1, M, 2, 2, 1, 0, 2, 2, 1, 1, 1});
    const RatingTable *parts[] = {&first, &second};
    const std::vector<AgreementValue> together = CategoryKappa::compute(parts);
    const std::vector<AgreementValue> expected = CategoryKappa::compute(whole);
    ASSERT_EQ(together.size(), 4u);
    for (size_t j = 0; j < 4; ++j) {
        ASSERT_EQ(together[j].isDefined(), expected[j].isDefined()) << j;
        if (expected[j].isDefined())
            EXPECT_DOUBLE_EQ(*together[j].value, *expected[j].value) << j;
        else
            EXPECT_EQ(together[j].undefinedReason, expected[j].undefinedReason) << j;
    }
    EXPECT_FALSE(together[3].isDefined()) << "nobody used category 3";

    const RatingTable otherRaters(1, 2, 4, {0, 0});
    const RatingTable *mismatched[] = {&first, &otherRaters};
    EXPECT_TRUE(CategoryKappa::compute(mismatched).empty()) << "tables of other raters";
}
