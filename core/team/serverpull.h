// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changemerger.h"
#include "result.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;
class ServerConnection;

// Who this copy is on the server, and what the server says about the team.
struct ServerIdentity
{
    QString project; // the project's UUID
    QString lead; // the lead's annotator UUID
    QString server; // the server's UUID (the "device" its records come from)
    QString prefix; // the team's group roles' prefix
    QString role; // the connected login's role: "lead", "volunteer" or "viewer"
    QString annotator; // the login's annotator UUID (empty for a viewer)
    QString login;

    // Reads and checks it all (every value is the server's, so each is checked for its shape).
    static Result<ServerIdentity> read(ServerConnection &connection);
};

struct PullResult
{
    qint64 rows = 0;
    qint64 lastRev = 0; // the highest server revision seen
    MergeReport report;
};

// Pulls the rows with a server revision above `sinceRev` that the login may read (the server's
// row-level security decides) and merges them into the project through the same change-file reader
// and ChangeMerger as a merged file: every row's shape is checked, each group of rows goes under
// its owner's name, and a row its owner could not have written is refused. Runs inside the caller's
// project transaction, so the merge and the new revision are stored together or not at all.
class ServerPull final
{
public:
    static Result<PullResult> run(ServerConnection &connection, ProjectStore &store,
        const ServerIdentity &identity, qint64 sinceRev, const QString &actor);
};

} // namespace taxonomist::core
