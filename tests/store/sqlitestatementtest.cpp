// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/sqlitestatement.h"
#include "store/projectstore.h"

#include <gtest/gtest.h>

#include <QSqlDatabase>
#include <QTemporaryDir>

#include <sqlite3.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

// A bare SQLite database in memory (SqliteStatement needs no project), and one file for the
// messages that name it.
class SqliteStatementTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_EQ(sqlite3_open(":memory:", &db), SQLITE_OK);
        ASSERT_EQ(sqlite3_exec(db,
                      "CREATE TABLE t(id INTEGER PRIMARY KEY, n INTEGER, s TEXT, b BLOB, r REAL,"
                      " u TEXT UNIQUE)",
                      nullptr, nullptr, nullptr),
            SQLITE_OK);
    }
    void TearDown() override { sqlite3_close(db); }

    sqlite3 *db = nullptr;
};

} // namespace

TEST_F(SqliteStatementTest, BindsAndReadsEveryStorageClass)
{
    SqliteStatement insert(db, "INSERT INTO t(n, s, b, r, u) VALUES(?, ?, ?, 2.5, ?)");
    ASSERT_TRUE(insert.isValid());
    insert.bind(1, qint64(1) << 40);
    insert.bind(2, u"Größe ✓ 漢字"_s);
    insert.bindBlob(3, QByteArrayView("\0\1\2", 3));
    insert.bindNull(4);
    ASSERT_TRUE(insert.exec().ok());
    EXPECT_EQ(insert.lastInsertId(), 1);

    SqliteStatement select(db, "SELECT n, s, b, r, u FROM t");
    ASSERT_TRUE(select.next());
    EXPECT_EQ(select.integer(0), qint64(1) << 40);
    EXPECT_EQ(select.text(1), u"Größe ✓ 漢字"_s) << "UTF-8 both ways";
    EXPECT_EQ(select.blob(2).toByteArray(), QByteArray("\0\1\2", 3));
    EXPECT_EQ(select.storageClass(0), 'i');
    EXPECT_EQ(select.storageClass(1), 't');
    EXPECT_EQ(select.storageClass(2), 'b');
    EXPECT_EQ(select.storageClass(3), 'r');
    EXPECT_EQ(select.storageClass(4), 'n');
    EXPECT_TRUE(select.isNull(4));
    EXPECT_FALSE(select.isNull(0));
    EXPECT_FALSE(select.next());
    EXPECT_TRUE(select.readStatus().ok()) << "the end of the rows is no error";
}

TEST_F(SqliteStatementTest, ExecResetsForTheNextBindings)
{
    SqliteStatement insert(db, "INSERT INTO t(n) VALUES(?)");
    for (qint64 n = 1; n <= 3; ++n) {
        insert.bind(1, n);
        ASSERT_TRUE(insert.exec().ok());
    }
    SqliteStatement sum(db, "SELECT count(*), sum(n) FROM t");
    ASSERT_TRUE(sum.next());
    EXPECT_EQ(sum.integer(0), 3);
    EXPECT_EQ(sum.integer(1), 6);
}

TEST_F(SqliteStatementTest, ResetClearsBindingsSoAQueryRunsAgain)
{
    ASSERT_EQ(
        sqlite3_exec(db, "INSERT INTO t(id, n) VALUES(1, 10), (2, 20)", nullptr, nullptr, nullptr),
        SQLITE_OK);
    SqliteStatement byId(db, "SELECT n FROM t WHERE id = ?");
    byId.bind(1, qint64(2));
    ASSERT_TRUE(byId.next());
    EXPECT_EQ(byId.integer(0), 20);
    byId.reset();
    EXPECT_FALSE(byId.next()) << "no binding: id = NULL matches nothing";
    byId.reset();
    byId.bind(1, qint64(1));
    ASSERT_TRUE(byId.next());
    EXPECT_EQ(byId.integer(0), 10);
}

TEST_F(SqliteStatementTest, AFailedStepIsAnErrorAndTheStatementStaysUsable)
{
    SqliteStatement insert(db, "INSERT INTO t(u) VALUES(?)");
    insert.bind(1, u"once"_s);
    ASSERT_TRUE(insert.exec().ok());
    insert.bind(1, u"once"_s);
    const Status twice = insert.exec();
    ASSERT_FALSE(twice.ok());
    EXPECT_TRUE(twice.error().message().contains(u"UNIQUE constraint failed"_s))
        << twice.error().message().toStdString();
    insert.bind(1, u"again"_s);
    EXPECT_TRUE(insert.exec().ok()) << "reset after the failure";
}

TEST_F(SqliteStatementTest, SqlThatDoesNotPrepareFailsEveryCallWithTheReason)
{
    SqliteStatement broken(db, "SELECT x FROM nowhere");
    EXPECT_FALSE(broken.isValid());
    EXPECT_TRUE(broken.hasFailed());
    EXPECT_TRUE(broken.errorMessage().contains(u"no such table: nowhere"_s))
        << broken.errorMessage().toStdString();
    EXPECT_FALSE(broken.next());
    const Status read = broken.readStatus();
    ASSERT_FALSE(read.ok()) << "a read that never started never passes for an empty one";
    EXPECT_TRUE(read.error().message().contains(u"no such table"_s));
    const Status run = broken.exec();
    ASSERT_FALSE(run.ok());
    EXPECT_TRUE(run.error().message().startsWith(u"SQL error: "_s))
        << run.error().message().toStdString();
}

TEST(SqliteStatement, ErrorsNameTheProjectFileAndTheHandleIsThatOfTheConnection)
{
    QTemporaryDir dir;
    auto store = ProjectStore::open(
        dir.filePath(u"p.taxonomist"_s), ProjectStore::OpenMode::CreateIfMissing);
    ASSERT_TRUE(store.ok());
    EXPECT_EQ(sqliteHandle((*store)->connectionName()), (*store)->handle());
    EXPECT_EQ(sqliteHandle(u"no such connection"_s), nullptr);
    SqliteStatement broken((*store)->handle(), "SELECT * FROM no_such_table");
    EXPECT_EQ(broken.fileName(), (*store)->path());
    const Status read = broken.readStatus();
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().file, (*store)->path());
}
