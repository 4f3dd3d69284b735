// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The database enforces the team's rules, not the app (docs/team.md, "Roles"): each role connects
// with plain SQL, as anyone with the password could, and every forbidden read and write is
// refused by PostgreSQL itself — a permission error, a row-level-security error, or no rows.

#include "serverfixture.h"
#include "team/teamserver.h"
#include "teamfixture.h"

#include <gtest/gtest.h>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

class ServerRolesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        TAXONOMIST_REQUIRE_SERVER(server);
        ASSERT_TRUE(team.isValid()) << team.error().toStdString();
        auto created = TeamServer::create(team.lead(), server.url(), u"Lena"_s);
        ASSERT_TRUE(created) << created.error().message().toStdString();
        for (const auto &[name, role] : {std::pair {u"Volunteer 1"_s, u"volunteer"_s},
                 std::pair {u"Lena"_s, u"lead"_s}, std::pair {u"Rita"_s, u"viewer"_s}}) {
            auto invitation = TeamServer::invite(team.lead(), name, role, u"Lena"_s);
            ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
            invitations.insert(role, *invitation);
        }
    }

    void TearDown() override
    {
        for (const QString &name : std::as_const(connections))
            QSqlDatabase::removeDatabase(name);
    }

    // A plain connection as the role's login; the test's statements run in a transaction that is
    // rolled back, so one refusal does not hide the next.
    QSqlDatabase as(const QString &role)
    {
        const Invitation &invitation = invitations[role];
        const QString name = u"plain-"_s + role + server.database();
        if (!connections.contains(name)) {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
            const QUrl url(invitation.url);
            db.setHostName(url.host());
            db.setPort(url.port(5432));
            db.setDatabaseName(server.database());
            db.setUserName(invitation.login);
            db.setPassword(invitation.password);
            EXPECT_TRUE(db.open()) << db.lastError().text().toStdString();
            connections.append(name);
        }
        return QSqlDatabase::database(name);
    }

    // The statement fails with the server's refusal.
    void expectRefused(const QString &role, const QString &sql)
    {
        QSqlQuery query(as(role));
        ASSERT_TRUE(query.exec(u"BEGIN"_s));
        const bool ran = query.exec(sql);
        const QString error = query.lastError().databaseText();
        EXPECT_FALSE(ran) << role.toStdString() << " may run: " << sql.toStdString();
        // A permission, a row-level-security policy, or the row check (check_row) refuses.
        EXPECT_TRUE(error.contains(u"permission denied"_s)
            || error.contains(u"row-level security"_s) || error.contains(u"taxonomist: the "_s))
            << role.toStdString() << ": " << sql.toStdString() << " → " << error.toStdString();
        std::ignore = query.exec(u"ROLLBACK"_s);
    }

    // A query's single number, or -1 when it fails.
    qint64 number(const QString &role, const QString &sql)
    {
        QSqlQuery query(as(role));
        if (!query.exec(sql) || !query.next()) {
            ADD_FAILURE() << role.toStdString() << ": " << sql.toStdString() << " → "
                          << query.lastError().text().toStdString();
            return -1;
        }
        return query.value(0).toLongLong();
    }

    // A write the server runs but that reaches no row (row-level security hides them).
    qint64 rowsWritten(const QString &role, const QString &sql)
    {
        QSqlQuery query(as(role));
        EXPECT_TRUE(query.exec(u"BEGIN"_s));
        const bool ran = query.exec(sql);
        EXPECT_TRUE(ran) << sql.toStdString() << " → " << query.lastError().text().toStdString();
        const qint64 rows = ran ? query.numRowsAffected() : -1;
        std::ignore = query.exec(u"ROLLBACK"_s);
        return rows;
    }

    ServerFixture server;
    TeamFixture team {true}; // the volunteers' labels of the mini study are on the server
    QHash<QString, Invitation> invitations;
    QStringList connections;
};

