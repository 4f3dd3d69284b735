// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Volunteer packages: blind by construction (checked with plain SQL, as `sqlite3` would show the
// file), what a volunteer needs to work, and updates that reach a package without touching the
// volunteer's work.

#include "team/teampackage.h"
#include "fetch/contentjson.h"
#include "reconcile/finallabelstore.h"
#include "reconcile/proposalstore.h"
#include "store/projectidentity.h"
#include "store/sqlitestatement.h"
#include "team/teamroster.h"
#include "teamfixture.h"

#include <sqlite3.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// One number from a query on a file opened with SQLite's own API, read-only: no Taxonomist code
// between the file and the answer.
qint64 plainSql(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr)
        != SQLITE_OK) {
        sqlite3_close(db);
        return -1;
    }
    sqlite3_stmt *statement = nullptr;
    qint64 value = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) == SQLITE_OK
        && sqlite3_step(statement) == SQLITE_ROW)
        value = sqlite3_column_int64(statement, 0);
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return value;
}

} // namespace

// The lead's project holds every volunteer's labels, final labels, votes and a full audit log;
// the package holds none of it but its volunteer's own.
TEST(TeamPackage, IsBlindByConstruction)
{
    TeamFixture team(true); // the study's labels of all three volunteers, and its final labels
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    ASSERT_GT(plainSql(team.leadPath(), "SELECT count(*) FROM final_labels"), 0);
    auto annotators = team.lead().annotators();
    auto proposal = ProposalStore::propose(team.lead(),
        {[&] {
             SqliteStatement q(
                 team.lead().handle(), "SELECT id FROM taxonomy_nodes WHERE code = 'C.3'");
             return q.next() ? q.integer(0) : 0;
         }(),
            u"Collective timeouts"_s, u""_s, 0},
        annotators[1].id);
    ASSERT_TRUE(proposal.ok())
        << proposal.error().message().toStdString(); // Volunteer 2 proposes and approves
    ASSERT_TRUE(team.lead().checkpoint().ok());

    auto made = TeamPackage::create(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana.taxonomist"_s), u"Lena"_s);
    ASSERT_TRUE(made.ok()) << made.error().message().toStdString();
    const QString package = team.path(u"ana.taxonomist"_s);

    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM labels"), 8)
        << "Volunteer 1's own labels, all of them";
    EXPECT_EQ(plainSql(package,
                  "SELECT count(*) FROM labels l JOIN annotators a ON a.id = l.annotator_id"
                  " WHERE a.uuid <> (SELECT value FROM project_info WHERE key = 'team.owner')"),
        0)
        << "no other volunteer's label";
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM final_labels"), 0) << "no final label";
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM team_tombstones"), 0);
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM team_history"), 0);
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM taxonomy_proposal_votes"), 0)
        << "no one else's vote, no tally";
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM taxonomy_proposals"), 1)
        << "the proposal, to vote on";
    EXPECT_EQ(plainSql(package,
                  "SELECT count(*) FROM assignments a JOIN annotators m ON m.id = a.annotator_id"
                  " WHERE m.uuid <> (SELECT value FROM project_info WHERE key = 'team.owner')"),
        0)
        << "no one else's assignments";
    EXPECT_EQ(plainSql(package,
                  "SELECT count(*) FROM audit_log WHERE action IN ('set-label', 'set-final-label',"
                  " 'import-study', 'merge-changes')"),
        0)
        << "the lead's audit log stays with the lead";
    EXPECT_EQ(
        plainSql(package, "SELECT count(*) FROM study_files WHERE path <> 'CodeBook.csv'"), 0);
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM study_files WHERE path = 'CodeBook.csv'"), 1)
        << "the codebook";
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM issues"), 8)
        << "every issue is assigned to everyone";
    EXPECT_EQ(plainSql(package, "SELECT count(*) FROM taxonomy_nodes"),
        plainSql(team.leadPath(), "SELECT count(*) FROM taxonomy_nodes"));
    // The lead's project UUID: the package is a copy of the same project.
    auto opened = ProjectStore::open(package, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(opened.ok());
    EXPECT_EQ(ProjectIdentity::projectUuid(team.lead()).value(),
        ProjectIdentity::projectUuid(**opened).value());
    EXPECT_EQ((*opened)->info(u"team.owner"_s), annotators[0].uuid);
}

TEST(TeamPackage, RefusesOtherVolunteersAndFinalLabelsAfterwards)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana);
    EXPECT_FALSE(team.label(*ana, 2, TeamFixture::alpha(12), u"C.3"_s))
        << "Ben's label in Ana's package";
    EXPECT_TRUE(team.error().contains(u"another volunteer's package"_s))
        << team.error().toStdString();
    SqliteStatement issue(ana->handle(), "SELECT id FROM issues LIMIT 1");
    ASSERT_TRUE(issue.next());
    FinalLabel decision;
    decision.nodeId = 1;
    auto decided
        = FinalLabelStore::write(*ana, {{issue.integer(0), decision}}, u"Ana"_s, u"decide"_s);
    ASSERT_FALSE(decided.ok());
    EXPECT_TRUE(decided.error().what().contains(u"no final labels"_s))
        << decided.error().message().toStdString();
    EXPECT_FALSE(TeamRoster::add(*ana, u"Zoe"_s, TeamRoster::Role::Volunteer, u"Ana"_s).ok())
        << "the lead manages the team";
}

