// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/cohenkappa.h"
#include "agreement/confusionmatrix.h"
#include "agreement/pairwisekappa.h"

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

} // namespace

TEST(CohenKappa, MatchesSasExample)
{
    const CohenResult r = CohenKappa::fromConfusion(vectors::asConfusion(vectors::sasTable));
    EXPECT_NEAR(valueOf(r.kappa), 0.4842, 5e-5);
    EXPECT_NEAR(valueOf(r.standardError), 0.1380, 5e-5);
    EXPECT_NEAR(valueOf(r.ciLow), 0.2137, 5e-5);
    EXPECT_NEAR(valueOf(r.ciHigh), 0.7547, 5e-5);
    EXPECT_NEAR(valueOf(r.standardErrorH0), 0.1484, 5e-5);
    EXPECT_NEAR(valueOf(r.z), 3.2626, 5e-5);
    EXPECT_NEAR(valueOf(r.pValue), 0.0011, 5e-5);
    EXPECT_EQ(r.itemsUsed, 19);
}

TEST(CohenKappa, LinearWeightedMatchesSasExample)
{
    const CohenResult r = CohenKappa::fromConfusion(
        vectors::asConfusion(vectors::sasTable), CohenKappa::linearWeights(3));
    EXPECT_NEAR(valueOf(r.kappa), 0.4701, 5e-5);
    EXPECT_NEAR(valueOf(r.standardError), 0.1457, 5e-5);
    EXPECT_NEAR(valueOf(r.ciLow), 0.1845, 5e-5);
    EXPECT_NEAR(valueOf(r.ciHigh), 0.7558, 5e-5);
    EXPECT_NEAR(valueOf(r.standardErrorH0), 0.1426, 5e-5);
    EXPECT_NEAR(valueOf(r.z), 3.2971, 5e-5);
}

TEST(CohenKappa, MatchesIrrCacAbstractors)
{
    const CohenResult r
        = CohenKappa::fromConfusion(vectors::asConfusion(vectors::abstractorsTable));
    EXPECT_NEAR(valueOf(r.kappa), 0.7964094, 1e-7);
    EXPECT_NEAR(valueOf(r.standardError), 0.05891072, 1e-8);
    EXPECT_NEAR(valueOf(r.observedAgreement), 0.89, 1e-12);
}

TEST(CohenKappa, FallsUnderSkewedPrevalenceAtEqualAgreement)
{
    const CohenResult balanced
        = CohenKappa::fromConfusion(vectors::asConfusion({{40, 9}, {6, 45}}));
    const CohenResult skewed = CohenKappa::fromConfusion(vectors::asConfusion({{80, 10}, {5, 5}}));
    EXPECT_NEAR(valueOf(balanced.observedAgreement), 0.85, 1e-12);
    EXPECT_NEAR(valueOf(skewed.observedAgreement), 0.85, 1e-12);
    EXPECT_NEAR(valueOf(balanced.kappa), 0.6995, 5e-5);
    EXPECT_NEAR(valueOf(skewed.kappa), 0.3182, 5e-5);
}

TEST(CohenKappa, RawRatingsGiveTheSameResultAsTheirConfusionTable)
{
    const RatingTable table = vectors::rawFromConfusion(vectors::sasTable);
    const CohenResult raw = CohenKappa::compute(table, 0, 1);
    const CohenResult fromTable
        = CohenKappa::fromConfusion(vectors::asConfusion(vectors::sasTable));
    EXPECT_DOUBLE_EQ(valueOf(raw.kappa), valueOf(fromTable.kappa));
    EXPECT_DOUBLE_EQ(valueOf(raw.standardError), valueOf(fromTable.standardError));
    // Swapping the raters transposes the table; κ and both SEs stay.
    const CohenResult swapped = CohenKappa::compute(table, 1, 0);
    EXPECT_NEAR(valueOf(swapped.kappa), valueOf(raw.kappa), 1e-15);
    EXPECT_NEAR(valueOf(swapped.standardError), valueOf(raw.standardError), 1e-15);
    EXPECT_NEAR(valueOf(swapped.standardErrorH0), valueOf(raw.standardErrorH0), 1e-15);
}

