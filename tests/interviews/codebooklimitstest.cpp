// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// CodeBook.csv is read within the shared inbound limits (a file, a cell, a column name, the rows)
// and each refusal names the file, line and column; a stored code book format whose values have
// the wrong types is reported damaged, naming the field.
#include "interviews/codebookfile.h"
#include "interviews/codebookformat.h"
#include "store/projectstore.h"
#include "util/inboundlimits.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace {

const QString FileName = u"CodeBook.csv"_s;

QByteArray codebookWithQuote(const QByteArray &quote)
{
    return "Participant,Type,Thematic Quote,Linked Taxonomy Node(s)\nP1,user,\"" + quote
        + "\",A.1\n";
}

} // namespace

TEST(CodeBookLimits, AFileOverTheSharedLimitIsRefusedNamingTheFile)
{
    EXPECT_EQ(CodeBookFile::MaxBytes, InboundLimits::MaxCodebookBytes);
    const QByteArray large = codebookWithQuote("q") + QByteArray(CodeBookFile::MaxBytes, '\n');
    const auto parsed = CodeBookFile::parse(large, FileName);
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().message(),
        u"CodeBook.csv: the code book is %1 bytes, larger than the limit of 64 MiB"_s.arg(
            large.size()));

    // Read from disk, the file's size is looked at before any of it is read.
    QTemporaryDir dir;
    QFile file(dir.filePath(FileName));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly) && file.resize(CodeBookFile::MaxBytes + 1));
    file.close();
    const auto read = CodeBookFile::read(file.fileName());
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().message(),
        file.fileName()
            + u": the file is larger than the limit of 64 MiB (67108865 bytes); it was not read"_s);
}

TEST(CodeBookLimits, ACellOverTheTextLimitIsRefusedNamingItsLineAndColumn)
{
    // Counted in bytes of UTF-8: 21,845 three-byte characters fit, one more does not.
    const QByteArray fits = QString(InboundLimits::MaxTextBytes / 3, u'漢').toUtf8();
    const auto read = CodeBookFile::parse(codebookWithQuote(fits), FileName);
    ASSERT_TRUE(read.ok()) << read.error().message().toStdString();
    EXPECT_EQ(read->rows[0].cells[2].text.size(), InboundLimits::MaxTextBytes / 3);

    const auto refused = CodeBookFile::parse(codebookWithQuote(fits + "漢"), FileName);
    ASSERT_FALSE(refused.ok()) << "a cell over the limit was read";
    EXPECT_EQ(refused.error().message(),
        u"CodeBook.csv:2:9: this cell (\"Thematic Quote\") holds 65538 bytes, more than a cell may (64 KiB)"_s);
}

TEST(CodeBookLimits, AColumnNameOverTheNameLimitIsRefusedNamingItsColumn)
{
    const QByteArray name(InboundLimits::MaxNameChars + 1, 'n');
    const auto parsed = CodeBookFile::parse(
        "Participant,Linked Taxonomy Node(s)," + name + "\nP1,A.1,x\n", FileName);
    ASSERT_FALSE(parsed.ok()) << "a column name over the limit was read";
    EXPECT_EQ(parsed.error().message(),
        u"CodeBook.csv:1:37: the name of column 3 has 201 characters (at most 200)"_s);
    EXPECT_TRUE(CodeBookFile::parse(
        "Participant,Linked Taxonomy Node(s)," + name.chopped(1) + "\nP1,A.1,x\n", FileName)
                    .ok());
}

TEST(CodeBookLimits, RowsPastTheLimitAreRefusedAtTheFirstOneOver)
{
    QByteArray csv = "Participant,Linked Taxonomy Node(s)\n";
    for (int row = 0; row <= CodeBookFile::MaxRows; ++row)
        csv += "P1,A.1\n";
    const auto parsed = CodeBookFile::parse(csv, FileName);
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().where().line, CodeBookFile::MaxRows + 2)
        << parsed.error().message().toStdString();
    EXPECT_EQ(parsed.error().message(),
        u"CodeBook.csv:100002:1: the code book has more than 100000 rows"_s);
    csv.chop(7);
    EXPECT_TRUE(CodeBookFile::parse(csv, FileName).ok());
}

TEST(CodeBookFormat, AStoredFormatOfTheWrongTypesIsDamagedNamingTheField)
{
    QTemporaryDir dir;
    auto store = ProjectStore::open(dir.filePath(u"p.taxonomist"_s));
    ASSERT_TRUE(store) << store.error().message().toStdString();
    const QString column = uR"({"name": "Participant", "header_quoted": false, "quoted": false})"_s;
    const QList<std::pair<QString, QString>> damaged = {
        {uR"({"columns": [{"name": 5, "header_quoted": false, "quoted": false}]})"_s,
            u"columns[0].name is not a column name"_s},
        {uR"({"columns": [%1, {"name": "Quote", "header_quoted": "yes", "quoted": false}]})"_s.arg(
             column),
            u"columns[1].header_quoted is not true or false"_s},
        {uR"({"columns": [%1, 7]})"_s.arg(column), u"columns[1] is not an object"_s},
        {uR"({"columns": {"name": "Participant"}})"_s, u"\"columns\" is not a list of columns"_s},
        {uR"({"columns": [%1], "crlf": "no"})"_s.arg(column), u"crlf is not true or false"_s},
        {uR"([1, 2])"_s, u"it is not an object"_s},
    };
    for (const auto &[stored, field] : damaged) {
        ASSERT_TRUE((*store)->setInfo(u"codebook.format"_s, stored));
        const auto format = CodeBookFormat::load(**store);
        ASSERT_FALSE(format.ok()) << stored.toStdString() << " was read";
        EXPECT_EQ(format.error().what(), u"the stored code book format is damaged: "_s + field)
            << stored.toStdString();
    }
    ASSERT_TRUE((*store)->setInfo(u"codebook.format"_s, u"{\"columns\": [%1]}"_s.arg(column)));
    const auto format = CodeBookFormat::load(**store);
    ASSERT_TRUE(format.ok()) << format.error().message().toStdString();
    EXPECT_EQ(format->header, QStringList {u"Participant"_s});
    EXPECT_TRUE(format->endsWithNewline) << "a format without final_newline ends with one";
}
