// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lead merges a node of the team's taxonomy: the lead's copy carries only its own rows, and
// each volunteer's copy carries their labels when the lead's update brings the redirect, then
// sends them back as their own; the retired node travels as retired.

#include "reconcile/roundstore.h"
#include "reconcile/taxonomyevolution.h"
#include "store/sqlitestatement.h"
#include "team/teampackage.h"
#include "teamfixture.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

qint64 nodeId(const ProjectStore &store, const QString &code)
{
    SqliteStatement row(store.handle(), "SELECT id FROM taxonomy_nodes WHERE code = ?");
    row.bind(1, code);
    return row.next() ? row.integer(0) : 0;
}

bool isRetired(const ProjectStore &store, const QString &code)
{
    SqliteStatement row(store.handle(), "SELECT retired FROM taxonomy_nodes WHERE code = ?");
    row.bind(1, code);
    return row.next() && row.integer(0) == 1;
}

} // namespace

TEST(TeamTaxonomyChange, EachCopyCarriesItsOwnLabelsToTheMergedNode)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3.i"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();
    ASSERT_TRUE(team.merge(team.lead(), {u"v1.changes"_s}).ok());

    auto merged = TaxonomyEvolution::merge(
        team.lead(), nodeId(team.lead(), u"C.3.i"_s), nodeId(team.lead(), u"C.3.ii"_s), u"Lena"_s);
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->labelsLeft, 1) << "the lead does not rewrite a volunteer's row";
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3.i"_s);

    auto update = TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana-update.changes"_s), u"Lena"_s);
    ASSERT_TRUE(update.ok()) << update.error().message().toStdString();
    auto received = team.merge(*ana, {u"ana-update.changes"_s});
    ASSERT_TRUE(received.ok()) << received.error().message().toStdString();
    EXPECT_TRUE(isRetired(*ana, u"C.3.i"_s)) << "the retirement travels";
    EXPECT_EQ(team.labelOf(*ana, 1, TeamFixture::alpha(12)), u"C.3.ii"_s);

    ASSERT_TRUE(team.exportChanges(*ana, u"v1b.changes"_s)) << team.error().toStdString();
    auto back = team.merge(team.lead(), {u"v1b.changes"_s});
    ASSERT_TRUE(back.ok()) << back.error().message().toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3.ii"_s);
}

// The lead's pilot round reaches a volunteer's copy, with the round's issues that copy holds, in
// a package and again in an update after the lead renamed it.
TEST(TeamRounds, APilotRoundTravelsToTheVolunteersCopy)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto pilot = RoundStore::create(
        team.lead(), u"Pilot"_s, Round::Kind::Pilot, 7, 4, false, 0, u"Lena"_s);
    ASSERT_TRUE(pilot.ok()) << pilot.error().message().toStdString();
    ASSERT_EQ(pilot->issueIds.size(), 4);
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    auto rounds = RoundStore::rounds(*ana);
    ASSERT_TRUE(rounds.ok()) << rounds.error().message().toStdString();
    ASSERT_EQ(rounds->size(), 1);
    EXPECT_EQ(rounds->first().name, u"Pilot"_s);
    EXPECT_EQ(rounds->first().kind, Round::Kind::Pilot);
    EXPECT_EQ(rounds->first().seed, 7u);
    // The same issues, by their URLs (ids differ between copies).
    const auto urls = [](const ProjectStore &store, const QList<qint64> &ids) {
        QStringList list;
        SqliteStatement url(store.handle(), "SELECT url FROM issues WHERE id = ?");
        for (const qint64 id : ids) {
            url.bind(1, id);
            list.append(url.next() ? url.text(0) : QString());
            url.reset();
        }
        return list;
    };
    EXPECT_EQ(urls(*ana, rounds->first().issueIds), urls(team.lead(), pilot->issueIds));

    {
        SqliteStatement rename(
            team.lead().handle(), "UPDATE rounds SET name = 'Pilot (week 1)' WHERE id = ?");
        rename.bind(1, pilot->id);
        ASSERT_TRUE(rename.exec().ok());
    }
    auto update = TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana-update.changes"_s), u"Lena"_s);
    ASSERT_TRUE(update.ok()) << update.error().message().toStdString();
    ASSERT_TRUE(team.merge(*ana, {u"ana-update.changes"_s}).ok());
    rounds = RoundStore::rounds(*ana);
    ASSERT_TRUE(rounds.ok());
    ASSERT_EQ(rounds->size(), 1) << "the same round, by its UUID";
    EXPECT_EQ(rounds->first().name, u"Pilot (week 1)"_s);
}

// A redirect away from a node the team still labels with (one the lead did not retire, as a lead
// who writes the setting by hand might) moves nobody's label.
TEST(TeamTaxonomyChange, ARedirectFromAStandingNodeMovesNoLabel)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3.i"_s));
    ASSERT_TRUE(
        team.lead().setInfo(TaxonomyEvolution::redirectsKey, u"{\"C.3.i\":\"C.3.ii\"}"_s).ok());
    auto update = TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana-update.changes"_s), u"Lena"_s);
    ASSERT_TRUE(update.ok()) << update.error().message().toStdString();
    ASSERT_TRUE(team.merge(*ana, {u"ana-update.changes"_s}).ok());
    EXPECT_EQ(ana->info(TaxonomyEvolution::redirectsKey), u"{\"C.3.i\":\"C.3.ii\"}"_s)
        << "the setting arrived";
    EXPECT_EQ(team.labelOf(*ana, 1, TeamFixture::alpha(12)), u"C.3.i"_s);
}
