// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An export folder is untrusted, and so is the project it is written from: links planted in a
// previous export, a target that is a link or somebody's non-empty folder, a damaged project, a
// crafted project whose stored names leave the folder, formula cells in the long CSV. Each
// hostile input is made here, in temporary folders; none is committed.
#include "store/projectstore.h"
#include "study/exportfolder.h"
#include "study/longformatexporter.h"
#include "study/studyexporter.h"
#include "study/studyimporter.h"
#include "studyfixture.h"
#include "testpaths.h"
#include "util/savefile.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

const QString marker = ExportFolder::MarkerName.toString();

// Every entry under `root` with its content (or, for a link, where it points): equal snapshots
// mean a byte-identical tree.
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> entries;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info = it.nextFileInfo();
        const QString relative = QDir(root).relativeFilePath(info.filePath());
        if (info.isSymLink())
            entries.insert(relative, "link -> " + info.symLinkTarget().toUtf8());
        else if (info.isDir())
            entries.insert(relative, "folder");
        else
            entries.insert(relative, readAll(info.filePath()));
    }
    return entries;
}

// Staging folders (".NAME.export-XXXXXX") left beside `folder`.
QStringList leftovers(const QString &folder)
{
    const QFileInfo info(folder);
    return QDir(info.absolutePath())
        .entryList(
            {u"."_s + info.fileName() + u".*"_s}, QDir::AllEntries | QDir::Hidden | QDir::System);
}

QString importMiniStudy(const MiniStudy &study)
{
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    return db;
}

bool execSql(const QString &db, const QString &sql)
{
    auto store = ProjectStore::open(db);
    if (!store.ok())
        return false;
    QSqlQuery query((*store)->database());
    const bool ok = query.exec(sql);
    EXPECT_TRUE(ok) << sql.toStdString() << ": " << query.lastError().text().toStdString();
    return ok;
}

} // namespace

TEST(HostileExport, ReExportReplacesAPreviousExportWithoutForce)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db}).exitCode, 0);
    EXPECT_TRUE(QFileInfo(out + u'/' + marker).isFile()) << "an export marks its folder";
    ASSERT_TRUE(writeAll(out + u"/stale.txt"_s, "left from before"));
    const CliRun again = runCli({u"export-study"_s, out, u"--db"_s, db});
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_FALSE(QFile::exists(out + u"/stale.txt"_s)) << "the folder is replaced as a whole";
    EXPECT_EQ(treeDifferences(study.root(), out), QStringList());
    EXPECT_EQ(leftovers(out), QStringList()) << "no staging folder is left behind";
}

TEST(HostileExport, DamagedProjectFailsNamingTheFileAndLeavesThePreviousExportAsItWas)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db}).exitCode, 0);
    const auto before = snapshot(out);
    const QByteArray longBefore = readAll(out + u"-long.csv"_s);

    // Garbage over the pages in the middle of the file, as a bad copy or disk would leave it.
    QByteArray bytes = readAll(db);
    ASSERT_GT(bytes.size(), 8 * 4096);
    for (qsizetype i = 2 * 4096; i < bytes.size() - 4096; ++i)
        bytes[i] = char((i * 7919) & 0xFF);
    ASSERT_TRUE(writeAll(db, bytes));

    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
    EXPECT_NE(run.exitCode, 0) << run.out.toStdString();
    EXPECT_TRUE(run.err.contains(db)) << run.err.toStdString();
    EXPECT_EQ(snapshot(out), before) << "the previous export must stay byte for byte";
    EXPECT_EQ(readAll(out + u"-long.csv"_s), longBefore);
    EXPECT_EQ(leftovers(out), QStringList());
}

