// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/tuning/earlywriteback.h"

#include <gtest/gtest.h>

#include <QFileInfo>
#include <QTemporaryDir>

#include <QDir>

#include <sqlite3.h>

#include <sys/wait.h>
#include <unistd.h>

using namespace taxonomist::core;

namespace {

// A file at `path` with a table of blobs, `cacheKiB` of page cache and a transaction open.
sqlite3 *openFilling(const QString &path, int cacheKiB)
{
    sqlite3 *db = nullptr;
    EXPECT_EQ(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    const QByteArray setup
        = "PRAGMA cache_size=-" + QByteArray::number(cacheKiB) + "; CREATE TABLE t(b BLOB); BEGIN";
    EXPECT_EQ(sqlite3_exec(db, setup.constData(), nullptr, nullptr, nullptr), SQLITE_OK)
        << sqlite3_errmsg(db);
    return db;
}

// 256 rows of about 4 KiB into the open transaction.
void addRows(sqlite3 *db)
{
    ASSERT_EQ(sqlite3_exec(db,
                  "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 256)"
                  " INSERT INTO t(b) SELECT randomblob(4000) FROM n",
                  nullptr, nullptr, nullptr),
        SQLITE_OK)
        << sqlite3_errmsg(db);
}

// Rows until the file has grown by `bytes`; a small page cache makes SQLite write the pages to
// the file as it goes, as an import's does.
void grow(sqlite3 *db, const QString &path, qint64 bytes)
{
    const qint64 target = QFileInfo(path).size() + bytes;
    while (QFileInfo(path).size() < target)
        addRows(db);
}

// Commits, and the rows the table holds then; closes the file.
qint64 commitAndCount(sqlite3 *db)
{
    EXPECT_EQ(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_stmt *count = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, "SELECT count(*) FROM t", -1, &count, nullptr), SQLITE_OK);
    const qint64 rows = sqlite3_step(count) == SQLITE_ROW ? sqlite3_column_int64(count, 0) : -1;
    sqlite3_finalize(count);
    sqlite3_close(db);
    return rows;
}

} // namespace

// An import's transaction fills a new file: its writing is started a piece (8 MiB) at a time as
// it grows, never for less, and the transaction commits as before.
TEST(EarlyWriteback, StartsWritingThePiecesAFillingFileHasGrownBy)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.db"));
    sqlite3 *db = openFilling(path, 2000);
    {
        EarlyWriteback writeback(db);
        writeback.poke();
        EXPECT_EQ(writeback.started(), 0); // nothing to write yet

        grow(db, path, EarlyWriteback::Piece / 2);
        writeback.poke();
        EXPECT_EQ(writeback.started(), 0) << "less than a piece";

        grow(db, path, EarlyWriteback::Piece / 2 + 1);
        writeback.poke();
        const qint64 first = writeback.started();
        EXPECT_GE(first, EarlyWriteback::Piece);
        EXPECT_EQ(first, QFileInfo(path).size());

        grow(db, path, EarlyWriteback::Piece / 4);
        writeback.poke();
        EXPECT_EQ(writeback.started(), first);

        grow(db, path, EarlyWriteback::Piece);
        writeback.poke();
        EXPECT_EQ(writeback.started(), QFileInfo(path).size());
        EXPECT_GE(writeback.started(), first + EarlyWriteback::Piece);
    }
    EXPECT_GT(commitAndCount(db), 2 * EarlyWriteback::Piece / 4096); // rows of 4,000 bytes
}

// Before a transaction's last steps: the pages still in SQLite's cache go into the file and
// their writing is started with the rest, however little, and the transaction commits as before.
TEST(EarlyWriteback, StartsTheRestWithThePagesStillInTheCache)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.db"));
    // A cache that holds all of it: nothing reaches the file before the commit, or startTheRest().
    sqlite3 *db = openFilling(path, 65536);
    {
        EarlyWriteback writeback(db);
        const qint64 before = QFileInfo(path).size();
        addRows(db);
        writeback.poke();
        EXPECT_EQ(QFileInfo(path).size(), before) << "the rows are still in the cache";
        EXPECT_EQ(writeback.started(), 0);

        writeback.startTheRest();
        EXPECT_GT(QFileInfo(path).size(), before + 256 * 4000) << "the cache went into the file";
        EXPECT_EQ(writeback.started(), QFileInfo(path).size())
            << "less than a piece, started all the same";
    }
    EXPECT_EQ(commitAndCount(db), 256);
}

// An in-memory database has no file: nothing is started, nothing fails.
TEST(EarlyWriteback, DoesNothingForADatabaseWithoutAFile)
{
    sqlite3 *db = nullptr;
    ASSERT_EQ(sqlite3_open(":memory:", &db), SQLITE_OK);
    EarlyWriteback writeback(db);
    writeback.poke();
    EXPECT_EQ(writeback.started(), 0);
    sqlite3_close(db);
}

// close() on any descriptor of a file drops every POSIX lock the process holds on it, SQLite's
// included: EarlyWriteback works through SQLite's own descriptor and opens none. Another process
// must still find the file locked by this one's write transaction after an EarlyWriteback came
// and went (an earlier version opened and closed a descriptor and lost the lock).
TEST(EarlyWriteback, LeavesTheConnectionsLocksInPlace)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QByteArray path = dir.filePath(QStringLiteral("p.db")).toUtf8();
    sqlite3 *db = nullptr;
    ASSERT_EQ(sqlite3_open(path.constData(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "CREATE TABLE t(b BLOB); BEGIN IMMEDIATE; INSERT INTO t VALUES(1)",
                  nullptr, nullptr, nullptr),
        SQLITE_OK);
    const qsizetype descriptors
        = QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size();
    {
        EarlyWriteback writeback(db);
        writeback.poke();
        EXPECT_EQ(
            QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size(),
            descriptors)
            << "no descriptor of its own";
    }
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        // Another process: a write transaction of its own must be refused while ours is open.
        sqlite3 *other = nullptr;
        if (sqlite3_open(path.constData(), &other) != SQLITE_OK)
            _exit(3);
        const int rc = sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
        _exit(rc == SQLITE_BUSY ? 0 : 1);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0)
        << "the other process got the write lock: this one's was dropped";
    ASSERT_EQ(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
}
