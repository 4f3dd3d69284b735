// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/csvwriter.h"
#include "testpaths.h"
#include "util/csvreader.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(CsvWriter, QuotesOnlyWhatNeedsQuoting)
{
    CsvWriter writer;
    writer.addRecord({u"plain"_s, u"with,comma"_s, u"say \"hi\""_s, u"two\nlines"_s, QString()});
    EXPECT_EQ(
        writer.data(), QByteArray("plain,\"with,comma\",\"say \"\"hi\"\"\",\"two\nlines\",\n"));
}

TEST(CsvWriter, RoundTripsThroughTheReader)
{
    const QList<QList<QString>> records {
        {u"a"_s, u"b, c"_s}, {u"\"q\""_s, u"多语言、文本"_s}, {u""_s, u"x\r\ny"_s}};
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

// Cells encoded once and added to many records come out as addField() would write them.
TEST(CsvWriter, EncodedFieldsAreWrittenAsTheFieldsThemselves)
{
    const QList<QByteArray> fields {"plain", "with,comma", "", "say \"hi\"", "two\nlines"};
    QByteArray encoded;
    for (const QByteArray &field : fields) {
        if (&field != &fields.first())
            encoded.append(',');
        CsvWriter::appendEncoded(encoded, field);
    }
    CsvWriter expected;
    CsvWriter writer;
    for (int record = 0; record < 2; ++record) {
        expected.addField(QByteArrayView("x"));
        for (const QByteArray &field : fields)
            expected.addField(QByteArrayView(field));
        expected.endRecord();
        writer.addField(QByteArrayView("x"));
        writer.addEncodedFields(encoded, int(fields.size()));
        writer.endRecord();
    }
    EXPECT_EQ(writer.data(), expected.data());
}

TEST(CsvWriter, EncodedFieldsKeepTheRulesOfAFilesFirstFieldAndOfABlankRecord)
{
    // A lone empty field is quoted (a blank line would be skipped), as with addField().
    CsvWriter blank;
    blank.addEncodedFields("", 1);
    blank.endRecord();
    blank.addEncodedFields(",", 2);
    blank.endRecord();
    EXPECT_EQ(blank.data(), QByteArray("\"\"\n,\n"));
    // A file whose first field starts with U+FEFF has it quoted, so it is not read as a BOM.
    QByteArray encoded;
    CsvWriter::appendEncoded(encoded, "\xEF\xBB\xBFtext");
    encoded.append(',');
    CsvWriter::appendEncoded(encoded, "b");
    CsvWriter first;
    first.addEncodedFields(encoded, 2);
    first.endRecord();
    CsvWriter expected;
    expected.addField(QByteArrayView("\xEF\xBB\xBFtext"));
    expected.addField(QByteArrayView("b"));
    expected.endRecord();
    EXPECT_EQ(first.data(), expected.data());
    EXPECT_TRUE(first.data().startsWith('"'));
}

// The writer keeps its bytes in a room larger than what is written: a copy (a QList of writers)
// and the original go on separately, and what is read back is only what was written.
TEST(CsvWriter, CopiesGoOnSeparatelyAndOnlyWhatIsWrittenIsRead)
{
    CsvWriter writer;
    writer.addRecord({u"a"_s, u"b"_s});
    CsvWriter copy = writer;
    writer.addRecord({u"from the original"_s});
    copy.addRecord({u"from the copy, \"quoted\""_s});
    EXPECT_EQ(writer.data(), QByteArray("a,b\nfrom the original\n"));
    EXPECT_EQ(copy.data(), QByteArray("a,b\n\"from the copy, \"\"quoted\"\"\"\n"));
    EXPECT_EQ(writer.view(), QByteArrayView(writer.data()));
    EXPECT_EQ(writer.size(), writer.data().size());
    writer.clear();
    EXPECT_EQ(writer.data(), QByteArray());
    writer.addRecord({u"again"_s});
    EXPECT_EQ(writer.data(), QByteArray("again\n"));
}

TEST(CsvWriter, ManyRecordsGrowTheRoomWithoutLosingBytes)
{
    CsvWriter writer(true);
    QByteArray expected;
    for (int i = 0; i < 20000; ++i) {
        const QString cell = QString(i % 50, u'x') + (i % 7 == 0 ? u",\""_s : QString());
        writer.addRecord({QString::number(i), cell});
        expected += QByteArray::number(i) + ','
            + (i % 7 == 0 ? '"' + cell.toUtf8().replace("\"", "\"\"") + '"' : cell.toUtf8())
            + "\r\n";
    }
    EXPECT_EQ(writer.data(), expected);
}

TEST(CsvWriter, ABomSetAfterTheFirstRecordStillLeadsTheFile)
{
    CsvWriter writer;
    writer.addRecord({u"first"_s});
    writer.setBom();
    writer.addRecord({u"second"_s});
    EXPECT_EQ(writer.data(),
        QByteArray("\xEF\xBB\xBF"
                   "first\nsecond\n"));
}