// Another member's label on an issue: the member list and the issues are readable by every role.
const QString otherLabel
    = u"INSERT INTO taxonomist.labels(issue, annotator, node, deleted, changed_at, device, "
      u"local_rev,"
      " base_device, base_rev, payload)"
      " SELECT i.key::uuid, m.key::uuid, 'C.3',"
      " false, '', '', 1, '', 0, json_build_array('label', i.key, m.key, 'C.3', '', false, '', "
      "false, '',"
      " 1, '', m.key, '', '', 0, false)::text"
      " FROM taxonomist.shared m, (SELECT key FROM taxonomist.shared WHERE kind = 'issue' LIMIT 1) "
      "i"
      " WHERE m.kind = 'member' AND m.key::uuid IS DISTINCT FROM taxonomist.me() LIMIT 1"_s;

TEST_F(ServerRolesTest, AVolunteerReadsOnlyOwnRowsAndNeverAFinalLabel)
{
    EXPECT_GT(number(u"volunteer"_s, u"SELECT count(*) FROM taxonomist.labels"_s), 0);
    EXPECT_EQ(
        number(u"volunteer"_s,
            u"SELECT count(*) FROM taxonomist.labels WHERE annotator IS DISTINCT FROM taxonomist.me()"_s),
        0);
    EXPECT_EQ(
        number(u"volunteer"_s,
            u"SELECT count(*) FROM taxonomist.assignments WHERE annotator <> taxonomist.me()"_s),
        0);
    EXPECT_EQ(number(u"volunteer"_s, u"SELECT count(*) FROM taxonomist.assignments"_s), 8);
    EXPECT_EQ(number(u"volunteer"_s,
                  u"SELECT count(*) FROM taxonomist.votes WHERE annotator <> taxonomist.me()"_s),
        0);
    EXPECT_GT(
        number(u"volunteer"_s, u"SELECT count(*) FROM taxonomist.shared WHERE kind = 'issue'"_s),
        0);
    for (const QString &table : {u"final_labels"_s, u"label_tally"_s, u"audit"_s})
        expectRefused(u"volunteer"_s, u"SELECT count(*) FROM taxonomist."_s + table);
    EXPECT_EQ(number(u"volunteer"_s, u"SELECT count(*) FROM taxonomist.members"_s), 1)
        << "a volunteer sees their own membership only";
}

TEST_F(ServerRolesTest, AVolunteerWritesOnlyOwnRows)
{
    expectRefused(u"volunteer"_s, otherLabel);
    // Taking over another's label by renaming the owner of one's own.
    expectRefused(u"volunteer"_s,
        u"UPDATE taxonomist.labels SET annotator = '00000000-0000-4000-8000-000000000000'"_s);
    EXPECT_EQ(
        rowsWritten(u"volunteer"_s,
            u"UPDATE taxonomist.labels SET node = 'A.1' WHERE annotator IS DISTINCT FROM taxonomist.me()"_s),
        0);
    for (const QString &sql :
        {
            u"DELETE FROM taxonomist.labels"_s,
            u"INSERT INTO taxonomist.final_labels(issue, node, deleted, changed_at, device, "
            u"local_rev, base_device, base_rev,"
            " payload) VALUES (gen_random_uuid(), 'C.3', false, '', '', 1, '', 0, '[]')"_s,
            // Nobody picks a revision: it comes from the sequence.
            u"UPDATE taxonomist.labels SET rev = 1"_s,
            u"UPDATE taxonomist.final_labels SET node = 'C.3'"_s,
            u"UPDATE taxonomist.assignments SET deleted = true"_s,
            u"INSERT INTO taxonomist.shared(kind, key, rank, payload) VALUES ('node', 'Z.9', 10, '[]')"_s,
            u"UPDATE taxonomist.shared SET payload = '[]'"_s,
            u"INSERT INTO taxonomist.audit(action, tbl) VALUES ('forged', 'labels')"_s,
            u"UPDATE taxonomist.audit SET login = 'nobody'"_s,
            u"DELETE FROM taxonomist.audit"_s,
            u"INSERT INTO taxonomist.members(login, role) VALUES (current_user, 'lead')"_s,
            u"UPDATE taxonomist.meta SET value = 'x'"_s,
            u"SELECT setval('taxonomist.revision', 1)"_s,
        })
        expectRefused(u"volunteer"_s, sql);
}

