// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team server end to end on a real PostgreSQL (docs/team.md, "The team server"): create,
// invite, join and sync on the mini study; blind volunteers; an interrupted sync run again; one
// volunteer on two laptops; no password in any project file.

#include "team/teamserver.h"
#include "team/serverconnection.h"
#include "team/serverschema.h"
#include "team/teamroster.h"

#include "reconcile/finallabelstore.h"
#include "reconcile/roundstore.h"
#include "serverfixture.h"
#include "store/issuecontent.h"
#include "store/projectcheck.h"
#include "store/sqlitestatement.h"
#include "store/tuning/sqlitesettings.h"
#include "studyfixture.h"
#include "team/assignmentstore.h"
#include "team/invitationtext.h"
#include "teamfixture.h"
#include "teamonserver.h"

#include <gtest/gtest.h>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <thread>
#include <tuple>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

qint64 count(const ProjectStore &store, const char *sql)
{
    SqliteStatement query(store.handle(), sql);
    return query.next() ? query.integer(0) : -1;
}

// Counts on the server as its admin sees them (no row-level security for a superuser).
qint64 serverCount(const ServerFixture &server, const QString &sql)
{
    return server.number(sql);
}

// Runs a statement on the server as its admin, as a compromised or broken server would.
bool serverExec(const ServerFixture &server, const QString &sql)
{
    return server.exec(sql);
}

// The indexes a project declares (not the automatic ones of keys), as `name: sql` lines.
QStringList declaredIndexes(const ProjectStore &store)
{
    QStringList indexes;
    SqliteStatement rows(store.handle(),
        "SELECT name, sql FROM sqlite_master WHERE type = 'index'"
        " AND sql IS NOT NULL ORDER BY name");
    while (rows.next())
        indexes.append(rows.text(0) + u": "_s + rows.text(1));
    return indexes;
}

// A member's first pull fills the new project with the foreign-key checks off, the indexes built
// at the end and the tally recomputed at once: what it leaves must be a sound project with a
// new project's indexes, every reference resolved and the tally equal to a recount.
void expectSoundJoin(const ProjectStore &joined, const QString &scratch)
{
    auto fresh = ProjectStore::open(scratch, ProjectStore::OpenMode::CreateNew);
    ASSERT_TRUE(fresh) << fresh.error().message().toStdString();
    EXPECT_EQ(declaredIndexes(joined), declaredIndexes(**fresh));
    SqliteStatement foreignKeys(joined.handle(), "PRAGMA foreign_key_check");
    EXPECT_FALSE(foreignKeys.next())
        << "a row refers to nothing: " << foreignKeys.text(0).toStdString();
    auto report = ProjectCheck::run(joined.path());
    ASSERT_TRUE(report) << report.error().message().toStdString();
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
}

struct Member
{
    Invitation invitation;
    QString path;
};

class TeamServerTest : public TeamOnServerTest
{
protected:
    Member invite(const QString &name, const QString &role = u"volunteer"_s)
    {
        auto invitation = TeamServer::invite(team.lead(), name, role, u"Lena"_s);
        EXPECT_TRUE(invitation) << invitation.error().message().toStdString();
        return {invitation ? *invitation : Invitation(), team.path(name + u".taxonomist"_s)};
    }

    // `keyFrom`: a first copy of the member's whose signing key this one takes.
    std::unique_ptr<ProjectStore> join(
        const Member &member, const QString &file = {}, const QString &keyFrom = {})
    {
        const QString path = file.isEmpty() ? member.path : team.path(file);
        auto joined = TeamServer::join(
            member.invitation.url, path, u"test"_s, member.invitation.password, keyFrom);
        EXPECT_TRUE(joined) << joined.error().message().toStdString();
        if (!joined)
            return nullptr;
        auto opened = ProjectStore::open(path, ProjectStore::OpenMode::ReadWrite);
        return opened ? std::move(opened).value() : nullptr;
    }

    Result<SyncReport> sync(ProjectStore &store, const Member &member)
    {
        return TeamServer::sync(store, u"test"_s, member.invitation.password);
    }
};