// export-study checks the tables it reads (StudyExporter::tablesRead()), as stats and agreement
// do: a damaged one stops it before anything is put in place; damage elsewhere in the file (here
// the vote tally, which the export does not read) does not keep it from writing what it reads.
TEST(HostileExport, ADamagedTableTheExportReadsStopsItAndDamageElsewhereDoesNot)
{
    const auto garble = [](const QString &db, const QString &table) {
        qint64 root = 0;
        {
            auto store = ProjectStore::open(db, ProjectStore::OpenMode::ReadOnly);
            if (!store.ok())
                return false;
            QSqlQuery query((*store)->database());
            if (!query.exec(u"SELECT rootpage FROM sqlite_schema WHERE name = '%1'"_s.arg(table))
                || !query.next())
                return false;
            root = query.value(0).toLongLong();
        }
        QByteArray bytes = readAll(db);
        const qsizetype page = 4096;
        if (root < 2 || root * page > bytes.size())
            return false;
        for (qsizetype i = (root - 1) * page; i < root * page; ++i)
            bytes[i] = char((i * 7919) & 0xFF);
        return writeAll(db, bytes);
    };
    {
        MiniStudy study;
        const QString db = importMiniStudy(study);
        ASSERT_TRUE(garble(db, u"labels"_s));
        const QString out = study.scratch(u"out"_s);
        const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
        EXPECT_NE(run.exitCode, 0);
        EXPECT_TRUE(run.err.contains(db)) << run.err.toStdString();
        EXPECT_FALSE(QFileInfo::exists(out));
        EXPECT_FALSE(QFileInfo::exists(out + u"-long.csv"_s));
        EXPECT_EQ(leftovers(out), QStringList());
    }
    {
        MiniStudy study;
        const QString db = importMiniStudy(study);
        // The audit log: the export never reads it (the vote tally it does, for screening).
        ASSERT_TRUE(garble(db, u"audit_log"_s));
        const QString out = study.scratch(u"out"_s);
        const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        EXPECT_EQ(treeDifferences(study.root(), out), QStringList());
        const CliRun whole = runCli({u"check"_s, u"--db"_s, db});
        EXPECT_NE(whole.exitCode, 0) << "the whole-file check still finds it";
    }
}

TEST(HostileExport, ReadErrorInTheMiddleOfAnExportKeepsThePreviousExport)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    auto store = ProjectStore::open(db);
    ASSERT_TRUE(store.ok());
    const QString out = study.scratch(u"out"_s);
    ASSERT_TRUE(StudyExporter::exportTo(**store, out).ok());
    const auto before = snapshot(out);
    // The framework CSVs and year files are written before the study files are read: the
    // missing table fails the export halfway, after most of the new tree exists.
    QSqlQuery query((*store)->database());
    ASSERT_TRUE(query.exec(u"DROP TABLE study_files"_s)) << query.lastError().text().toStdString();
    const auto result = StudyExporter::exportTo(**store, out);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().where().file, db) << result.error().message().toStdString();
    EXPECT_EQ(snapshot(out), before);
    EXPECT_EQ(leftovers(out), QStringList());

    ASSERT_TRUE(query.exec(u"DROP TABLE year_entries"_s)) << query.lastError().text().toStdString();
    const auto rows = LongFormatExporter::write(**store, study.scratch(u"long.csv"_s));
    EXPECT_TRUE(rows.ok()) << "the long CSV does not read year entries";
}

TEST(HostileExport, FailingWriterLeavesNoTraceAndTheTargetUntouched)
{
    QTemporaryDir dir;
    const QString target = dir.filePath(u"out"_s);
    ASSERT_TRUE(QDir().mkpath(target));
    ASSERT_TRUE(writeAll(target + u'/' + marker, "old"));
    ASSERT_TRUE(writeAll(target + u"/a.txt"_s, "old a"));
    const auto before = snapshot(target);
    const Status status = ExportFolder::replace(target, {}, [](const QString &staging) -> Status {
        EXPECT_TRUE(writeAll(staging + u"/a.txt"_s, "half-written"));
        return Error(u"simulated read error"_s);
    });
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().what(), u"simulated read error"_s);
    EXPECT_EQ(snapshot(target), before);
    EXPECT_EQ(leftovers(target), QStringList());
}

