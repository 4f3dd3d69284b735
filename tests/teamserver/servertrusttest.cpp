// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team server's promises as an attacker tries them (docs/security.md, "What each member can
// and cannot do"): a volunteer with their login and psql, a viewer whose name was chosen to
// collide, a second team on the same cluster, and a server that sends what it likes. Each
// statement runs over a plain connection, as anyone holding the password could run it.

#include "auditcut.h"
#include "reconcile/finallabelstore.h"
#include "serverfixture.h"
#include "store/projectcheck.h"
#include "store/sqlitestatement.h"
#include "team/changefile.h"
#include "team/serverconnection.h"
#include "team/serverschema.h"
#include "team/teamroster.h"
#include "team/teamserver.h"
#include "teamfixture.h"
#include "teamonserver.h"
#include "util/signingkey.h"

#include <gtest/gtest.h>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

#include <sqlite3.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// A plain connection as an invitation's login, to `database` (its own by default).
QSqlDatabase plain(const Invitation &invitation, const QString &database = {})
{
    const QUrl url(invitation.url);
    const QString db = database.isEmpty() ? url.path().mid(1) : database;
    const QString name = u"plain-"_s + invitation.login + u'-' + db;
    if (QSqlDatabase::contains(name))
        return QSqlDatabase::database(name);
    QSqlDatabase connection = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    connection.setHostName(url.host());
    connection.setPort(url.port(5432));
    connection.setDatabaseName(db);
    connection.setUserName(invitation.login);
    connection.setPassword(invitation.password);
    connection.open();
    return connection;
}

// The server's error for `sql` run in `db` (rolled back), empty when it ran.
QString refusal(QSqlDatabase db, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery query(db);
    if (!query.exec(u"BEGIN"_s))
        return u"no transaction: "_s + query.lastError().text();
    bool ran = false;
    if (values.isEmpty()) {
        ran = query.exec(sql);
    } else {
        query.prepare(sql);
        for (const QVariant &value : values)
            query.addBindValue(value);
        ran = query.exec();
    }
    const QString error = ran ? QString() : query.lastError().databaseText();
    std::ignore = query.exec(u"ROLLBACK"_s);
    return ran ? QString() : (error.isEmpty() ? u"refused"_s : error);
}

qint64 count(const ProjectStore &store, const char *sql)
{
    SqliteStatement query(store.handle(), sql);
    return query.next() ? query.integer(0) : -1;
}

class ServerTrustTest : public TeamOnServerTest
{
protected:
    void TearDown() override
    {
        for (const QString &name : QSqlDatabase::connectionNames()) {
            if (name.startsWith(u"plain-"_s) || name == u"lock-holder"_s)
                QSqlDatabase::removeDatabase(name);
        }
    }

    Invitation invite(ProjectStore &lead, const QString &name, const QString &role = u"volunteer"_s)
    {
        auto invitation = TeamServer::invite(lead, name, role, u"Lena"_s);
        EXPECT_TRUE(invitation) << name.toStdString() << ": "
                                << invitation.error().message().toStdString();
        return invitation ? *invitation : Invitation();
    }

    std::unique_ptr<ProjectStore> join(const Invitation &invitation, const QString &file)
    {
        auto joined
            = TeamServer::join(invitation.url, team.path(file), u"test"_s, invitation.password);
        EXPECT_TRUE(joined) << joined.error().message().toStdString();
        if (!joined)
            return nullptr;
        auto opened = ProjectStore::open(team.path(file), ProjectStore::OpenMode::ReadWrite);
        return opened ? std::move(opened).value() : nullptr;
    }

    QString uuidOf(const QString &name)
    {
        auto member = TeamRoster::find(team.lead(), name);
        return member ? member->uuid : QString();
    }

    // The lead's final label of the first issue, as "code/method/note".
    QString firstFinalLabel()
    {
        SqliteStatement read(team.lead().handle(),
            "SELECT n.code || '/' || f.method || '/' || f.note FROM final_labels f"
            " JOIN taxonomy_nodes n ON n.id = f.node_id ORDER BY f.issue_id LIMIT 1");
        return read.next() ? read.text(0) : QString();
    }

