// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// export-study writes the tree and the long CSV side by side (the CSV on a second thread and
// connection) and puts them in place only when both are complete: these pin that the outputs are
// those of the exporters run alone, and that a failure on either side leaves nothing new.
#include "store/projectstore.h"
#include "study/longformatexporter.h"
#include "study/studyexporter.h"
#include "study/studyimporter.h"
#include "studyfixture.h"
#include "testpaths.h"
#include "util/savefile.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QString importMiniStudy(const MiniStudy &study)
{
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    return db;
}

std::unique_ptr<ProjectStore> openReadOnly(const QString &db)
{
    auto store = ProjectStore::open(db, ProjectStore::OpenMode::ReadOnly, IntegrityCheck::later());
    EXPECT_TRUE(store.ok()) << (store.ok() ? "" : store.error().message().toStdString());
    return store.ok() ? std::move(*store) : nullptr;
}

// Everything in `folder` but the hidden staging folders an export makes beside its target.
QStringList entriesOf(const QString &folder)
{
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

// The mini study imported, and opened read-only as export-study opens it.
class ExportSideBySide : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_db = importMiniStudy(m_study);
        m_store = openReadOnly(m_db);
        ASSERT_TRUE(m_store);
    }

    MiniStudy m_study;
    QString m_db;
    std::unique_ptr<ProjectStore> m_store;
};

} // namespace

TEST_F(ExportSideBySide, TreeAndLongCsvEqualEachWrittenAlone)
{
    const MiniStudy &study = m_study;
    const auto &store = m_store;
    const QString alone = study.scratch(u"alone"_s);
    ASSERT_TRUE(StudyExporter::exportTo(*store, alone).ok());
    const auto rows = LongFormatExporter::write(*store, alone + u"-long.csv"_s);
    ASSERT_TRUE(rows.ok());

    StudyExportOptions options;
    options.longCsvPath = study.scratch(u"both-long.csv"_s);
    options.checkIntegrity = true;
    const auto both = StudyExporter::exportTo(*store, study.scratch(u"both"_s), options);
    ASSERT_TRUE(both.ok()) << both.error().message().toStdString();
    EXPECT_EQ(both->longRows, *rows);
    EXPECT_GT(both->longRows, 0);
    EXPECT_EQ(treeDifferences(alone, study.scratch(u"both"_s)), QStringList());
    EXPECT_EQ(readAll(options.longCsvPath), readAll(alone + u"-long.csv"_s));
    EXPECT_EQ(treeDifferences(study.root(), study.scratch(u"both"_s)), QStringList())
        << "the study's own files";
}

TEST_F(ExportSideBySide, AFailingLongCsvPutsNoTreeInPlace)
{
    const MiniStudy &study = m_study;
    const auto &store = m_store;
    const QString out = study.scratch(u"out"_s);
    ASSERT_TRUE(StudyExporter::exportTo(*store, out).ok());
    ASSERT_TRUE(writeAll(out + u"/Issue Report/alpha/alpha.csv"_s, "the previous export"))
        << "marks the old tree";

    // The long CSV's folder cannot be made: a file stands where it would be.
    ASSERT_TRUE(writeAll(study.scratch(u"blocked"_s), "a file"));
    StudyExportOptions options;
    options.longCsvPath = study.scratch(u"blocked/long.csv"_s);
    const auto result = StudyExporter::exportTo(*store, out, options);
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().message().contains(u"blocked"_s))
        << result.error().message().toStdString();
    EXPECT_EQ(readAll(out + u"/Issue Report/alpha/alpha.csv"_s), QByteArray("the previous export"))
        << "the old tree stays in place";
    EXPECT_FALSE(QFileInfo::exists(options.longCsvPath));
    EXPECT_EQ(entriesOf(study.scratch(QString())).filter(u".out.export-"_s), QStringList())
        << "no staging left";
}

TEST(ExportSideBySideCrafted, AFailingTreeLeavesTheLongCsvAsItWas)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString longCsv = study.scratch(u"long.csv"_s);
    ASSERT_TRUE(writeAll(longCsv, "the previous table"));
    {
        // A crafted name the tree refuses (it would leave the export folder); the long CSV
        // writes it as text.
        auto writable = ProjectStore::open(db);
        ASSERT_TRUE(writable.ok());
        QSqlQuery query((*writable)->database());
        ASSERT_TRUE(query.exec(u"UPDATE frameworks SET name = '..' WHERE name = 'alpha'"_s))
            << query.lastError().text().toStdString();
    }
    const auto store = openReadOnly(db);
    ASSERT_TRUE(store);
    StudyExportOptions options;
    options.longCsvPath = longCsv;
    const QString out = study.scratch(u"out"_s);
    const auto result = StudyExporter::exportTo(*store, out, options);
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().message().contains(u"framework name"_s))
        << result.error().message().toStdString();
    EXPECT_EQ(readAll(longCsv), QByteArray("the previous table"));
    EXPECT_FALSE(QFileInfo::exists(out));
    EXPECT_EQ(entriesOf(study.scratch(QString())).filter(u".out.export-"_s), QStringList());
    EXPECT_EQ(
        entriesOf(study.scratch(QString())).filter(u"long.csv"_s), QStringList {u"long.csv"_s})
        << "no temporary file of the table is left";
}

TEST_F(ExportSideBySide, ACancelledLongCsvStopsWithAnErrorAndIsNotPutInPlace)
{
    const MiniStudy &study = m_study;
    const auto &store = m_store;
    const QString path = study.scratch(u"long.csv"_s);
    std::atomic_bool cancelled = true;
    {
        SaveFile file(path);
        ASSERT_TRUE(file.open().ok());
        const auto rows = LongFormatExporter::writeTo(*store, file, TaskControl {{}, &cancelled});
        ASSERT_FALSE(rows.ok());
        EXPECT_TRUE(rows.error().what().contains(u"cancelled"_s))
            << rows.error().message().toStdString();
    }
    EXPECT_FALSE(QFileInfo::exists(path));
}

// A project that cannot be opened a second time (built and not yet published: its path does
// not exist) is exported all the same: the tree's thread writes the year files alone, and a
// long CSV, which needs the second connection, fails without putting anything in place.
TEST(ExportSideBySideCrafted, AProjectNotYetPublishedIsExportedByOneThread)
{
    MiniStudy study;
    const QString db = study.scratch(u"new.taxonomist"_s);
    auto store = ProjectStore::open(db, ProjectStore::OpenMode::CreateNew);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(StudyImporter::importFolder(**store, study.root(), u"test"_s).ok());
    ASSERT_FALSE(QFileInfo::exists(db));
    const QString out = study.scratch(u"out"_s);
    const auto tree = StudyExporter::exportTo(**store, out);
    ASSERT_TRUE(tree.ok()) << tree.error().message().toStdString();
    EXPECT_EQ(treeDifferences(study.root(), out), QStringList());

    StudyExportOptions options;
    options.longCsvPath = study.scratch(u"long.csv"_s);
    const auto both = StudyExporter::exportTo(**store, study.scratch(u"out2"_s), options);
    EXPECT_FALSE(both.ok());
    EXPECT_FALSE(QFileInfo::exists(study.scratch(u"out2"_s)));
    EXPECT_FALSE(QFileInfo::exists(options.longCsvPath));
}