// The files of a staging folder are written unsynced (SaveFile::Placement::Staged) and synced
// together before the swap: every file of every folder level arrives whole.
TEST(ExportFolder, StagedFilesOfEveryFolderLevelArriveWhole)
{
    QTemporaryDir dir;
    const QString target = dir.filePath(u"out"_s);
    QMap<QString, QByteArray> written;
    for (int i = 0; i < 300; ++i) // more than one batch of open files
        written.insert(u"a/b%1/f%2.txt"_s.arg(i % 7).arg(i), QByteArray::number(i).repeated(i));
    written.insert(
        u"big.csv"_s, QByteArray("0123456789abcdef").repeated(200000)); // past the page cache
    written.insert(u"empty.txt"_s, QByteArray());
    const Status status = ExportFolder::replace(target, {}, [&](const QString &staging) -> Status {
        for (auto file = written.cbegin(); file != written.cend(); ++file) {
            if (auto saved
                = saveFile(staging + u'/' + file.key(), file.value(), SaveFile::Placement::Staged);
                !saved)
                return saved;
        }
        return success();
    });
    ASSERT_TRUE(status.ok()) << status.error().message().toStdString();
    auto after = snapshot(target);
    after.remove(marker);
    for (auto file = written.cbegin(); file != written.cend(); ++file)
        EXPECT_EQ(after.take(file.key()), file.value()) << file.key().toStdString();
    for (const QString &left : after.keys())
        EXPECT_EQ(after.value(left), QByteArray("folder")) << left.toStdString();
    EXPECT_EQ(leftovers(target), QStringList());
}

TEST(HostileExport, LinksPlantedInAPreviousExportAreNotWrittenThrough)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db}).exitCode, 0);
    // Someone with write access to the export folder turns its files into links to others.
    const QString victim = study.scratch(u"victim.txt"_s);
    const QString victimFolder = study.scratch(u"victim-folder"_s);
    ASSERT_TRUE(writeAll(victim, "precious"));
    ASSERT_TRUE(QDir().mkpath(victimFolder));
    const QString csv = out + u"/Issue Report/alpha/alpha.csv"_s;
    ASSERT_TRUE(QFile::remove(csv));
    ASSERT_TRUE(QFile::link(victim, csv));
    ASSERT_TRUE(QDir(out + u"/Issue Report/beta"_s).removeRecursively());
    ASSERT_TRUE(QFile::link(victimFolder, out + u"/Issue Report/beta"_s));

    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(readAll(victim), QByteArray("precious"));
    EXPECT_TRUE(QDir(victimFolder).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    EXPECT_FALSE(QFileInfo(csv).isSymLink());
    EXPECT_EQ(treeDifferences(study.root(), out), QStringList());
}

TEST(HostileExport, LinkedLongCsvIsRefusedAndItsTargetKept)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString victim = study.scratch(u"victim.txt"_s);
    ASSERT_TRUE(writeAll(victim, "precious"));
    const QString out = study.scratch(u"out"_s);
    ASSERT_TRUE(QFile::link(victim, out + u"-long.csv"_s));
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
    EXPECT_NE(run.exitCode, 0);
    EXPECT_TRUE(run.err.contains(u"symbolic link"_s)) << run.err.toStdString();
    EXPECT_EQ(readAll(victim), QByteArray("precious"));
}

TEST(HostileExport, TargetThatIsALinkIsRefused)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString elsewhere = study.scratch(u"elsewhere"_s);
    ASSERT_TRUE(QDir().mkpath(elsewhere));
    const QString out = study.scratch(u"out"_s);
    ASSERT_TRUE(QFile::link(elsewhere, out));
    for (const QStringList &extra : {QStringList(), QStringList {u"--force"_s}}) {
        const CliRun run = runCli(QStringList {u"export-study"_s, out, u"--db"_s, db} + extra);
        EXPECT_NE(run.exitCode, 0);
        EXPECT_TRUE(run.err.contains(u"symbolic link"_s)) << run.err.toStdString();
        EXPECT_TRUE(QFileInfo(out).isSymLink());
        EXPECT_TRUE(
            QDir(elsewhere).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    }
}

