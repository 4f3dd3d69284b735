// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitesettings.h"

#include "store/sqliteerror.h"
#include "store/sqlitestatement.h"

#include <QThread>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core::sqlite {

namespace {

// The Working page cache, in KiB (negative: KiB, grown only as pages are used).
constexpr QByteArrayView WorkingCacheKiB = "-32768";

std::optional<qint64> read(sqlite3 *db, const QByteArray &name)
{
    SqliteStatement statement(db, "PRAGMA " + name);
    if (!statement.next())
        return std::nullopt;
    return statement.integer(0);
}

// Empty when SQLite took it, else SQLite's message; a pragma that reports its new value
// (journal_mode) returns a row.
QString set(sqlite3 *db, const QByteArray &name, const QByteArray &value)
{
    SqliteStatement statement(db, "PRAGMA " + name + '=' + value);
    while (statement.next()) { }
    return statement.hasFailed() ? statement.errorMessage() : QString();
}

} // namespace

int busyTimeoutMs()
{
    return 5000;
}

QList<Pragma> connectionPragmas(ConnectionUse use)
{
    const QByteArray busy = QByteArray::number(busyTimeoutMs());
    switch (use) {
    case ConnectionUse::Reading:
        return {{"query_only", "1"}, {"busy_timeout", busy}};
    case ConnectionUse::Building:
    case ConnectionUse::Working: {
        const bool building = use == ConnectionUse::Building;
        // synchronous=FULL: with WAL every commit syncs the WAL, so a label shown as saved
        // survives a power cut, not only a killed app. A file being built is synced once, whole,
        // by publish() before it is moved into place.
        return {{"journal_mode", building ? "DELETE" : "WAL"},
            {"synchronous", building ? "OFF" : "FULL"}, {"foreign_keys", "ON"},
            {"busy_timeout", busy},
            // The statement journals of bulk writes (a package, a merge) stay in memory instead
            // of a temporary file written page by page, and the page cache keeps the labels'
            // B-trees of a large merge from being read again page by page.
            {"temp_store", "MEMORY"}, {"cache_size", WorkingCacheKiB.toByteArray()}};
    }
    }
    return {};
}

Status applyConnectionSettings(sqlite3 *db, ConnectionUse use, const QString &file)
{
    for (const auto &[name, value] : connectionPragmas(use)) {
        if (const QString why = set(db, name, value); !why.isEmpty())
            return lastError(db, file, why);
    }
    return success();
}

ScopedPragmas::ScopedPragmas(sqlite3 *db, const QList<Pragma> &pragmas)
    : m_db(db)
{
    for (const auto &[name, value] : pragmas) {
        const auto before = read(m_db, name);
        if (!before)
            continue; // not a setting of this SQLite: nothing set, nothing to restore
        if (set(m_db, name, value).isEmpty())
            m_restore.append({name, *before});
    }
}

ScopedPragmas::~ScopedPragmas()
{
    for (auto it = m_restore.crbegin(); it != m_restore.crend(); ++it)
        (void)set(m_db, it->first, QByteArray::number(it->second));
}

QList<Pragma> bulkImportPragmas()
{
    // cache_size -2000 is SQLite's default (2,000 KiB); temp_store 0 is DEFAULT (files).
    return {{"foreign_keys", "OFF"}, {"cache_size", "-2000"}, {"temp_store", "0"},
        {"ignore_check_constraints", "ON"}};
}

QList<Pragma> readingOnly()
{
    return {{"query_only", "1"}};
}

QList<Pragma> foreignKeysOff()
{
    return {{"foreign_keys", "OFF"}};
}

QList<Pragma> indexBuildPragmas(sqlite3 *db, qint64 sortMemory)
{
    // More threads than cores only add switching.
    QList<Pragma> pragmas {
        {"threads", QByteArray::number(std::clamp(QThread::idealThreadCount(), 1, 4))}};
    // cache_size: pages when positive, KiB when negative.
    const qint64 cacheSize = read(db, "cache_size").value_or(0);
    const qint64 pageSize = read(db, "page_size").value_or(4096);
    const qint64 cacheBytes = cacheSize < 0 ? -cacheSize * 1024 : cacheSize * pageSize;
    if (sortMemory > cacheBytes)
        pragmas.append({"cache_size", QByteArray::number(-((sortMemory + 1023) / 1024))});
    return pragmas;
}

} // namespace taxonomist::core::sqlite
