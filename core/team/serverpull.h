// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changemerger.h"
#include "result.h"

#include <QJsonArray>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <thread>

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
    // Rows at or below this revision were stored before the server signed rows (schema version
    // 3) and carry no batch; a copy keeps the first value it saw (ServerPull).
    qint64 signedFrom = -1;

    // Reads and checks it all (every value is the server's, so each is checked for its shape).
    static Result<ServerIdentity> read(ServerConnection &connection);
};

// A row the server sent that this copy did not take: it is not the record its table holds, names
// another owner than its row, fails to parse or is refused by the merge. The rest of the pull goes
// on without it; when its owner writes it again it comes with a later pull.
struct SkippedRow
{
    QString table; // "labels", "proposals", ...
    QString key; // the row's key: an issue's or proposal's UUID, a shared row's kind and key
    QString owner; // the annotator UUID the row's columns name (empty for the lead's tables)
    qint64 rev = 0;
    QString reason;

    QString toText() const;
    // The first `limit` rows as a JSON list of {table, key, owner, rev, reason}.
    static QJsonArray toJson(const QList<SkippedRow> &rows, qsizetype limit = -1);
};

struct PullResult
{
    qint64 rows = 0;
    qint64 lastRev = 0; // the highest server revision seen
    MergeReport report;
    QList<SkippedRow> skipped;
    // Set when a row of this author's group was refused on the fast way (no savepoints): nothing
    // of the pull is to be kept; run it again with the author in `oneByOne`.
    QString refusedGroup;
    QString refusal;
    // The fetched rows, still held: freeing 600,000 rows costs a full pull's thread 0.3 s, so the
    // caller lets them go on a thread of its own (releaseOnAThread) while it goes on.
    std::shared_ptr<const void> rowsHeld;
};

// Lets `rows` go on a thread that `holder` keeps (joined when it goes), or here when no thread can
// be had.
void releaseOnAThread(std::shared_ptr<const void> rows, std::optional<std::jthread> &holder);

// What a pull read from the server, before anything of it is written to the project.
struct FetchedPull
{
    struct Data; // the rows by author and the batches that sign them (serverpull.cpp)

    qint64 sinceRev = 0; // the revision the rows are above (the project's server.pulled_rev)
    qint64 rows = 0;
    std::shared_ptr<const Data> data;
};

// Pulls the rows with a server revision above `sinceRev` that the login may read (the server's
// row-level security decides), in two steps: fetch() reads them, in one statement streamed row by
// row, and the batches that sign them — every network wait, with no transaction of the project's
// open, so a slow server never holds the project's write lock — and merge() holds them to their
// batches and merges them, inside the caller's project transaction, so the merge and the new
// revision are stored together or not at all. merge() takes only the rows whose signed batch
// (RowBatch) is of who alone may write them, and merges them into the project through the same
// change-file reader and ChangeMerger as a merged file. The server is not trusted for what it
// sends: each row must hold the record kind its table holds, name the owner and keys its columns
// name, and fit the limits; each group of rows goes under the name of who alone may write it (a
// label or vote under its annotator, an open proposal under its proposer, everything else under
// the lead), so a row its owner could not have written is refused by the merge. A row refused for
// any reason is skipped and reported, never blocking the rest: the rows of the authors in
// `oneByOne` are merged one at a time, each in a savepoint of its own; any other author's group is
// merged whole, and when one of its rows is refused the result names the author (refusedGroup)
// for the caller to roll back and merge the same fetched rows again with that author added.
class ServerPull final
{
public:
    static Result<FetchedPull> fetch(
        ServerConnection &connection, const ServerIdentity &identity, qint64 sinceRev);
    static Result<PullResult> merge(ProjectStore &store, const ServerIdentity &identity,
        const FetchedPull &fetched, const QString &actor, const QSet<QString> &oneByOne = {});
};

} // namespace taxonomist::core
