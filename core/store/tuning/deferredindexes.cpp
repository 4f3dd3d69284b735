// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "deferredindexes.h"

#include "sqlitesettings.h"
#include "store/sqlitestatement.h"

#include <utility>

namespace taxonomist::core {

DeferredIndexes::DeferredIndexes(sqlite3 *db)
    : m_db(db)
{ }

Status DeferredIndexes::drop(const QList<QByteArray> &tables, const QList<QByteArray> &kept)
{
    // sql IS NULL: the automatic index of a PRIMARY KEY or UNIQUE constraint, which cannot go.
    SqliteStatement indexes(m_db,
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ?"
        " AND sql IS NOT NULL ORDER BY rowid");
    for (const QByteArray &table : tables) {
        indexes.bind(1, QByteArrayView(table));
        QList<Index> found;
        while (indexes.next())
            found.append({indexes.utf8(0).toByteArray(), indexes.utf8(1).toByteArray()});
        if (auto status = indexes.readStatus(); !status)
            return status;
        indexes.reset();
        for (const Index &index : std::as_const(found)) {
            if (kept.contains(index.name))
                continue;
            // The name comes from the schema; quoted all the same.
            QByteArray quoted = index.name;
            quoted.replace('"', "\"\"");
            if (auto status = SqliteStatement(m_db, "DROP INDEX \"" + quoted + '"').exec(); !status)
                return status;
            m_dropped.append(index);
        }
    }
    return success();
}

Status DeferredIndexes::rebuild(const std::function<void()> &afterEach, qint64 sortMemory)
{
    Status built = success();
    {
        const sqlite::ScopedPragmas sorting(m_db, sqlite::indexBuildPragmas(m_db, sortMemory));
        for (const Index &index : std::as_const(m_dropped)) {
            built = SqliteStatement(m_db, index.sql).exec();
            if (!built)
                break;
            if (afterEach)
                afterEach();
        }
    }
    if (!built)
        return built;
    m_dropped.clear();
    return success();
}

} // namespace taxonomist::core
