// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Screening through the real CLI on the mini study: what every volunteer marked a false positive
// leaves the framework's CSV (its year-file line and its rows of the long CSV stay), stats and
// screening report it, and the published study is untouched by the rule.

#include "importedstudy.h"
#include "store/projectstore.h"
#include "study/studystatistics.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

const QString Candidate = u"https://github.com/example/alpha/pull/9"_s;

class ScreenedMiniStudy : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_EQ(runCli({u"import-study"_s, study.root(), u"--db"_s, db()}).exitCode, 0);
    }

    void mark(int volunteer, const QString &reason)
    {
        const CliRun run = runCli({u"label"_s, Candidate, u"--db"_s, db(), u"--annotator"_s,
            u"Volunteer %1"_s.arg(volunteer), u"--false-positive"_s, reason});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    }

    QJsonObject json(const QStringList &arguments)
    {
        const CliRun run = runCli(arguments);
        EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    }

    QString db() const { return study.scratch(u"p.taxonomist"_s); }

    MiniStudy study;
};

} // namespace

TEST_F(ScreenedMiniStudy, AnIssueEveryVolunteerMarkedLeavesTheFrameworksCsvOnly)
{
    mark(1, u"user names only"_s);
    mark(2, u"a file path"_s);
    const QString partial = study.scratch(u"partial"_s);
    ASSERT_EQ(runCli({u"export-study"_s, partial, u"--db"_s, db()}).exitCode, 0);
    EXPECT_TRUE(readAll(partial + u"/Issue Report/alpha/alpha.csv"_s).contains(Candidate.toUtf8()))
        << "the third volunteer has not marked it: it stays";

    mark(3, u"not about LLMs"_s);
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db()}).exitCode, 0);
    const QByteArray csv = readAll(out + u"/Issue Report/alpha/alpha.csv"_s);
    ASSERT_FALSE(csv.isEmpty());
    EXPECT_FALSE(csv.contains(Candidate.toUtf8())) << csv.toStdString();
    EXPECT_EQ(
        csv.count('\n'), readAll(study.file(u"Issue Report/alpha/alpha.csv"_s)).count('\n') - 1);
    EXPECT_EQ(treeDifferences(study.root(), out),
        QStringList {u"differs: Issue Report/alpha/alpha.csv"_s})
        << "the year files still list every candidate";
    // The long CSV keeps the excluded issue, each mark with its reason.
    const QByteArray longCsv = readAll(out + u"-long.csv"_s);
    for (const char *reason : {"user names only", "a file path", "not about LLMs"})
        EXPECT_TRUE(longCsv.contains(reason)) << reason;

    // The export imports again, without the excluded issue.
    const QString again = study.scratch(u"again.taxonomist"_s);
    ASSERT_EQ(runCli({u"import-study"_s, out, u"--db"_s, again}).exitCode, 0);
    const QJsonObject stats = json({u"stats"_s, u"--json"_s, u"--db"_s, again});
    EXPECT_EQ(stats[u"total"_s][u"issues"_s].toInt(), 7);
    EXPECT_EQ(stats[u"total"_s][u"excluded"_s].toInt(), 0);
}