TEST(HostileExport, RootIsRefusedEvenWithForce)
{
    bool written = false;
    const auto write = [&](const QString &) -> Status {
        written = true;
        return success();
    };
    for (const QString &root : {u"/"_s, u"/.."_s, u"//"_s}) {
        ExportFolderOptions force;
        force.force = true;
        const Status status = ExportFolder::replace(root, force, write);
        ASSERT_FALSE(status.ok()) << root.toStdString();
        EXPECT_TRUE(status.error().what().contains(u"root folder"_s))
            << status.error().message().toStdString();
    }
    EXPECT_FALSE(written) << "nothing is built for a refused target";
}

TEST(HostileExport, ForeignNonEmptyFolderIsRefusedUnlessForce)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString out = study.scratch(u"home"_s);
    ASSERT_TRUE(QDir().mkpath(out));
    ASSERT_TRUE(writeAll(out + u"/mine.txt"_s, "mine"));
    ASSERT_TRUE(writeAll(out + u"/README.md"_s, "my own readme"));
    const auto before = snapshot(out);

    const CliRun refused = runCli({u"export-study"_s, out, u"--db"_s, db, u"--long"_s, u"none"_s});
    EXPECT_NE(refused.exitCode, 0);
    EXPECT_TRUE(refused.err.contains(u"--force"_s)) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains(u"not a previous export"_s)) << refused.err.toStdString();
    EXPECT_EQ(snapshot(out), before);

    const CliRun forced
        = runCli({u"export-study"_s, out, u"--db"_s, db, u"--long"_s, u"none"_s, u"--force"_s});
    ASSERT_EQ(forced.exitCode, 0) << forced.err.toStdString();
    EXPECT_EQ(readAll(out + u"/mine.txt"_s), QByteArray("mine")) << "other files stay";
    EXPECT_EQ(readAll(out + u"/README.md"_s), readAll(study.file(u"README.md"_s)))
        << "the export's own files replace";
    EXPECT_FALSE(QFile::exists(out + u'/' + marker))
        << "a forced folder does not become one that export may replace";
    EXPECT_EQ(readAll(out + u"/Issue Report/alpha/alpha.csv"_s),
        readAll(study.file(u"Issue Report/alpha/alpha.csv"_s)));
    EXPECT_EQ(leftovers(out), QStringList());
}

TEST(HostileExport, ForcedExportRefusesALinkedSubfolder)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QString out = study.scratch(u"home"_s);
    const QString victimFolder = study.scratch(u"victim-folder"_s);
    ASSERT_TRUE(QDir().mkpath(out));
    ASSERT_TRUE(QDir().mkpath(victimFolder));
    ASSERT_TRUE(writeAll(out + u"/mine.txt"_s, "mine"));
    ASSERT_TRUE(QFile::link(victimFolder, out + u"/Issue Report"_s));
    const CliRun run
        = runCli({u"export-study"_s, out, u"--db"_s, db, u"--long"_s, u"none"_s, u"--force"_s});
    EXPECT_NE(run.exitCode, 0);
    EXPECT_TRUE(run.err.contains(u"symbolic link"_s)) << run.err.toStdString();
    EXPECT_TRUE(QDir(victimFolder).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    EXPECT_EQ(leftovers(out), QStringList());
}