    QString firstIssueUuid()
    {
        SqliteStatement read(team.lead().handle(),
            "SELECT i.uuid FROM final_labels f JOIN issues i ON i.id = f.issue_id"
            " ORDER BY f.issue_id LIMIT 1");
        return read.next() ? read.text(0) : QString();
    }

    // What a volunteer would put in a proposal's payload to act as the lead: a final label, a
    // rename of another member, and a promotion of themselves — records of the lead's kinds, in
    // the change-file format anyone can read in docs/team.md.
    QList<QByteArray> leadsRecords(const QString &volunteer)
    {
        FinalLabelRecord decision;
        decision.issue = firstIssueUuid();
        decision.node = u"A.1"_s;
        decision.label.method = DecisionMethod::Lead;
        decision.label.note = u"forged"_s;
        decision.decidedBy = uuidOf(u"Lena"_s);
        decision.version.rev = 999999;
        decision.version.changedAt = u"2026-11-28T12:00:00.000Z"_s;
        decision.version.changedBy = uuidOf(u"Lena"_s);
        decision.version.device = QUuid::createUuid().toString(QUuid::WithoutBraces);
        MemberRecord rename;
        rename.uuid = uuidOf(u"Volunteer 2"_s);
        rename.name = u"Mallory"_s;
        rename.position = 3;
        rename.labelColumn = 2;
        MemberRecord promotion;
        promotion.uuid = volunteer;
        promotion.name = u"Volunteer 1"_s;
        promotion.position = 2;
        promotion.isLead = true;
        promotion.labelColumn = 1;
        return {ChangeFile::encode(decision), ChangeFile::encode(rename),
            ChangeFile::encode(promotion)};
    }
};

TEST_F(ServerTrustTest, AVolunteersProposalCannotCarryTheLeadsRecords)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine);
    const QString anaUuid = uuidOf(u"Volunteer 1"_s);
    const QList<QByteArray> forged = leadsRecords(anaUuid);
    const QString insert = u"INSERT INTO taxonomist.proposals(uuid, proposer, status, payload)"
                           " VALUES (gen_random_uuid(), taxonomist.me(), 'open', ?)"_s;
    for (const QByteArray &payload : forged) {
        EXPECT_TRUE(refusal(plain(ana), insert, {QString::fromUtf8(payload)})
                        .contains(u"does not hold the record its columns name"_s))
            << "the server stores " << payload.constData();
    }

    // A server that stores them anyway (its checks dropped): the lead's sync skips each row,
    // names it, and takes the rest.
    const QString before = firstFinalLabel();
    ASSERT_FALSE(before.isEmpty());
    ASSERT_TRUE(server.exec(u"ALTER TABLE taxonomist.proposals DISABLE TRIGGER check_row"_s));
    for (const QByteArray &payload : forged) {
        ASSERT_TRUE(server.exec(u"INSERT INTO taxonomist.proposals(uuid, proposer, status, payload)"
                                " VALUES (gen_random_uuid(), '%1', 'open', $json$%2$json$)"_s.arg(
                                    anaUuid, QString::fromUtf8(payload))));
    }
    ASSERT_TRUE(team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(*mine, u"test"_s, ana.password));
    auto pulled = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    EXPECT_EQ(pulled->skipped.size(), 3) << pulled->toText().toStdString();
    EXPECT_EQ(pulled->merge.labels.added + pulled->merge.labels.changed, 1)
        << "the honest label still arrives";
    EXPECT_EQ(firstFinalLabel(), before);
    EXPECT_TRUE(TeamRoster::find(team.lead(), u"Volunteer 2"_s)) << "not renamed";
    auto lead = TeamRoster::lead(team.lead());
    ASSERT_TRUE(lead && *lead);
    EXPECT_EQ((*lead)->name, u"Lena"_s);
    EXPECT_EQ(count(team.lead(), "SELECT count(*) FROM annotators WHERE is_lead = 1"), 1);
    auto report = ProjectCheck::run(team.leadPath());
    ASSERT_TRUE(report) << report.error().message().toStdString();
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
    // Nothing blocks later syncs or joins.
    EXPECT_TRUE(TeamServer::sync(*mine, u"test"_s, ana.password));
    EXPECT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    EXPECT_TRUE(join(invite(team.lead(), u"Volunteer 2"_s), u"bo.taxonomist"_s));
}

