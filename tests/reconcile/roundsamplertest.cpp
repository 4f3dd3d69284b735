// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/roundsampler.h"
#include "leadproject.h"
#include "reconcile/roundstore.h"

#include <gtest/gtest.h>

#include <QSet>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// 1,000 issues in three frameworks of 600, 300 and 100.
QList<SampleCandidate> candidates()
{
    QList<SampleCandidate> list;
    for (qint64 i = 1; i <= 1000; ++i)
        list.append({i, i <= 600 ? 1 : i <= 900 ? 2 : 3});
    return list;
}

} // namespace

TEST(RoundSampler, TheSameSeedDrawsTheSameSample)
{
    const QList<qint64> first = RoundSampler::sample(candidates(), 42, 50, true);
    EXPECT_EQ(first.size(), 50);
    EXPECT_EQ(RoundSampler::sample(candidates(), 42, 50, true), first);
    EXPECT_NE(RoundSampler::sample(candidates(), 43, 50, true), first);
    EXPECT_EQ(QSet<qint64>(first.begin(), first.end()).size(), 50) << "no issue twice";
    EXPECT_TRUE(std::is_sorted(first.begin(), first.end())) << "in the study's order";
}

TEST(RoundSampler, TheSampleIsPinnedAcrossPlatforms)
{
    // mt19937_64's sequence is fixed by the standard and the bounded draw is ours: this sample
    // must never change, or a recorded round could not be drawn again.
    EXPECT_EQ(RoundSampler::sample(candidates(), 2024, 8, false),
        (QList<qint64> {21, 98, 225, 302, 307, 383, 975, 978}));
}

TEST(RoundSampler, StratifiedSamplesGiveEachFrameworkItsShare)
{
    const QList<qint64> sample = RoundSampler::sample(candidates(), 7, 20, true);
    int perFramework[4] = {};
    for (const qint64 id : sample)
        ++perFramework[id <= 600 ? 1 : id <= 900 ? 2 : 3];
    EXPECT_EQ(perFramework[1], 12);
    EXPECT_EQ(perFramework[2], 6);
    EXPECT_EQ(perFramework[3], 2);
}

TEST(RoundSampler, AllocatesByLargestRemainders)
{
    EXPECT_EQ(RoundSampler::allocate({600, 300, 100}, 20), (QList<int> {12, 6, 2}));
    EXPECT_EQ(RoundSampler::allocate({5, 5, 5}, 4), (QList<int> {2, 1, 1}))
        << "ties go to the first";
    EXPECT_EQ(RoundSampler::allocate({1, 100}, 10), (QList<int> {0, 10}));
    EXPECT_EQ(RoundSampler::allocate({2, 3}, 50), (QList<int> {2, 3}))
        << "never more than a stratum holds";
    EXPECT_EQ(RoundSampler::allocate({}, 5), QList<int>());
}

TEST(RoundSampler, ASampleLargerThanTheProjectTakesEverything)
{
    EXPECT_EQ(RoundSampler::sample(candidates().mid(0, 5), 1, 10, false),
        (QList<qint64> {1, 2, 3, 4, 5}));
    EXPECT_EQ(RoundSampler::sample(candidates(), 1, 0, true), QList<qint64>());
}

TEST(RoundStore, RecordsTheRoundAndItsSample)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto round = RoundStore::create(project.store(), u"Pilot"_s, Round::Kind::Pilot, 99, 6, true,
        project.annotator(1), u"Lead"_s);
    ASSERT_TRUE(round.ok()) << round.error().message().toStdString();
    EXPECT_EQ(round->issueIds.size(), 6);
    auto again = RoundSampler::sample(project.store(), 99, 6, true);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, round->issueIds) << "the recorded parameters draw the same sample";
    int beta = 0;
    for (const qint64 id : round->issueIds)
        beta += (id == project.issue(u"beta"_s, 1) || id == project.issue(u"beta"_s, 2)) ? 1 : 0;
    EXPECT_EQ(beta, 1) << "beta holds 2 of 12 issues: 1 of 6";

    auto rounds = RoundStore::rounds(project.store());
    ASSERT_TRUE(rounds.ok());
    ASSERT_EQ(rounds->size(), 1);
    EXPECT_EQ(rounds->first().name, u"Pilot"_s);
    EXPECT_EQ(rounds->first().seed, 99u);
    EXPECT_EQ(rounds->first().kind, Round::Kind::Pilot);
    EXPECT_EQ(rounds->first().issueIds, round->issueIds);
    QSqlQuery audit(project.store().database());
    ASSERT_TRUE(audit.exec(u"SELECT count(*) FROM audit_log WHERE action = 'create-round'"_s)
        && audit.next());
    EXPECT_EQ(audit.value(0).toInt(), 1);
}

TEST(RoundStore, RefusesAnEmptyRound)
{
    LeadProject project;
    EXPECT_FALSE(RoundStore::create(
        project.store(), u"Empty"_s, Round::Kind::Round, 1, 0, true, 0, u"Lead"_s)
                     .ok());
    EXPECT_FALSE(
        RoundStore::create(project.store(), u" "_s, Round::Kind::Round, 1, 5, true, 0, u"Lead"_s)
            .ok());
    EXPECT_TRUE(RoundStore::rounds(project.store())->isEmpty());
}