TEST_F(TeamServerTest, VolunteerJoinsLabelsSyncsAndTheLeadPullsTheLabel)
{
    const Member ana = invite(u"Volunteer 1"_s);
    // The login comes from the team's and the member's UUIDs, never from a name.
    EXPECT_TRUE(ana.invitation.login.startsWith(u"tx_"_s)) << ana.invitation.login.toStdString();
    EXPECT_TRUE(ana.invitation.login.endsWith(
        u"_m_"_s + TeamRoster::find(team.lead(), u"Volunteer 1"_s)->uuid.remove(u'-')))
        << ana.invitation.login.toStdString();
    auto mine = join(ana);
    ASSERT_TRUE(mine);
    expectSoundJoin(*mine, team.path(u"fresh.taxonomist"_s));
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM issues"), 8);
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM assignments"), 8) << "only her own assignments";
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM final_labels"), 0)
        << "a volunteer never sees a final label";
    EXPECT_EQ(mine->info(u"team.role"_s), u"volunteer"_s);

    ASSERT_TRUE(team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s))
        << team.error().toStdString();
    auto pushed = sync(*mine, ana);
    ASSERT_TRUE(pushed) << pushed.error().message().toStdString();
    EXPECT_EQ(pushed->sent, 1);
    EXPECT_EQ(pushed->stored, 1);
    EXPECT_EQ(pushed->waiting, 0);

    auto pulled = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    EXPECT_EQ(pulled->merge.labels.added, 1);
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    EXPECT_EQ(serverCount(server, u"SELECT count(*) FROM taxonomist.labels"_s), 1);

    // The lead's sync took the key Ana's copy registered and sent it in her member row: her next
    // sync brings it, once. Then nothing new: a sync sends and pulls nothing.
    auto keyRow = sync(*mine, ana);
    ASSERT_TRUE(keyRow) << keyRow.error().message().toStdString();
    EXPECT_EQ(keyRow->pulled, 1);
    EXPECT_TRUE(keyRow->skipped.isEmpty());
    auto again = sync(*mine, ana);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->sent, 0);
    EXPECT_EQ(again->pulled, 0);
}

// A pilot round the lead draws after the server was made reaches the volunteer's copy with the
// lead's next sync and hers, so her workbench can filter by it.
TEST_F(TeamServerTest, ALeadsPilotRoundReachesTheVolunteersCopy)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine);
    auto pilot = RoundStore::create(
        team.lead(), u"Pilot"_s, Round::Kind::Pilot, 11, 3, false, 0, u"Lena"_s);
    ASSERT_TRUE(pilot) << pilot.error().message().toStdString();
    auto pushed = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(pushed) << pushed.error().message().toStdString();
    EXPECT_EQ(
        serverCount(server, u"SELECT count(*) FROM taxonomist.shared WHERE kind = 'round'"_s), 1);
    auto pulled = sync(*mine, ana);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    auto rounds = RoundStore::rounds(*mine);
    ASSERT_TRUE(rounds) << rounds.error().message().toStdString();
    ASSERT_EQ(rounds->size(), 1);
    EXPECT_EQ(rounds->first().name, u"Pilot"_s);
    EXPECT_EQ(rounds->first().kind, Round::Kind::Pilot);
    EXPECT_EQ(rounds->first().issueIds.size(), 3) << "she holds every issue of this team";
}

// Issues and their content carry no revision: the lead's sync sends what was added or fetched
// after `team create` (marks in the lead's project), once, and a volunteer's sync brings it.
TEST_F(TeamServerTest, ContentFetchedAndAnIssueAddedAfterCreateReachTheVolunteers)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine);
    ProjectStore &lead = team.lead();
    const qint64 issue = count(lead, "SELECT id FROM issues ORDER BY id LIMIT 1");
    ASSERT_GT(issue, 0);
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM issue_content"), 0);

    IssueContent content;
    content.title = u"Fetched after the server was made"_s;
    content.body = u"The body"_s;
    content.state = u"open"_s;
    content.fetchedAt = u"2026-11-25T10:00:00Z"_s;
    ASSERT_TRUE(IssueContentStore::save(lead, issue, content));
    // An issue added to the lead's project afterwards (as another tool would add it), and
    // assigned to Ana so that she may see it.
    {
        QSqlQuery add(lead.database());
        ASSERT_TRUE(add.exec(
            u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
            " SELECT framework_id, 999, 'https://github.com/example/alpha/issues/999', "
            "'github.com',"
            " 'example', 'alpha', '999', year FROM issues WHERE id = %1"_s.arg(issue)))
            << add.lastError().text().toStdString();
    }
    const qint64 added = count(lead, "SELECT max(id) FROM issues");
    ASSERT_TRUE(AssignmentStore::assign(lead, {}, u"Lena"_s))
        << "everyone gets every issue, the new one included";

    auto sent = TeamServer::sync(lead, u"Lena"_s, leadPassword);
    ASSERT_TRUE(sent) << sent.error().message().toStdString();
    EXPECT_GE(sent->sent, 2) << "the new issue and the content (and the new assignments)";
    EXPECT_EQ(
        serverCount(server, u"SELECT count(*) FROM taxonomist.shared WHERE kind = 'content'"_s), 1);
    EXPECT_EQ(serverCount(server, u"SELECT count(*) FROM taxonomist.shared WHERE kind = 'issue'"_s),
        count(lead, "SELECT count(*) FROM issues"));
    EXPECT_EQ(lead.info(u"server.pushed_issue"_s), QString::number(added));

    auto got = sync(*mine, ana);
    ASSERT_TRUE(got) << got.error().message().toStdString();
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM issue_content"), 1);
    SqliteStatement title(
        mine->handle(), "SELECT c.title FROM issue_content c JOIN issues i ON i.id = c.issue_id");
    ASSERT_TRUE(title.next());
    EXPECT_EQ(title.text(0), content.title);
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM issues WHERE number = '999'"), 1);

    // Sent once: the next sync of the lead sends none of it again, and writes nothing.
    auto again = TeamServer::sync(lead, u"Lena"_s, leadPassword);
    ASSERT_TRUE(again) << again.error().message().toStdString();
    EXPECT_EQ(again->sent, 0);
    // Fetched again (newer): sent again.
    content.body = u"Edited upstream"_s;
    content.fetchedAt = u"2026-11-25T11:00:00Z"_s;
    ASSERT_TRUE(IssueContentStore::save(lead, issue, content));
    auto refetched = TeamServer::sync(lead, u"Lena"_s, leadPassword);
    ASSERT_TRUE(refetched) << refetched.error().message().toStdString();
    EXPECT_EQ(refetched->sent, 1);
    ASSERT_TRUE(sync(*mine, ana));
    SqliteStatement body(mine->handle(), "SELECT body FROM issue_content");
    ASSERT_TRUE(body.next());
    EXPECT_EQ(body.text(0), u"Edited upstream"_s);
}

