// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refitestsupport.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::test;

TEST(RefiCli, ExportsACodebookAndAProjectAndImportsThem)
{
    TAXONOMIST_REQUIRE_REFI();
    QTemporaryDir dir;
    QString error;
    const QString db = dir.filePath(u"rich.taxonomist"_s);
    ASSERT_TRUE(richProject(db, &error)) << error.toStdString();

    const QString qdc = dir.filePath(u"codes.qdc"_s);
    auto codebook = runCli({u"refi"_s, u"export"_s, qdc, u"--db"_s, db});
    ASSERT_EQ(codebook.exitCode, 0) << codebook.err.toStdString();
    EXPECT_EQ(schemaErrors(readAll(qdc), refiDir() + u"/Codebook.xsd"_s), QString());

    const QString qdpx = dir.filePath(u"rich.qdpx"_s);
    auto project = runCli({u"refi"_s, u"export"_s, qdpx, u"--db"_s, db});
    ASSERT_EQ(project.exitCode, 0) << project.err.toStdString();
    EXPECT_NE(project.out.indexOf(u"1 linked codes outside the taxonomy"_s), -1)
        << project.out.toStdString();

    const QString copy = dir.filePath(u"copy.taxonomist"_s);
    auto imported = runCli({u"refi"_s, u"import"_s, qdpx, u"--db"_s, copy});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    EXPECT_NE(imported.out.indexOf(u"(a new project)"_s), -1);
    EXPECT_NE(
        imported.out.indexOf(u"issue sources Taxonomist exported, not imported as interviews"_s),
        -1)
        << imported.out.toStdString();

    auto atlas = runCli(
        {u"refi"_s, u"import"_s, refiDir() + u"/atlas-blank-project.qdpx"_s, u"--db"_s, db});
    ASSERT_EQ(atlas.exitCode, 0) << atlas.err.toStdString();
    EXPECT_NE(atlas.out.indexOf(u"written by ATLAS.ti for Windows 23.2.3.27778"_s), -1);

    const QByteArray before = fileHash(db);
    auto wrong = runCli({u"refi"_s, u"import"_s, dir.filePath(u"codes.csv"_s), u"--db"_s, db});
    EXPECT_EQ(wrong.exitCode, 1);
    EXPECT_EQ(fileHash(db), before);
    EXPECT_EQ(runCli({u"refi"_s, u"sideways"_s, qdc, u"--db"_s, db}).exitCode, 2);
}
