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
    static constexpr int version = 1;

    // The group roles of one team: "<prefix>_volunteer", "<prefix>_lead", "<prefix>_viewer".
    static QString rolePrefix(const QString &database);

    // Creates the schema (or brings an older one up to date) in one transaction.
    static Status migrate(ServerConnection &connection, const QString &prefix);
    // The server's schema version; refuses a server without one or with a newer one.
    static Result<int> check(ServerConnection &connection);
};

} // namespace taxonomist::core