TEST_F(TeamServerTest, VolunteersStayBlindToEachOther)
{
    const Member ana = invite(u"Volunteer 1"_s);
    const Member ben = invite(u"Volunteer 2"_s);
    auto anaProject = join(ana);
    auto benProject = join(ben);
    ASSERT_TRUE(anaProject && benProject);
    ASSERT_TRUE(team.label(*anaProject, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.label(*benProject, 2, TeamFixture::alpha(12), u"B.2"_s));
    ASSERT_TRUE(sync(*anaProject, ana));
    ASSERT_TRUE(sync(*benProject, ben));
    ASSERT_TRUE(sync(*anaProject, ana));
    EXPECT_EQ(count(*anaProject, "SELECT count(*) FROM labels"), 1)
        << "Ana holds only her own label";
    EXPECT_EQ(team.labelOf(*anaProject, 2, TeamFixture::alpha(12)), QString());
    ASSERT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    EXPECT_EQ(team.labelOf(team.lead(), 2, TeamFixture::alpha(12)), u"B.2"_s);
}

TEST_F(TeamServerTest, ASyncRunAgainAfterAnInterruptionLosesAndDuplicatesNothing)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine);
    ASSERT_TRUE(team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.label(*mine, 1, TeamFixture::alpha(7), u"FP"_s));
    ASSERT_TRUE(sync(*mine, ana));
    // As if the process died after the server committed and before the project noted it: the
    // project still thinks nothing was pushed and nothing pulled.
    ASSERT_TRUE(mine->setInfo(u"server.pushed_rev"_s, u"0"_s));
    ASSERT_TRUE(mine->setInfo(u"server.pulled_rev"_s, u"0"_s));
    auto rerun = sync(*mine, ana);
    ASSERT_TRUE(rerun) << rerun.error().message().toStdString();
    EXPECT_EQ(rerun->sent, 2);
    EXPECT_EQ(rerun->stored, 0) << "the server already holds these versions";
    EXPECT_EQ(rerun->merge.labels.added + rerun->merge.labels.changed, 0);
    EXPECT_EQ(serverCount(server, u"SELECT count(*) FROM taxonomist.labels"_s), 2);
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM labels"), 2);
    ASSERT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    ASSERT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    EXPECT_EQ(count(team.lead(), "SELECT count(*) FROM labels"), 2);
}

TEST_F(TeamServerTest, OneVolunteerOnTwoLaptopsConverges)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto laptop = join(ana, u"laptop.taxonomist"_s);
    // The second copy signs with the first's key; without it, it cannot send.
    auto keyless = join(ana, u"keyless.taxonomist"_s);
    ASSERT_TRUE(laptop && keyless);
    ASSERT_TRUE(team.label(*keyless, 1, TeamFixture::alpha(12), u"C.3"_s));
    auto refused = sync(*keyless, ana);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.error().message().contains(u"--signing-key-from"_s))
        << refused.error().message().toStdString();
    auto desktop = join(ana, u"desktop.taxonomist"_s, team.path(u"laptop.taxonomist"_s));
    ASSERT_TRUE(desktop);
    ASSERT_TRUE(team.label(*laptop, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.label(*desktop, 1, TeamFixture::alpha(12), u"B.2"_s)); // later: wins
    ASSERT_TRUE(team.label(*desktop, 1, TeamFixture::alpha(11), u"C.3"_s, 3));
    ASSERT_TRUE(sync(*desktop, ana));
    ASSERT_TRUE(sync(*laptop, ana));
    ASSERT_TRUE(sync(*desktop, ana));
    ASSERT_TRUE(sync(*laptop, ana));
    for (ProjectStore *copy : {laptop.get(), desktop.get()}) {
        EXPECT_EQ(team.labelOf(*copy, 1, TeamFixture::alpha(12)), u"B.2"_s);
        EXPECT_EQ(count(*copy, "SELECT count(*) FROM labels"), 2);
    }
    EXPECT_EQ(serverCount(server, u"SELECT count(*) FROM taxonomist.labels"_s), 2);
    EXPECT_EQ(count(*laptop, "SELECT count(*) FROM team_history"), 1)
        << "the laptop's losing version is kept";
}

