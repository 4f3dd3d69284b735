// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A Tombstones that found none of its kind when it was made skips looking them up (a new copy
// filled by a pull), and looks again once any other writer of the process buried one: two writers
// of a kind on one connection never hide each other's removals.

#include "store/tombstones.h"
#include "importedstudy.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"

#include <gtest/gtest.h>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

TEST(Tombstones, ABurialByAnotherWriterIsSeenByOneThatFoundNone)
{
    QTemporaryDir dir;
    QString error;
    auto store = taxonomist::test::importMiniStudy(dir.filePath(u"mini.taxonomist"_s), &error);
    ASSERT_NE(store, nullptr) << error.toStdString();
    SqliteStatement ids(
        store->handle(), "SELECT (SELECT min(id) FROM issues), (SELECT min(id) FROM annotators)");
    ASSERT_TRUE(ids.next());
    const qint64 issue = ids.integer(0);
    const qint64 annotator = ids.integer(1);
    ids.reset();

    Transaction transaction(*store);
    ASSERT_TRUE(transaction.begin());
    Tombstones older(store->handle(), "label"); // made while there is none
    Tombstones other(store->handle(), "label");
    auto none = older.find(issue, annotator);
    ASSERT_TRUE(none);
    EXPECT_FALSE(none->has_value());

    const RowVersion removed {7, u"2026-11-28T12:00:00Z"_s, 0, 0, 0};
    ASSERT_TRUE(other.bury(issue, annotator, removed, annotator));
    auto seen = older.find(issue, annotator);
    ASSERT_TRUE(seen) << seen.error().message().toStdString();
    ASSERT_TRUE(seen->has_value()) << "the other writer's burial is found";
    EXPECT_EQ((*seen)->version.rev, 7);
    Tombstones assignments(store->handle(), "assignment"); // another kind: still none
    auto otherKind = assignments.find(issue, annotator);
    ASSERT_TRUE(otherKind);
    EXPECT_FALSE(otherKind->has_value());
}
