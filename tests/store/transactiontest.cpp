// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/transaction.h"
#include "store/projectstore.h"

#include <gtest/gtest.h>

#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

class TransactionTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto opened = ProjectStore::open(
            dir.filePath(u"p.taxonomist"_s), ProjectStore::OpenMode::CreateIfMissing);
        ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
        store = std::move(opened).value();
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(TransactionTest, CommitKeepsTheWrites)
{
    Transaction transaction(*store);
    ASSERT_TRUE(transaction.begin().ok());
    EXPECT_TRUE(transaction.isActive());
    ASSERT_TRUE(store->setInfo(u"k"_s, u"kept"_s).ok());
    ASSERT_TRUE(transaction.commit().ok());
    EXPECT_FALSE(transaction.isActive());
    EXPECT_EQ(store->info(u"k"_s), u"kept"_s);
}

TEST_F(TransactionTest, RollsBackWhenItGoesUncommitted)
{
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.begin().ok());
        ASSERT_TRUE(store->setInfo(u"k"_s, u"lost"_s).ok());
        EXPECT_EQ(store->info(u"k"_s), u"lost"_s) << "visible inside the transaction";
    } // an early return: nothing committed
    EXPECT_EQ(store->info(u"k"_s), QString());
    Transaction next(*store);
    EXPECT_TRUE(next.begin().ok()) << "the connection is out of the transaction again";
}

TEST_F(TransactionTest, RollbackUndoesAtOnceAndLeavesNothingToCommit)
{
    Transaction transaction(*store);
    ASSERT_TRUE(transaction.begin().ok());
    ASSERT_TRUE(store->setInfo(u"k"_s, u"lost"_s).ok());
    transaction.rollback();
    EXPECT_EQ(store->info(u"k"_s), QString());
    EXPECT_FALSE(transaction.commit().ok());
}

TEST_F(TransactionTest, DoesNotNest)
{
    Transaction first(*store);
    ASSERT_TRUE(first.begin().ok());
    Transaction nested(*store);
    EXPECT_FALSE(nested.begin().ok()) << "BEGIN inside a transaction fails";
    EXPECT_FALSE(nested.isActive());
    ASSERT_TRUE(first.commit().ok());
}

TEST_F(TransactionTest, AReadOnlyProjectCannotBegin)
{
    ASSERT_TRUE(store->setInfo(u"k"_s, u"v"_s).ok());
    const QString path = store->path();
    store.reset();
    auto readOnly = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(readOnly.ok());
    Transaction transaction(**readOnly);
    const Status status = transaction.begin();
    ASSERT_FALSE(status.ok());
    EXPECT_TRUE(status.error().message().contains(u"read-only"_s))
        << status.error().message().toStdString();
}
