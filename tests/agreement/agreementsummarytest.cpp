// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/agreementsummary.h"
#include "agreement/brennanprediger.h"
#include "agreement/cohenkappa.h"
#include "agreement/missingratingspolicy.h"

#include "agreementvectors.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(AgreementSummary, ReportsEveryCoefficientOfKrippendorffsExample)
{
    const AgreementSummary s = AgreementSummary::compute(vectors::raw4Raters());
    ASSERT_TRUE(s.fleiss.kappa.isDefined());
    EXPECT_NEAR(*s.fleiss.kappa.value, 0.76117, 5e-6);
    EXPECT_NEAR(*s.gwetAc1.value.value, 0.77544, 5e-6);
    EXPECT_NEAR(*s.brennanPrediger.value.value, 0.77273, 5e-6);
    EXPECT_NEAR(*s.percentAgreement.value.value, 0.8181818, 1e-7);
    EXPECT_NEAR(*s.krippendorffAlpha.value, 0.74342, 5e-6);
    EXPECT_NEAR(*s.congerKappa.value, 0.76282, 5e-6);
    ASSERT_EQ(s.pairwiseCohen.raters(), 4);
    EXPECT_DOUBLE_EQ(*s.pairwiseCohen.at(1, 2).kappa.value,
        *CohenKappa::compute(vectors::raw4Raters(), 1, 2).kappa.value);
    EXPECT_EQ(s.raterMajority.size(), 4u);
    EXPECT_EQ(s.missingRatingsPolicy, missingRatingsPolicy());
}

TEST(AgreementSummary, MeasuresTheTableAloneWithTheSameValuesAndNoDetails)
{
    const AgreementSummary all = AgreementSummary::compute(vectors::raw4Raters());
    const AgreementSummary table
        = AgreementSummary::compute(vectors::raw4Raters(), AgreementSummary::Measures::Table);
    EXPECT_TRUE(all.hasDetails());
    EXPECT_FALSE(table.hasDetails());
    // The table's coefficients are the same numbers, whichever was asked.
    EXPECT_EQ(*table.fleiss.kappa.value, *all.fleiss.kappa.value);
    EXPECT_EQ(*table.fleiss.ciLow.value, *all.fleiss.ciLow.value);
    EXPECT_EQ(*table.fleiss.z.value, *all.fleiss.z.value);
    EXPECT_EQ(table.fleiss.categoryKappas.size(), all.fleiss.categoryKappas.size());
    EXPECT_EQ(*table.gwetAc1.value.value, *all.gwetAc1.value.value);
    EXPECT_EQ(*table.brennanPrediger.value.value, *all.brennanPrediger.value.value);
    EXPECT_EQ(*table.percentAgreement.value.value, *all.percentAgreement.value.value);
    EXPECT_EQ(*table.krippendorffAlpha.value, *all.krippendorffAlpha.value);
    EXPECT_EQ(table.missingRatingsPolicy, all.missingRatingsPolicy);
    // The details are not measured.
    EXPECT_FALSE(table.congerKappa.isDefined());
    EXPECT_EQ(table.pairwiseCohen.raters(), 0);
    EXPECT_TRUE(table.raterMajority.empty());
}

TEST(MissingRatingsPolicy, IsOneLineNamingTheConvention)
{
    const QString policy = missingRatingsPolicy();
    EXPECT_FALSE(policy.contains(u'\n'));
    EXPECT_TRUE(policy.contains(u"irrCAC"_s));
    EXPECT_TRUE(policy.contains(u"statsmodels"_s));
}

TEST(AgreementValue, FormatsTheReasonWhenUndefined)
{
    EXPECT_EQ(AgreementValue::of(0.43024).format(3), u"0.430"_s);
    EXPECT_EQ(AgreementValue::undefined(u"undefined: only one rater"_s).format(),
        u"undefined: only one rater"_s);
}
