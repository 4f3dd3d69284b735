// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/csvreader.h"
#include "testpaths.h"
#include "util/csvwriter.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(CsvWriter, QuotesOnlyWhatNeedsQuoting)
{
    CsvWriter writer;
    writer.addRecord({u"plain"_s, u"with,comma"_s, u"say \"hi\""_s, u"two\nlines"_s, QString()});
    EXPECT_EQ(writer.data(), QByteArray("plain,\"with,comma\",\"say \"\"hi\"\"\",\"two\nlines\",\n"));
}

TEST(CsvWriter, RoundTripsThroughTheReader)
{
    const QList<QList<QString>> records{{u"a"_s, u"b, c"_s}, {u"\"q\""_s, u"多语言、文本"_s}, {u""_s, u"x\r\ny"_s}};
    CsvWriter writer(true);
    writer.setBom();
    for (const auto &record : records)
        writer.addRecord(record);
    auto table = CsvReader::parse(writer.data(), u"t"_s);
    ASSERT_TRUE(table.ok());
    EXPECT_TRUE(table->hasBom);
    EXPECT_TRUE(table->crlf);
    ASSERT_EQ(table->rows.size(), records.size());
    for (qsizetype i = 0; i < records.size(); ++i)
        EXPECT_EQ(table->rows[i].fields, records[i]);
}