TEST_F(ServerTrustTest, AVolunteerCannotDecideTheirOwnProposal)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    ProposalRecord proposal;
    proposal.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    proposal.proposer = uuidOf(u"Volunteer 1"_s);
    proposal.parent = u"C"_s;
    proposal.name = u"Mine"_s;
    proposal.createdAt = u"2026-11-28T12:00:00.000Z"_s;
    proposal.status = u"open"_s;
    const QString open = QString::fromUtf8(ChangeFile::encode(proposal));
    QSqlQuery query(plain(ana));
    ASSERT_TRUE(query.prepare(u"INSERT INTO taxonomist.proposals(uuid, proposer, status, payload)"
                              " VALUES (?, taxonomist.me(), 'open', ?)"_s));
    query.addBindValue(proposal.uuid);
    query.addBindValue(open);
    ASSERT_TRUE(query.exec()) << query.lastError().text().toStdString();
    proposal.status = u"adopted"_s;
    const QString adopted = QString::fromUtf8(ChangeFile::encode(proposal));
    EXPECT_FALSE(refusal(plain(ana),
        u"UPDATE taxonomist.proposals SET status = 'adopted', payload = ? WHERE uuid = ?"_s,
        {adopted, proposal.uuid})
                     .isEmpty())
        << "a volunteer adopted their own proposal";
}

TEST_F(ServerTrustTest, NoNameBecomesAGroupRoleOrAnotherMembersLogin)
{
    for (const QString &name : {u"Volunteer-1"_s, u"Zoë"_s, u"Zoé"_s, u"李雷"_s})
        ASSERT_TRUE(TeamRoster::add(team.lead(), name, TeamRoster::Role::Volunteer, u"Lena"_s));
    QList<Invitation> volunteers;
    for (const QString &name : {u"Volunteer 1"_s, u"Volunteer-1"_s, u"Zoë"_s, u"Zoé"_s, u"李雷"_s})
        volunteers.append(invite(team.lead(), name));
    const Invitation viewerVolunteer = invite(team.lead(), u"Volunteer"_s, u"viewer"_s);
    const Invitation viewerLead = invite(team.lead(), u"Lead"_s, u"viewer"_s);
    QSet<QString> logins;
    for (const Invitation &invitation : std::as_const(volunteers))
        logins.insert(invitation.login);
    logins.insert(viewerVolunteer.login);
    logins.insert(viewerLead.login);
    EXPECT_EQ(logins.size(), 7) << "two names share a login";
    // Groups never log in, whatever the names invited.
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_roles r JOIN taxonomist.meta m"
                            " ON m.key = 'role_prefix' AND r.rolname LIKE m.value || '\\_%'"
                            " WHERE r.rolcanlogin"_s),
        0);
    // Every volunteer still logs in as themselves: no later invitation locked an earlier one out.
    for (const Invitation &invitation : std::as_const(volunteers)) {
        QSqlQuery query(plain(invitation));
        ASSERT_TRUE(query.exec(u"SELECT taxonomist.me()"_s) && query.next())
            << invitation.name.toStdString() << ": " << query.lastError().text().toStdString();
        EXPECT_EQ(query.value(0).toString(), uuidOf(invitation.name));
    }
    // A viewer named "Lead" or "Volunteer" reads what a viewer reads, nothing more.
    for (const Invitation &viewer : {viewerVolunteer, viewerLead}) {
        for (const QString &table : {u"labels"_s, u"votes"_s, u"audit"_s, u"assignments"_s})
            EXPECT_TRUE(refusal(plain(viewer), u"SELECT count(*) FROM taxonomist."_s + table)
                            .contains(u"permission denied"_s))
                << viewer.name.toStdString() << " reads " << table.toStdString();
    }
    EXPECT_TRUE(refusal(plain(volunteers[0]), u"SELECT count(*) FROM taxonomist.final_labels"_s)
                    .contains(u"permission denied"_s));
}

