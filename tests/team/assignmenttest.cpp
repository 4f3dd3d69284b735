// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Assignments: all to everyone (the study's design) or K volunteers per issue, balanced across
// volunteers and across strata (framework × year), seeded and reproducible; and the progress the
// volunteer's list and the lead's dashboard show.

#include "reconcile/roundstore.h"
#include "store/labelstore.h"
#include "store/sqlitestatement.h"
#include "team/assignmentplanner.h"
#include "team/assignmentstore.h"
#include "team/teamprogress.h"
#include "teamfixture.h"

#include <QHash>
#include <QSet>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

QList<AssignmentCandidate> candidates(int frameworks, int years, int perStratum)
{
    QList<AssignmentCandidate> list;
    qint64 id = 1;
    for (int f = 1; f <= frameworks; ++f) {
        for (int y = 0; y < years; ++y) {
            for (int i = 0; i < perStratum + f; ++i) // strata of different sizes
                list.append({id++, f, 2023 + y});
        }
    }
    return list;
}

} // namespace

TEST(AssignmentPlanner, KDifferentVolunteersPerIssueBalancedInEveryStratum)
{
    const QList<AssignmentCandidate> issues = candidates(3, 3, 17);
    const QList<qint64> volunteers {11, 12, 13, 14, 15, 16, 17};
    const QList<QList<qint64>> plan = AssignmentPlanner::plan(issues, volunteers, 3, 42);
    ASSERT_EQ(plan.size(), issues.size());
    QHash<qint64, int> load;
    QHash<std::pair<qint64, int>, QHash<qint64, int>> strata;
    for (qsizetype i = 0; i < plan.size(); ++i) {
        ASSERT_EQ(plan[i].size(), 3);
        EXPECT_EQ(QSet<qint64>(plan[i].begin(), plan[i].end()).size(), 3)
            << "three different volunteers";
        for (const qint64 volunteer : plan[i]) {
            ++load[volunteer];
            ++strata[{issues[i].frameworkId, issues[i].year}][volunteer];
        }
    }
    const auto spread = [&volunteers](const QHash<qint64, int> &counts) {
        int low = INT_MAX, high = 0;
        for (const qint64 volunteer : volunteers) {
            low = std::min(low, counts.value(volunteer));
            high = std::max(high, counts.value(volunteer));
        }
        return high - low;
    };
    EXPECT_LE(spread(load), 1) << "balanced overall";
    for (const auto &stratum : std::as_const(strata))
        EXPECT_LE(spread(stratum), 1) << "balanced within each framework and year";
}

TEST(AssignmentPlanner, TheSameSeedGivesTheSamePlanAndAnotherAnother)
{
    const QList<AssignmentCandidate> issues = candidates(2, 2, 30);
    const QList<qint64> volunteers {1, 2, 3, 4, 5};
    EXPECT_EQ(AssignmentPlanner::plan(issues, volunteers, 2, 7),
        AssignmentPlanner::plan(issues, volunteers, 2, 7));
    EXPECT_NE(AssignmentPlanner::plan(issues, volunteers, 2, 7),
        AssignmentPlanner::plan(issues, volunteers, 2, 8));
    // A pinned plan (mt19937_64 and an unbiased draw, both fully specified, so it holds on every
    // machine): a change to the planner would change every published seed's assignments.
    QList<qint64> flat;
    for (const QList<qint64> &who :
        AssignmentPlanner::plan(candidates(1, 1, 3), volunteers, 2, 2026))
        flat += who;
    EXPECT_EQ(flat, (QList<qint64> {3, 4, 2, 1, 1, 3, 5, 2}));
    for (const QList<qint64> &who : AssignmentPlanner::plan(issues, volunteers, 0, 1))
        EXPECT_EQ(who, volunteers) << "per-issue 0: everyone, the study's design";
}

TEST(AssignmentStore, ReassigningKeepsWhatStaysAndRemovesWhatGoes)
{
    TeamFixture team; // every issue to all three volunteers
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    AssignmentRequest two;
    two.perIssue = 2;
    two.seed = 5;
    auto summary = AssignmentStore::assign(team.lead(), two, u"Lena"_s);
    ASSERT_TRUE(summary.ok()) << summary.error().message().toStdString();
    EXPECT_EQ(summary->issues, 8);
    EXPECT_EQ(summary->added, 0);
    EXPECT_EQ(summary->removed, 8);
    EXPECT_EQ(summary->kept, 16);
    ASSERT_EQ(summary->shares.size(), 3);
    for (const AssignmentShare &share : summary->shares)
        EXPECT_TRUE(share.issues == 5 || share.issues == 6) << share.volunteer.toStdString();
    SqliteStatement tombstones(
        team.lead().handle(), "SELECT count(*) FROM team_tombstones WHERE kind = 'assignment'");
    ASSERT_TRUE(tombstones.next());
    EXPECT_EQ(tombstones.integer(0), 8) << "removals travel to the packages as versions";
    auto again = AssignmentStore::assign(team.lead(), two, u"Lena"_s);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->added + again->removed, 0) << "the same seed, the same plan";

    AssignmentRequest onlyBeta;
    onlyBeta.frameworks = {u"beta"_s};
    auto beta = AssignmentStore::assign(team.lead(), onlyBeta, u"Lena"_s);
    ASSERT_TRUE(beta.ok());
    EXPECT_EQ(beta->issues, 2);
    onlyBeta.frameworks = {u"gamma"_s};
    EXPECT_FALSE(AssignmentStore::assign(team.lead(), onlyBeta, u"Lena"_s).ok());
}