TEST_F(TeamServerTest, APasswordIsInNoProjectFileAndNoAddress)
{
    const Member ana = invite(u"Volunteer 1"_s);
    ASSERT_FALSE(ana.invitation.password.isEmpty());
    EXPECT_FALSE(ana.invitation.url.contains(ana.invitation.password));
    auto mine = join(ana);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s) && sync(*mine, ana));
    mine.reset();
    for (const QString &path : {ana.path, team.leadPath()}) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        EXPECT_FALSE(file.readAll().contains(ana.invitation.password.toUtf8()))
            << path.toStdString();
    }
    // The server keeps a SCRAM verifier, never the password.
    EXPECT_EQ(
        serverCount(server,
            u"SELECT count(*) FROM pg_authid WHERE rolname = '%1' AND rolpassword LIKE 'SCRAM-SHA-256$%%'"_s
                .arg(ana.invitation.login)),
        1);
    auto withPassword = TeamServer::join(
        u"postgresql://ana:secret@localhost/db"_s, team.path(u"x.taxonomist"_s), u"test"_s);
    ASSERT_FALSE(withPassword);
    EXPECT_TRUE(withPassword.error().message().contains(u"pgpass"_s));
}

TEST_F(TeamServerTest, AWrongPasswordIsRefusedByTheServer)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto joined = TeamServer::join(ana.invitation.url, ana.path, u"test"_s, u"not-the-password"_s);
    ASSERT_FALSE(joined);
    EXPECT_TRUE(joined.error().message().contains(u"password authentication failed"_s))
        << joined.error().message().toStdString();
    EXPECT_FALSE(QFile::exists(ana.path));
}

TEST_F(TeamServerTest, AViewerJoinsWithFinalLabelsAndNoOnesLabel)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s) && sync(*mine, ana));
    const Member rita = invite(u"Rita"_s, u"viewer"_s);
    auto viewer = join(rita);
    ASSERT_TRUE(viewer);
    EXPECT_EQ(viewer->info(u"team.role"_s), u"viewer"_s);
    EXPECT_EQ(count(*viewer, "SELECT count(*) FROM final_labels"), 7);
    EXPECT_EQ(count(*viewer, "SELECT count(*) FROM labels"), 0);
    EXPECT_EQ(count(*viewer, "SELECT count(*) FROM assignments"), 0);
    auto synced = sync(*viewer, rita);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    EXPECT_EQ(synced->sent, 0) << "a viewer sends nothing";
}

// A hostile server (its check triggers dropped) rewrites a volunteer's row: its batch's signature
// does not hold the new record, so it is skipped and reported, and the rest of the pull goes on.
// A row of the wrong shape its owner signed (what a member can do with their own key) passes the
// signature and is skipped by the merge, naming the field.
TEST_F(TeamServerTest, ARowTheServerSendsInTheWrongShapeIsSkippedNamingTheField)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s) && sync(*mine, ana));
    const qint64 before = count(*mine, "SELECT count(*) FROM labels");
    ASSERT_TRUE(serverExec(server, u"ALTER TABLE taxonomist.labels DISABLE TRIGGER check_row"_s));
    // The update gives the row a new revision, so the next pull sends it.
    ASSERT_TRUE(serverExec(server,
        u"UPDATE taxonomist.labels SET payload = replace(payload, '\"C.3\"', '\"B.2\"'),"
        " node = 'B.2'"_s));
    auto synced = sync(*mine, ana);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_EQ(synced->skipped.size(), 1);
    EXPECT_EQ(synced->skipped[0].table, u"labels"_s);
    EXPECT_TRUE(synced->skipped[0].reason.contains(u"does not hold this record"_s))
        << synced->skipped[0].reason.toStdString();
    EXPECT_TRUE(synced->toText().contains(u"not taken"_s)) << synced->toText().toStdString();
    EXPECT_EQ(team.labelOf(*mine, 1, TeamFixture::alpha(12)), u"C.3"_s);
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM audit_log WHERE action = 'sync-skipped'"), 1);

    const QString secret = mine->info(u"team.signing_secret"_s);
    const QString anaUuid = TeamRoster::find(team.lead(), u"Volunteer 1"_s)->uuid;
    const QString project = mine->info(u"project.uuid"_s);
    ASSERT_TRUE(serverExec(
        server, u"UPDATE taxonomist.labels SET payload = replace(payload, '\"B.2\"', '42')"_s));
    ASSERT_TRUE(server.signRows(u"labels"_s, u"true"_s, secret, anaUuid, project));
    synced = sync(*mine, ana);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_EQ(synced->skipped.size(), 1);
    EXPECT_TRUE(synced->skipped[0].reason.contains(u"field \"node\""_s))
        << synced->skipped[0].reason.toStdString();
    ASSERT_TRUE(serverExec(server, u"UPDATE taxonomist.labels SET payload = 'not a record'"_s));
    ASSERT_TRUE(server.signRows(u"labels"_s, u"true"_s, secret, anaUuid, project));
    synced = sync(*mine, ana);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_EQ(synced->skipped.size(), 1);
    EXPECT_TRUE(synced->skipped[0].reason.contains(u"not one line holding a list"_s))
        << synced->skipped[0].reason.toStdString();
    EXPECT_EQ(count(*mine, "SELECT count(*) FROM labels"), before);
    // Nothing new: the next sync is clean.
    synced = sync(*mine, ana);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    EXPECT_TRUE(synced->skipped.isEmpty());
}

