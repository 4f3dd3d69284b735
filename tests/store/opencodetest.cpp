// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An open code on a label (schema v15): a volunteer's own short code where the taxonomy has no
// node yet. Stored on one line, alone or beside a node, logged and replayed like the rest of the
// label, never a vote, and added to an older project by its migration.

#include "importedstudy.h"
#include "olderschema.h"
#include "store/labelstore.h"
#include "store/projectcheck.h"
#include "store/projectstore.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <sqlite3.h>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

class OpenCodeTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = test::importMiniStudy(path(), &error);
        ASSERT_TRUE(store) << error.toStdString();
        annotator = store->annotators().first().id;
        SqliteStatement node(store->handle(), "SELECT min(id) FROM taxonomy_nodes WHERE level = 1");
        ASSERT_TRUE(node.next());
        nodeId = node.integer(0);
    }

    static Label coded(const QString &code)
    {
        Label label;
        label.openCode = code;
        label.summary = u"the tokenizer drops the BOS token"_s;
        return label;
    }

    QString votesOf(qint64 issue) const
    {
        SqliteStatement row(store->handle(), "SELECT votes FROM issue_tally WHERE issue_id = ?");
        row.bind(1, issue);
        return row.next() ? row.text(0) : u"(none)"_s;
    }

    QString path() const { return dir.filePath(u"open.taxonomist"_s); }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
    qint64 annotator = 0;
    qint64 nodeId = 0;
};

} // namespace

TEST_F(OpenCodeTest, AnOpenCodeAloneIsALabelOnOneLineAndLogged)
{
    const QString vote = QString::number(annotator) + u':';
    ASSERT_TRUE(votesOf(1).startsWith(vote)) << "the study's label of issue 1 is a vote";
    ASSERT_TRUE(LabelStore::setLabel(
        *store, 1, annotator, coded(u"  tokenizer\n  special   tokens "_s), u"ada"_s)
                    .ok());
    auto read = LabelStore::label(*store, 1, annotator);
    ASSERT_TRUE(read.ok() && read->has_value());
    EXPECT_EQ((*read)->openCode, u"tokenizer special tokens"_s);
    EXPECT_EQ((*read)->nodeId, 0);
    EXPECT_FALSE((*read)->falsePositive);
    // Not a vote: agreement and the lead's queue see no label from this volunteer yet.
    EXPECT_FALSE(votesOf(1).startsWith(vote)) << votesOf(1).toStdString();
    EXPECT_FALSE(votesOf(1).isEmpty()) << "the other volunteers' votes stay";

    SqliteStatement last(
        store->handle(), "SELECT action, detail FROM audit_log ORDER BY id DESC LIMIT 1");
    ASSERT_TRUE(last.next());
    EXPECT_EQ(last.text(0), u"set-label"_s);
    const QJsonObject detail = QJsonDocument::fromJson(last.text(1).toUtf8()).object();
    EXPECT_EQ(detail[u"label"_s][u"open_code"_s].toString(), u"tokenizer special tokens"_s);
    EXPECT_TRUE(detail[u"label"_s][u"node"_s].isNull());
}

TEST_F(OpenCodeTest, ALabelNeedsANodeAFalsePositiveOrAnOpenCode)
{
    Label empty;
    empty.summary = u"no code at all"_s;
    const Status refused = LabelStore::setLabel(*store, 1, annotator, empty, u"ada"_s);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().what().contains(u"open code"_s))
        << refused.error().what().toStdString();
    // Blank is no code.
    EXPECT_FALSE(LabelStore::setLabel(*store, 1, annotator, coded(u" \t "_s), u"ada"_s).ok());
    const Status tooLong = LabelStore::setLabel(
        *store, 1, annotator, coded(QString(Label::maxOpenCodeLength + 1, u'x')), u"ada"_s);
    ASSERT_FALSE(tooLong.ok());
    EXPECT_TRUE(tooLong.error().what().contains(u"at most 80"_s))
        << tooLong.error().what().toStdString();
    EXPECT_TRUE(LabelStore::setLabel(
        *store, 1, annotator, coded(QString(Label::maxOpenCodeLength, u'x')), u"ada"_s)
                    .ok());
    // SQLite holds the rule too, for writers past Taxonomist.
    EXPECT_NE(sqlite3_exec(store->handle(),
                  "UPDATE labels SET open_code = '' WHERE issue_id = 1 AND node_id IS NULL",
                  nullptr, nullptr, nullptr),
        SQLITE_OK);
}