// What the app's Assign… previews is what assign then writes, and the preview writes nothing.
TEST(AssignmentStore, APreviewIsWhatAssignWritesAndWritesNothing)
{
    TeamFixture team; // every issue to all three volunteers
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    const auto rows = [&team](const char *sql) {
        SqliteStatement query(team.lead().handle(), sql);
        return query.next() ? query.integer(0) : -1;
    };
    const qint64 assignments = rows("SELECT count(*) FROM assignments");
    const qint64 audit = rows("SELECT count(*) FROM audit_log");
    AssignmentRequest two;
    two.perIssue = 2;
    two.seed = 9;
    auto preview = AssignmentStore::preview(team.lead(), two);
    ASSERT_TRUE(preview.ok()) << preview.error().message().toStdString();
    EXPECT_EQ(rows("SELECT count(*) FROM assignments"), assignments);
    EXPECT_EQ(rows("SELECT count(*) FROM team_tombstones"), 0);
    EXPECT_EQ(rows("SELECT count(*) FROM audit_log"), audit) << "a preview is not audited";
    auto assigned = AssignmentStore::assign(team.lead(), two, u"Lena"_s);
    ASSERT_TRUE(assigned.ok()) << assigned.error().message().toStdString();
    EXPECT_EQ(preview->issues, assigned->issues);
    EXPECT_EQ(preview->added, assigned->added);
    EXPECT_EQ(preview->removed, assigned->removed);
    EXPECT_EQ(preview->kept, assigned->kept);
    ASSERT_EQ(preview->shares.size(), assigned->shares.size());
    for (qsizetype i = 0; i < preview->shares.size(); ++i) {
        EXPECT_EQ(preview->shares[i].volunteer, assigned->shares[i].volunteer);
        EXPECT_EQ(preview->shares[i].issues, assigned->shares[i].issues);
    }
    EXPECT_EQ(rows("SELECT count(*) FROM assignments"), 16);
    AssignmentRequest tooMany;
    tooMany.perIssue = 4;
    EXPECT_FALSE(AssignmentStore::preview(team.lead(), tooMany).ok()) << "refused as assign is";
}

// The Rounds view assigns the round it shows, even when a newer round has the same name.
TEST(AssignmentStore, ARoundIsAssignedByItsIdOverANewerRoundOfTheSameName)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto older
        = RoundStore::create(team.lead(), u"Pilot"_s, Round::Kind::Pilot, 3, 3, true, 0, u"Lena"_s);
    auto newer
        = RoundStore::create(team.lead(), u"Pilot"_s, Round::Kind::Pilot, 4, 5, true, 0, u"Lena"_s);
    ASSERT_TRUE(older.ok() && newer.ok());
    AssignmentRequest byId;
    byId.perIssue = 1;
    byId.roundId = older->id;
    auto summary = AssignmentStore::assign(team.lead(), byId, u"Lena"_s);
    ASSERT_TRUE(summary.ok()) << summary.error().message().toStdString();
    EXPECT_EQ(summary->issues, 3);
    AssignmentRequest byName;
    byName.perIssue = 1;
    byName.round = u"Pilot"_s;
    EXPECT_EQ(AssignmentStore::assign(team.lead(), byName, u"Lena"_s)->issues, 5)
        << "by name: the newest round of that name";
    byId.roundId = newer->id + 1;
    auto missing = AssignmentStore::assign(team.lead(), byId, u"Lena"_s);
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.error().message().contains(u"no round"_s));
}

TEST(TeamProgress, AssignedDoneRemainingPaceAndFinish)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    ASSERT_TRUE(team.label(team.lead(), 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.label(team.lead(), 1, TeamFixture::alpha(7), u"B.1"_s));
    auto progress = TeamProgress::compute(team.lead(), QDateTime::currentDateTimeUtc().date());
    ASSERT_TRUE(progress.ok());
    ASSERT_EQ(progress->size(), 3);
    const VolunteerProgress &first = progress->first();
    EXPECT_EQ(first.name, u"Volunteer 1"_s);
    EXPECT_EQ(first.assigned, 8);
    EXPECT_EQ(first.done, 2);
    EXPECT_EQ(first.remaining(), 6);
    EXPECT_EQ(first.recentLabels, 2);
    EXPECT_DOUBLE_EQ(first.labelsPerDay, 2.0 / TeamProgress::windowDays);
    ASSERT_TRUE(first.finish.has_value());
    EXPECT_EQ(*first.finish, QDateTime::currentDateTimeUtc().date().addDays(42))
        << "6 left at 1 every 7 days";
    EXPECT_FALSE((*progress)[1].finish.has_value()) << "no pace, no date";

    auto mine = LabelStore::progress(team.lead(), first.annotatorId, 0);
    ASSERT_TRUE(mine.ok());
    EXPECT_EQ(mine->assigned, 8);
    EXPECT_EQ(mine->assignedDone, 2);
}
