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
#include "studyfixture.h"
#include "team/teamroster.h"
#include "teamfixture.h"
#include "testpaths.h"
#include "util/signingkey.h"

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

QString publicHalf(const QString &secret)
{
    auto key = SigningKey::fromSecret(secret.toLatin1());
    return key ? QString::fromLatin1(key->publicBase64()) : QString();
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

// A package holds one secret key, its volunteer's, which the lead's project does not hold; every
// copy knows every member's public key.
TEST(TeamPackage, HoldsItsVolunteersKeyAndNoOneElses)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    ASSERT_TRUE(team.package(1, u"ana.taxonomist"_s) && team.package(2, u"ben.taxonomist"_s));
    const QString ana = team.path(u"ana.taxonomist"_s);
    const QString ben = team.path(u"ben.taxonomist"_s);
    const char *secret = "SELECT value FROM project_info WHERE key = 'team.signing_secret'";
    const char *leadsKey = "SELECT signing_key FROM annotators WHERE is_lead";
    const char *volunteer1sKey = "SELECT signing_key FROM annotators WHERE name = 'Volunteer 1'";
    EXPECT_EQ(plainSql(ana, "SELECT count(*) FROM project_info WHERE key LIKE '%secret%'"), 1);
    EXPECT_EQ(publicHalf(plainText(ana, secret)), plainText(team.leadPath(), volunteer1sKey))
        << "the package's secret is the one whose public half the lead knows";
    EXPECT_EQ(publicHalf(plainText(team.leadPath(), secret)), plainText(team.leadPath(), leadsKey))
        << "the lead's project holds the lead's key, and only that";
    for (const QString &package : {ana, ben}) {
        EXPECT_NE(plainText(package, secret), plainText(team.leadPath(), secret));
        EXPECT_EQ(plainText(package, leadsKey), plainText(team.leadPath(), leadsKey));
    }
    // Every public key the lead had when the package was made: Ben's package knows Volunteer 1's;
    // Ana's, made first, learns Volunteer 2's with the next update.
    EXPECT_EQ(plainSql(ana, "SELECT count(*) FROM annotators WHERE signing_key IS NULL"), 2);
    EXPECT_EQ(plainSql(ben, "SELECT count(*) FROM annotators WHERE signing_key IS NULL"), 1);
    EXPECT_NE(plainText(ana, secret), plainText(ben, secret));
    EXPECT_EQ(plainText(ben, volunteer1sKey), plainText(team.leadPath(), volunteer1sKey));
    EXPECT_EQ(plainSql(team.leadPath(),
                  "SELECT count(*) FROM audit_log WHERE detail LIKE '%'"
                  " || (SELECT value FROM project_info WHERE key = 'team.signing_secret') || '%'"),
        0)
        << "no secret in the audit log";
    // Nor in anything that travels: an update, the lead's changes.
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"update.changes"_s), u"Lena"_s)
                    .ok());
    ASSERT_TRUE(TeamChanges::exportChanges(
        team.lead(), team.path(u"lena.changes"_s), QString(), true, u"test"_s)
                    .ok());
    for (const QString &file : {u"update.changes"_s, u"lena.changes"_s}) {
        const QByteArray bytes = readAll(team.path(file));
        ASSERT_FALSE(bytes.isEmpty());
        for (const QString &project : {team.leadPath(), ana, ben})
            EXPECT_FALSE(bytes.contains(plainText(project, secret).toLatin1()))
                << file.toStdString();
    }
    EXPECT_TRUE(readAll(team.path(u"update.changes"_s))
                    .contains(plainText(team.leadPath(), volunteer1sKey).toLatin1()))
        << "the public keys travel with the team";
}