TEST_F(ServerTrustTest, NoFunctionTellsAVolunteerWhoTheOthersAre)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    invite(team.lead(), u"Volunteer 2"_s);
    EXPECT_TRUE(refusal(plain(ana), u"SELECT taxonomist.annotator_of('x')"_s)
                    .contains(u"does not exist"_s));
    EXPECT_TRUE(
        refusal(plain(ana), u"SELECT taxonomist.role_of('x')"_s).contains(u"does not exist"_s));
    QSqlQuery query(plain(ana));
    ASSERT_TRUE(query.exec(u"SELECT count(*) FROM taxonomist.members"_s) && query.next());
    EXPECT_EQ(query.value(0).toInt(), 1);
    // No function runs with its owner's rights except the triggers'.
    EXPECT_EQ(server.number(
                  u"SELECT count(*) FROM pg_proc WHERE pronamespace = 'taxonomist'::regnamespace"
                  " AND prosecdef AND prorettype <> 'trigger'::regtype"_s),
        0);
}

// The lead's everyday login is a member of the lead group like any other: the schema belongs to
// a role nobody logs in as, and row-level security binds its owner too.
TEST_F(ServerTrustTest, TheLeadsLoginIsBoundByThePoliciesLikeEveryone)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(*mine, u"test"_s, ana.password));
    Invitation lead;
    lead.login = ServerAddress::parse(TeamServer::address(team.lead()))->user;
    lead.password = leadPassword;
    lead.url = TeamServer::address(team.lead());
    QSqlQuery who(plain(lead));
    ASSERT_TRUE(who.exec(u"SELECT taxonomist.my_role()"_s) && who.next())
        << who.lastError().text().toStdString();
    EXPECT_EQ(who.value(0).toString(), u"lead"_s);
    for (const QString &sql : {
             u"DELETE FROM taxonomist.audit"_s,
             u"DELETE FROM taxonomist.labels"_s,
             u"ALTER TABLE taxonomist.labels DISABLE ROW LEVEL SECURITY"_s,
             u"ALTER TABLE taxonomist.labels NO FORCE ROW LEVEL SECURITY"_s,
             u"DROP POLICY own_rows ON taxonomist.labels"_s,
             u"ALTER TABLE taxonomist.labels DISABLE TRIGGER check_row"_s,
         }) {
        const QString why = refusal(plain(lead), sql);
        EXPECT_FALSE(why.isEmpty()) << "the lead's login may run: " << sql.toStdString();
    }
    EXPECT_FALSE(
        refusal(plain(lead), u"SET ROLE %1_owner"_s.arg(team.lead().info(u"server.role_prefix"_s)))
            .isEmpty())
        << "the lead's login takes the owner's rights";
    // A volunteer's label stays as the volunteer wrote it: the rows are not the lead's to change.
    QSqlQuery rewrite(plain(lead));
    ASSERT_TRUE(rewrite.exec(u"UPDATE taxonomist.labels SET node = 'A.1', payload = "
                             u"replace(payload, '\"C.3\"', '\"A.1\"') WHERE annotator <> "
                             u"taxonomist.me()"_s))
        << rewrite.lastError().text().toStdString();
    EXPECT_EQ(rewrite.numRowsAffected(), 0);
    EXPECT_EQ(server.number(u"SELECT count(*) FROM taxonomist.labels WHERE node = 'A.1'"_s), 0);
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_namespace n JOIN pg_roles r ON r.oid = "
                            "n.nspowner WHERE n.nspname = 'taxonomist' AND NOT r.rolcanlogin"_s),
        1)
        << "the schema's owner logs in";
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_class WHERE relnamespace = "
                            "'taxonomist'::regnamespace AND relkind = 'r' AND relrowsecurity AND "
                            "NOT relforcerowsecurity"_s),
        0);
}