TEST(CohenKappa, UsesOnlyItemsBothRatersRated)
{
    RatingTable complete = vectors::rawFromConfusion(vectors::sasTable);
    std::vector<int> cells = complete.cells();
    // Three more items, each missing one of the two ratings.
    cells.insert(cells.end(), {0, vectors::NA, vectors::NA, 2, vectors::NA, vectors::NA});
    const RatingTable gappy(complete.items() + 3, 2, 3, cells);
    const CohenResult r = CohenKappa::compute(gappy, 0, 1);
    EXPECT_EQ(r.itemsUsed, 19);
    EXPECT_NEAR(valueOf(r.kappa), 0.4842, 5e-5);
}

TEST(CohenKappa, ChanceAgreementOfOneIsUndefined)
{
    const CohenResult r = CohenKappa::fromConfusion(vectors::asConfusion({{6, 0}, {0, 0}}));
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_TRUE(r.kappa.undefinedReason.contains(u"pₑ = 1"_s));
    EXPECT_FALSE(r.standardError.isDefined());
    EXPECT_DOUBLE_EQ(valueOf(r.observedAgreement), 1.0);
}

TEST(CohenKappa, PerfectAgreementHasZeroStandardError)
{
    const CohenResult r = CohenKappa::fromConfusion(vectors::asConfusion({{5, 0}, {0, 7}}));
    EXPECT_DOUBLE_EQ(valueOf(r.kappa), 1.0);
    EXPECT_NEAR(valueOf(r.standardError), 0.0, 1e-12);
}

TEST(CohenKappa, FewerThanTwoCommonItemsIsUndefined)
{
    const RatingTable table = vectors::rawOneBased(3, {{1, 1}, {2, vectors::NA}, {vectors::NA, 3}});
    const CohenResult r = CohenKappa::compute(table, 0, 1);
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_TRUE(r.kappa.undefinedReason.contains(u"fewer than two items"_s));
    EXPECT_EQ(r.itemsUsed, 1);
}

TEST(CohenKappa, NeedsRaterIdentity)
{
    const CohenResult r = CohenKappa::compute(vectors::wikipedia(), 0, 1);
    ASSERT_FALSE(r.kappa.isDefined());
    EXPECT_TRUE(r.kappa.undefinedReason.contains(u"rater identity"_s));
}

TEST(CohenKappa, SameRaterOrUnknownRaterIsUndefined)
{
    const RatingTable table = vectors::diagnoses();
    EXPECT_TRUE(CohenKappa::compute(table, 2, 2).kappa.undefinedReason.contains(u"itself"_s));
    EXPECT_FALSE(CohenKappa::compute(table, 0, 6).kappa.isDefined());
}

TEST(ConfusionMatrix, CountsItemsBothRatersRated)
{
    const ConfusionMatrix m = ConfusionMatrix::between(vectors::raw4Raters(), 0, 2);
    // Raters 1 and 3 of cac.raw4raters share items 2–9.
    EXPECT_DOUBLE_EQ(m.total(), 8.0);
    EXPECT_DOUBLE_EQ(m.count(1, 2), 1.0); // item 2: 2 vs 3
    EXPECT_DOUBLE_EQ(m.count(0, 2), 1.0); // item 6: 1 vs 3
    EXPECT_DOUBLE_EQ(m.count(0, 1), 1.0); // item 8: 1 vs 2
    EXPECT_DOUBLE_EQ(m.count(2, 2), 2.0);
    EXPECT_DOUBLE_EQ(m.rowTotal(1), 3.0);
    EXPECT_DOUBLE_EQ(m.columnTotal(2), 4.0);
    EXPECT_EQ(ConfusionMatrix::between(vectors::wikipedia(), 0, 1).categories(), 0);
}

TEST(PairwiseKappa, IsSymmetricAndMatchesEachPair)
{
    const RatingTable table = vectors::randomTable(300, 5, 4, 0.2, 7);
    const PairwiseKappa matrix = PairwiseKappa::compute(table);
    ASSERT_EQ(matrix.raters(), 5);
    for (int a = 0; a < 5; ++a) {
        EXPECT_FALSE(matrix.at(a, a).kappa.isDefined());
        for (int b = 0; b < 5; ++b) {
            if (a == b)
                continue;
            const double expected = valueOf(CohenKappa::compute(table, a, b).kappa);
            EXPECT_NEAR(valueOf(matrix.at(a, b).kappa), expected, 1e-15);
            EXPECT_NEAR(valueOf(matrix.at(b, a).kappa), expected, 1e-15);
        }
    }
}
