// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A volunteer's doubt on a label (schema v11): stored with the label, logged like the rest of it,
// checked by the audit replay, and added to a project of version 10 by its migration.

#include "importedstudy.h"
#include "olderschema.h"
#include "store/labelsnapshot.h"
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

class LabelDoubtTest : public ::testing::Test
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

    Label doubtful(const QString &comment) const
    {
        Label label;
        label.nodeId = nodeId;
        label.summary = u"hangs"_s;
        label.unsure = true;
        label.comment = comment;
        return label;
    }

    QJsonObject lastAuditDetail() const
    {
        SqliteStatement last(
            store->handle(), "SELECT action, detail FROM audit_log ORDER BY id DESC LIMIT 1");
        EXPECT_TRUE(last.next());
        EXPECT_EQ(last.text(0), u"set-label"_s);
        return QJsonDocument::fromJson(last.text(1).toUtf8()).object();
    }

    QString path() const { return dir.filePath(u"doubt.taxonomist"_s); }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
    qint64 annotator = 0;
    qint64 nodeId = 0;
};

} // namespace

TEST_F(LabelDoubtTest, UnsureAndCommentAreStoredTrimmedAndLogged)
{
    ASSERT_TRUE(
        LabelStore::setLabel(*store, 1, annotator, doubtful(u"  between C.3 and C.5 "_s), u"ada"_s)
            .ok());
    auto read = LabelStore::label(*store, 1, annotator);
    ASSERT_TRUE(read.ok() && read->has_value());
    EXPECT_TRUE((*read)->unsure);
    EXPECT_EQ((*read)->comment, u"between C.3 and C.5"_s);
    const QJsonObject logged = lastAuditDetail().value(u"label"_s).toObject();
    EXPECT_TRUE(logged.value(u"unsure"_s).toBool());
    EXPECT_EQ(logged.value(u"comment"_s).toString(), u"between C.3 and C.5"_s);
}

TEST_F(LabelDoubtTest, ChangingOnlyTheDoubtIsANewVersionWithThePreviousLogged)
{
    ASSERT_TRUE(LabelStore::setLabel(*store, 1, annotator, doubtful(u"not sure"_s), u"ada"_s).ok());
    Label sure = doubtful(QString());
    sure.unsure = false;
    auto changed = LabelStore::setLabels(*store, {{1, annotator, sure}}, u"ada"_s);
    ASSERT_TRUE(changed.ok());
    EXPECT_EQ(*changed, 1) << "the same node and summary, but the doubt is gone: that is a change";
    const QJsonObject detail = lastAuditDetail();
    EXPECT_FALSE(detail.value(u"label"_s).toObject().contains(u"unsure"_s));
    EXPECT_EQ(detail.value(u"previous"_s).toObject().value(u"comment"_s).toString(), u"not sure"_s);
    auto again = LabelStore::setLabels(*store, {{1, annotator, sure}}, u"ada"_s);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, 0);
}

TEST_F(LabelDoubtTest, TheCheckReplaysTheDoubtAndCatchesItEditedBySql)
{
    ASSERT_TRUE(LabelStore::setLabel(*store, 1, annotator, doubtful(u"why"_s), u"ada"_s).ok());
    store.reset();
    auto report = ProjectCheck::run(path());
    ASSERT_TRUE(report.ok());
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
    {
        auto reopened = ProjectStore::open(path());
        ASSERT_TRUE(reopened.ok());
        ASSERT_EQ(sqlite3_exec((*reopened)->handle(),
                      "UPDATE labels SET comment = 'edited' WHERE issue_id = 1", nullptr, nullptr,
                      nullptr),
            SQLITE_OK);
    }
    report = ProjectCheck::run(path());
    ASSERT_TRUE(report.ok());
    EXPECT_FALSE(report->isOk()) << "a comment changed behind the log's back is a changed label";
}