// What someone with sqlite3 does to hide their last actions: cut the audit log's tail and point
// its head record at what is left (the chain itself still verifies). The server saw the head
// before: the next sync and `check` both say the log no longer holds it.
TEST_F(ServerTrustTest, AnAuditLogCutBelowWhatTheServerSawIsFound)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    auto synced = TeamServer::sync(*mine, u"test"_s, ana.password);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    EXPECT_TRUE(synced->auditProblems.isEmpty()) << synced->toText().toStdString();
    EXPECT_EQ(server.number(u"SELECT count(*) FROM taxonomist.audit_heads"_s), 1);
    const qint64 seen = server.number(u"SELECT entry FROM taxonomist.audit_heads"_s);
    ASSERT_GT(seen, 2);
    // A volunteer cannot move the server's head back with psql either.
    EXPECT_FALSE(refusal(plain(ana), u"UPDATE taxonomist.audit_heads SET entry = 1"_s).isEmpty());
    const QByteArray cut = auditCutScript(seen);
    char *error = nullptr;
    ASSERT_EQ(sqlite3_exec(mine->handle(), cut.constData(), nullptr, nullptr, &error), SQLITE_OK)
        << (error ? error : "");
    synced = TeamServer::sync(*mine, u"test"_s, ana.password);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_FALSE(synced->auditProblems.isEmpty()) << synced->toText().toStdString();
    EXPECT_TRUE(synced->toText().contains(u"audit: "_s)) << synced->toText().toStdString();
    EXPECT_EQ(server.number(u"SELECT entry FROM taxonomist.audit_heads"_s), seen)
        << "the server's head stays where it was";
    const QString path = team.path(u"ana.taxonomist"_s);
    mine.reset();
    auto report = ProjectCheck::run(path);
    ASSERT_TRUE(report) << report.error().message().toStdString();
    EXPECT_FALSE(report->isOk()) << "check finds the cut";
}

// A row over the limit: the server refuses to store it, and a server that stores it anyway
// costs the lead one skipped row, named, not the memory of its size many times.
TEST_F(ServerTrustTest, ARowOverTheLimitIsRefusedByTheServerAndSkippedByThePull)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(*mine, u"test"_s, ana.password));
    const QString huge = u"UPDATE taxonomist.labels SET payload = replace(payload, '\"C.3\"',"
                         " '\"C.3\", \"' || repeat('x', 18 * 1024 * 1024) || '\"')"_s;
    EXPECT_TRUE(refusal(plain(ana), huge).contains(u"over the limit"_s));
    ASSERT_TRUE(server.exec(u"ALTER TABLE taxonomist.labels DISABLE TRIGGER check_row"_s));
    ASSERT_TRUE(server.exec(huge));
    auto pulled = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    ASSERT_EQ(pulled->skipped.size(), 1) << pulled->toText().toStdString();
    EXPECT_TRUE(pulled->skipped[0].reason.contains(u"over the limit"_s))
        << pulled->skipped[0].reason.toStdString();
}

TEST_F(ServerTrustTest, TeamsOnOneClusterNeverShareARole)
{
    // Another team's database whose name differs only in case.
    ServerFixture other(server.database().toUpper());
    TAXONOMIST_REQUIRE_SERVER(other);
    TeamFixture otherTeam;
    ASSERT_TRUE(otherTeam.isValid());
    auto created = TeamServer::create(otherTeam.lead(), other.url(), u"Lena"_s);
    ASSERT_TRUE(created) << created.error().message().toStdString();
    const Invitation first = invite(team.lead(), u"Volunteer 1"_s);
    const Invitation second = invite(otherTeam.lead(), u"Volunteer 1"_s);
    EXPECT_NE(first.login, second.login);
    // The first team's login still works with its own password.
    QSqlQuery query(plain(first));
    ASSERT_TRUE(query.exec(u"SELECT taxonomist.my_role()"_s) && query.next())
        << query.lastError().text().toStdString();
    EXPECT_EQ(query.value(0).toString(), u"volunteer"_s);
    // The second team's invitation is nobody in the first team's database.
    ServerAddress address = *ServerAddress::parse(second.url);
    address.database = server.database();
    auto joined = TeamServer::join(
        address.url(), team.path(u"intruder.taxonomist"_s), u"test"_s, second.password);
    ASSERT_FALSE(joined);
    EXPECT_TRUE(joined.error().message().contains(u"permission denied"_s))
        << joined.error().message().toStdString();
    const QString intruding
        = refusal(plain(second, server.database()), u"SELECT count(*) FROM taxonomist.labels"_s);
    EXPECT_TRUE(intruding.contains(u"permission denied"_s)) << intruding.toStdString();
}

