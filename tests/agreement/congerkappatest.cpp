// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/congerkappa.h"
#include "agreement/cohenkappa.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(CongerKappa, MatchesIrrCacRawRatingsWithGaps)
{
    const AgreementValue k = CongerKappa::compute(vectors::raw4Raters());
    ASSERT_TRUE(k.isDefined()) << k.undefinedReason.toStdString();
    EXPECT_NEAR(*k.value, 0.76282, 5e-6);
}

TEST(CongerKappa, EqualsCohenForTwoRaters)
{
    const AgreementValue k
        = CongerKappa::compute(vectors::rawFromConfusion(vectors::abstractorsTable));
    ASSERT_TRUE(k.isDefined());
    EXPECT_NEAR(*k.value, 0.7964094, 1e-7);
}

TEST(CongerKappa, NeedsRaterIdentity)
{
    const AgreementValue k = CongerKappa::compute(vectors::distrib6Raters());
    ASSERT_FALSE(k.isDefined());
    EXPECT_TRUE(k.undefinedReason.contains(u"rater identity"_s));
}

TEST(CongerKappa, AllRatingsInOneCategoryIsUndefined)
{
    const AgreementValue k = CongerKappa::compute(vectors::rawOneBased(2, {{1, 1, 1}, {1, 1, 1}}));
    ASSERT_FALSE(k.isDefined());
    EXPECT_EQ(k.undefinedReason, u"undefined: all ratings in one category"_s);
}
