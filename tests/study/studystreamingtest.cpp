// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Import and export stream: a study larger than the memory the commands may use goes through
// them (one record at a time), still in one transaction, still refused whole with the file, line
// and column of its first bad cell. The bound is the peak resident memory of the real CLI, which
// held whole files (and a QString per cell) before.
#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "study/studyscaler.h"
#include "study/studystatistics.h"
#include "studyfixture.h"
#include "testpaths.h"
#include "util/childprocess.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// What the commands may hold at once, whatever the study's size: the CLI itself takes about 17 MiB
// (Qt, SQLite, the taxonomy), and an import of the study below 37-39 MiB idle. 40 MiB left too
// little room: a loaded machine measured 40.5 once. The files below are larger than the whole
// bound, so an import that held them would pass it by far.
constexpr double BoundMiB = 48;
// Rows of growAlpha(): its two files are 53 MB, the long CSV 117 MB.
constexpr int LargeRows = 75000;

// Runs the real CLI and measures its own peak (not getrusage's, which would carry this test's
// memory — it held the generated study — into the child).
ChildRun runMeasured(const QStringList &arguments)
{
    auto run = runChild(QStringLiteral(TAXONOMIST_CLI), arguments);
    EXPECT_TRUE(run.ok()) << (run.ok() ? "" : run.error().message().toStdString());
    return run.ok() ? *run : ChildRun {};
}

// Gives the mini study's "alpha" `rows` rows (three labels and a final label each, all listed in
// alpha_2024.txt), then `lastRow` when there is one. The repository's name is long, so that a file
// larger than the bound takes few rows (and little time).
void growAlpha(const MiniStudy &study, int rows, const QByteArray &lastRow = {})
{
    QByteArray csv = "Issue_URL,Label1,Label2,Label3,Final_Label\n";
    QByteArray years;
    const QByteArray base = "https://github.com/example/alpha-" + QByteArray(300, 'r') + "/issues/";
    csv.reserve(qsizetype(rows) * (base.size() + 30));
    years.reserve(qsizetype(rows) * (base.size() + 8));
    const char *labels[]
        = {",C.3,C.5,C.3,C.3\n", ",B.2,B.2,,B.2\n", ",A.2,B.4,C.10,\n", ",C.10,C.10,C.9,C.10\n"};
    for (int r = 0; r < rows; ++r) {
        const QByteArray url = base + QByteArray::number(100000 + r);
        csv += url + labels[r % 4];
        years += url + '\n';
    }
    csv += lastRow;
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/alpha.csv"_s), csv));
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/alpha_2024.txt"_s), years));
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/alpha_2023.txt"_s), {}));
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/alpha_2025.txt"_s), {}));
}

} // namespace

