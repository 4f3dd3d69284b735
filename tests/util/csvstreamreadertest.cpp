// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The streaming CSV reader reads a file in 1 MiB pieces: what it hands out must not depend on
// where the pieces end, and its errors must name the line and column in the whole file.
#include "util/csvstreamreader.h"
#include "testpaths.h"
#include "util/csvreader.h"

#include <gtest/gtest.h>

#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

// Records of every shape the parser knows, long enough that many straddle a piece's end: quoted
// fields with commas, doubled quotes and line breaks (LF and CR LF inside them), multi-byte text.
QByteArray awkwardCsv(int records, const char *lineEnd)
{
    QByteArray csv = QByteArray("id,text,note") + lineEnd;
    for (int r = 0; r < records; ++r) {
        csv += QByteArray::number(r) + ",\"a, \"\"quoted\"\"\nvalue " + QByteArray::number(r * 7)
            + "\r\nmore\"," + QByteArray(r % 97, 'x') + "\xC3\xA9\xE2\x80\x94" + lineEnd;
    }
    return csv;
}

struct Read
{
    QList<CsvRow> rows;
    bool crlf = false;
    bool endsWithNewline = false;
};

Result<Read> readFile(const QString &path)
{
    auto reader = CsvStreamReader::open(path, 1024 * 1024 * 1024);
    if (!reader)
        return reader.error();
    Read read;
    CsvRow row;
    for (;;) {
        auto more = (*reader)->next(row);
        if (!more)
            return more.error();
        if (!*more)
            break;
        read.rows.append(row);
    }
    read.crlf = (*reader)->isCrLf();
    read.endsWithNewline = (*reader)->endsWithNewline();
    return read;
}

} // namespace

TEST(CsvStreamReader, AFileOfManyPiecesReadsAsTheWholeFileInMemory)
{
    QTemporaryDir dir;
    for (const char *lineEnd : {"\n", "\r\n"}) {
        const QByteArray csv = awkwardCsv(30000, lineEnd);
        ASSERT_GT(csv.size(), 2 * 1024 * 1024) << "several pieces";
        const QString path = dir.filePath(u"big.csv"_s);
        ASSERT_TRUE(taxonomist::test::writeAll(path, csv));
        auto streamed = readFile(path);
        ASSERT_TRUE(streamed.ok()) << streamed.error().message().toStdString();
        auto whole = CsvReader::parse(csv, path);
        ASSERT_TRUE(whole.ok());
        ASSERT_EQ(streamed->rows.size(), whole->rows.size());
        for (qsizetype r = 0; r < whole->rows.size(); ++r) {
            ASSERT_EQ(streamed->rows[r].fields, whole->rows[r].fields) << "record " << r;
            ASSERT_EQ(streamed->rows[r].line, whole->rows[r].line) << "record " << r;
            ASSERT_EQ(streamed->rows[r].columns, whole->rows[r].columns) << "record " << r;
        }
        EXPECT_EQ(streamed->rows.last().line, 2 + 3 * 29999) << "each record spans three lines";
        EXPECT_EQ(streamed->crlf, QByteArrayView(lineEnd) == "\r\n");
        EXPECT_TRUE(streamed->endsWithNewline);
    }
}

TEST(CsvStreamReader, ErrorsFarIntoAFileNameItsLineAndColumn)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.csv"_s);
    QByteArray csv = awkwardCsv(20000, "\n");
    // The last record: a stray quote in an unquoted field, at column 4.
    csv += "123\"x,y,z\n";
    ASSERT_TRUE(taxonomist::test::writeAll(path, csv));
    auto read = readFile(path);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().file, path);
    EXPECT_EQ(read.error().where().line, 2 + 3 * 20000);
    EXPECT_EQ(read.error().where().column, 4);
    EXPECT_TRUE(read.error().what().contains(u"quote character inside an unquoted field"_s));

    // Bytes that are not UTF-8 in the middle of the file: line and column of the byte.
    csv = awkwardCsv(20000, "\n") + "9,ok,n\xE9w\n";
    ASSERT_TRUE(taxonomist::test::writeAll(path, csv));
    read = readFile(path);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().line, 2 + 3 * 20000);
    EXPECT_EQ(read.error().where().column, 7);
    EXPECT_TRUE(read.error().what().contains(u"invalid UTF-8"_s));

    // An unterminated quote at the end: where the field starts.
    csv = awkwardCsv(20000, "\n") + "9,\"never closed\n" + QByteArray(2 * 1024 * 1024, 'y');
    ASSERT_TRUE(taxonomist::test::writeAll(path, csv));
    read = readFile(path);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().line, 2 + 3 * 20000);
    EXPECT_EQ(read.error().where().column, 3);
    EXPECT_TRUE(read.error().what().contains(u"unterminated quoted field"_s));
}

TEST(CsvStreamReader, ARecordLongerThanTheLimitIsRefusedWithoutReadingOn)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.csv"_s);
    QByteArray csv = "a,b\n1,\"";
    csv += QByteArray(5 * 1024 * 1024, 'z');
    csv += "\"\n";
    ASSERT_TRUE(taxonomist::test::writeAll(path, csv));
    auto reader = CsvStreamReader::open(path, 1024 * 1024 * 1024);
    ASSERT_TRUE(reader.ok());
    (*reader)->setMaxRecordBytes(2 * 1024 * 1024);
    CsvRow row;
    auto header = (*reader)->next(row);
    ASSERT_TRUE(header.ok() && *header);
    auto record = (*reader)->next(row);
    ASSERT_FALSE(record.ok());
    EXPECT_EQ(record.error().where().line, 2);
    EXPECT_TRUE(record.error().what().contains(u"a record of more than 2097152 bytes"_s))
        << record.error().message().toStdString();
}

TEST(CsvStreamReader, TheRawRecordIsTheFilesOwnBytes)
{
    const QByteArray csv = "\xEF\xBB\xBFh1,h2\r\n\r\n\"a,b\",c\r\nlast,x";
    CsvStreamReader reader(csv, u"t.csv"_s);
    CsvRow row;
    QByteArray seen;
    for (;;) {
        auto more = reader.next(row);
        ASSERT_TRUE(more.ok());
        if (!*more)
            break;
        seen += reader.rawRecord().toByteArray();
    }
    EXPECT_EQ(seen, csv) << "blank lines, the BOM and the last unterminated record included";
    EXPECT_TRUE(reader.hasBom());
    EXPECT_TRUE(reader.isCrLf());
    EXPECT_FALSE(reader.endsWithNewline());
}