// Making a package again gives its volunteer a new key: a file of the old package is refused,
// the old package says so when it exports, and what only it holds goes with the new key.
TEST(TeamPackage, ANewPackageReplacesTheKeyAndTheOldOneSendsWithTheNew)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto old = team.package(1, u"old.taxonomist"_s);
    ASSERT_TRUE(old && team.label(*old, 1, TeamFixture::alpha(12), u"C.3"_s)
        && team.exportChanges(*old, u"first.changes"_s));
    ASSERT_TRUE(team.merge(team.lead(), {u"first.changes"_s}).ok());
    ASSERT_TRUE(team.label(*old, 1, TeamFixture::alpha(7), u"B.1"_s)
        && team.exportChanges(*old, u"late.changes"_s));

    auto remade = TeamPackage::create(
        team.lead(), u"Volunteer 1"_s, team.path(u"new.taxonomist"_s), u"Lena"_s);
    ASSERT_TRUE(remade.ok()) << remade.error().message().toStdString();
    EXPECT_TRUE(remade->replacedKey);
    auto late = team.merge(team.lead(), {u"late.changes"_s});
    ASSERT_FALSE(late.ok());
    EXPECT_TRUE(late.error().what().contains(u"not signed by \"Volunteer 1\"'s key"_s))
        << late.error().message().toStdString();

    // The old package learns of the new key with the lead's next update, and says so.
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"update.changes"_s), u"Lena"_s)
                    .ok());
    auto updated = team.merge(*old, {u"update.changes"_s});
    ASSERT_TRUE(updated.ok()) << updated.error().message().toStdString();
    ASSERT_TRUE(team.label(*old, 1, TeamFixture::alpha(11), u"FP"_s, 3))
        << team.error().toStdString();
    auto refused = TeamChanges::exportChanges(
        *old, team.path(u"again.changes"_s), QString(), true, u"test"_s);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().what().contains(u"no longer \"Volunteer 1\"'s"_s))
        << refused.error().message().toStdString();
    EXPECT_TRUE(refused.error().what().contains(u"--signing-key-from NEW_PACKAGE"_s));

    const CliRun run = runCli({u"team"_s, u"export-changes"_s, u"--all"_s, u"--db"_s,
        team.path(u"old.taxonomist"_s), u"--signing-key-from"_s, team.path(u"new.taxonomist"_s),
        u"-o"_s, team.path(u"again.changes"_s)});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    auto merged = team.merge(team.lead(), {u"again.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(7)), u"B.1"_s);
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(11)), u"FP"_s);
    EXPECT_EQ(merged->total.labels.unchanged, 1) << "alpha/12 was merged before";

    // Another volunteer's package lends no key.
    ASSERT_TRUE(team.package(2, u"ben.taxonomist"_s));
    auto borrowed = TeamChanges::exportChanges(*old, team.path(u"borrowed.changes"_s), QString(),
        true, u"test"_s, team.path(u"ben.taxonomist"_s));
    ASSERT_FALSE(borrowed.ok());
    EXPECT_TRUE(borrowed.error().what().contains(u"not a package of \"Volunteer 1\""_s))
        << borrowed.error().message().toStdString();
}

// A package made before packages had keys: its volunteer is told to get a new package, and an
// update signed by a lead it holds no key for is refused.
TEST(TeamPackage, APackageWithoutKeysSaysWhatToDo)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana && team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
    // What an older Taxonomist's package is like.
    ASSERT_TRUE(
        SqliteStatement(ana->handle(), "DELETE FROM project_info WHERE key = 'team.signing_secret'")
            .exec()
            .ok());
    ASSERT_TRUE(
        SqliteStatement(ana->handle(), "UPDATE annotators SET signing_key = NULL").exec().ok());
    auto exported
        = TeamChanges::exportChanges(*ana, team.path(u"v1.changes"_s), QString(), false, u"test"_s);
    ASSERT_FALSE(exported.ok());
    EXPECT_TRUE(exported.error().what().contains(u"holds no signing key"_s))
        << exported.error().message().toStdString();
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"update.changes"_s), u"Lena"_s)
                    .ok());
    auto update = team.merge(*ana, {u"update.changes"_s});
    ASSERT_FALSE(update.ok());
    EXPECT_TRUE(update.error().what().contains(u"not signed by \"Lena\"'s key: this project holds "
                                               u"no key for them (this package was made before"_s))
        << update.error().message().toStdString();
}

