// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/majorityvote.h"

#include <gtest/gtest.h>

#include <vector>

using taxonomist::core::MajorityVote;

TEST(MajorityVote, UnanimousIgnoresMissingRatings)
{
    const std::vector<int> ratings = {2, -1, 2, 2};
    const MajorityVote vote(ratings);
    EXPECT_EQ(vote.winner(), 2);
    EXPECT_TRUE(vote.isUnanimous());
    EXPECT_FALSE(vote.isTie());
    EXPECT_EQ(vote.ratings(), 3);
    EXPECT_DOUBLE_EQ(vote.topShare().value(), 1.0);
    EXPECT_TRUE(vote.reaches(1.0));
}

TEST(MajorityVote, TieHasNoWinner)
{
    const std::vector<int> ratings = {1, 0, 2, 1, 0};
    const MajorityVote vote(ratings);
    EXPECT_FALSE(vote.winner().has_value());
    EXPECT_TRUE(vote.isTie());
    EXPECT_FALSE(vote.isUnanimous());
    EXPECT_DOUBLE_EQ(vote.topShare().value(), 0.4);
    EXPECT_FALSE(vote.reaches(0.3));
    ASSERT_EQ(vote.votes().size(), 3u);
    EXPECT_EQ(vote.votes()[0].category, 0);
    EXPECT_EQ(vote.votes()[0].count, 2);
    EXPECT_EQ(vote.votes()[1].category, 1);
    EXPECT_EQ(vote.votes()[1].count, 2);
    EXPECT_EQ(vote.votes()[2].category, 2);
    EXPECT_EQ(vote.votes()[2].count, 1);
}

TEST(MajorityVote, PluralityWinsWithoutMajority)
{
    const std::vector<int> ratings = {3, 1, 3, 2, 3, 1};
    const MajorityVote vote(ratings);
    EXPECT_EQ(vote.winner(), 3);
    EXPECT_FALSE(vote.isTie());
    EXPECT_FALSE(vote.isUnanimous());
    ASSERT_EQ(vote.votes().size(), 3u);
    EXPECT_EQ(vote.votes()[0].category, 3);
    EXPECT_EQ(vote.votes()[0].count, 3);
    EXPECT_EQ(vote.votes()[1].category, 1);
    EXPECT_EQ(vote.votes()[1].count, 2);
    EXPECT_EQ(vote.votes()[2].category, 2);
    EXPECT_DOUBLE_EQ(vote.topShare().value(), 0.5);
    EXPECT_TRUE(vote.reaches(0.5));
    EXPECT_FALSE(vote.reaches(0.6));
}

TEST(MajorityVote, AllMissingHasNoWinnerAndNoShare)
{
    const std::vector<int> ratings = {-1, -1, -1};
    const MajorityVote vote(ratings);
    EXPECT_FALSE(vote.winner().has_value());
    EXPECT_EQ(vote.ratings(), 0);
    EXPECT_FALSE(vote.isUnanimous());
    EXPECT_FALSE(vote.isTie());
    EXPECT_FALSE(vote.topShare().has_value());
    EXPECT_FALSE(vote.reaches(0.0));
    EXPECT_TRUE(vote.votes().empty());
}

TEST(MajorityVote, SingleRatingIsUnanimous)
{
    const std::vector<int> ratings = {-1, 4};
    const MajorityVote vote(ratings);
    EXPECT_EQ(vote.winner(), 4);
    EXPECT_TRUE(vote.isUnanimous());
    EXPECT_DOUBLE_EQ(vote.topShare().value(), 1.0);
}
