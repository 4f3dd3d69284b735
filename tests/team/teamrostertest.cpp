// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team on a real study: the study's volunteer columns are fixed at
// import and the same in every framework's export; the lead is not a column; a new volunteer
// column comes only explicitly, and then in every framework; a member with labels stays.

#include "team/teamroster.h"
#include "store/labelstore.h"
#include "store/sqlitestatement.h"
#include "study/studyexporter.h"
#include "studyfixture.h"
#include "teamfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

QByteArray headerOf(const QString &csv)
{
    const QByteArray bytes = readAll(csv);
    return bytes.left(bytes.indexOf('\n'));
}

} // namespace

TEST(TeamRoster, TheStudysVolunteersAreItsLabelColumnsAndTheLeadIsNone)
{
    TeamFixture team(true);
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto members = TeamRoster::members(team.lead());
    ASSERT_TRUE(members.ok());
    ASSERT_EQ(members->size(), 4);
    EXPECT_EQ((*members)[0].annotator.labelColumn, 1);
    EXPECT_EQ((*members)[2].annotator.labelColumn, 3);
    EXPECT_EQ((*members)[3].annotator.name, u"Lena"_s);
    EXPECT_EQ((*members)[3].role(), u"lead"_s);
    EXPECT_FALSE((*members)[3].annotator.isVolunteer());
    EXPECT_EQ((*members)[0].labels, 8);
    EXPECT_EQ((*members)[0].assigned, 8);

    // The lead labels only as a volunteer.
    SqliteStatement issue(team.lead().handle(), "SELECT id FROM issues LIMIT 1");
    ASSERT_TRUE(issue.next());
    Label label;
    label.nodeId = 1;
    auto refused = LabelStore::setLabel(
        team.lead(), issue.integer(0), (*members)[3].annotator.id, label, u"Lena"_s);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().what().contains(u"not a volunteer"_s))
        << refused.error().message().toStdString();

    // The export: Label1..Label3 in both frameworks, the round trip unchanged.
    auto exported = StudyExporter::exportTo(team.lead(), team.path(u"out"_s));
    ASSERT_TRUE(exported.ok()) << exported.error().message().toStdString();
    EXPECT_TRUE(treeDifferences(team.path(u"out"_s), fixturesDir() + u"/mini-study"_s).isEmpty());
}

TEST(TeamRoster, ANewVolunteerIsANewColumnInEveryFramework)
{
    TeamFixture team(true);
    ASSERT_TRUE(team.isValid());
    auto added
        = TeamRoster::add(team.lead(), u"Volunteer 4"_s, TeamRoster::Role::Volunteer, u"Lena"_s);
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(added->labelColumn, 4);
    // The new volunteer labels one alpha issue only; beta gets their column all the same.
    ASSERT_TRUE(team.label(team.lead(), 4, TeamFixture::alpha(12), u"C.3"_s))
        << team.error().toStdString();
    ASSERT_TRUE(StudyExporter::exportTo(team.lead(), team.path(u"out"_s)).ok());
    const QByteArray four = "Issue_URL,Label1,Label2,Label3,Label4,Final_Label";
    EXPECT_EQ(headerOf(team.path(u"out/Issue Report/alpha/alpha.csv"_s)), four);
    EXPECT_EQ(headerOf(team.path(u"out/Issue Report/beta/beta.csv"_s)), four);

    // Adding the lead does not add a column; a second lead is refused.
    auto second = TeamRoster::add(team.lead(), u"Otto"_s, TeamRoster::Role::Lead, u"Lena"_s);
    ASSERT_FALSE(second.ok());
    EXPECT_TRUE(second.error().what().contains(u"set-lead"_s));
    EXPECT_FALSE(
        TeamRoster::add(team.lead(), u"volunteer 4"_s, TeamRoster::Role::Volunteer, u"Lena"_s).ok())
        << "names are unique";
}

TEST(TeamRoster, RenameSetLeadAndRemove)
{
    TeamFixture team(true);
    ASSERT_TRUE(team.isValid());
    ASSERT_TRUE(TeamRoster::rename(team.lead(), u"Volunteer 2"_s, u"Ben"_s, u"Lena"_s).ok());
    EXPECT_TRUE(TeamRoster::find(team.lead(), u"Ben"_s).ok());
    EXPECT_FALSE(TeamRoster::find(team.lead(), u"Volunteer 2"_s).ok());

    ASSERT_TRUE(TeamRoster::setLead(team.lead(), u"Ben"_s, u"Lena"_s).ok());
    auto lead = TeamRoster::lead(team.lead());
    ASSERT_TRUE(lead.ok() && *lead);
    EXPECT_EQ((*lead)->name, u"Ben"_s);
    EXPECT_EQ((*lead)->labelColumn, 2) << "a volunteer who leads keeps their column";
    EXPECT_FALSE(TeamRoster::find(team.lead(), u"Lena"_s)->isLead);

    auto withLabels = TeamRoster::remove(team.lead(), u"Volunteer 3"_s, u"Lena"_s);
    ASSERT_FALSE(withLabels.ok());
    EXPECT_TRUE(withLabels.error().what().contains(u"labels"_s))
        << withLabels.error().message().toStdString();
    ASSERT_TRUE(
        TeamRoster::add(team.lead(), u"Dora"_s, TeamRoster::Role::Volunteer, u"Ben"_s).ok());
    ASSERT_TRUE(
        TeamRoster::add(team.lead(), u"Emil"_s, TeamRoster::Role::Volunteer, u"Ben"_s).ok());
    auto middle = TeamRoster::remove(team.lead(), u"Dora"_s, u"Ben"_s);
    ASSERT_FALSE(middle.ok()) << "Dora holds Label4; Emil's Label5 would move";
    EXPECT_TRUE(middle.error().what().contains(u"renumber"_s));
    ASSERT_TRUE(TeamRoster::remove(team.lead(), u"Emil"_s, u"Ben"_s).ok());
    ASSERT_TRUE(TeamRoster::remove(team.lead(), u"Dora"_s, u"Ben"_s).ok());
    // Lena decided nothing, but she made the assignments (their versions name her): she stays.
    auto lena = TeamRoster::remove(team.lead(), u"Lena"_s, u"Ben"_s);
    ASSERT_FALSE(lena.ok());
    EXPECT_TRUE(lena.error().what().contains(u"assignments made"_s))
        << lena.error().message().toStdString();
    ASSERT_TRUE(StudyExporter::exportTo(team.lead(), team.path(u"out"_s)).ok());
    EXPECT_TRUE(treeDifferences(team.path(u"out"_s), fixturesDir() + u"/mini-study"_s).isEmpty())
        << "removed columns leave every framework's export";
    SqliteStatement audit(
        team.lead().handle(), "SELECT count(*) FROM audit_log WHERE action LIKE 'team-%'");
    ASSERT_TRUE(audit.next());
    EXPECT_GE(audit.integer(0), 7) << "every change of the team is in the audit log";
}