TEST(TeamPackage, AnUpdateBringsTheLeadsNewsWithoutTouchingTheVolunteersWork)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana && team.label(*ana, 1, TeamFixture::alpha(12), u"C.5"_s));

    // The lead: fetched content of an issue, a new taxonomy node (an adopted proposal), a rename.
    const QByteArray content
        = R"([{"url": "https://github.com/example/alpha/issues/12", "title": "NCCL timeout",
        "body": "it hangs", "comments": [{"author": "dev", "body": "try again"}]}])";
    ASSERT_TRUE(ContentJson::import(team.lead(), content, u"content.json"_s).ok());
    auto annotators = team.lead().annotators();
    const qint64 parent = [&] {
        SqliteStatement q(team.lead().handle(), "SELECT id FROM taxonomy_nodes WHERE code = 'C.3'");
        return q.next() ? q.integer(0) : 0;
    }();
    auto proposal = ProposalStore::propose(
        team.lead(), {parent, u"Collective timeouts"_s, u""_s, 0}, annotators[0].id);
    ASSERT_TRUE(proposal.ok());
    for (int voter : {1, 2, 3}) {
        auto voted
            = ProposalStore::vote(team.lead(), *proposal, annotators[voter].id, true, QString());
        ASSERT_TRUE(voted.ok()) << voted.error().message().toStdString();
    }
    ASSERT_EQ(ProposalStore::proposal(team.lead(), *proposal)->status, Proposal::Status::Adopted);
    ASSERT_TRUE(TeamRoster::rename(team.lead(), u"Volunteer 1"_s, u"Ana"_s, u"Lena"_s).ok());

    auto update = TeamPackage::writeUpdate(
        team.lead(), u"Ana"_s, team.path(u"ana-update.changes"_s), u"Lena"_s);
    ASSERT_TRUE(update.ok()) << update.error().message().toStdString();
    auto merged = team.merge(*ana, {u"ana-update.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->total.contents, 1);
    EXPECT_TRUE(merged->total.taxonomyChanged);
    EXPECT_EQ(team.labelOf(*ana, 1, TeamFixture::alpha(12)), QString()) << "Volunteer 1 is Ana now";
    SqliteStatement work(ana->handle(),
        "SELECT n.code FROM labels l JOIN taxonomy_nodes n ON n.id = l.node_id"
        " JOIN annotators a ON a.id = l.annotator_id WHERE a.name = 'Ana'");
    ASSERT_TRUE(work.next());
    EXPECT_EQ(work.text(0), u"C.5"_s) << "the volunteer's label is untouched";
    SqliteStatement node(
        ana->handle(), "SELECT count(*) FROM taxonomy_nodes WHERE name = 'Collective timeouts'");
    ASSERT_TRUE(node.next());
    EXPECT_EQ(node.integer(0), 1);
    SqliteStatement title(ana->handle(), "SELECT title FROM issue_content");
    ASSERT_TRUE(title.next());
    EXPECT_EQ(title.text(0), u"NCCL timeout"_s);
    SqliteStatement keywords(ana->handle(), "SELECT count(*) FROM issue_keywords");
    ASSERT_TRUE(keywords.next());

    // An update is for one volunteer: Ben's is refused in Ana's package, and the lead's project
    // takes no updates.
    auto forBen = TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 2"_s, team.path(u"ben-update.changes"_s), u"Lena"_s);
    ASSERT_TRUE(forBen.ok());
    auto wrong = team.merge(*ana, {u"ben-update.changes"_s});
    ASSERT_FALSE(wrong.ok());
    EXPECT_TRUE(wrong.error().what().contains(u"Volunteer 2"_s))
        << wrong.error().message().toStdString();
    EXPECT_FALSE(team.merge(team.lead(), {u"ana-update.changes"_s}).ok());
}
