// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the fuzz tests found, each pinned by the smallest input that shows it.
#include "study/keywordlistparser.h"
#include "testpaths.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(CsvReaderFinding, RecordEndsDecideCrLfNotALineBreakInsideACell)
{
    // A CR LF file whose first cell holds a bare LF was taken for an LF file.
    auto table = CsvReader::parse("\"a\nb\",c\r\nd,e\r\n", u"t.csv"_s);
    ASSERT_TRUE(table.ok()) << table.error().message().toStdString();
    EXPECT_TRUE(table->crlf);
    auto lf = CsvReader::parse("\"a\r\nb\",c\nd,e\n", u"t.csv"_s);
    ASSERT_TRUE(lf.ok());
    EXPECT_FALSE(lf->crlf);
}

TEST(CsvReaderFinding, KeepsAByteOrderMarkThatStartsACell)
{
    // QString::fromUtf8 drops a leading U+FEFF, so such a cell lost its first character.
    auto table = CsvReader::parse("a,\xEF\xBB\xBFx\n", u"t.csv"_s);
    ASSERT_TRUE(table.ok());
    EXPECT_EQ(table->rows[0].fields[1], u"\uFEFFx"_s);
    auto marked = CsvReader::parse("\xEF\xBB\xBF\xEF\xBB\xBF,b\n", u"t.csv"_s);
    ASSERT_TRUE(marked.ok());
    EXPECT_TRUE(marked->hasBom);
    EXPECT_EQ(marked->rows[0].fields[0], u"\uFEFF"_s)
        << "the file's mark is dropped, the cell's kept";
}

TEST(CsvWriterFinding, QuotesALoneEmptyFieldSoTheRecordIsNotABlankLine)
{
    CsvWriter writer;
    writer.addRecord({u"a"_s});
    writer.addRecord({QString()});
    writer.addRecord({QString(), QString()});
    EXPECT_EQ(writer.data(), QByteArray("a\n\"\"\n,\n")) << "as Python's csv module writes it";
    auto table = CsvReader::parse(writer.data(), u"t.csv"_s);
    ASSERT_TRUE(table.ok());
    EXPECT_EQ(table->rows.size(), 3);
}

TEST(CsvWriterFinding, QuotesAFirstCellThatWouldReadAsAByteOrderMark)
{
    CsvWriter writer;
    writer.addRecord({u"\uFEFFx"_s, u"\uFEFFy"_s});
    EXPECT_EQ(writer.data(), QByteArray("\"\xEF\xBB\xBFx\",\xEF\xBB\xBFy\n"));
    auto table = CsvReader::parse(writer.data(), u"t.csv"_s);
    ASSERT_TRUE(table.ok());
    EXPECT_FALSE(table->hasBom);
    EXPECT_EQ(table->rows[0].fields, (QList<QString> {u"\uFEFFx"_s, u"\uFEFFy"_s}));
}

TEST(KeywordListParserFinding, ColumnsCountCodePointsLikeCsvErrors)
{
    // An emoji is two UTF-16 units; the column pointed one past the end of the line.
    auto result = KeywordListParser::parse("a_keywords = ['\xF0\x9F\x98\x80' x", u"kw"_s);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().where().line, 1);
    EXPECT_EQ(result.error().where().column, 19) << "the x";
}

TEST(KeywordListParserFinding, RefusesAnEmptyKeywordWithItsPosition)
{
    // '' in a Python filter matches every issue; here it was kept as a keyword that matches none.
    auto result = KeywordListParser::parse("a_keywords = [\n  'x', ''\n]\n", u"kw"_s);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().where().line, 2);
    EXPECT_EQ(result.error().where().column, 8);
    EXPECT_TRUE(result.error().what().contains(u"empty keyword"_s));
}

TEST(KeywordListParserFinding, RefusesAListWithoutAFrameworkName)
{
    auto result = KeywordListParser::parse("_keywords = ['x']\n", u"kw"_s);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().where().line, 1);
    EXPECT_TRUE(result.error().what().contains(u"framework name"_s));
}
