// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Audit anchors: where this copy's chain stood when another copy or the team server saw it. A log
// cut short and fixed up consistently (head record included) passes the chain's own check; an
// anchor still names the entry the log no longer holds.

#include "store/auditanchors.h"
#include "auditcut.h"
#include "importedstudy.h"
#include "olderschema.h"
#include "store/projectcheck.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <gtest/gtest.h>

#include <QProcess>
#include <QTemporaryDir>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

constexpr auto seenAt = "2026-11-30T09:00:00Z";

class AuditAnchorsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = test::importMiniStudy(path(), &error);
        ASSERT_TRUE(store) << error.toStdString();
        // The import and its baseline (entries 1 and 2), then three of our own.
        for (int i = 0; i < 3; ++i)
            ASSERT_TRUE(store->audit(u"ada"_s, u"note"_s, 0, u"{}"_s).ok());
    }

    QString path() const { return dir.filePath(u"project.taxonomist"_s); }

    std::unique_ptr<ProjectStore> open() const
    {
        auto store = ProjectStore::open(path());
        EXPECT_TRUE(store.ok()) << store.error().message().toStdString();
        return store.ok() ? std::move(*store) : nullptr;
    }

    static QByteArray hashOf(const ProjectStore &store, qint64 entry)
    {
        SqliteStatement row(store.handle(), "SELECT hash FROM audit_log WHERE id = ?");
        row.bind(1, entry);
        return row.next() ? row.utf8(0).toByteArray() : QByteArray();
    }

    // Records where the chain stands now, as the transport does when another copy saw it.
    void anchorHere(const QString &source) const
    {
        auto store = open();
        ASSERT_TRUE(store);
        auto head = AuditAnchors::head(store->handle());
        ASSERT_TRUE(head.ok()) << head.error().message().toStdString();
        ASSERT_TRUE(AuditAnchors::record(
            store->handle(), source, head->entryId, head->hash, QString::fromLatin1(seenAt))
                        .ok());
    }

    // What someone with sqlite3 does to hide the last entries: drops the trigger that keeps the
    // log append-only, deletes from `firstGone` on, points the head record at what is left and
    // puts the trigger back as it was.
    void cutTheLogAt(qint64 firstGone) const
    {
        const QString error = test::runScriptOn(path(), test::auditCutScript(firstGone));
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    }

    ProjectCheckReport check() const
    {
        auto report = ProjectCheck::run(path());
        EXPECT_TRUE(report.ok()) << report.error().message().toStdString();
        return report.ok() ? *report : ProjectCheckReport();
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(AuditAnchorsTest, HeadIsTheLastEntryOfTheChain)
{
    auto store = open();
    ASSERT_TRUE(store);
    auto head = AuditAnchors::head(store->handle());
    ASSERT_TRUE(head.ok()) << head.error().message().toStdString();
    EXPECT_EQ(head->entryId, 5);
    EXPECT_EQ(head->hash, hashOf(*store, 5));
    EXPECT_EQ(head->hash.size(), 64);
    ASSERT_TRUE(store->audit(u"ada"_s, u"note"_s, 0, u"{}"_s).ok());
    head = AuditAnchors::head(store->handle());
    ASSERT_TRUE(head.ok());
    EXPECT_EQ(head->entryId, 6);
    EXPECT_EQ(head->hash, hashOf(*store, 6));
}

// The head a copy hands to another must be the log's: a head record that the log no longer
// reaches is refused, not passed on.
TEST_F(AuditAnchorsTest, HeadRefusesAHeadRecordTheLogDoesNotReach)
{
    ASSERT_TRUE(test::runScriptOn(
        path(), "DROP TRIGGER audit_log_append_only_delete; DELETE FROM audit_log WHERE id = 5;")
                    .isEmpty());
    auto store = open();
    ASSERT_TRUE(store);
    auto head = AuditAnchors::head(store->handle());
    ASSERT_FALSE(head.ok());
    EXPECT_TRUE(head.error().message().contains(u"entry 5"_s))
        << head.error().message().toStdString();
}

TEST_F(AuditAnchorsTest, AnIntactChainKeepsItsAnchors)
{
    anchorHere(u"team server"_s);
    {
        auto store = open();
        ASSERT_TRUE(store);
        ASSERT_TRUE(store->audit(u"ada"_s, u"note"_s, 0, u"{}"_s).ok());
    }
    anchorHere(u"lead"_s);
    const ProjectCheckReport report = check();
    EXPECT_TRUE(report.isOk()) << report.toText().toStdString();
    auto store = open();
    ASSERT_TRUE(store);
    auto problems = AuditAnchors::verify(store->handle());
    ASSERT_TRUE(problems.ok());
    EXPECT_TRUE(problems->isEmpty());
    auto anchors = AuditAnchors::list(store->handle());
    ASSERT_TRUE(anchors.ok());
    ASSERT_EQ(anchors->size(), 2);
    EXPECT_EQ(anchors->at(0).source, u"lead"_s);
    EXPECT_EQ(anchors->at(0).entryId, 6);
    EXPECT_EQ(anchors->at(1).source, u"team server"_s);
    EXPECT_EQ(anchors->at(1).entryId, 5);
    EXPECT_EQ(anchors->at(1).seenAt, QString::fromLatin1(seenAt));
}

// The chain's own check cannot tell a log cut short whose head record was fixed up to match.
TEST_F(AuditAnchorsTest, ATailCutBelowAnAnchorIsReported)
{
    anchorHere(u"team server"_s);
    cutTheLogAt(4);
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_EQ(report.audit->entries, 3);
    EXPECT_FALSE(report.audit->isChainIntact());
    EXPECT_EQ(report.audit->brokenAt, 4); // the first entry the log no longer holds
    const QString expected = u"the audit log was cut or rewritten: entry 5, which \"team server\""
                             " saw on 2026-11-30T09:00:00Z, is missing"_s;
    EXPECT_TRUE(report.audit->chainProblems.contains(expected)) << report.toText().toStdString();
    EXPECT_EQ(report.auditSummary(), u"audit log broken: "_s + expected);
    EXPECT_FALSE(report.isOk());
    EXPECT_EQ(report.problems.count(u"audit log broken: "_s + expected), 1)
        << report.toText().toStdString();

    QProcess cli;
    cli.start(QStringLiteral(TAXONOMIST_CLI), {u"check"_s, u"--db"_s, path()});
    ASSERT_TRUE(cli.waitForFinished(120000));
    EXPECT_EQ(cli.exitCode(), 1);
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    EXPECT_TRUE(out.contains(expected)) << out.toStdString();
}

// Cut, then written on by Taxonomist itself: the chain is whole again, but entry 5 is another.
TEST_F(AuditAnchorsTest, ATailRewrittenBelowAnAnchorIsReported)
{
    anchorHere(u"lead"_s);
    cutTheLogAt(4);
    {
        auto store = open();
        ASSERT_TRUE(store);
        for (int i = 0; i < 3; ++i)
            ASSERT_TRUE(store->audit(u"mallory"_s, u"note"_s, 0, u"{}"_s).ok());
    }
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_EQ(report.audit->entries, 6);
    EXPECT_EQ(report.audit->brokenAt, 5);
    EXPECT_TRUE(report.audit->chainProblems.contains(
        u"the audit log was cut or rewritten: entry 5, which \"lead\" saw on"
        " 2026-11-30T09:00:00Z, differs"_s))
        << report.toText().toStdString();
    EXPECT_FALSE(report.isOk());
}

TEST_F(AuditAnchorsTest, AnAnchorNeverMovesBackwards)
{
    auto store = open();
    ASSERT_TRUE(store);
    sqlite3 *db = store->handle();
    const QString at = QString::fromLatin1(seenAt);
    ASSERT_TRUE(AuditAnchors::record(db, u"team server"_s, 5, hashOf(*store, 5), at).ok());

    auto back = AuditAnchors::record(db, u"team server"_s, 3, hashOf(*store, 3), at);
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(back.error().message().contains(u"\"team server\""_s))
        << back.error().message().toStdString();
    EXPECT_TRUE(back.error().message().contains(u"entry 5"_s))
        << back.error().message().toStdString();
    // Nor does it take another hash for the entry it holds.
    auto other = AuditAnchors::record(db, u"team server"_s, 5, hashOf(*store, 4), at);
    ASSERT_FALSE(other.ok());
    EXPECT_TRUE(other.error().message().contains(u"\"team server\""_s))
        << other.error().message().toStdString();

    auto anchors = AuditAnchors::list(db);
    ASSERT_TRUE(anchors.ok());
    ASSERT_EQ(anchors->size(), 1);
    EXPECT_EQ(anchors->first().entryId, 5);
    EXPECT_EQ(anchors->first().hash, hashOf(*store, 5));

    // The same entry seen again, later, and the next one: forward is fine; other sources are
    // anchors of their own.
    EXPECT_TRUE(
        AuditAnchors::record(db, u"team server"_s, 5, hashOf(*store, 5), u"2026-12-01T00:00:00Z"_s)
            .ok());
    ASSERT_TRUE(store->audit(u"ada"_s, u"note"_s, 0, u"{}"_s).ok());
    EXPECT_TRUE(AuditAnchors::record(db, u"team server"_s, 6, hashOf(*store, 6), at).ok());
    EXPECT_TRUE(AuditAnchors::record(db, u"lead"_s, 2, hashOf(*store, 2), at).ok());
    anchors = AuditAnchors::list(db);
    ASSERT_TRUE(anchors.ok());
    ASSERT_EQ(anchors->size(), 2);
    EXPECT_EQ(anchors->at(1).entryId, 6);
}

TEST_F(AuditAnchorsTest, RecordRefusesWhatIsNotAnAnchor)
{
    auto store = open();
    ASSERT_TRUE(store);
    sqlite3 *db = store->handle();
    const QString at = QString::fromLatin1(seenAt);
    EXPECT_FALSE(AuditAnchors::record(db, u" "_s, 5, hashOf(*store, 5), at).ok());
    EXPECT_FALSE(AuditAnchors::record(db, u"lead"_s, 5, "not a hash", at).ok());
    EXPECT_FALSE(AuditAnchors::record(db, u"lead"_s, 5, hashOf(*store, 5).toUpper(), at).ok());
    EXPECT_FALSE(AuditAnchors::record(db, u"lead"_s, -1, {}, at).ok());
    EXPECT_FALSE(AuditAnchors::record(db, u"lead"_s, 5, hashOf(*store, 5), {}).ok());
    auto anchors = AuditAnchors::list(db);
    ASSERT_TRUE(anchors.ok());
    EXPECT_TRUE(anchors->isEmpty());
}

// A file from before anchors (schema 12) has no table of them: nothing to verify, no error.
TEST_F(AuditAnchorsTest, AProjectOlderThanAnchorsIsChecked)
{
    ASSERT_TRUE(test::rewindProject(path(), 12).isEmpty());
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value()) << report.toText().toStdString();
    EXPECT_TRUE(report.audit->isChainIntact()) << report.toText().toStdString();
}
