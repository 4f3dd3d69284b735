// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "study/keywordlistparser.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(KeywordListParser, ReadsListsWithBothQuoteStylesAndRepeats)
{
    const QByteArray text
        = "pytorch_keywords = [\n  'llm', \"LLM\", 'llm',  # repeat\n  'few shot'\n]\n\n"
          "tensorflow_keywords = ['tpu',]\n";
    auto lists = KeywordListParser::parse(text, u"filter_keywords"_s);
    ASSERT_TRUE(lists.ok()) << lists.error().message().toStdString();
    ASSERT_EQ(lists->size(), 2);
    EXPECT_EQ(lists->at(0).name, u"pytorch"_s);
    EXPECT_EQ(lists->at(0).keywords, (QStringList {u"llm"_s, u"LLM"_s, u"few shot"_s}));
    EXPECT_EQ(lists->at(0).listed, 4);
    EXPECT_EQ(lists->at(1).line, 6);
    EXPECT_EQ(lists->at(1).keywords, QStringList {u"tpu"_s});
}

TEST(KeywordListParser, ReportsLineAndColumnOfSyntaxErrors)
{
    auto unclosed = KeywordListParser::parse("a_keywords = ['x', 'y'\n", u"kw"_s);
    ASSERT_FALSE(unclosed.ok());
    EXPECT_EQ(unclosed.error().where().line, 2);
    auto unterminated = KeywordListParser::parse("a_keywords = [\n  'x, 'y']\n", u"kw"_s);
    ASSERT_FALSE(unterminated.ok());
    EXPECT_EQ(unterminated.error().where().line, 2);
    auto badName = KeywordListParser::parse("words = []", u"kw"_s);
    ASSERT_FALSE(badName.ok());
    EXPECT_TRUE(badName.error().what().contains(u"_keywords"_s));
}
