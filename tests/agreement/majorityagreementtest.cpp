// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/majorityagreement.h"
#include "agreement/majorityvote.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;
using vectors::NA;

TEST(MajorityAgreement, ComparesEachRaterWithThePluralityOfTheOthers)
{
    const RatingTable table(5, 4, 3,
        {0, 0, 0, 1, // rater 4 alone against 0
            0, 1, 2, NA, // the others always tie: skipped
            1, 1, NA, NA, // one other rater is enough
            2, NA, NA, NA, // nobody else rated: skipped
            0, 1, 1, 2}); // for raters 2 and 3 the others tie
    const std::vector<MajorityAgreement::Rater> raters = MajorityAgreement::compute(table);
    ASSERT_EQ(raters.size(), 4u);
    const int counted[] = {3, 2, 1, 2};
    const int agreeing[] = {2, 2, 1, 0};
    const int skipped[] = {2, 2, 2, 0};
    for (int r = 0; r < 4; ++r) {
        EXPECT_EQ(raters[r].rater, r);
        EXPECT_EQ(raters[r].itemsCounted, counted[r]) << r;
        EXPECT_EQ(raters[r].itemsAgreeing, agreeing[r]) << r;
        EXPECT_EQ(raters[r].itemsSkipped, skipped[r]) << r;
        ASSERT_TRUE(raters[r].share.isDefined()) << r;
        EXPECT_DOUBLE_EQ(*raters[r].share.value, double(agreeing[r]) / counted[r]) << r;
    }
}

TEST(MajorityAgreement, RaterWithoutComparableItemsIsUndefined)
{
    const RatingTable table(2, 2, 2, {0, NA, NA, 1});
    const std::vector<MajorityAgreement::Rater> raters = MajorityAgreement::compute(table);
    ASSERT_EQ(raters.size(), 2u);
    EXPECT_FALSE(raters[0].share.isDefined());
    EXPECT_FALSE(raters[0].share.undefinedReason.isEmpty());
    EXPECT_EQ(raters[0].itemsSkipped, 1);
}

TEST(MajorityAgreement, NeedsRaterIdentity)
{
    const std::vector<MajorityAgreement::Rater> raters
        = MajorityAgreement::compute(vectors::wikipedia());
    ASSERT_EQ(raters.size(), 14u);
    for (const auto &entry : raters)
        EXPECT_TRUE(entry.share.undefinedReason.contains(u"rater identity"_s));
}

TEST(MajorityAgreement, AgreesWithMajorityVoteOnTheOtherRaters)
{
    // The fast count-based path must mean what MajorityVote means by "majority".
    const RatingTable table = vectors::randomTable(400, 5, 3, 0.3, 23);
    std::vector<int> counted(5, 0), agreeing(5, 0), skipped(5, 0);
    for (int i = 0; i < table.items(); ++i) {
        for (int r = 0; r < 5; ++r) {
            if (table.at(i, r) == NA)
                continue;
            std::vector<int> others(table.row(i).begin(), table.row(i).end());
            others[r] = NA;
            const MajorityVote vote(others);
            if (!vote.winner()) {
                ++skipped[r];
                continue;
            }
            ++counted[r];
            agreeing[r] += *vote.winner() == table.at(i, r) ? 1 : 0;
        }
    }
    const std::vector<MajorityAgreement::Rater> raters = MajorityAgreement::compute(table);
    for (int r = 0; r < 5; ++r) {
        EXPECT_EQ(raters[r].itemsCounted, counted[r]) << r;
        EXPECT_EQ(raters[r].itemsAgreeing, agreeing[r]) << r;
        EXPECT_EQ(raters[r].itemsSkipped, skipped[r]) << r;
        EXPECT_GT(skipped[r], 0) << "the random table should exercise ties";
    }
}
