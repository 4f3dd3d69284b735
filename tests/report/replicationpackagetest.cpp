// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// export-study --package on the mini study: the README against the files, the study's files
// byte for byte, the false positive's reason in the long CSV, the interviews in the report.
#include "report/replicationpackage.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::test;

namespace {

QSet<QString> filesUnder(const QString &root)
{
    QSet<QString> files;
    QDirIterator it(
        root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.insert(QDir(root).relativeFilePath(it.next()));
    return files;
}

// The paths the README's table of files names: its first column, in backticks.
QSet<QString> readmeEntries(const QString &readme)
{
    QSet<QString> entries;
    static const QRegularExpression row(
        u"^\\| `([^`]+)` \\| .+ \\|$"_s, QRegularExpression::MultilineOption);
    for (auto it = row.globalMatch(readme); it.hasNext();)
        entries.insert(it.next().captured(1));
    return entries;
}

// The mini study without its README.md (a package writes its own), imported into a project.
struct PackageStudy
{
    MiniStudy study;
    QString db = study.scratch(u"p.taxonomist"_s);

    PackageStudy()
    {
        QFile::remove(study.file(u"README.md"_s));
        const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
        EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    }
};

} // namespace

TEST(ReplicationPackage, ReadmeNamesEveryFileAndTheStudysFilesStayByteForByte)
{
    PackageStudy fixture;
    const QString out = fixture.study.scratch(u"package"_s);
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, fixture.db, u"--package"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"README.md describes every file"_s)) << run.out.toStdString();

    QSet<QString> files = filesUnder(out);
    ASSERT_TRUE(files.remove(u".taxonomist-export"_s)) << "the export's marker";
    const QString readme = QString::fromUtf8(readAll(out + u"/README.md"_s));
    const QSet<QString> entries = readmeEntries(readme);
    EXPECT_EQ(entries, files) << readme.toStdString();
    for (const auto &added : taxonomist::core::ReplicationPackage::addedFiles())
        EXPECT_TRUE(files.contains(added.path)) << added.path.toStdString();
    EXPECT_TRUE(readme.contains(u"## How each number was computed"_s));

    // Every file of the study is in the package, byte for byte; the rest is what the package adds.
    const QSet<QString> study = filesUnder(fixture.study.root());
    for (const QString &file : study)
        EXPECT_EQ(fileHash(out + u'/' + file), fileHash(fixture.study.file(file)))
            << file.toStdString();
    QSet<QString> added = files - study;
    QSet<QString> expected;
    for (const auto &file : taxonomist::core::ReplicationPackage::addedFiles())
        expected.insert(file.path);
    EXPECT_EQ(added, expected);
    EXPECT_FALSE(QFile::exists(out + u"-long.csv"_s)) << "the long CSV is inside the package";
    EXPECT_TRUE(readAll(out + u"/report.html"_s).startsWith("<!DOCTYPE html>"));
    EXPECT_TRUE(readAll(out + u"/codebook.qdc"_s).contains("<CodeBook"));
    EXPECT_TRUE(readAll(out + u"/report.md"_s).contains("](figures/fleiss-kappa-per-type.svg)"));
}

TEST(ReplicationPackage, KeepsTheStudysOwnReadmeAndDescribesItselfInReplicationMd)
{
    MiniStudy study; // its README.md is the study's
    const QString db = study.scratch(u"p.taxonomist"_s);
    ASSERT_EQ(runCli({u"import-study"_s, study.root(), u"--db"_s, db}).exitCode, 0);
    const QString out = study.scratch(u"package"_s);
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db, u"--package"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"/REPLICATION.md describes every file"_s))
        << run.out.toStdString();
    // The study's README byte for byte; the package's beside it, listing it as the study's.
    EXPECT_EQ(fileHash(out + u"/README.md"_s), fileHash(study.file(u"README.md"_s)));
    QSet<QString> files = filesUnder(out);
    ASSERT_TRUE(files.remove(u".taxonomist-export"_s));
    const QString readme = QString::fromUtf8(readAll(out + u"/REPLICATION.md"_s));
    EXPECT_EQ(readmeEntries(readme), files) << readme.toStdString();
    EXPECT_TRUE(readme.contains(u"| `README.md` | A file of the study, kept byte for byte"_s))
        << readme.toStdString();
    EXPECT_TRUE(readme.contains(u"| `REPLICATION.md` | This file"_s)) << readme.toStdString();
    EXPECT_EQ(
        runCli({u"export-study"_s, out, u"--db"_s, db, u"--package"_s, u"--long"_s, u"x.csv"_s})
            .exitCode,
        2);
}

TEST(ReplicationPackage, LongCsvCarriesTheFalsePositivesReason)
{
    PackageStudy fixture;
    const CliRun labelled = runCli({u"label"_s, u"https://gitee.com/example/beta/issues/I7AGW6"_s,
        u"--db"_s, fixture.db, u"--annotator"_s, u"Volunteer 3"_s, u"--false-positive"_s,
        u"a question about CUDA drivers, not LLMs"_s});
    ASSERT_EQ(labelled.exitCode, 0) << labelled.err.toStdString();
    const QString out = fixture.study.scratch(u"package"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, fixture.db, u"--package"_s}).exitCode, 0);
    const QList<QByteArray> lines = readAll(out + u"/labels-long.csv"_s).split('\n');
    ASSERT_GT(lines.size(), 1);
    EXPECT_TRUE(lines[0].endsWith(",unsure,comment,false_positive_reason,open_code"));
    int reasons = 0;
    for (const QByteArray &line : lines) {
        if (line.contains("/I7AGW6,") && line.contains(",3,Volunteer 3,")) {
            EXPECT_TRUE(line.endsWith(",1,0,,\"a question about CUDA drivers, not LLMs\","))
                << "false_positive 1 ... the reason, then no open code: " << line.toStdString();
            ++reasons;
        } else if (line.size() > 0 && line != lines[0]) {
            EXPECT_TRUE(line.endsWith(",,")) << "no reason, no open code: " << line.toStdString();
        }
    }
    EXPECT_EQ(reasons, 1);
}

TEST(ReplicationPackage, WithInterviewsTheReportComparesUsersAndDevelopers)
{
    PackageStudy fixture;
    const CliRun imported = runCli({u"interviews"_s, u"import"_s,
        fixturesDir() + u"/mini-study/CodeBook.csv"_s, u"--db"_s, fixture.db});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    const CliRun report = runCli({u"report"_s, u"--db"_s, fixture.db, u"--format"_s, u"json"_s});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString();
    const CliRun compared
        = runCli({u"interviews"_s, u"compare"_s, u"--json"_s, u"--db"_s, fixture.db});
    ASSERT_EQ(compared.exitCode, 0) << compared.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(report.out.toUtf8()).object()[u"interviews"_s].toObject(),
        QJsonDocument::fromJson(compared.out.toUtf8()).object());
    const CliRun md = runCli({u"report"_s, u"--db"_s, fixture.db});
    EXPECT_TRUE(md.out.contains(u"## Users and developers"_s)) << md.out.toStdString();
}