TEST(StudyImportStreaming, AStudyLargerThanTheBoundFailsAtItsLastRowWithFileLineColumn)
{
    MiniStudy study;
    constexpr int rows = LargeRows;
    growAlpha(study, rows, "https://github.com/example/alpha/issues/99,C.3,C.42,C.3,C.3\n");
    const QString csv = study.file(u"Issue Report/alpha/alpha.csv"_s);
    ASSERT_GT(QFileInfo(csv).size()
            + QFileInfo(study.file(u"Issue Report/alpha/alpha_2024.txt"_s)).size(),
        qint64(BoundMiB * 1024 * 1024));
    const QString db = study.scratch(u"p.taxonomist"_s);
    const ChildRun run = runMeasured({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(
        run.errorOutput.contains(csv + u":%1:48: unknown taxonomy code \"C.42\""_s.arg(rows + 2)))
        << run.errorOutput.toStdString();
    EXPECT_FALSE(QFile::exists(db)) << "all or nothing: no project is left behind";
    EXPECT_GT(run.peakRssMiB, 1);
    EXPECT_LT(run.peakRssMiB, BoundMiB) << "the import held the study in memory";
}

TEST(StudyImportStreaming, ALargeStudyImportsAndExportsByteForByteWithinTheBound)
{
    MiniStudy study;
    constexpr int rows = LargeRows;
    growAlpha(study, rows);
    const QString db = study.scratch(u"p.taxonomist"_s);
    const ChildRun imported = runMeasured({u"import-study"_s, study.root(), u"--db"_s, db});
    ASSERT_EQ(imported.exitCode, 0) << imported.errorOutput.toStdString();
    EXPECT_GT(imported.peakRssMiB, 1);
    EXPECT_LT(imported.peakRssMiB, BoundMiB) << "import";

    const QString out = study.scratch(u"out"_s);
    const ChildRun exported = runMeasured({u"export-study"_s, out, u"--db"_s, db});
    ASSERT_EQ(exported.exitCode, 0) << exported.errorOutput.toStdString();
    EXPECT_EQ(treeDifferences(study.root(), out), QStringList());
    const qint64 longCsv = QFileInfo(out + u"-long.csv"_s).size();
    EXPECT_GT(longCsv, qint64(BoundMiB * 1024 * 1024)) << "the long CSV is larger than the bound";
    EXPECT_GT(exported.peakRssMiB, 1);
    EXPECT_LT(exported.peakRssMiB, BoundMiB) << "export";
}

TEST(StudyScaler, RepeatsEveryRowUnderDistinctNumbersWithTheStudysLabels)
{
    MiniStudy study;
    const QString scaled = study.scratch(u"scaled"_s);
    auto summary = StudyScaler::write(study.root(), scaled, 3);
    ASSERT_TRUE(summary.ok()) << summary.error().message().toStdString();
    EXPECT_EQ(summary->frameworks, 2);
    EXPECT_EQ(summary->rows, 3 * 8);
    EXPECT_EQ(readAll(scaled + u"/CodeBook.csv"_s), readAll(study.file(u"CodeBook.csv"_s)));

    auto one = ProjectStore::open(study.scratch(u"one.taxonomist"_s));
    auto three = ProjectStore::open(study.scratch(u"three.taxonomist"_s));
    ASSERT_TRUE(one.ok() && three.ok());
    auto original = StudyImporter::importFolder(**one, study.root(), u"t"_s);
    auto copies = StudyImporter::importFolder(**three, scaled, u"t"_s);
    ASSERT_TRUE(original.ok() && copies.ok())
        << (copies.ok() ? "" : copies.error().message().toStdString());
    EXPECT_EQ(copies->second.issues, 3 * original->second.issues);
    EXPECT_EQ(copies->second.labels, 3 * original->second.labels);
    qsizetype duplicates = 0;
    for (const StudyFramework &framework : copies->first.frameworks)
        duplicates += framework.duplicateRows;
    EXPECT_EQ(duplicates, 3 * 2)
        << "alpha/11 is listed twice in each copy, and nothing else repeats";
    auto statsOne = StudyStatistics::compute(**one);
    auto statsThree = StudyStatistics::compute(**three);
    ASSERT_TRUE(statsOne.ok() && statsThree.ok());
    for (auto it = statsOne->total.types.cbegin(); it != statsOne->total.types.cend(); ++it)
        EXPECT_EQ(statsThree->total.types.value(it.key()), 3 * it.value())
            << it.key().toStdString();
    for (auto it = statsOne->total.years.cbegin(); it != statsOne->total.years.cend(); ++it)
        EXPECT_EQ(statsThree->total.years.value(it.key()), 3 * it.value()) << it.key();

    EXPECT_EQ(StudyScaler::scaledUrl(u"https://github.com/a/b/issues/12"_s, 0),
        u"https://github.com/a/b/issues/12"_s);
    EXPECT_EQ(StudyScaler::scaledUrl(u"https://github.com/a/b/issues/12"_s, 2),
        u"https://github.com/a/b/issues/2000000012"_s);
    EXPECT_EQ(StudyScaler::scaledUrl(u"https://gitee.com/a/b/issues/I71V26"_s, 4),
        u"https://gitee.com/a/b/issues/I71V26s4"_s);
    EXPECT_EQ(StudyScaler::scaledUrl(u"see the wiki"_s, 1), QString());
}

TEST(BenchCommand, TimesEveryStepOfAScaledStudyInProcessAndAsCommands)
{
    MiniStudy study;
    const CliRun run = runCli({u"bench"_s, study.root(), u"--scale"_s, u"2"_s, u"--runs"_s, u"1"_s,
        u"--json"_s, u"--script"_s, study.scratch(u"no-such-script.py"_s)});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(report.value(u"scale"_s).toInt(), 2);
    EXPECT_EQ(report.value(u"issues"_s).toInt(), 2 * 8);
    const QJsonObject steps = report.value(u"steps"_s).toObject();
    for (const QString &step : {u"import"_s, u"stats"_s, u"agreement"_s}) {
        EXPECT_GT(steps.value(step).toObject().value(u"in_process_median_ms"_s).toDouble(), 0)
            << step.toStdString();
        EXPECT_GT(steps.value(step).toObject().value(u"command_median_ms"_s).toDouble(), 0)
            << step.toStdString();
        EXPECT_GT(steps.value(step).toObject().value(u"command_peak_rss_mib"_s).toDouble(), 1)
            << step.toStdString();
    }
    for (const QString &step :
        {u"export"_s, u"export-long"_s, u"queue"_s, u"rules"_s, u"dashboard"_s})
        EXPECT_GT(steps.value(step).toObject().value(u"in_process_median_ms"_s).toDouble(), 0)
            << step.toStdString();
    EXPECT_GT(
        steps.value(u"export-command"_s).toObject().value(u"command_median_ms"_s).toDouble(), 0);
    EXPECT_TRUE(report.value(u"script_skipped"_s).toString().contains(u"no-such-script.py"_s))
        << "a script that is not there is said, not timed";
}

// The lead's views at 10x are timed on a kept project instead of importing it again: the bench
// opens it read-only and leaves it byte for byte as it was (SQLite may leave an empty -wal and
// the -shm a reader of a WAL project needs beside it).
TEST(BenchCommand, TimesTheStepsThatReadAnExistingProjectWithoutWritingIt)
{
    MiniStudy study;
    const QString project = study.scratch(u"kept.taxonomist"_s);
    ASSERT_EQ(runCli({u"import-study"_s, study.root(), u"--db"_s, project}).exitCode, 0);
    const auto contents = [&] {
        QFile file(project);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray before = contents();
    ASSERT_FALSE(before.isEmpty());

    const CliRun run
        = runCli({u"bench"_s, u"--project"_s, project, u"--runs"_s, u"2"_s, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(report.value(u"issues"_s).toInt(), 8);
    EXPECT_EQ(report.value(u"runs"_s).toInt(), 2);
    const QJsonObject steps = report.value(u"steps"_s).toObject();
    for (const QString &step :
        {u"open"_s, u"stats"_s, u"agreement"_s, u"queue"_s, u"rules"_s, u"dashboard"_s}) {
        const QJsonObject timed = steps.value(step).toObject();
        EXPECT_GT(timed.value(u"in_process_median_ms"_s).toDouble(), 0) << step.toStdString();
        EXPECT_GT(timed.value(u"in_process_cpu_median_ms"_s).toDouble(), 0) << step.toStdString();
    }
    EXPECT_FALSE(steps.contains(u"import"_s)) << "nothing is imported";
    EXPECT_EQ(contents(), before) << "the project is opened read-only";

    EXPECT_EQ(runCli({u"bench"_s, study.root(), u"--project"_s, project}).exitCode, 2)
        << "a study and a project at once is a usage error";
}