TEST_F(TeamServerTest, TheLeadOnASecondMachineDecidesAndTheFirstPullsTheDecision)
{
    const Member lena = invite(u"Lena"_s, u"lead"_s);
    auto second = join(lena, {}, team.leadPath());
    ASSERT_TRUE(second);
    expectSoundJoin(*second, team.path(u"fresh.taxonomist"_s));
    EXPECT_EQ(count(*second, "SELECT count(*) FROM final_labels"), 7);
    EXPECT_EQ(count(*second, "SELECT count(*) FROM assignments"), 24);
    SqliteStatement pick(second->handle(),
        "SELECT f.issue_id, n.id, n.code FROM final_labels f JOIN taxonomy_nodes n"
        " ON n.level = (SELECT level FROM taxonomy_nodes WHERE id = f.node_id)"
        " AND n.id <> f.node_id ORDER BY f.issue_id, n.id LIMIT 1");
    ASSERT_TRUE(pick.next());
    const qint64 issue = pick.integer(0);
    const QString code = pick.text(2);
    FinalLabel decision;
    decision.nodeId = pick.integer(1);
    decision.method = DecisionMethod::Lead;
    ASSERT_TRUE(FinalLabelStore::write(*second, {{issue, decision}}, u"Lena"_s, u"decide"_s));
    auto pushed = sync(*second, lena);
    ASSERT_TRUE(pushed) << pushed.error().message().toStdString();
    EXPECT_EQ(pushed->stored, 1);
    // Invited again, the lead's one login has a new password, on both machines.
    auto pulled = TeamServer::sync(team.lead(), u"Lena"_s, lena.invitation.password);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    EXPECT_EQ(pulled->merge.finalLabels.changed, 1);
    // Issue ids differ between copies; the URL and row are the same, so ask by the second copy's
    // UUID.
    SqliteStatement uuid(second->handle(), "SELECT uuid FROM issues WHERE id = ?");
    uuid.bind(1, issue);
    ASSERT_TRUE(uuid.next());
    SqliteStatement byUuid(team.lead().handle(),
        "SELECT n.code FROM final_labels f JOIN taxonomy_nodes n ON n.id = f.node_id"
        " JOIN issues i ON i.id = f.issue_id WHERE i.uuid = ?");
    byUuid.bind(1, uuid.text(0));
    ASSERT_TRUE(byUuid.next());
    EXPECT_EQ(byUuid.text(0), code);
}

// A volunteer's copy made by `team join` mints its own signing key and registers it; the lead's
// sync takes it, so a change file from that copy merges at the lead as one from a package does.
TEST_F(TeamServerTest, AJoinedCopyHasAKeyOfItsOwnThatTheLeadLearns)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine);
    EXPECT_FALSE(mine->info(u"team.signing_secret"_s).isEmpty());
    const QString anaUuid = TeamRoster::find(team.lead(), u"Volunteer 1"_s)->uuid;
    EXPECT_EQ(serverCount(server,
                  u"SELECT count(*) FROM taxonomist.members WHERE signing_key IS NOT NULL"_s),
        1);
    ASSERT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    {
        SqliteStatement key(
            team.lead().handle(), "SELECT signing_key FROM annotators WHERE uuid = ?");
        key.bind(1, anaUuid);
        ASSERT_TRUE(key.next());
        EXPECT_FALSE(key.text(0).isEmpty()) << "the lead learned Ana's key";
    }
    // A change file from the joined copy merges at the lead: its signature verifies.
    ASSERT_TRUE(team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.exportChanges(*mine, u"ana.changes"_s)) << team.error().toStdString();
    auto merged = team.merge(team.lead(), {u"ana.changes"_s});
    ASSERT_TRUE(merged) << merged.error().message().toStdString();
    // A second copy with the same invitation finds the key taken and mints none.
    auto second = join(ana, u"ana-desktop.taxonomist"_s);
    ASSERT_TRUE(second);
    EXPECT_TRUE(second->info(u"team.signing_secret"_s).isEmpty());
}

