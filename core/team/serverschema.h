// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::core {

class ServerConnection;

// The team server's schema (docs/team.md, "The team server"), versioned by its own migrations
// like the project file's: the shared rows with a server-assigned revision each, the members
// mapped to PostgreSQL login roles, row-level security that enforces who reads and writes what,
// and an audit table only triggers write.
class ServerSchema final
{
public:
    static constexpr int version = 4;

    // Role names come from UUIDs only, never from a database's or a member's name: no display
    // name can become (or collide with) a group or another member's login, and teams on one
    // cluster never share a role. The group roles of the team whose server UUID is `team`:
    // "<prefix>_volunteer", "<prefix>_lead", "<prefix>_viewer" with prefix "tx_<16 hex>_g"
    // (a team server made before version 2 keeps the prefix its meta row names).
    static QString rolePrefix(const QString &team);
    // A member's login, "tx_<16 hex of the team>_m_<32 hex of the member's UUID>".
    static QString memberLogin(const QString &team, const QString &member);

    // Creates the schema (or brings an older one up to date) in one transaction, as the
    // administrator's login (CREATEROLE): the team's roles, then the schema as its NOLOGIN owner
    // role. `upTo` below `version` is for the tests that build an older server.
    static Status migrate(ServerConnection &connection, const QString &prefix, int upTo = version);
    // Within the caller's transaction, the administrator's login takes on the owner role's rights
    // (granted to it for this transaction and taken back by stopActingAsOwner, or by a rollback):
    // the explicit step that administration is. No member's login is ever the owner.
    static Status actAsOwner(ServerConnection &connection, const QString &prefix);
    static Status stopActingAsOwner(ServerConnection &connection, const QString &prefix);
    // The server's schema version; refuses a server without one or with a newer one.
    static Result<int> check(ServerConnection &connection);
};

} // namespace taxonomist::core