// A lead's project signs only the lead's changes: a volunteer's rows there have no key to go with.
TEST(TeamPackage, TheLeadsProjectSignsOnlyTheLeadsChanges)
{
    TeamFixture team(true);
    ASSERT_TRUE(team.isValid());
    auto exported = TeamChanges::exportChanges(
        team.lead(), team.path(u"v2.changes"_s), u"Volunteer 2"_s, true, u"test"_s);
    ASSERT_FALSE(exported.ok());
    EXPECT_TRUE(exported.error().what().contains(u"only their package holds"_s))
        << exported.error().message().toStdString();
    auto own = TeamChanges::exportChanges(
        team.lead(), team.path(u"lena.changes"_s), QString(), true, u"test"_s);
    ASSERT_TRUE(own.ok()) << own.error().message().toStdString();
    // The lead's second machine takes the lead's own file.
    ASSERT_TRUE(team.lead().checkpoint().ok());
    ASSERT_TRUE(copyToAnotherMachine(team.leadPath(), team.path(u"laptop.taxonomist"_s)));
    auto laptop
        = ProjectStore::open(team.path(u"laptop.taxonomist"_s), ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(laptop.ok());
    auto merged = team.merge(**laptop, {u"lena.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
}

// The lead role handed over: the new lead signs with a key of their own, which packages made
// before do not know; a new package knows it. A lead who also labels carries the lead's key in
// their own package.
TEST(TeamPackage, ANewLeadSignsWithAKeyOfTheirOwn)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana);
    ASSERT_TRUE(TeamRoster::setLead(team.lead(), u"Volunteer 3"_s, u"Lena"_s).ok());
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"update.changes"_s), u"Lena"_s)
                    .ok());
    auto refused = team.merge(*ana, {u"update.changes"_s});
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().what().contains(u"not signed by \"Volunteer 3\"'s key"_s))
        << refused.error().message().toStdString();
    EXPECT_TRUE(refused.error().what().contains(u"before they became the lead"_s));

    auto fresh = team.package(1, u"v1-new.taxonomist"_s);
    ASSERT_TRUE(fresh) << team.error().toStdString();
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"update2.changes"_s), u"Lena"_s)
                    .ok());
    auto merged = team.merge(*fresh, {u"update2.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();

    ASSERT_TRUE(team.package(3, u"v3.taxonomist"_s)) << team.error().toStdString();
    const char *secret = "SELECT value FROM project_info WHERE key = 'team.signing_secret'";
    EXPECT_EQ(plainText(team.path(u"v3.taxonomist"_s), secret), plainText(team.leadPath(), secret))
        << "the lead's own package carries the lead's own key";
}

// Before anyone assigned work (no `team assign`, no round), a package holds every issue, as a
// volunteer's join through the team server does; once work is assigned, their assigned issues and
// the ones they labelled.
TEST(TeamPackage, WithNoAssignmentsAnywhereItHoldsEveryIssueAsTheServerRouteDoes)
{
    TeamFixture team(true);
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    const qint64 issues = plainSql(team.leadPath(), "SELECT count(*) FROM issues");
    ASSERT_TRUE(SqliteStatement(team.lead().handle(), "DELETE FROM assignments").exec());
    ASSERT_TRUE(team.lead().checkpoint().ok());
    auto everything = TeamPackage::create(
        team.lead(), u"Volunteer 1"_s, team.path(u"all.taxonomist"_s), u"Lena"_s);
    ASSERT_TRUE(everything.ok()) << everything.error().message().toStdString();
    EXPECT_EQ(everything->stats.issues, issues);
    EXPECT_EQ(plainSql(team.path(u"all.taxonomist"_s), "SELECT count(*) FROM issues"), issues);
    EXPECT_EQ(plainSql(team.path(u"all.taxonomist"_s), "SELECT count(*) FROM labels"), 8)
        << "still only their own labels";

    // One assignment (to someone else) and the package is Volunteer 1's slice again: what they
    // labelled.
    ASSERT_TRUE(SqliteStatement(team.lead().handle(),
        "INSERT INTO assignments(annotator_id, issue_id, changed_at)"
        " SELECT (SELECT id FROM annotators WHERE name = 'Volunteer 2'),"
        " (SELECT min(id) FROM issues), '2026-11-28T00:00:00Z'")
                    .exec());
    ASSERT_TRUE(team.lead().checkpoint().ok());
    auto slice = TeamPackage::create(
        team.lead(), u"Volunteer 1"_s, team.path(u"slice.taxonomist"_s), u"Lena"_s);
    ASSERT_TRUE(slice.ok()) << slice.error().message().toStdString();
    EXPECT_EQ(slice->stats.issues,
        plainSql(team.leadPath(),
            "SELECT count(DISTINCT issue_id) FROM labels WHERE annotator_id ="
            " (SELECT id FROM annotators WHERE name = 'Volunteer 1')"));
}