TEST_F(TeamServerTest, CreatingAgainForTheSameProjectChangesNothing)
{
    const qint64 before = serverCount(server, u"SELECT max(rev) FROM taxonomist.shared"_s);
    auto again = TeamServer::create(team.lead(), server.url(), u"Lena"_s);
    ASSERT_TRUE(again) << again.error().message().toStdString();
    EXPECT_TRUE(again->lead.password.isEmpty()) << "the lead's login keeps its password";
    EXPECT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    EXPECT_EQ(serverCount(server, u"SELECT max(rev) FROM taxonomist.shared"_s), before);
    EXPECT_EQ(serverCount(server, u"SELECT max(version) FROM taxonomist.schema_migrations"_s),
        ServerSchema::version);
}

} // namespace

namespace {

// A server made before schema version 2 (its creator owns the schema, the groups are named after
// the database): `team create` run again hands it to the owner role, keeps the creator on the team
// as a lead, and everything works as on a new server.
TEST(TeamServerUpgrade, AVersionOneServerIsHandedToTheOwnerRoleAndKeepsWorking)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    const QString prefix = u"taxonomist_"_s + server.database().toLower();
    {
        auto connection = ServerConnection::open(*ServerAddress::parse(server.url()));
        ASSERT_TRUE(connection) << connection.error().message().toStdString();
        ASSERT_TRUE(ServerSchema::migrate(**connection, prefix, 1));
        const QString lead = TeamRoster::find(team.lead(), u"Lena"_s)->uuid;
        const QString project = team.lead().info(u"project.uuid"_s);
        ServerConnection &admin = **connection;
        ASSERT_TRUE(admin.exec(
            u"INSERT INTO taxonomist.meta(key, value) VALUES ('project', ?), ('lead', ?),"
            " ('server', CAST(gen_random_uuid() AS text)), ('role_prefix', ?)"_s,
            {project, lead, prefix}));
        ASSERT_TRUE(admin.exec(u"INSERT INTO taxonomist.members(login, annotator, role)"
                               " VALUES (current_user, CAST(? AS uuid), 'lead')"_s,
            {lead}));
    }
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_namespace n JOIN pg_roles r ON r.oid = "
                            "n.nspowner WHERE n.nspname = 'taxonomist' AND r.rolcanlogin"_s),
        1)
        << "version 1: the creator owns the schema";

    auto created = TeamServer::create(team.lead(), server.url(), u"Lena"_s);
    ASSERT_TRUE(created) << created.error().message().toStdString();
    EXPECT_EQ(server.number(u"SELECT max(version) FROM taxonomist.schema_migrations"_s),
        ServerSchema::version);
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_namespace n JOIN pg_roles r ON r.oid = "
                            "n.nspowner WHERE n.nspname = 'taxonomist' AND r.rolname = '%1_owner'"
                            " AND NOT r.rolcanlogin"_s.arg(prefix)),
        1);
    EXPECT_EQ(
        server.number(u"WITH owner AS (SELECT oid FROM pg_roles WHERE rolname = '%1_owner')"
                      " SELECT (SELECT count(*) FROM pg_class WHERE relnamespace ="
                      " 'taxonomist'::regnamespace AND relowner <> (TABLE owner))"
                      " + (SELECT count(*) FROM pg_proc WHERE pronamespace ="
                      " 'taxonomist'::regnamespace AND proowner <> (TABLE owner))"_s.arg(prefix)),
        0)
        << "every table, index, sequence, view and function is the owner role's";
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_auth_members m JOIN pg_roles g ON g.oid ="
                            " m.roleid WHERE g.rolname = '%1_lead' AND m.member = (SELECT oid FROM "
                            "pg_roles WHERE rolname = current_user)"_s.arg(prefix)),
        1)
        << "the creator stays on the team as a lead";

    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    EXPECT_TRUE(invitation->login.startsWith(u"tx_"_s));
    const QString mine = team.path(u"ana.taxonomist"_s);
    ASSERT_TRUE(TeamServer::join(invitation->url, mine, u"test"_s, invitation->password));
    auto store = ProjectStore::open(mine, ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(store);
    ASSERT_TRUE(team.label(**store, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(**store, u"test"_s, invitation->password));
    auto pulled = TeamServer::sync(team.lead(), u"Lena"_s, created->lead.password);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    EXPECT_EQ(pulled->merge.labels.added + pulled->merge.labels.changed, 1);
}

} // namespace

