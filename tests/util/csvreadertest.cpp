// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/csvreader.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

CsvTable parseOk(QByteArrayView data, CsvReader::Quotes quotes = CsvReader::Quotes::Strict)
{
    auto table = CsvReader::parse(data, u"test.csv"_s, quotes);
    EXPECT_TRUE(table.ok()) << (table.ok() ? std::string() : table.error().message().toStdString());
    return table.ok() ? *table : CsvTable {};
}

Error parseError(QByteArrayView data)
{
    auto table = CsvReader::parse(data, u"test.csv"_s);
    EXPECT_FALSE(table.ok());
    return table.ok() ? Error() : table.error();
}

} // namespace

TEST(CsvReader, ReadsPlainRecordsWithLineNumbers)
{
    const CsvTable table = parseOk("a,b,c\n1,2,3\n");
    ASSERT_EQ(table.rows.size(), 2);
    EXPECT_EQ(table.rows[1].fields, (QList<QString> {u"1"_s, u"2"_s, u"3"_s}));
    EXPECT_EQ(table.rows[1].line, 2);
    EXPECT_EQ(table.rows[1].columns, (QList<int> {1, 3, 5}));
    EXPECT_TRUE(table.endsWithNewline);
    EXPECT_FALSE(table.crlf);
}

TEST(CsvReader, QuotedFieldsKeepCommasQuotesAndNewlines)
{
    const CsvTable table
        = parseOk("h1,h2\n\"a, b\",\"say \"\"hi\"\"\"\n\"two\nlines\",x\nlast,row\n");
    ASSERT_EQ(table.rows.size(), 4);
    EXPECT_EQ(table.rows[1].fields, (QList<QString> {u"a, b"_s, u"say \"hi\""_s}));
    EXPECT_EQ(table.rows[2].fields, (QList<QString> {u"two\nlines"_s, u"x"_s}));
    EXPECT_EQ(table.rows[3].line, 5) << "a line break inside a field still counts as a line";
}

TEST(CsvReader, StripsBomAndReadsCrLf)
{
    const CsvTable table = parseOk("\xEF\xBB\xBFIssue_URL,Label1\r\nu,C.1\r\n");
    EXPECT_TRUE(table.hasBom);
    EXPECT_TRUE(table.crlf);
    ASSERT_EQ(table.rows.size(), 2);
    EXPECT_EQ(table.rows[0].fields.first(), u"Issue_URL"_s);
    EXPECT_EQ(table.rows[1].fields.last(), u"C.1"_s);
}

TEST(CsvReader, EmptyFieldsAndMissingFinalNewline)
{
    const CsvTable table = parseOk("a,,c\n,,");
    ASSERT_EQ(table.rows.size(), 2);
    EXPECT_EQ(table.rows[0].fields, (QList<QString> {u"a"_s, QString(), u"c"_s}));
    EXPECT_EQ(table.rows[1].fields.size(), 3);
    EXPECT_FALSE(table.endsWithNewline);
}

TEST(CsvReader, ReadsUtf8AndCountsColumnsInCharacters)
{
    const CsvTable table = parseOk("名前,x\n");
    EXPECT_EQ(table.rows[0].fields.first(), u"名前"_s);
    EXPECT_EQ(table.rows[0].columns[1], 4);
}

TEST(CsvReader, RejectsUnterminatedQuotedFieldAtItsStart)
{
    const Error error = parseError("a,b\n1,\"never closed\n2,3\n");
    EXPECT_EQ(error.where().line, 2);
    EXPECT_EQ(error.where().column, 3);
    EXPECT_TRUE(error.what().contains(u"unterminated"_s));
    EXPECT_EQ(error.message().left(13), u"test.csv:2:3:"_s);
}

TEST(CsvReader, RejectsStrayQuoteInStrictMode)
{
    const Error error = parseError("a,b\n\"x\"y,2\n");
    EXPECT_EQ(error.where().line, 2);
    EXPECT_EQ(error.where().column, 3);
    const Error inside = parseError("a,b\nx\"y,2\n");
    EXPECT_EQ(inside.where().column, 2);
}

TEST(CsvReader, LenientModeKeepsStrayQuotesAsText)
{
    const CsvTable table
        = parseOk("a,b\n\"only \"cuda\" here,x\",tail\"\n", CsvReader::Quotes::Lenient);
    ASSERT_EQ(table.rows.size(), 2);
    EXPECT_EQ(table.rows[1].fields, (QList<QString> {u"only \"cuda\" here,x"_s, u"tail\""_s}));
}

TEST(CsvReader, RejectsInvalidUtf8WithPosition)
{
    const Error error = parseError("a,b\nok,\xC3\x28\n");
    EXPECT_EQ(error.where().line, 2);
    EXPECT_EQ(error.where().column, 4);
    EXPECT_TRUE(error.what().contains(u"UTF-8"_s));
}

TEST(CsvReader, RejectsOverlongAndSurrogateEncodings)
{
    EXPECT_FALSE(CsvReader::parse("\xC0\xAF", u"t"_s).ok());
    EXPECT_FALSE(CsvReader::parse("\xED\xA0\x80", u"t"_s).ok());
    EXPECT_FALSE(CsvReader::parse("\xF4\x90\x80\x80", u"t"_s).ok());
    EXPECT_TRUE(CsvReader::parse("\xF0\x9F\x98\x80", u"t"_s).ok());
}

TEST(CsvReader, RejectsEmptyFile)
{
    EXPECT_TRUE(parseError("").what().contains(u"empty"_s));
    EXPECT_TRUE(parseError("\xEF\xBB\xBF").what().contains(u"empty"_s));
}
