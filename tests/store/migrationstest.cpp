// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The migrations as a whole: a project rewound to any older version it can be rewound to upgrades
// to exactly the schema a new project has, and every migration has its undo in olderschema.h.
// A new migration needs no edit here: these tests fail until its undo is written.

#include "olderschema.h"
#include "store/projectstore.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"

#include <gtest/gtest.h>

#include <QStringList>
#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

// The schema as SQLite reports it: each table's columns (name, type, not null, default, key) from
// table_xinfo, and the SQL of every index, trigger and view. A column added by ALTER TABLE and the
// same column written in CREATE TABLE are equal here; their CREATE texts would not be.
QStringList schemaOf(const QString &path)
{
    QStringList described;
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return {store.error().message()};
    sqlite3 *db = (*store)->handle();
    QStringList tables;
    {
        SqliteStatement objects(db,
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
            " ORDER BY type, name");
        while (objects.next()) {
            const QString type = objects.text(0);
            const QString name = objects.text(1);
            if (type == u"table"_s)
                tables.append(name);
            else
                described.append(type + u' ' + name + u": "_s + objects.text(2));
        }
    }
    for (const QString &table : std::as_const(tables)) {
        SqliteStatement columns(db,
            "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM "
            "pragma_table_xinfo(?) ORDER BY cid");
        columns.bind(1, table);
        QStringList parts;
        while (columns.next()) {
            parts.append(u"%1 %2%3%4%5%6"_s.arg(columns.text(0), columns.text(1),
                columns.integer(2) ? u" NOT NULL"_s : QString(),
                columns.isNull(3) ? QString() : u" DEFAULT "_s + columns.text(3),
                columns.integer(4) ? u" KEY %1"_s.arg(columns.integer(4)) : QString(),
                columns.integer(5) ? u" HIDDEN %1"_s.arg(columns.integer(5)) : QString()));
        }
        described.append(u"table "_s + table + u": "_s + parts.join(u", "_s));
    }
    return described;
}

class SchemaMigrations : public ::testing::Test
{
protected:
    QTemporaryDir dir;

    QString newProject(const QString &name)
    {
        const QString path = dir.filePath(name);
        auto store = ProjectStore::open(path, ProjectStore::OpenMode::CreateIfMissing);
        EXPECT_TRUE(store.ok()) << store.error().message().toStdString();
        return path;
    }
};

} // namespace

TEST_F(SchemaMigrations, EveryMigrationSinceTheOldestRewindableHasItsUndo)
{
    const int current = schema::currentVersion();
    QList<int> undone;
    for (const auto &undo : taxonomist::test::schemaUndos)
        undone.append(undo.version);
    QList<int> expected;
    for (int version = current; version > taxonomist::test::oldestRewindableVersion; --version)
        expected.append(version);
    EXPECT_EQ(undone, expected)
        << "each migration after version " << taxonomist::test::oldestRewindableVersion
        << " needs its undo in tests/store/olderschema.h (schemaUndos, newest first)";
}

TEST_F(SchemaMigrations, AProjectRewoundToAnyOlderVersionUpgradesToTodaysSchema)
{
    const QStringList today = schemaOf(newProject(u"today.taxonomist"_s));
    ASSERT_GT(today.size(), 20);
    for (int version = taxonomist::test::oldestRewindableVersion;
         version < schema::currentVersion(); ++version) {
        SCOPED_TRACE(version);
        const QString path = newProject(u"v%1.taxonomist"_s.arg(version));
        ASSERT_EQ(taxonomist::test::rewindProject(path, version), QString());
        {
            auto rewound = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
            ASSERT_FALSE(rewound.ok()) << "a read-only open refuses an older file";
        }
        {
            auto upgraded = ProjectStore::open(path);
            ASSERT_TRUE(upgraded.ok()) << upgraded.error().message().toStdString();
            EXPECT_EQ((*upgraded)->schemaVersion(), schema::currentVersion());
        }
        EXPECT_EQ(schemaOf(path), today);
    }
}
