// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The study's own design, end to end through the CLI: the published study imported into a lead's
// project without the volunteers' labels, seven packages, each volunteer's published labels
// entered in their package with `labels import`, their changes exported, and the seven files
// merged in two different orders into two copies of the lead's project: both exports are byte
// for byte the published tree.

#include "studyfixture.h"
#include "testpaths.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

constexpr int volunteers = 7;

// Each volunteer's published labels, as a script would write them: url, row, annotator, code.
bool writeLabelFiles(const QString &study, const QString &folder, QString *error)
{
    QList<CsvWriter> files(volunteers);
    for (CsvWriter &file : files)
        file.addRecord({u"url"_s, u"row"_s, u"annotator"_s, u"code"_s, u"summary"_s});
    const QDir report(study + u"/Issue Report"_s);
    for (const QString &framework : report.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString path = report.filePath(framework + u'/' + framework + u".csv"_s);
        auto table = CsvReader::parse(readAll(path), path);
        if (!table) {
            *error = table.error().message();
            return false;
        }
        for (qsizetype row = 1; row < table->rows.size(); ++row) {
            const QList<QString> &fields = table->rows[row].fields;
            for (int v = 0; v < volunteers; ++v) {
                if (!fields.value(v + 1).isEmpty())
                    files[v].addRecord({fields[0], QString::number(row),
                        u"Volunteer %1"_s.arg(v + 1), fields[v + 1], QString()});
            }
        }
    }
    for (int v = 0; v < volunteers; ++v) {
        if (!writeAll(folder + u"/v%1.csv"_s.arg(v + 1), files[v].data())) {
            *error = u"cannot write the labels of volunteer %1"_s.arg(v + 1);
            return false;
        }
    }
    return true;
}

// Runs several CLI pipelines side by side (the machine's cores share them), each a list of
// commands run in turn; an empty string when all succeeded, else what failed.
QString runPipelines(const QList<QList<QStringList>> &pipelines)
{
    struct Running
    {
        std::unique_ptr<QProcess> process;
        qsizetype pipeline;
        qsizetype step;
    };
    std::vector<Running> running;
    const auto start = [&](qsizetype pipeline, qsizetype step) {
        auto process = std::make_unique<QProcess>();
        process->start(QStringLiteral(TAXONOMIST_CLI), pipelines[pipeline][step]);
        running.push_back({std::move(process), pipeline, step});
    };
    for (qsizetype p = 0; p < pipelines.size(); ++p)
        start(p, 0);
    while (!running.empty()) {
        Running current = std::move(running.front());
        running.erase(running.begin());
        if (!current.process->waitForFinished(120000)
            || current.process->exitStatus() != QProcess::NormalExit
            || current.process->exitCode() != 0) {
            return pipelines[current.pipeline][current.step].join(u' ') + u": "_s
                + QString::fromUtf8(current.process->readAllStandardError());
        }
        if (current.step + 1 < pipelines[current.pipeline].size())
            start(current.pipeline, current.step + 1);
    }
    return {};
}

} // namespace

TEST(PublishedTeam, SevenPackagesMergedInTwoOrdersExportThePublishedTree)
{
    TAXONOMIST_REQUIRE_STUDY();
    QTemporaryDir dir;
    const auto at = [&dir](const QString &name) { return dir.filePath(name); };
    const QString lead = at(u"lead.taxonomist"_s);
    QString error;
    ASSERT_TRUE(writeLabelFiles(studyDir(), dir.path(), &error)) << error.toStdString();

    for (const QStringList &command :
        {QStringList {u"import-study"_s, studyDir(), u"--db"_s, lead, u"--without-labels"_s},
            QStringList {u"team"_s, u"add"_s, u"Lena"_s, u"--lead"_s, u"--db"_s, lead},
            QStringList {u"team"_s, u"assign"_s, u"--all"_s, u"--db"_s, lead}}) {
        const CliRun run = runCli(command);
        ASSERT_EQ(run.exitCode, 0)
            << command.join(u' ').toStdString() << ": " << run.err.toStdString();
    }
    // The packages, made one after another (each reads the lead's project), then each
    // volunteer's work, side by side.
    for (int v = 1; v <= volunteers; ++v) {
        const CliRun run = runCli({u"team"_s, u"package"_s, u"Volunteer %1"_s.arg(v), u"--db"_s,
            lead, u"-o"_s, at(u"v%1.taxonomist"_s.arg(v))});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        ASSERT_TRUE(run.out.contains(u"0 of their labels"_s))
            << "the lead holds none of theirs yet: " << run.out.toStdString();
    }
    QList<QList<QStringList>> work;
    for (int v = 1; v <= volunteers; ++v) {
        const QString package = at(u"v%1.taxonomist"_s.arg(v));
        work.append({{u"labels"_s, u"import"_s, at(u"v%1.csv"_s.arg(v)), u"--db"_s, package},
            {u"team"_s, u"export-changes"_s, u"--db"_s, package, u"-o"_s,
                at(u"v%1.changes"_s.arg(v))}});
    }
    error = runPipelines(work);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();

    // Two copies of the lead's project, the files merged in two orders, side by side.
    ASSERT_TRUE(QFile::copy(lead, at(u"lead-a.taxonomist"_s))
        && QFile::copy(lead, at(u"lead-b.taxonomist"_s)));
    QStringList forward {u"team"_s, u"merge"_s};
    QStringList backward {u"team"_s, u"merge"_s};
    for (int v = 1; v <= volunteers; ++v) {
        forward.append(at(u"v%1.changes"_s.arg(v)));
        backward.append(at(u"v%1.changes"_s.arg(volunteers + 1 - v)));
    }
    forward << u"--db"_s << at(u"lead-a.taxonomist"_s);
    backward << u"--db"_s << at(u"lead-b.taxonomist"_s);
    error = runPipelines({{forward,
                              {u"export-study"_s, at(u"out-a"_s), u"--db"_s,
                                  at(u"lead-a.taxonomist"_s), u"--long"_s, u"none"_s}},
        {backward,
            {u"export-study"_s, at(u"out-b"_s), u"--db"_s, at(u"lead-b.taxonomist"_s), u"--long"_s,
                u"none"_s}}});
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();

    EXPECT_EQ(treeDifferences(at(u"out-a"_s), at(u"out-b"_s)), QStringList())
        << "the order of the merges does not matter";
    EXPECT_EQ(treeDifferences(at(u"out-a"_s), studyDir()), QStringList())
        << "the team's work is the published study";
    const CliRun check = runCli({u"check"_s, u"--db"_s, at(u"lead-a.taxonomist"_s)});
    EXPECT_EQ(check.exitCode, 0) << check.out.toStdString();
}