TEST_F(OpenCodeTest, AFalsePositiveKeepsNoOpenCodeAndANodeKeepsIt)
{
    Label falsePositive = coded(u"not about LLMs"_s);
    falsePositive.falsePositive = true;
    falsePositive.falsePositiveReason = u"CI only"_s;
    ASSERT_TRUE(LabelStore::setLabel(*store, 1, annotator, falsePositive, u"ada"_s).ok());
    auto read = LabelStore::label(*store, 1, annotator);
    ASSERT_TRUE(read.ok() && read->has_value());
    EXPECT_TRUE((*read)->openCode.isEmpty());

    Label mapped = coded(u"tokenizer"_s);
    mapped.nodeId = nodeId;
    ASSERT_TRUE(LabelStore::setLabel(*store, 2, annotator, mapped, u"ada"_s).ok());
    read = LabelStore::label(*store, 2, annotator);
    ASSERT_TRUE(read.ok() && read->has_value());
    EXPECT_EQ((*read)->openCode, u"tokenizer"_s);
    EXPECT_EQ((*read)->nodeId, nodeId);
    EXPECT_NE(votesOf(2), QString()) << "a node is a vote, open code or not";
}

TEST_F(OpenCodeTest, TheCheckReplaysTheOpenCodeAndCatchesItEditedBySql)
{
    ASSERT_TRUE(LabelStore::setLabel(*store, 1, annotator, coded(u"tokenizer"_s), u"ada"_s).ok());
    store.reset();
    auto report = ProjectCheck::run(path());
    ASSERT_TRUE(report.ok());
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
    {
        auto reopened = ProjectStore::open(path());
        ASSERT_TRUE(reopened.ok());
        ASSERT_EQ(sqlite3_exec((*reopened)->handle(),
                      "UPDATE labels SET open_code = 'edited' WHERE issue_id = 1", nullptr, nullptr,
                      nullptr),
            SQLITE_OK);
    }
    report = ProjectCheck::run(path());
    ASSERT_TRUE(report.ok());
    EXPECT_FALSE(report->isOk()) << "an open code changed behind the log's back";
}

TEST_F(OpenCodeTest, TheMigrationFromVersion14KeepsEveryLabelAndAllowsOpenCodes)
{
    ASSERT_TRUE(LabelStore::setLabel(
        *store, 1, annotator, Label {nodeId, u"old"_s, false, {}, {}, false, {}, {}}, u"ada"_s)
                    .ok());
    store.reset();
    ASSERT_EQ(taxonomist::test::rewindProject(path(), 14), QString());
    {
        // The rewound file is a sound version-14 project, checked as such before the upgrade.
        auto old = ProjectCheck::run(path());
        ASSERT_TRUE(old.ok());
        EXPECT_EQ(old->schemaVersion, 14);
        EXPECT_TRUE(old->isOk()) << old->toText().toStdString();
    }
    auto opened = ProjectStore::open(path());
    ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
    store = std::move(*opened);
    EXPECT_EQ(store->schemaVersion(), schema::currentVersion());
    auto read = LabelStore::label(*store, 1, annotator);
    ASSERT_TRUE(read.ok() && read->has_value());
    EXPECT_EQ((*read)->summary, u"old"_s);
    EXPECT_TRUE((*read)->openCode.isEmpty());
    ASSERT_TRUE(
        LabelStore::setLabel(*store, 2, annotator, coded(u"after the upgrade"_s), u"ada"_s).ok());
    store.reset();
    auto report = ProjectCheck::run(path());
    ASSERT_TRUE(report.ok());
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
}
