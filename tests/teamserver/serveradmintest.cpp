// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team server's members administered from the lead's project (docs/team.md, "Inviting from
// the app"): inviting again is a reset (the old password stops working), removing takes the
// login off the server while every row the member wrote stays, and the lead's own login is not
// removed from under the project that syncs as it.

#include "serverfixture.h"
#include "store/sqlitestatement.h"
#include "studyfixture.h"
#include "team/serverconnection.h"
#include "team/teamserver.h"
#include "teamfixture.h"
#include "teamonserver.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// Whether `url`'s login connects with `password` (given explicitly, so PGPASSWORD plays no part);
// else why not.
QString connectFails(const QString &url, const QString &password)
{
    auto address = ServerAddress::parse(url);
    if (!address)
        return address.error().message();
    auto opened = ServerConnection::open(*address, password);
    return opened ? QString() : opened.error().message();
}

QStringList auditRows(const ProjectStore &store, const QString &action)
{
    SqliteStatement rows(store.handle(), "SELECT detail FROM audit_log WHERE action = ?");
    rows.bind(1, action);
    QStringList details;
    while (rows.next())
        details.append(rows.text(0));
    return details;
}

using ServerAdminTest = TeamOnServerTest;

} // namespace

TEST_F(ServerAdminTest, InvitingAgainIsAResetThatStopsTheOldPassword)
{
    auto first = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(first) << first.error().message().toStdString();
    EXPECT_EQ(connectFails(first->url, first->password), QString());
    auto reset = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(reset) << reset.error().message().toStdString();
    EXPECT_EQ(reset->login, first->login) << "the same login, a new password";
    EXPECT_NE(reset->password, first->password);
    EXPECT_TRUE(connectFails(first->url, first->password).contains(u"password authentication"_s))
        << connectFails(first->url, first->password).toStdString();
    EXPECT_EQ(connectFails(reset->url, reset->password), QString());
    for (const QString &detail : auditRows(team.lead(), u"team-invite"_s)) {
        EXPECT_FALSE(detail.contains(first->password)) << detail.toStdString();
        EXPECT_FALSE(detail.contains(reset->password)) << detail.toStdString();
    }
}

TEST_F(ServerAdminTest, ARemovedMemberNoLongerConnectsAndTheirLabelsStay)
{
    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    const QString path = team.path(u"ana.taxonomist"_s);
    auto joined = TeamServer::join(invitation->url, path, u"ana"_s, invitation->password);
    ASSERT_TRUE(joined) << joined.error().message().toStdString();
    auto copy = ProjectStore::open(path, ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(copy);
    ASSERT_TRUE(team.label(**copy, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(TeamServer::sync(**copy, u"ana"_s, invitation->password));
    const qint64 labels = server.number(u"SELECT count(*) FROM taxonomist.labels"_s);
    ASSERT_GT(labels, 0);

    auto removed = TeamServer::removeMember(team.lead(), u"Volunteer 1"_s, u"Lena"_s);
    ASSERT_TRUE(removed) << removed.error().message().toStdString();
    EXPECT_EQ(*removed, invitation->login);
    EXPECT_FALSE(connectFails(invitation->url, invitation->password).isEmpty())
        << "the login no longer connects";
    auto refused = TeamServer::sync(**copy, u"ana"_s, invitation->password);
    ASSERT_FALSE(refused);
    EXPECT_EQ(server.number(u"SELECT count(*) FROM taxonomist.labels"_s), labels)
        << "every row they wrote stays on the server";
    EXPECT_EQ(server.number(u"SELECT count(*) FROM taxonomist.members WHERE login = '%1'"_s.arg(
                  invitation->login)),
        1)
        << "their member row stays: its key still verifies what they signed";
    EXPECT_EQ(server.number(u"SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid ="
                            " m.member WHERE r.rolname = '%1'"_s.arg(invitation->login)),
        0)
        << "in no group of the team";
    // The lead still syncs, and still holds the label.
    auto pulled = TeamServer::sync(team.lead(), u"Lena"_s, leadPassword);
    ASSERT_TRUE(pulled) << pulled.error().message().toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    const QStringList audit = auditRows(team.lead(), u"team-server-remove"_s);
    ASSERT_EQ(audit.size(), 1);
    EXPECT_TRUE(audit.first().contains(invitation->login)) << audit.first().toStdString();

    // Invited again, they are back in with a new password.
    auto again = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(again) << again.error().message().toStdString();
    EXPECT_EQ(connectFails(again->url, again->password), QString());
}

TEST_F(ServerAdminTest, TheLeadsOwnLoginAndSomeoneNeverInvitedAreRefusedSayingWhy)
{
    auto lead = TeamServer::removeMember(team.lead(), u"Lena"_s, u"Lena"_s);
    ASSERT_FALSE(lead);
    EXPECT_TRUE(lead.error().message().contains(u"is the lead"_s))
        << lead.error().message().toStdString();
    auto stranger = TeamServer::removeMember(team.lead(), u"Volunteer 2"_s, u"Lena"_s);
    ASSERT_FALSE(stranger);
    EXPECT_TRUE(stranger.error().message().contains(u"never invited"_s))
        << stranger.error().message().toStdString();
    EXPECT_TRUE(auditRows(team.lead(), u"team-server-remove"_s).isEmpty());
}

// The CLI does what Remove from Server… does: `team remove-login NAME`.
TEST_F(ServerAdminTest, TheCliRemovesALoginAsTheAppDoes)
{
    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 2"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    const CliRun removed
        = runCli({u"team"_s, u"remove-login"_s, u"Volunteer 2"_s, u"--db"_s, team.leadPath()});
    ASSERT_EQ(removed.exitCode, 0) << removed.err.toStdString();
    EXPECT_TRUE(removed.out.contains(invitation->login)) << removed.out.toStdString();
    EXPECT_FALSE(connectFails(invitation->url, invitation->password).isEmpty());
    const CliRun lead
        = runCli({u"team"_s, u"remove-login"_s, u"Lena"_s, u"--db"_s, team.leadPath()});
    EXPECT_NE(lead.exitCode, 0);
    EXPECT_TRUE(lead.err.contains(u"is the lead"_s)) << lead.err.toStdString();
}
