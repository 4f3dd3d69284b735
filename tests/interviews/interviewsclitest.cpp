// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyfixture.h"
#include "testpaths.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::test;

TEST(InterviewsCli, ImportExportAndCompareThePublishedCodeBook)
{
    TAXONOMIST_REQUIRE_STUDY();
    QTemporaryDir dir;
    const QString db = dir.filePath(u"study.taxonomist"_s);
    const QString codebook = studyDir() + u"/CodeBook.csv"_s;
    auto imported = runCli({u"interviews"_s, u"import"_s, codebook, u"--db"_s, db});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    EXPECT_NE(imported.out.indexOf(u"a new project with the bundled taxonomy"_s), -1);
    EXPECT_NE(
        imported.out.indexOf(
            u"flagged: %1:6:155: U5 links C.11, which the taxonomy does not have (kept)"_s.arg(
                codebook)),
        -1)
        << imported.out.toStdString();

    const QString out = dir.filePath(u"CodeBook.csv"_s);
    auto exported = runCli({u"interviews"_s, u"export"_s, out, u"--db"_s, db});
    ASSERT_EQ(exported.exitCode, 0) << exported.err.toStdString();
    EXPECT_EQ(fileHash(out), fileHash(codebook));

    auto compared = runCli({u"interviews"_s, u"compare"_s, u"--json"_s, u"--db"_s, db});
    ASSERT_EQ(compared.exitCode, 0) << compared.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(compared.out.toUtf8()).object();
    EXPECT_EQ(json[u"level"_s].toString(), u"theme"_s);
    EXPECT_EQ(json[u"participants"_s][u"users"_s].toInt(), 11);
    EXPECT_EQ(json[u"developers_only"_s].toArray().size(), 4);
    bool sawC11 = false;
    for (const QJsonValue &node : json[u"nodes"_s].toArray()) {
        if (node[u"code"_s].toString() == u"C.11"_s) {
            sawC11 = true;
            EXPECT_FALSE(node[u"in_taxonomy"_s].toBool());
            EXPECT_EQ(node[u"mentions"_s][u"developers"_s].toInt(), 1);
        }
    }
    EXPECT_TRUE(sawC11);

    auto listed = runCli({u"interviews"_s, u"list"_s, u"--db"_s, db});
    ASSERT_EQ(listed.exitCode, 0);
    EXPECT_NE(listed.out.indexOf(u"C.11 (flagged: not in the taxonomy)"_s), -1);
    EXPECT_NE(listed.out.indexOf(u"flagged codes: C.11, B.5"_s), -1) << listed.out.toStdString();
}

TEST(InterviewsCli, AddTranscriptAnchorsQuotesAndBadInputChangesNothing)
{
    TAXONOMIST_REQUIRE_STUDY();
    QTemporaryDir dir;
    const QString db = dir.filePath(u"p.taxonomist"_s);
    ASSERT_EQ(runCli({u"interviews"_s, u"import"_s, studyDir() + u"/CodeBook.csv"_s, u"--db"_s, db})
                  .exitCode,
        0);
    const QString transcript = dir.filePath(u"d4.md"_s);
    ASSERT_TRUE(writeAll(
        transcript, "## D4\n\nAllReduce in BF16 loses determinism. BLEU drops unexpectedly.\n"));
    auto added = runCli({u"interviews"_s, u"add-transcript"_s, u"D4"_s, transcript, u"--db"_s, db});
    ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    EXPECT_NE(added.out.indexOf(u"1 standalone quote found in it"_s), -1)
        << added.out.toStdString();

    const QByteArray before = fileHash(db);
    const QString bad = dir.filePath(u"bad.csv"_s);
    ASSERT_TRUE(writeAll(bad, "Participant,Linked Taxonomy Node(s)\nU1,\"A.1\n"));
    auto refused = runCli({u"interviews"_s, u"import"_s, bad, u"--db"_s, db, u"--replace"_s});
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_NE(refused.err.indexOf(bad + u":2:4: unterminated quoted field"_s), -1)
        << refused.err.toStdString();
    EXPECT_EQ(fileHash(db), before);

    // A failed import into a new file leaves no file behind.
    const QString fresh = dir.filePath(u"fresh.taxonomist"_s);
    EXPECT_EQ(runCli({u"interviews"_s, u"import"_s, bad, u"--db"_s, fresh}).exitCode, 1);
    EXPECT_FALSE(QFileInfo::exists(fresh));
    EXPECT_EQ(runCli({u"interviews"_s, u"frobnicate"_s, u"--db"_s, db}).exitCode, 2);
}