// A server that answers slowly — here, a table another session holds locked — keeps a sync
// waiting on the network. The sync holds no write lock of the project meanwhile, in its push or
// its pull, so a label saved then is saved at once instead of failing after SQLite's busy timeout.
TEST_F(TeamServerTest, ASlowServerNeverKeepsALabelFromBeingSaved)
{
    const Member ana = invite(u"Volunteer 1"_s);
    auto mine = join(ana);
    ASSERT_TRUE(mine);
    ASSERT_TRUE(team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s))
        << team.error().toStdString();
    const int busyTimeout = sqlite::busyTimeoutMs();
    // The push writes taxonomist.labels; the pull reads taxonomist.votes, which this push does
    // not write: each lock slows one of them.
    const QList<std::pair<QString, QString>> slowSteps {
        {u"labels"_s, TeamFixture::alpha(7)}, {u"votes"_s, TeamFixture::alpha(12)}};
    for (const auto &[table, url] : slowSteps) {
        SCOPED_TRACE(table.toStdString());
        auto address = ServerAddress::parse(server.url());
        ASSERT_TRUE(address);
        auto admin = ServerConnection::open(*address);
        ASSERT_TRUE(admin) << admin.error().message().toStdString();
        ASSERT_TRUE((*admin)->begin());
        ASSERT_TRUE(
            (*admin)->exec(u"LOCK TABLE taxonomist.%1 IN ACCESS EXCLUSIVE MODE"_s.arg(table)));

        Result<SyncReport> synced = Error(u"not run"_s);
        qint64 syncTook = 0;
        std::thread syncing([&] {
            QElapsedTimer took;
            took.start();
            // The app's sync worker: a connection of its own, on a thread of its own.
            auto store = ProjectStore::open(ana.path, ProjectStore::OpenMode::ReadWrite);
            synced = store ? TeamServer::sync(**store, u"test"_s, ana.invitation.password)
                           : Result<SyncReport>(store.error());
            syncTook = took.elapsed();
        });
        QThread::msleep(1000); // the sync now waits for the server
        QElapsedTimer saving;
        saving.start();
        const bool saved = team.label(*mine, 1, url, u"C.5"_s);
        const qint64 saveTook = saving.elapsed();
        // The server answers after SQLite's busy timeout would have run out for the label.
        QThread::msleep(std::max<qint64>(0, busyTimeout + 1500 - saveTook));
        ASSERT_TRUE((*admin)->commit());
        syncing.join();

        EXPECT_TRUE(saved) << team.error().toStdString();
        EXPECT_LT(saveTook, busyTimeout / 2) << "the label waited for the sync";
        ASSERT_TRUE(synced) << synced.error().message().toStdString();
        EXPECT_GT(syncTook, busyTimeout) << "the server was not slow: the test proves nothing";
    }
    EXPECT_EQ(team.labelOf(*mine, 1, TeamFixture::alpha(12)), u"C.5"_s);
    // What was saved during the slow syncs goes with the next one.
    auto next = sync(*mine, ana);
    ASSERT_TRUE(next) << next.error().message().toStdString();
    EXPECT_EQ(next->waiting, 0);
    EXPECT_EQ(serverCount(server, u"SELECT count(*) FROM taxonomist.labels"_s), 2);
}