TEST_F(ServerRolesTest, AViewerReadsFinalLabelsAndAggregatesOnly)
{
    EXPECT_EQ(number(u"viewer"_s, u"SELECT count(*) FROM taxonomist.final_labels"_s), 7);
    EXPECT_GT(number(u"viewer"_s, u"SELECT sum(labels) FROM taxonomist.label_tally"_s), 0);
    for (const QString &table : {u"labels"_s, u"votes"_s, u"assignments"_s, u"audit"_s})
        expectRefused(u"viewer"_s, u"SELECT count(*) FROM taxonomist."_s + table);
    EXPECT_EQ(number(u"viewer"_s, u"SELECT count(*) FROM taxonomist.members"_s), 1);
    for (const QString &sql :
        {u"UPDATE taxonomist.final_labels SET node = 'C.3'"_s, otherLabel,
            u"INSERT INTO taxonomist.shared(kind, key, rank, payload) VALUES ('node', 'Z.9', 10, '[]')"_s,
            u"DELETE FROM taxonomist.audit"_s})
        expectRefused(u"viewer"_s, sql);
}

TEST_F(ServerRolesTest, TheLeadReadsEverythingDecidesAndCannotForgeALabelOrTheAudit)
{
    const qint64 labels = number(u"lead"_s, u"SELECT count(*) FROM taxonomist.labels"_s);
    EXPECT_GT(labels, number(u"volunteer"_s, u"SELECT count(*) FROM taxonomist.labels"_s));
    EXPECT_EQ(number(u"lead"_s, u"SELECT count(DISTINCT annotator) FROM taxonomist.labels"_s), 3);
    EXPECT_GT(number(u"lead"_s, u"SELECT count(*) FROM taxonomist.audit"_s), 0);
    EXPECT_EQ(rowsWritten(u"lead"_s, u"UPDATE taxonomist.final_labels SET node = node"_s), 7);
    EXPECT_EQ(rowsWritten(u"lead"_s, u"UPDATE taxonomist.labels SET node = 'A.1'"_s), 0)
        << "a volunteer's label is theirs";
    expectRefused(u"lead"_s, otherLabel);
    for (const QString &sql :
        {u"UPDATE taxonomist.audit SET login = 'nobody'"_s, u"DELETE FROM taxonomist.audit"_s,
            u"DELETE FROM taxonomist.labels"_s, u"DELETE FROM taxonomist.final_labels"_s})
        expectRefused(u"lead"_s, sql);
}

TEST_F(ServerRolesTest, TriggersAuditEveryWriteUnderTheWritersLogin)
{
    auto joined = TeamServer::join(invitations[u"volunteer"_s].url, team.path(u"v1.taxonomist"_s),
        u"test"_s, invitations[u"volunteer"_s].password);
    ASSERT_TRUE(joined) << joined.error().message().toStdString();
    auto mine
        = ProjectStore::open(team.path(u"v1.taxonomist"_s), ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(mine);
    ASSERT_TRUE(team.label(**mine, 1, TeamFixture::alpha(12), u"FP"_s))
        << team.error().toStdString();
    auto synced = TeamServer::sync(**mine, u"test"_s, invitations[u"volunteer"_s].password);
    ASSERT_TRUE(synced) << synced.error().message().toStdString();
    EXPECT_EQ(
        number(u"lead"_s,
            u"SELECT count(*) FROM taxonomist.audit WHERE tbl = 'labels' AND login = '%1'"_s.arg(
                invitations[u"volunteer"_s].login)),
        1);
}

} // namespace
