// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/tuning/deferredindexes.h"

#include <gtest/gtest.h>

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <sqlite3.h>

#include <memory>
#include <utility>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace {

struct Closer
{
    void operator()(sqlite3 *db) const { sqlite3_close(db); }
};
using Database = std::unique_ptr<sqlite3, Closer>;

Database openWith(const char *schema)
{
    sqlite3 *db = nullptr;
    EXPECT_EQ(sqlite3_open(":memory:", &db), SQLITE_OK);
    EXPECT_EQ(sqlite3_exec(db, schema, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
    return Database(db);
}

void exec(sqlite3 *db, const char *sql)
{
    ASSERT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK)
        << sql << ": " << sqlite3_errmsg(db);
}

// "name: sql" of every index in the schema, in the schema's order.
QStringList indexes(sqlite3 *db)
{
    QStringList found;
    sqlite3_stmt *statement = nullptr;
    EXPECT_EQ(
        sqlite3_prepare_v2(db,
            "SELECT name, coalesce(sql, '(automatic)') FROM sqlite_master WHERE type = 'index'"
            " ORDER BY name",
            -1, &statement, nullptr),
        SQLITE_OK);
    while (sqlite3_step(statement) == SQLITE_ROW) {
        found.append(
            QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)))
            + u": "_s
            + QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, 1))));
    }
    sqlite3_finalize(statement);
    return found;
}

constexpr const char *schema
    = "CREATE TABLE a(id INTEGER PRIMARY KEY, k TEXT UNIQUE, v TEXT, w INTEGER);"
      "CREATE INDEX a_v ON a(v);"
      "CREATE UNIQUE INDEX a_w ON a(w);"
      "CREATE INDEX a_vw ON a(v, w) WHERE w > 0;"
      "CREATE TABLE b(x INTEGER);"
      "CREATE INDEX b_x ON b(x);";

} // namespace

// The declared indexes of the named tables go, the kept ones and the automatic index of a UNIQUE
// constraint stay, and the same indexes come back, each followed by the caller's step.
TEST(DeferredIndexes, DropsTheDeclaredIndexesAndBuildsTheSameOnesAgain)
{
    const Database db = openWith(schema);
    const QStringList before = indexes(db.get());
    exec(db.get(), "BEGIN");
    DeferredIndexes deferred(db.get());
    ASSERT_TRUE(deferred.drop({"a"}, {"a_vw"}));
    EXPECT_EQ(indexes(db.get()),
        QStringList({u"a_vw: CREATE INDEX a_vw ON a(v, w) WHERE w > 0"_s,
            u"b_x: CREATE INDEX b_x ON b(x)"_s, u"sqlite_autoindex_a_1: (automatic)"_s}));
    exec(db.get(),
        "INSERT INTO a(k, v, w) VALUES('one', 'x', 1), ('two', 'y', 2), ('three', 'x', 3)");

    QStringList builtWhenCalled;
    ASSERT_TRUE(deferred.rebuild(
        [&] { builtWhenCalled.append(QString::number(indexes(db.get()).size())); }));
    exec(db.get(), "COMMIT");
    EXPECT_EQ(indexes(db.get()), before);
    // Once after each index, with that index already in the schema: four indexes, then five.
    EXPECT_EQ(builtWhenCalled, QStringList({u"4"_s, u"5"_s}));

    // The rebuilt indexes hold the rows written while they were gone.
    sqlite3_stmt *statement = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(db.get(), "SELECT count(*) FROM a INDEXED BY a_v WHERE v = 'x'",
                  -1, &statement, nullptr),
        SQLITE_OK);
    ASSERT_EQ(sqlite3_step(statement), SQLITE_ROW);
    EXPECT_EQ(sqlite3_column_int(statement, 0), 2);
    sqlite3_finalize(statement);
}

// A UNIQUE index refuses a duplicate written while it was gone; the caller's step does not run
// for it, and a rollback brings back the schema as it was.
TEST(DeferredIndexes, AUniqueIndexRefusesADuplicateAndARollbackRestoresTheSchema)
{
    const Database db = openWith(schema);
    const QStringList before = indexes(db.get());
    exec(db.get(), "BEGIN");
    DeferredIndexes deferred(db.get());
    ASSERT_TRUE(deferred.drop({"a", "b"}));
    EXPECT_EQ(indexes(db.get()), QStringList({u"sqlite_autoindex_a_1: (automatic)"_s}));
    exec(db.get(), "INSERT INTO a(k, v, w) VALUES('one', 'x', 7), ('two', 'y', 7)");

    int steps = 0;
    const auto built = deferred.rebuild([&] { ++steps; });
    ASSERT_FALSE(built);
    EXPECT_TRUE(built.error().what().contains(u"UNIQUE"_s)) << built.error().what().toStdString();
    EXPECT_EQ(steps, 1); // a_v only: a_w failed, and nothing after it was built
    exec(db.get(), "ROLLBACK");
    EXPECT_EQ(indexes(db.get()), before);
}

namespace {

qint64 pragma(sqlite3 *db, const char *name)
{
    sqlite3_stmt *statement = nullptr;
    EXPECT_EQ(
        sqlite3_prepare_v2(db, (QByteArray("PRAGMA ") + name).constData(), -1, &statement, nullptr),
        SQLITE_OK);
    const qint64 value
        = sqlite3_step(statement) == SQLITE_ROW ? sqlite3_column_int64(statement, 0) : -1;
    sqlite3_finalize(statement);
    return value;
}

} // namespace

// The sorts get the memory asked for when it is more than the connection's cache, and the
// connection gets its own settings back afterwards; less than its cache changes nothing.
TEST(DeferredIndexes, GivesTheSortsTheirMemoryAndThenTheConnectionItsSettings)
{
    const Database db = openWith(schema);
    exec(db.get(), "PRAGMA cache_size=-2000; PRAGMA threads=0");
    for (const auto &[asked, during] :
        {std::pair<qint64, qint64> {8 * 1024 * 1024, -8192}, {1024 * 1024, -2000}}) {
        exec(db.get(), "BEGIN");
        DeferredIndexes deferred(db.get());
        ASSERT_TRUE(deferred.drop({"a"}));
        QList<qint64> cacheWhileBuilding;
        ASSERT_TRUE(deferred.rebuild(
            [&] { cacheWhileBuilding.append(pragma(db.get(), "cache_size")); }, asked));
        exec(db.get(), "COMMIT");
        EXPECT_EQ(cacheWhileBuilding, QList<qint64>({during, during, during})) << asked;
        EXPECT_EQ(pragma(db.get(), "cache_size"), -2000) << asked;
        EXPECT_EQ(pragma(db.get(), "threads"), 0) << asked;
    }
}