TEST_F(LabelDoubtTest, TheMigrationFromVersion10KeepsEveryLabelSureAndTheLogIntact)
{
    ASSERT_TRUE(LabelStore::setLabel(
        *store, 1, annotator, Label {nodeId, u"old"_s, false, {}, {}, false, {}, {}}, u"ada"_s)
                    .ok());
    store.reset();
    // The project as version 10 wrote it.
    ASSERT_EQ(taxonomist::test::rewindProject(path(), 10), QString());
    auto opened = ProjectStore::open(path());
    ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
    store = std::move(*opened);
    EXPECT_EQ(store->schemaVersion(), schema::currentVersion());
    auto read = LabelStore::label(*store, 1, annotator);
    ASSERT_TRUE(read.ok() && read->has_value());
    EXPECT_EQ((*read)->summary, u"old"_s);
    EXPECT_FALSE((*read)->unsure);
    EXPECT_TRUE((*read)->comment.isEmpty());
    ASSERT_TRUE(
        LabelStore::setLabel(*store, 2, annotator, doubtful(u"after the upgrade"_s), u"ada"_s)
            .ok());
    {
        // Ends before the store closes: a statement left open keeps the connection alive.
        SqliteStatement examples(store->handle(), "SELECT count(*) FROM codebook_examples");
        ASSERT_TRUE(examples.next());
        EXPECT_EQ(examples.integer(0), 0);
    }
    store.reset();
    auto report = ProjectCheck::run(path());
    ASSERT_TRUE(report.ok());
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
}

// The baseline digest streams the rows through its own encoder: it must give what hashing the
// rows read() collects gives, for every kind of label (doubt, comment, false positive, reason,
// a decided final label) and for text that is not UTF-8 (written past Taxonomist).
TEST(LabelSnapshot, StreamedDigestsMatchTheDigestsOfTheRowsRead)
{
    QTemporaryDir dir;
    QString error;
    auto store = test::importMiniStudy(dir.filePath(u"p.taxonomist"_s), &error);
    ASSERT_TRUE(store) << error.toStdString();
    sqlite3 *db = store->handle();
    ASSERT_TRUE(SqliteStatement(db,
        "UPDATE labels SET unsure = 1, comment = 'not sure, \"maybe\" C.1'"
        " WHERE issue_id = (SELECT min(issue_id) FROM labels)"
        " AND annotator_id = (SELECT max(annotator_id) FROM labels)")
                    .exec()
                    .ok());
    ASSERT_TRUE(SqliteStatement(db,
        "UPDATE labels SET false_positive = 1, false_positive_reason = 'off-topic',"
        " node_id = NULL, summary = 'zh: 死锁' WHERE issue_id = (SELECT max(issue_id) FROM labels)")
                    .exec()
                    .ok());
    ASSERT_TRUE(SqliteStatement(db,
        "UPDATE labels SET summary = CAST(X'C3FF41' AS TEXT)"
        " WHERE issue_id = (SELECT min(issue_id) FROM labels)")
                    .exec()
                    .ok());
    ASSERT_TRUE(SqliteStatement(db,
        "UPDATE final_labels SET note = 'agreed', method = 'lead',"
        " decided_by = (SELECT min(id) FROM annotators)"
        " WHERE issue_id = (SELECT min(issue_id) FROM final_labels)")
                    .exec()
                    .ok());
    auto snapshot = LabelSnapshot::read(db);
    ASSERT_TRUE(snapshot.ok());
    auto digests = LabelSnapshot::digests(db);
    ASSERT_TRUE(digests.ok());
    EXPECT_EQ(digests->first.rows, snapshot->labels.size());
    EXPECT_EQ(digests->first.sha256, LabelSnapshot::digest(snapshot->labels));
    EXPECT_EQ(digests->second.rows, snapshot->finals.size());
    EXPECT_EQ(digests->second.sha256, LabelSnapshot::digest(snapshot->finals));
    // And the encoding is still the audit entries' own: an invalid byte comes out as U+FFFD.
    const QByteArray broken = snapshot->labels.first();
    EXPECT_TRUE(broken.contains("\xEF\xBF\xBD")) << broken.toStdString();
}
