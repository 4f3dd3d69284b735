// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>

#include <functional>

struct sqlite3;

namespace taxonomist::core {

// Drops the secondary indexes of some tables for a bulk insert inside one transaction and builds
// them again, from the schema's own SQL, before it commits: SQLite builds an index from a sort
// far faster than it grows one row at a time (a random UUID index most of all). A rollback brings
// the indexes back with everything else; the schema text is the same afterwards.
class DeferredIndexes final
{
public:
    explicit DeferredIndexes(sqlite3 *db);

    // Drops every index of `tables` that the schema declares (not the implicit ones of PRIMARY
    // KEY and UNIQUE) except those named in `kept`, remembering each one's CREATE statement.
    [[nodiscard]] Status drop(const QList<QByteArray> &tables, const QList<QByteArray> &kept = {});
    // Creates them again in the order they were dropped. A UNIQUE index fails here on a duplicate.
    // `afterEach` runs once each is built (the importer starts the disk writes of its pages).
    // SQLite's sorter gets helper threads, and `sortMemory` bytes of page cache when that is
    // more than the connection has (it sorts that much in memory and the rest in runs merged from
    // temporary files); both go back to the connection's own settings afterwards.
    [[nodiscard]] Status rebuild(
        const std::function<void()> &afterEach = {}, qint64 sortMemory = 0);

private:
    struct Index
    {
        QByteArray name;
        QByteArray sql;
    };
    sqlite3 *m_db;
    QList<Index> m_dropped;
};

} // namespace taxonomist::core