TEST(HostileExport, CraftedStoredNamesAreRefusedAndNothingIsWrittenOutside)
{
    MiniStudy study;
    const QString evil = study.scratch(u"evil"_s);
    const struct
    {
        const char *name;
        QString sql;
        const char *field;
    } cases[] = {
        {"framework leaving the tree",
            u"UPDATE frameworks SET name = '../../evil' WHERE name = 'alpha'"_s, "framework name"},
        {"framework dot-dot", u"UPDATE frameworks SET name = '..' WHERE name = 'alpha'"_s,
            "framework name"},
        {"absolute study file",
            u"UPDATE study_files SET path = '%1/x' WHERE path = 'README.md'"_s.arg(evil),
            "study file path"},
        {"escaping study file",
            u"UPDATE study_files SET path = 'a/../../evil/x' WHERE path = 'README.md'"_s,
            "study file path"},
        {"study file as the marker",
            u"UPDATE study_files SET path = '.taxonomist-export' WHERE path = 'README.md'"_s,
            "study file path"},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.name);
        MiniStudy fresh;
        const QString db = importMiniStudy(fresh);
        ASSERT_TRUE(execSql(db, c.sql));
        const QString out = fresh.scratch(u"deep/er/out"_s);
        const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
        EXPECT_NE(run.exitCode, 0);
        EXPECT_TRUE(run.err.contains(QString::fromUtf8(c.field))) << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(db))
            << "the message names the project file: " << run.err.toStdString();
        EXPECT_FALSE(QFileInfo::exists(out)) << "nothing is put in place";
        EXPECT_FALSE(QFileInfo::exists(evil));
        EXPECT_FALSE(QFileInfo::exists(fresh.scratch(u"deep/evil"_s)));
        EXPECT_FALSE(QFileInfo::exists(fresh.scratch(u"evil"_s)));
        EXPECT_EQ(leftovers(out), QStringList());
    }
}

TEST(HostileExport, OutOfRangeAnnotatorPositionIsRefusedInsteadOfWritingOutOfBounds)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    // Label1..LabelN come from the volunteers' label columns (schema v7).
    ASSERT_TRUE(execSql(db, u"UPDATE annotators SET label_column = -3 WHERE label_column = 1"_s));
    const CliRun run = runCli({u"export-study"_s, study.scratch(u"out"_s), u"--db"_s, db});
    EXPECT_NE(run.exitCode, 0);
    EXPECT_TRUE(run.err.contains(u"label column -3"_s)) << run.err.toStdString();
}

TEST(LongFormatCsv, SpreadsheetSafePrefixesFormulaTriggersOnly)
{
    for (const char *formula :
        {"=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "=HYPERLINK(\"http://x\")"})
        EXPECT_EQ(LongFormatExporter::spreadsheetSafe(formula), "'" + QByteArray(formula))
            << formula;
    for (const char *plain : {"", "A.1", "https://github.com/a/b/issues/1", "a=b", "unanimous",
             "'quoted", "Volunteer 1"})
        EXPECT_EQ(LongFormatExporter::spreadsheetSafe(plain), QByteArray(plain)) << plain;
}

TEST(LongFormatCsv, FreeTextCellsThatLookLikeFormulasAreNeutralised)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    ASSERT_TRUE(execSql(db,
        u"UPDATE labels SET summary = '=HYPERLINK(\"http://evil\",\"x\")'"
        " WHERE annotator_id = (SELECT id FROM annotators WHERE position = 1)"_s));
    ASSERT_TRUE(execSql(db, u"UPDATE annotators SET name = '@SUM(1+1)' WHERE position = 2"_s));
    ASSERT_TRUE(execSql(db, u"UPDATE final_labels SET note = '-2+3'"_s));
    const QString out = study.scratch(u"out"_s);
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QByteArray csv = readAll(out + u"-long.csv"_s);
    EXPECT_TRUE(csv.contains("\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\"")) << csv.constData();
    EXPECT_TRUE(csv.contains(",'@SUM(1+1),")) << csv.constData();
    EXPECT_TRUE(csv.contains(",'-2+3,")) << csv.constData(); // then the UUIDs and the revision
    for (const QByteArray &line : csv.split('\n')) {
        for (const QByteArray &cell : line.split(',')) {
            if (!cell.isEmpty()) {
                EXPECT_FALSE(QByteArrayView("=+-@\t\r").contains(cell.front())) << line.constData();
            }
        }
    }
    // Numbers stay numbers: row, year and position are not prefixed.
    EXPECT_TRUE(csv.contains("alpha,https://github.com/example/alpha/issues/12,1,2024,1,"))
        << csv.constData();
}
