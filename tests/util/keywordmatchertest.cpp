// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/keywordmatcher.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(KeywordMatcher, MatchesOnWordBoundariesIgnoringCase)
{
    const KeywordMatcher matcher({u"yi"_s, u"LLM"_s, u"few shot"_s});
    EXPECT_TRUE(matcher.find(u"we yield to the scheduler"_s).isEmpty())
        << "\"yi\" is not in \"yield\"";
    const auto matches = matcher.find(u"Yi-34B is an llm; Few Shot prompts"_s);
    ASSERT_EQ(matches.size(), 3);
    EXPECT_EQ(matches[0].keyword, u"yi"_s);
    EXPECT_EQ(matches[0].start, 0);
    EXPECT_EQ(matches[1].keyword, u"LLM"_s);
    EXPECT_EQ(matches[1].start, 13);
    EXPECT_EQ(matches[2].keyword, u"few shot"_s);
    EXPECT_TRUE(matcher.find(u"llms_config"_s).isEmpty());
    EXPECT_TRUE(matcher.find(u"my_llm"_s).isEmpty()) << "an underscore joins words in identifiers";
}

TEST(KeywordMatcher, PrefersTheLongestKeywordAndListsDistinctMatches)
{
    const KeywordMatcher matcher({u"t5"_s, u"t5-11b"_s, u"gpt"_s, u"GPT"_s});
    EXPECT_EQ(matcher.keywords(), (QStringList {u"t5"_s, u"t5-11b"_s, u"gpt"_s}));
    const auto matches = matcher.find(u"t5-11b vs t5 vs GPT and gpt"_s);
    ASSERT_EQ(matches.size(), 4);
    EXPECT_EQ(matches[0].keyword, u"t5-11b"_s);
    EXPECT_EQ(matches[0].length, 6);
    EXPECT_EQ(matcher.matchedKeywords(u"t5-11b vs GPT"_s), (QStringList {u"t5-11b"_s, u"gpt"_s}));
    EXPECT_TRUE(KeywordMatcher().find(u"anything"_s).isEmpty());
}
