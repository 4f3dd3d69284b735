// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/issuecontent.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QSqlQuery>
#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(IssueContentStore, SavesAndReloadsAnIssueWithItsComments)
{
    QTemporaryDir dir;
    auto store = ProjectStore::open(dir.filePath(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    QSqlQuery query((*store)->database());
    ASSERT_TRUE(query.exec(u"INSERT INTO frameworks(id, name, position) VALUES(1, 'f', 0)"_s));
    ASSERT_TRUE(query.exec(
        u"INSERT INTO issues(id, framework_id, row_order, url, host, owner, repo, number)"
        " VALUES(7, 1, 0, 'https://github.com/o/r/issues/1', 'github.com', 'o', 'r', '1')"_s));
    auto missing = IssueContentStore::load(**store, 7);
    ASSERT_TRUE(missing.ok());
    EXPECT_FALSE(missing->has_value());

    IssueContent content;
    content.title = u"OOM with llama"_s;
    content.state = u"closed"_s;
    content.repositoryLabels = {u"bug"_s, u"module: cuda"_s};
    content.body = u"```\ntrace\n```"_s;
    content.comments = {{u"dev"_s, u"2024-01-02T00:00:00Z"_s, u"Try **fp16**."_s},
        {u"user"_s, QString(), u"Thanks"_s}};
    ASSERT_TRUE(IssueContentStore::save(**store, 7, content).ok());
    content.comments.removeLast(); // a refetch replaces the comments too
    ASSERT_TRUE(IssueContentStore::save(**store, 7, content).ok());

    auto loaded = IssueContentStore::load(**store, 7);
    ASSERT_TRUE(loaded.ok() && loaded->has_value());
    const IssueContent &again = **loaded;
    EXPECT_EQ(again.title, content.title);
    EXPECT_EQ(again.repositoryLabels, content.repositoryLabels);
    ASSERT_EQ(again.comments.size(), 1);
    EXPECT_EQ(again.comments[0].body, u"Try **fp16**."_s);
    EXPECT_FALSE(again.fetchedAt.isEmpty());
    EXPECT_EQ(IssueContentStore::fetchedCount(**store), 1);

    // A failing save leaves the stored copy as it was.
    content.title = QString();
    ASSERT_TRUE(query.exec(
        u"CREATE TRIGGER refuse BEFORE INSERT ON issue_comments BEGIN SELECT RAISE(ABORT, 'no'); END"_s));
    content.comments = {{u"x"_s, QString(), u"y"_s}};
    content.title = u"changed"_s;
    EXPECT_FALSE(IssueContentStore::save(**store, 7, content).ok());
    EXPECT_EQ((*IssueContentStore::load(**store, 7))->title, u"OOM with llama"_s);
    EXPECT_EQ((*IssueContentStore::load(**store, 7))->comments.size(), 1);
}
