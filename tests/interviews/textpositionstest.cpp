// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviews/textpositions.h"
#include "interviews/quotelocator.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

TEST(TextPositions, CountCodePointsNotUtf16Units)
{
    const QString text = u"loss 📉 jumped"_s; // the emoji is two UTF-16 units, one code point
    EXPECT_EQ(text.size(), 14);
    EXPECT_EQ(TextPositions::codePointLength(text), 13);
    EXPECT_EQ(TextPositions::toUtf16(text, 6), 7);
    EXPECT_EQ(TextPositions::toCodePoint(text, 7), 6);
    EXPECT_EQ(TextPositions::slice(text, 5, 6).toString(), u"📉"_s);
    EXPECT_EQ(TextPositions::slice(text, 7, 100).toString(), u"jumped"_s);
}

TEST(QuoteLocator, FindsExactQuotesFirst)
{
    const auto match = QuoteLocator::find(u"a b a b"_s, u"a b"_s);
    ASSERT_TRUE(match);
    EXPECT_TRUE(match->exact);
    EXPECT_EQ(match->start, 0);
    EXPECT_EQ(match->end, 3);
    EXPECT_EQ(match->occurrences, 2);
}

TEST(QuoteLocator, IgnoresTypographyAndLineBreaks)
{
    const QString transcript
        = u"He said: “Docs never said anything” — twice.\nThe  CUDA\nversion was wrong."_s;
    const auto match = QuoteLocator::find(
        transcript, u"\"docs never said anything\" - twice. The CUDA version"_s);
    ASSERT_TRUE(match);
    EXPECT_FALSE(match->exact);
    EXPECT_EQ(transcript.mid(match->start, match->end - match->start),
        u"“Docs never said anything” — twice.\nThe  CUDA\nversion"_s);
    EXPECT_FALSE(QuoteLocator::find(transcript, u"never said nothing"_s));
    EXPECT_FALSE(QuoteLocator::find(transcript, u"   "_s));
}
