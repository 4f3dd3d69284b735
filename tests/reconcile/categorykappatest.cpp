// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/fleisskappa.h"
#include "reconcile/categorykappa.h"

#include <gtest/gtest.h>

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
    EXPECT_FALSE(fleiss.categoryKappas[0].isDefined()) << "Fleiss' κⱼ needs a constant number of ratings";
    const std::vector<AgreementValue> kappas = CategoryKappa::compute(table);
    for (const AgreementValue &kappa : kappas)
        EXPECT_TRUE(kappa.isDefined());
    EXPECT_GT(*kappas[0].value, *kappas[2].value) << "category 0 is the one the raters agree on most";
}

TEST(CategoryKappa, AnUnusedCategoryIsUndefined)
{
    const RatingTable table(3, 2, 3, {0, 0, 1, 1, 0, 1});
    const std::vector<AgreementValue> kappas = CategoryKappa::compute(table);
    ASSERT_EQ(kappas.size(), 3u);
    EXPECT_FALSE(kappas[2].isDefined());
    EXPECT_FALSE(kappas[2].undefinedReason.isEmpty());
}