TEST_F(ServerTrustTest, AMemberHoldingTheTeamsLockDelaysOthersBoundedly)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    // Another session takes the team's revision lock and sits on it.
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(u"QPSQL"_s, u"lock-holder"_s);
        holder.setDatabaseName(server.database());
        ASSERT_TRUE(holder.open()) << holder.lastError().text().toStdString();
        QSqlQuery hold(holder);
        ASSERT_TRUE(hold.exec(u"BEGIN"_s));
        ASSERT_TRUE(hold.exec(u"SELECT pg_advisory_xact_lock(7306531214)"_s));
    }
    QElapsedTimer timer;
    timer.start();
    auto blocked = TeamServer::sync(*mine, u"test"_s, ana.password);
    const qint64 waited = timer.elapsed();
    ASSERT_FALSE(blocked);
    EXPECT_TRUE(blocked.error().message().contains(u"held the team server's lock"_s))
        << blocked.error().message().toStdString();
    EXPECT_LT(waited, ServerConnection::lockTimeoutMs + 5000);
    {
        QSqlQuery release(QSqlDatabase::database(u"lock-holder"_s));
        ASSERT_TRUE(release.exec(u"ROLLBACK"_s));
    }
    auto synced = TeamServer::sync(*mine, u"test"_s, ana.password);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    EXPECT_EQ(synced->stored, 1) << "the label waited and goes now";
}

} // namespace

// A hostile server (or its administrator) holds every row and can write anything into them; what
// it cannot do is sign. A volunteer's label it rewrites, re-signs with a key of its own or strips
// of its signature, and a taxonomy row of the lead's it rewrites, are skipped by every copy, named
// in the sync's report, and what each copy holds stays the member's own.
TEST_F(ServerTrustTest, AHostileServerCannotForgeARowAnyMemberTakes)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(*mine, u"test"_s, ana.password));
    ASSERT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    ASSERT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    const QString anaUuid = uuidOf(u"Volunteer 1"_s);
    const QString project = team.lead().info(u"project.uuid"_s);
    const QString anasLabel = u"annotator = '%1'"_s.arg(anaUuid);
    for (const char *table : {"labels", "shared"})
        ASSERT_TRUE(server.exec(u"ALTER TABLE taxonomist.%1 DISABLE TRIGGER check_row"_s.arg(
            QLatin1StringView(table))));

    const auto leadSkips = [&](const QString &reason) {
        auto synced = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
        ASSERT_TRUE(synced) << synced.error().message().toStdString();
        ASSERT_EQ(synced->skipped.size(), 1) << synced->toText().toStdString();
        EXPECT_EQ(synced->skipped[0].table, u"labels"_s);
        EXPECT_TRUE(synced->skipped[0].reason.contains(reason))
            << synced->skipped[0].reason.toStdString();
        EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    };
    // Rewritten, with its batch as it was.
    ASSERT_TRUE(server.exec(u"UPDATE taxonomist.labels SET payload = replace(payload, "
                            "'\"C.3\"', '\"B.2\"'), node = 'B.2' WHERE "_s
        + anasLabel));
    leadSkips(u"does not hold this record"_s);
    // Signed again by the server, with a key that is not Ana's, as Ana.
    auto notAnas = SigningKey::generate();
    ASSERT_TRUE(notAnas);
    ASSERT_TRUE(server.signRows(
        u"labels"_s, anasLabel, QString::fromLatin1(notAnas->secretBase64()), anaUuid, project));
    leadSkips(u"signature is not"_s);
    // Its signature stripped: the server was made with signed rows, so none is taken unsigned.
    ASSERT_TRUE(server.exec(
        u"UPDATE taxonomist.labels SET batch = NULL, salt = NULL WHERE "_s + anasLabel));
    leadSkips(u"not signed"_s);

    // The lead's taxonomy, rewritten for a volunteer: her copy keeps the lead's title.
    SqliteStatement title(mine->handle(), "SELECT name FROM taxonomy_nodes WHERE code = 'C.3'");
    ASSERT_TRUE(title.next());
    const QString before = title.text(0);
    ASSERT_FALSE(before.contains(u'\'') || before.contains(u'"'));
    ASSERT_TRUE(server.exec(u"UPDATE taxonomist.shared SET payload = replace(payload, '%1', "
                            "'Forged') WHERE kind = 'node' AND key = 'C.3'"_s.arg(before)));
    auto synced = TeamServer::sync(*mine, u"test"_s, ana.password);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_FALSE(synced->skipped.isEmpty());
    bool nodeSkipped = false;
    for (const SkippedRow &row : synced->skipped)
        nodeSkipped = nodeSkipped || (row.table == u"shared"_s && row.key.contains(u"C.3"_s));
    EXPECT_TRUE(nodeSkipped) << synced->toText().toStdString();
    SqliteStatement after(mine->handle(), "SELECT name FROM taxonomy_nodes WHERE code = 'C.3'");
    ASSERT_TRUE(after.next());
    EXPECT_EQ(after.text(0), before);
    for (ProjectStore *copy : {&team.lead(), mine.get()}) {
        auto report = ProjectCheck::run(copy->path());
        ASSERT_TRUE(report) << report.error().message().toStdString();
        EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
    }
}

