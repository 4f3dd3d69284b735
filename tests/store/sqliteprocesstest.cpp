// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SQLite's process-wide settings (sqlite::configureProcess()), which every main() makes first,
// the tests' own (testmain.cpp) as the applications'.
#include "store/tuning/sqliteprocess.h"
#include "store/projectstore.h"

#include <gtest/gtest.h>

#include <QTemporaryDir>

#include <sqlite3.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(SqliteProcess, KeepsNoMemoryStatisticsAndIsFixedOnceSqliteIsInUse)
{
    QTemporaryDir dir;
    auto store = ProjectStore::open(dir.filePath(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
    // A new project's schema, statements and pages have been allocated, and none was counted:
    // no allocation took the statistics' process-wide mutex.
    sqlite3_int64 current = -1;
    sqlite3_int64 highest = -1;
    ASSERT_EQ(sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &current, &highest, 0), SQLITE_OK);
    EXPECT_EQ(current, 0);
    EXPECT_EQ(highest, 0);
    EXPECT_FALSE(sqlite::configureProcess())
        << "SQLite is in use: its settings can no longer change";
}
