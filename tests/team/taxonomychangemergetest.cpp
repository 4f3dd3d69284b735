// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lead merges a node of the team's taxonomy: the lead's copy carries only its own rows, and
// each volunteer's copy carries their labels when the lead's update brings the redirect, then
// sends them back as their own; the retired node travels as retired.

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