TEST_F(ScreenedMiniStudy, StatsAndScreeningShowTheFalsePositiveRate)
{
    const QJsonObject before = json({u"stats"_s, u"--json"_s, u"--db"_s, db()});
    const QJsonObject alphaBefore = before[u"frameworks"_s][0].toObject();
    EXPECT_EQ(alphaBefore[u"excluded"_s].toInt(), 0);
    EXPECT_EQ(alphaBefore[u"screened"_s].toInt(), alphaBefore[u"issues"_s].toInt())
        << "every imported issue has labels";
    EXPECT_EQ(alphaBefore[u"false_positive_rate"_s].toDouble(), 0.0);
    EXPECT_FALSE(runCli({u"stats"_s, u"--db"_s, db()}).out.contains(u"FP rate"_s))
        << "no screening column before any mark";

    for (int volunteer = 1; volunteer <= 3; ++volunteer)
        mark(volunteer, u"reason %1"_s.arg(volunteer));
    const QJsonObject stats = json({u"stats"_s, u"--json"_s, u"--db"_s, db()});
    const QJsonObject alpha = stats[u"frameworks"_s][0].toObject();
    ASSERT_EQ(alpha[u"name"_s].toString(), u"alpha"_s);
    EXPECT_EQ(alpha[u"issues"_s].toInt(), 6) << "an excluded issue is still a candidate";
    EXPECT_EQ(alpha[u"excluded"_s].toInt(), 1);
    EXPECT_DOUBLE_EQ(alpha[u"false_positive_rate"_s].toDouble(), 1.0 / 6.0);
    EXPECT_EQ(stats[u"total"_s][u"excluded"_s].toInt(), 1);
    EXPECT_DOUBLE_EQ(stats[u"total"_s][u"false_positive_rate"_s].toDouble(), 1.0 / 8.0);
    const QString text = runCli({u"stats"_s, u"--db"_s, db()}).out;
    EXPECT_TRUE(text.contains(u"Excluded"_s)) << text.toStdString();
    EXPECT_TRUE(text.contains(u"16.67 %"_s)) << text.toStdString();

    const QJsonObject screening = json({u"screening"_s, u"--json"_s, u"--list"_s, u"--db"_s, db()});
    const QJsonObject line = screening[u"frameworks"_s][0].toObject();
    EXPECT_EQ(line[u"name"_s].toString(), u"alpha"_s);
    EXPECT_EQ(line[u"candidates"_s].toInt(), 6);
    EXPECT_EQ(line[u"marked"_s].toInt(), 1);
    EXPECT_EQ(line[u"excluded"_s].toInt(), 1);
    const QJsonArray volunteers = line[u"volunteers"_s].toArray();
    ASSERT_EQ(volunteers.size(), 3);
    EXPECT_EQ(volunteers[0][u"name"_s].toString(), u"Volunteer 1"_s);
    EXPECT_EQ(volunteers[0][u"false_positives"_s].toInt(), 1);
    EXPECT_EQ(volunteers[0][u"screened"_s].toInt(), 6);
    const QJsonArray excluded = screening[u"excluded"_s].toArray();
    ASSERT_EQ(excluded.size(), 1);
    EXPECT_EQ(excluded[0][u"url"_s].toString(), Candidate);
    EXPECT_FALSE(excluded[0][u"by_final_label"_s].toBool());
    const QJsonArray reasons = excluded[0][u"reasons"_s].toArray();
    ASSERT_EQ(reasons.size(), 3);
    EXPECT_EQ(reasons[2][u"volunteer"_s].toString(), u"Volunteer 3"_s);
    EXPECT_EQ(reasons[2][u"reason"_s].toString(), u"reason 3"_s);
    const CliRun listed = runCli({u"screening"_s, u"--list"_s, u"--db"_s, db()});
    EXPECT_EQ(listed.exitCode, 0);
    EXPECT_TRUE(listed.out.contains(u"Volunteer 2: reason 2"_s)) << listed.out.toStdString();
    EXPECT_TRUE(listed.out.contains(u"16.67 %"_s)) << listed.out.toStdString();
}

TEST(ScreeningCli, AMissingProjectIsAnErrorNamingIt)
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(u"none.taxonomist"_s);
    const CliRun run = runCli({u"screening"_s, u"--db"_s, missing});
    EXPECT_NE(run.exitCode, 0);
    EXPECT_TRUE(run.err.contains(missing)) << run.err.toStdString();
    EXPECT_FALSE(QFile::exists(missing));
}

class PublishedScreening : public PublishedStudySuite
{
};

// The published CSVs hold only the reports the team kept: no label is a false positive, so the
// rule excludes nothing and the export stays the published tree (ExportIsByteIdentical…).
TEST_F(PublishedScreening, NothingIsExcludedAndEveryIssueIsScreened)
{
    auto stats = StudyStatistics::compute(study().store());
    ASSERT_TRUE(stats.ok());
    EXPECT_EQ(stats->total.excluded, 0);
    EXPECT_EQ(stats->total.marked, 0);
    EXPECT_EQ(stats->total.screened, 38742);
    EXPECT_FALSE(stats->toText().contains(u"FP rate"_s)) << "Table I as the paper prints it";
}