// A member signs batches only as themselves, and cannot read the batches of rows they cannot
// read: another volunteer's labels stay out of sight, digests included.
TEST_F(ServerTrustTest, AMemberSignsOnlyAsThemselvesAndSeesNoOthersBatches)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    const Invitation bob = invite(team.lead(), u"Volunteer 2"_s);
    auto anas = join(ana, u"ana.taxonomist"_s);
    auto bobs = join(bob, u"bob.taxonomist"_s);
    ASSERT_TRUE(anas && bobs && team.label(*anas, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(*anas, u"test"_s, ana.password));
    const QString anaUuid = uuidOf(u"Volunteer 1"_s);
    const QString leadUuid = uuidOf(u"Lena"_s);
    QSqlDatabase asBob = plain(bob);
    ASSERT_TRUE(asBob.isOpen()) << asBob.lastError().text().toStdString();
    const QString digests = QString::fromLatin1(QByteArray(32, 'x').toBase64());
    const QString signature = QString::fromLatin1(QByteArray(64, 's').toBase64());
    for (const QString &as : {anaUuid, leadUuid}) {
        EXPECT_FALSE(refusal(asBob,
            u"INSERT INTO taxonomist.batches(id, signer, tbl, digests, signature) VALUES"
            " (gen_random_uuid(), CAST(? AS uuid), 'labels', decode(?, 'base64'), ?)"_s,
            {as, digests, signature})
                         .isEmpty())
            << "Bob signed a batch as " << as.toStdString();
    }
    QSqlQuery seen(asBob);
    ASSERT_TRUE(
        seen.exec(u"SELECT count(*) FILTER (WHERE tbl = 'labels'),"
                  " count(*) FILTER (WHERE signer <> taxonomist.me()) FROM taxonomist.batches"_s));
    ASSERT_TRUE(seen.next());
    EXPECT_EQ(seen.value(0).toLongLong(), 0) << "Bob reads the batch of Ana's labels";
    EXPECT_GT(seen.value(1).toLongLong(), 0) << "Bob reads the lead's batches";
    EXPECT_EQ(server.number(u"SELECT count(*) FROM taxonomist.batches WHERE tbl = 'labels'"_s), 1);
}

