// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>

#include <utility>

struct sqlite3;

// store/tuning: how Taxonomist makes SQLite fast, kept apart from what it stores. The contract:
//  - Every PRAGMA a project connection runs is written here, in connectionPragmas(); nothing else
//    sets a connection's pragmas for good.
//  - A bulk write that needs other settings for a while takes them through a ScopedPragmas,
//    which restores the values it found, never a literal.
//  - What SQLite takes for the whole process is configureProcess() (sqliteprocess.h).
//  - The import's other machinery: EarlyWriteback (the file's disk writes started as it grows)
//    and DeferredIndexes (indexes dropped for a bulk insert and built again from a sort).
// None of it changes what is stored: a project written with or without it is the same file.
// docs/architecture.md ("SQLite settings and the import's machinery") explains each choice, and
// docs/performance.md has the measurements behind them.
namespace taxonomist::core::sqlite {

// A pragma's name and the value to set it to ("journal_mode", "WAL").
using Pragma = std::pair<QByteArray, QByteArray>;

// What a connection is for.
enum class ConnectionUse {
    // A read-only connection: query_only, so a write that slips through is an error.
    Reading,
    // A new project being built in a temporary file that nobody sees before publish(): one
    // transaction written in place (rollback journal), not synced by its commits.
    Building,
    // An open project: WAL, every commit synced, foreign keys on, bulk writes' journals in
    // memory, a page cache large enough for a merge's B-trees.
    Working,
};

// How long a connection waits for another connection's write (of this process or another) before
// its own write fails with SQLITE_BUSY: SQLite retries within it, and the error says it waited.
int busyTimeoutMs();

// The pragmas of `use`, in the order they are set.
QList<Pragma> connectionPragmas(ConnectionUse use);
// Sets connectionPragmas(use) on `db`, the connection of the project file `file`; the first
// failure is returned as SQLite reports it (sqlite::lastError: disk full, read-only, damaged).
[[nodiscard]] Status applyConnectionSettings(sqlite3 *db, ConnectionUse use, const QString &file);

// Sets pragmas for a while and puts back, in reverse order, the values they had. Some pragmas
// (foreign_keys, temp_store) cannot change inside a transaction: make it before the transaction
// begins and let it go after it ends. Every pragma here must read back as an integer.
class ScopedPragmas final
{
public:
    ScopedPragmas(sqlite3 *db, const QList<Pragma> &pragmas);
    ~ScopedPragmas();
    ScopedPragmas(const ScopedPragmas &) = delete;
    ScopedPragmas &operator=(const ScopedPragmas &) = delete;

private:
    sqlite3 *m_db;
    QList<std::pair<QByteArray, qint64>> m_restore; // in the order they were set
};

// The study import's settings while it fills a new file in one transaction. Its writes only add
// pages, so the Working connection's large page cache and in-memory statement journals would
// only add to its peak memory (the journal of dropping an index is the index's size): it runs
// with SQLite's default cache and journals in temporary files. Foreign keys and CHECK constraints
// are not evaluated: every id it writes is one it has just read or inserted, and it writes only
// values the constraints allow (the import's tests run integrity_check, which checks both).
QList<Pragma> bulkImportPragmas();
// query_only for a while: a connection that only reads while it waits on something slow (a
// sync's push reading its snapshot while the server answers) fails at once on a write that
// slipped in, instead of taking the write lock for as long as it waits.
QList<Pragma> readingOnly();
// Foreign keys off, for a write whose every id comes from the project itself (a member's first
// pull, whose merger resolves each issue, member, node and device it writes).
QList<Pragma> foreignKeysOff();
// SQLite's sorter with helper threads (up to the cores, at most 4) and, when `sortMemory` is more
// than `db`'s page cache holds, that much cache: an index is then built from one sort in memory.
QList<Pragma> indexBuildPragmas(sqlite3 *db, qint64 sortMemory);

} // namespace taxonomist::core::sqlite
