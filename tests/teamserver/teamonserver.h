// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "serverfixture.h"
#include "team/teamserver.h"
#include "teamfixture.h"

#include <gtest/gtest.h>

namespace taxonomist::test {

// The mini study's lead project on a fresh team server: `team create` done as the server's
// admin, and the password of the lead's own login (which the lead's project syncs as) kept.
class TeamOnServerTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        TAXONOMIST_REQUIRE_SERVER(server);
        ASSERT_TRUE(team.isValid()) << team.error().toStdString();
        auto created = core::TeamServer::create(team.lead(), server.url(), QStringLiteral("Lena"));
        ASSERT_TRUE(created) << created.error().message().toStdString();
        leadPassword = created->lead.password;
    }

    ServerFixture server;
    TeamFixture team;
    QString leadPassword; // the lead's own login's, from team create
};

} // namespace taxonomist::test
