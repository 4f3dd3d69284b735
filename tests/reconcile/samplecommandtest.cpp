// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "leadproject.h"
#include "reconcile/roundstore.h"
#include "store/projectstore.h"
#include "studyfixture.h"

#include <gtest/gtest.h>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray checksum(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
        ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
        : QByteArray();
}

QList<Round> roundsIn(const QString &path)
{
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly);
    if (!store)
        return {};
    auto rounds = RoundStore::rounds(**store);
    return rounds ? *rounds : QList<Round>();
}

} // namespace

TEST(SampleCommand, PrintsTheSizeAndTheAllocationWithoutDrawingOnADryRun)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    project.close();
    const QByteArray before = checksum(project.path());
    // 12 issues (alpha 10, beta 2), 90 % and 20 %: n0 = 1.644854² × 0.25 / 0.04 = 16.9096;
    // n = 16.91 / (1 + 15.91 / 12) = 7.29 → 8; alpha 8 × 10 / 12 = 6.67, beta 1.33: 7 and 1.
    const CliRun run = runCli({u"sample"_s, u"--db"_s, project.path(), u"--confidence"_s, u"90"_s,
        u"--margin"_s, u"20"_s, u"--dry-run"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"Population: 12 issues (every framework)"_s))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"z = 1.6449, n0 = z² p (1 − p) / e² = 16.91"_s))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"= 8 (rounded up)"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"  alpha               2024           10        7\n"_s))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"  beta                2024            2        1\n"_s))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"  total                              12        8\n"_s))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"Dry run"_s));
    EXPECT_EQ(checksum(project.path()), before) << "a dry run leaves the project as it was";
}

TEST(SampleCommand, DrawsAPilotThatTeamAssignAssigns)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    project.close();
    const QStringList sample {u"sample"_s, u"--db"_s, project.path(), u"--confidence"_s, u"90"_s,
        u"--margin"_s, u"20"_s, u"--seed"_s, u"17"_s, u"--pilot"_s, u"--json"_s};
    const CliRun run = runCli(sample);
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(json.value(u"population"_s).toInt(), 12);
    EXPECT_EQ(json.value(u"n"_s).toInt(), 8);
    EXPECT_NEAR(json.value(u"n0"_s).toDouble(), 16.9096, 1e-4);
    EXPECT_NEAR(json.value(u"z"_s).toDouble(), 1.644854, 1e-6);
    EXPECT_EQ(json.value(u"seed"_s).toString(), u"17"_s);
    EXPECT_EQ(json.value(u"strata_by"_s).toString(), u"framework-year"_s);
    const QJsonArray strata = json.value(u"strata"_s).toArray();
    ASSERT_EQ(strata.size(), 2);
    EXPECT_EQ(strata[0].toObject().value(u"framework"_s).toString(), u"alpha"_s);
    EXPECT_EQ(strata[0].toObject().value(u"year"_s).toInt(), 2024);
    EXPECT_EQ(strata[0].toObject().value(u"issues"_s).toInt(), 10);
    EXPECT_EQ(strata[0].toObject().value(u"sample"_s).toInt(), 7);
    const QJsonObject round = json.value(u"round"_s).toObject();
    EXPECT_EQ(round.value(u"name"_s).toString(), u"Pilot"_s);
    EXPECT_EQ(round.value(u"kind"_s).toString(), u"pilot"_s);
    EXPECT_EQ(round.value(u"issues"_s).toInt(), 8);

    const QList<Round> rounds = roundsIn(project.path());
    ASSERT_EQ(rounds.size(), 1);
    EXPECT_EQ(rounds[0].kind, Round::Kind::Pilot);
    EXPECT_EQ(rounds[0].issueIds.size(), 8);

    // The same seed draws the same issues as a second round; another seed others.
    QStringList again = sample;
    again << u"--name"_s << u"Again"_s;
    ASSERT_EQ(runCli(again).exitCode, 0);
    again.replace(again.indexOf(u"17"_s), u"18"_s);
    again.replace(again.indexOf(u"Again"_s), u"Other"_s);
    ASSERT_EQ(runCli(again).exitCode, 0);
    const QList<Round> three = roundsIn(project.path());
    ASSERT_EQ(three.size(), 3);
    EXPECT_EQ(three[1].issueIds, three[0].issueIds);
    EXPECT_NE(three[2].issueIds, three[0].issueIds);

    // The round is what `team assign --round` assigns.
    ASSERT_EQ(
        runCli({u"team"_s, u"add"_s, u"Lena"_s, u"--lead"_s, u"--db"_s, project.path()}).exitCode,
        0);
    const CliRun assign = runCli(
        {u"team"_s, u"assign"_s, u"--db"_s, project.path(), u"--round"_s, u"Pilot"_s, u"--all"_s});
    ASSERT_EQ(assign.exitCode, 0) << assign.err.toStdString();
    EXPECT_TRUE(assign.out.startsWith(u"Assigned 8 issues"_s)) << assign.out.toStdString();
}

TEST(SampleCommand, RefusesBadParametersAndUnknownFrameworks)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    project.close();
    const QByteArray before = checksum(project.path());
    const CliRun confidence
        = runCli({u"sample"_s, u"--db"_s, project.path(), u"--confidence"_s, u"100"_s});
    EXPECT_EQ(confidence.exitCode, 2);
    EXPECT_TRUE(confidence.err.contains(u"--confidence"_s)) << confidence.err.toStdString();
    const CliRun strata
        = runCli({u"sample"_s, u"--db"_s, project.path(), u"--strata"_s, u"month"_s});
    EXPECT_EQ(strata.exitCode, 2);
    EXPECT_TRUE(strata.err.contains(u"--strata"_s));
    const CliRun unknown
        = runCli({u"sample"_s, u"--db"_s, project.path(), u"--framework"_s, u"gamma"_s});
    EXPECT_EQ(unknown.exitCode, 1);
    EXPECT_TRUE(unknown.err.contains(u"gamma"_s)) << unknown.err.toStdString();
    EXPECT_EQ(checksum(project.path()), before);
    EXPECT_TRUE(roundsIn(project.path()).isEmpty());
}
