// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/taxonomycodes.h"
#include "taxonomy/taxonomyloader.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(TaxonomyCodes, RomanNumeralsRoundTrip)
{
    for (int n = 1; n <= 60; ++n)
        EXPECT_EQ(TaxonomyCodes::fromRoman(TaxonomyCodes::toRoman(n)), n) << n;
    EXPECT_EQ(TaxonomyCodes::toRoman(4), u"iv"_s);
    EXPECT_EQ(TaxonomyCodes::toRoman(9), u"ix"_s);
    EXPECT_EQ(TaxonomyCodes::toRoman(14), u"xiv"_s);
    EXPECT_EQ(TaxonomyCodes::fromRoman(u"iiii"_s), 0) << "not the canonical spelling";
    EXPECT_EQ(TaxonomyCodes::fromRoman(u"3"_s), 0);
    EXPECT_EQ(TaxonomyCodes::fromRoman(u"IV"_s), 0) << "the taxonomy writes lower case";
}

TEST(TaxonomyCodes, NextChildCodeFollowsTheSiblings)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    const auto next = [&](const QString &code) {
        return TaxonomyCodes::nextChildCode(*taxonomy, taxonomy->indexOfCode(code));
    };
    EXPECT_EQ(next(u"C"_s), u"C.11"_s) << "C.10 is the last theme: numbers, not text order";
    EXPECT_EQ(next(u"A"_s), u"A.5"_s);
    EXPECT_EQ(next(u"C.3"_s), u"C.3.iv"_s);
    EXPECT_EQ(next(u"B.2"_s), u"B.2.viii"_s);
    EXPECT_EQ(next(u"C.1"_s), u"C.1.vii"_s);
    EXPECT_EQ(TaxonomyCodes::nextChildCode(*taxonomy, -1), u"D"_s);
}

TEST(TaxonomyCodes, AThemeWithoutSubThemesStartsAtOne)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    TaxonomyNode theme;
    theme.code = u"C.11"_s;
    theme.name = u"Serving"_s;
    theme.level = 1;
    theme.parent = taxonomy->indexOfCode(u"C"_s);
    const int added = taxonomy->addNode(theme);
    EXPECT_EQ(TaxonomyCodes::nextChildCode(*taxonomy, added), u"C.11.i"_s);
}

TEST(TaxonomyCodes, NextMinorVersion)
{
    EXPECT_EQ(TaxonomyCodes::nextMinorVersion(u"1.0.0"_s), u"1.1.0"_s);
    EXPECT_EQ(TaxonomyCodes::nextMinorVersion(u"1.9.3"_s), u"1.10.0"_s);
    EXPECT_EQ(TaxonomyCodes::nextMinorVersion(u"2.4"_s), u"2.5"_s);
    EXPECT_EQ(TaxonomyCodes::nextMinorVersion(u"draft"_s), u"draft.1"_s);
    EXPECT_EQ(TaxonomyCodes::nextMinorVersion(QString()), u"1.1.0"_s);
}