// An invitation is one thing to hand over: `team invite -o FILE` writes it (its owner's only) and
// prints no password; `team join --invitation FILE` needs nothing else — no PGPASSWORD, no
// ~/.pgpass; printed as one line of text, it joins as well.
TEST_F(TeamServerTest, AnInvitationIsAllAMemberNeedsToJoin)
{
    const QString file = team.path(u"ana.invitation"_s);
    const CliRun invited = runCli(
        {u"team"_s, u"invite"_s, u"Volunteer 1"_s, u"-o"_s, file, u"--db"_s, team.leadPath()});
    ASSERT_EQ(invited.exitCode, 0) << invited.err.toStdString();
    EXPECT_FALSE(invited.out.contains(u"password:"_s)) << invited.out.toStdString();
    EXPECT_TRUE(invited.out.contains(u"--invitation ana.invitation"_s))
        << invited.out.toStdString();
    EXPECT_EQ(QFile::permissions(file) & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
        QFileDevice::Permissions());
    auto invitation = InvitationText::load(file);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    EXPECT_EQ(invitation->name, u"Volunteer 1"_s);

    const CliRun viewer = runCli({u"team"_s, u"invite"_s, u"Dana"_s, u"--role"_s, u"viewer"_s,
        u"--json"_s, u"--db"_s, team.leadPath()});
    QString text;
    if (viewer.exitCode == 0)
        text = QJsonDocument::fromJson(viewer.out.toUtf8())
                   .object()
                   .value(u"invitation"_s)
                   .toString();
    const QByteArray adminPassword = qgetenv("PGPASSWORD");
    qunsetenv("PGPASSWORD"); // the invitation's password, or none
    const CliRun joined = runCli(
        {u"team"_s, u"join"_s, u"--invitation"_s, file, u"--db"_s, team.path(u"ana.taxonomist"_s)});
    const CliRun joinedByText = runCli({u"team"_s, u"join"_s, u"--invitation"_s, text, u"--db"_s,
        team.path(u"dana.taxonomist"_s)});
    const CliRun cut = runCli({u"team"_s, u"join"_s, u"--invitation"_s, text.left(40), u"--db"_s,
        team.path(u"cut.taxonomist"_s)});
    if (!adminPassword.isNull())
        qputenv("PGPASSWORD", adminPassword);
    ASSERT_EQ(joined.exitCode, 0) << joined.err.toStdString();
    auto ana
        = ProjectStore::open(team.path(u"ana.taxonomist"_s), ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(ana);
    EXPECT_EQ(count(**ana, "SELECT count(*) FROM issues"), 8);
    ASSERT_EQ(viewer.exitCode, 0) << viewer.err.toStdString();
    EXPECT_EQ(joinedByText.exitCode, 0) << joinedByText.err.toStdString();
    EXPECT_NE(cut.exitCode, 0);
    EXPECT_TRUE(cut.err.contains(u"not a Taxonomist invitation"_s)) << cut.err.toStdString();
    EXPECT_FALSE(QFile::exists(team.path(u"cut.taxonomist"_s)));
}

// The pull reads its rows through libpq itself (ServerConnection::stream): each value as the bytes
// the server sent, NULL told apart from empty; a reader that stops (a row the pull refuses) stops
// the statement, and the connection then runs the next one; a refused statement says why.
TEST(ServerConnectionTest, AStreamHandsOverRawValuesAndLeavesTheConnectionReadyWhenStopped)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    auto address = ServerAddress::parse(server.url());
    ASSERT_TRUE(address) << address.error().message().toStdString();
    auto connection = ServerConnection::open(*address);
    ASSERT_TRUE(connection) << connection.error().message().toStdString();

    QList<std::tuple<qint64, bool, QByteArray>> seen;
    Status stopped
        = (*connection)
              ->stream(
                  u"SELECT g, CASE WHEN g % 2 = 0 THEN NULL WHEN g = 3 THEN '' ELSE 'zoë ' || g END"
                  " FROM generate_series(1, 5000000) g"_s,
                  u"reading numbers"_s, [&](const StreamedRow &row) -> Status {
                      EXPECT_EQ(row.columns(), 2);
                      seen.append(
                          {row.number(0).value_or(-1), row.isNull(1), row.value(1).toByteArray()});
                      if (seen.size() == 3)
                          return Error(u"enough rows"_s);
                      return success();
                  });
    ASSERT_FALSE(stopped);
    EXPECT_EQ(stopped.error().message(), u"enough rows"_s);
    ASSERT_EQ(seen.size(), 3); // not one row more after the reader stopped
    EXPECT_EQ(seen[0], std::make_tuple(qint64(1), false, QByteArray("zo\xc3\xab 1")));
    EXPECT_EQ(seen[1], std::make_tuple(qint64(2), true, QByteArray()));
    EXPECT_EQ(seen[2], std::make_tuple(qint64(3), false, QByteArray()));

    auto next = (*connection)->select(u"SELECT 42"_s);
    ASSERT_TRUE(next) << next.error().message().toStdString();
    ASSERT_TRUE(next->next());
    EXPECT_EQ(next->value(0).toInt(), 42);
    next->finish();

    Status refused = (*connection)
                         ->stream(u"SELECT * FROM no_such_table"_s, u"reading a table"_s,
                             [](const StreamedRow &) -> Status { return success(); });
    ASSERT_FALSE(refused);
    EXPECT_TRUE(
        refused.error().message().startsWith(u"reading a table: the team server refused:"_s))
        << refused.error().message().toStdString();
    EXPECT_TRUE(refused.error().message().contains(u"no_such_table"_s))
        << refused.error().message().toStdString();
    // A COPY answer would never end (libpq hands out one on every call): refused, not waited on.
    Status copy = (*connection)
                      ->stream(u"COPY (SELECT 1) TO STDOUT"_s, u"reading rows"_s,
                          [](const StreamedRow &) -> Status { return success(); });
    ASSERT_FALSE(copy);
    EXPECT_TRUE(copy.error().message().contains(u"COPY"_s)) << copy.error().message().toStdString();
    connection = ServerConnection::open(*address); // that one was dropped
    ASSERT_TRUE(connection) << connection.error().message().toStdString();
    Status counted = (*connection)
                         ->stream(u"SELECT 'x' FROM generate_series(1, 3)"_s, {},
                             [&](const StreamedRow &row) -> Status {
                                 EXPECT_FALSE(row.number(0)); // not a number
                                 return success();
                             });
    EXPECT_TRUE(counted) << counted.error().message().toStdString();
}