// Rows stored before the server signed rows carry no signature: a copy takes them unsigned up to
// the first `signed_from` it saw, never a later one, so a server cannot widen the window for a
// copy that knows better. A server whose schema is older than the client's is refused with how
// to upgrade it.
TEST_F(ServerTrustTest, UnsignedRowsAreTakenOnlyBelowTheFirstThresholdACopySaw)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine && team.label(*mine, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(*mine, u"test"_s, ana.password));
    ASSERT_TRUE(TeamServer::sync(team.lead(), u"Lena"_s, leadPassword));
    EXPECT_EQ(team.lead().info(u"server.signed_from"_s), u"0"_s) << "a server made signing";

    // The server strips the label's signature and claims it predates signing.
    ASSERT_TRUE(server.exec(u"ALTER TABLE taxonomist.labels DISABLE TRIGGER check_row"_s));
    ASSERT_TRUE(server.exec(u"UPDATE taxonomist.labels SET batch = NULL, salt = NULL"_s));
    ASSERT_TRUE(server.exec(u"UPDATE taxonomist.meta SET value = '1000000' WHERE key = "
                            "'signed_from'"_s));
    auto synced = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_EQ(synced->skipped.size(), 1) << synced->toText().toStdString();
    EXPECT_TRUE(synced->skipped[0].reason.contains(u"not signed"_s));
    EXPECT_EQ(team.lead().info(u"server.signed_from"_s), u"0"_s) << "never a later threshold";

    // A copy that meets the server now trusts what it says first (documented as such), but no
    // further than the revisions the server had: rows it stores later are never old.
    const Invitation bob = invite(team.lead(), u"Volunteer 2"_s);
    auto bobs = join(bob, u"bob.taxonomist"_s);
    ASSERT_TRUE(bobs);
    const qint64 bobFrom = bobs->info(u"server.signed_from"_s).toLongLong();
    EXPECT_GT(bobFrom, 0);
    EXPECT_LE(bobFrom, server.number(u"SELECT last_value FROM taxonomist.revision"_s));

    // A server whose schema is older than this Taxonomist's: refused, saying how to upgrade.
    ASSERT_TRUE(server.exec(u"DELETE FROM taxonomist.schema_migrations WHERE version = %1"_s.arg(
        ServerSchema::version)));
    auto old = TeamServer::sync(*mine, u"test"_s, ana.password);
    ASSERT_FALSE(old);
    EXPECT_TRUE(old.error().message().contains(u"older than this Taxonomist's"_s))
        << old.error().message().toStdString();
    EXPECT_TRUE(old.error().message().contains(u"team create"_s));
}

// A proposal is its proposer's only while open: one the proposer signed that carries a decision
// (a hostile server writes it, or a volunteer who runs the database) is skipped by the lead, and
// the lead's decision is never reopened by the proposer's old open row.
TEST_F(ServerTrustTest, AProposalItsProposerSignedCarriesNoDecision)
{
    const Invitation ana = invite(team.lead(), u"Volunteer 1"_s);
    auto mine = join(ana, u"ana.taxonomist"_s);
    ASSERT_TRUE(mine);
    const QString anaUuid = uuidOf(u"Volunteer 1"_s);
    ProposalRecord proposal;
    proposal.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    proposal.proposer = anaUuid;
    proposal.parent = u"C"_s;
    proposal.name = u"Mine"_s;
    proposal.createdAt = u"2026-11-28T12:00:00.000Z"_s;
    proposal.status = u"adopted"_s;
    proposal.decidedAt = u"2026-11-28T12:01:00.000Z"_s;
    for (const char *trigger : {"check_row", "keep_decisions"})
        ASSERT_TRUE(server.exec(u"ALTER TABLE taxonomist.proposals DISABLE TRIGGER %1"_s.arg(
            QLatin1StringView(trigger))));
    ASSERT_TRUE(server.exec(u"INSERT INTO taxonomist.proposals(uuid, proposer, status, payload)"
                            " VALUES ('%1', '%2', 'adopted', '%3')"_s.arg(proposal.uuid, anaUuid,
                                QString::fromUtf8(ChangeFile::encode(proposal)))));
    ASSERT_TRUE(server.signRows(u"proposals"_s, u"uuid = '%1'"_s.arg(proposal.uuid),
        mine->info(u"team.signing_secret"_s), anaUuid, team.lead().info(u"project.uuid"_s)));
    auto synced = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    ASSERT_EQ(synced->skipped.size(), 1) << synced->toText().toStdString();
    EXPECT_EQ(synced->skipped[0].table, u"proposals"_s);
    EXPECT_TRUE(synced->skipped[0].reason.contains(u"only"_s))
        << synced->skipped[0].reason.toStdString();
    SqliteStatement held(
        team.lead().handle(), "SELECT count(*) FROM taxonomy_proposals WHERE uuid = ?");
    held.bind(1, proposal.uuid);
    ASSERT_TRUE(held.next());
    EXPECT_EQ(held.integer(0), 0) << "the forged decision reached the lead";
}
