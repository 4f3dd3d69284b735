// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importedstudy.h"
#include "olderschema.h"
#include "store/auditverifier.h"
#include "store/labelstore.h"
#include "store/projectcheck.h"
#include "store/projectstore.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

#include <sqlite3.h>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// Runs SQL on a file through a connection of its own, as someone with the sqlite3 shell would.
bool runScript(const QString &path, const QByteArray &script)
{
    return taxonomist::test::runScriptOn(path, script).isEmpty();
}

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(TAXONOMIST_CLI), arguments);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}

class AuditChainTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = test::importMiniStudy(path(), &error);
        ASSERT_TRUE(store) << error.toStdString();
        const qint64 annotator = store->annotators().first().id;
        // Three entries of our own after the import: two label writes and a removal.
        ASSERT_TRUE(LabelStore::setLabel(
            *store, 1, annotator, Label {0, u"crash"_s, true, u"spam"_s, {}, false, {}}, u"ada"_s)
                        .ok());
        // Stored trimmed: the log must record what is stored.
        ASSERT_TRUE(LabelStore::setLabel(*store, 2, annotator,
            Label {0, u"  changed  "_s, true, u" dup "_s, {}, false, {}}, u"ada"_s)
                        .ok());
        ASSERT_TRUE(LabelStore::setLabel(*store, 3, annotator, std::nullopt, u"ada"_s).ok());
    }

    QString path() const { return dir.filePath(u"project.taxonomist"_s); }

    ProjectCheckReport check() const
    {
        auto report = ProjectCheck::run(path());
        EXPECT_TRUE(report.ok()) << report.error().message().toStdString();
        return report.ok() ? *report : ProjectCheckReport();
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(AuditChainTest, ProjectWrittenByTaxonomistIsIntact)
{
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.isOk()) << report.toText().toStdString();
    EXPECT_TRUE(report.audit->isIntact());
    EXPECT_EQ(report.audit->entries, 5); // import, baseline, three label writes
    EXPECT_TRUE(report.auditSummary().startsWith(u"audit log intact"_s));
    const CliRun run = runCli({u"check"_s, u"--db"_s, path()});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"audit log intact (5 entries)"_s)) << run.out.toStdString();
}

TEST_F(AuditChainTest, CheckNeverWrites)
{
    const QByteArray before = test::fileHash(path());
    EXPECT_TRUE(check().isOk());
    EXPECT_EQ(runCli({u"check"_s, u"--db"_s, path(), u"--json"_s}).exitCode, 0);
    EXPECT_EQ(test::fileHash(path()), before);
    EXPECT_FALSE(QFile::exists(path() + u"-wal"_s));
}

TEST_F(AuditChainTest, InsertOrReplaceIsBlockedAndDetectedWhenForced)
{
    ASSERT_FALSE(runScript(path(),
        "INSERT OR REPLACE INTO audit_log(id, at, actor, action, detail, hash)"
        " SELECT id, at, 'mallory', action, detail, hash FROM audit_log WHERE id = 3"));
    ASSERT_TRUE(runScript(path(),
        "DROP TRIGGER audit_log_chained_insert;"
        " INSERT OR REPLACE INTO audit_log(id, at, actor, action, issue_id, detail, hash)"
        " SELECT id, at, 'mallory', action, issue_id, detail, hash FROM audit_log WHERE id = 3;"));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_EQ(report.audit->brokenAt, 3);
    EXPECT_EQ(report.auditSummary(),
        u"audit log broken at entry 3: hash mismatch (the entry, or the one before it, was changed)"_s);
    EXPECT_TRUE(report.problems.join(u'\n').contains(
        u"audit_log_chained_insert that guards the audit log was dropped"_s));
    const CliRun run = runCli({u"check"_s, u"--db"_s, path()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(path())) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"broken at entry 3"_s)) << run.out.toStdString();
}

TEST_F(AuditChainTest, DroppedTriggerIsReported)
{
    ASSERT_TRUE(runScript(path(), "DROP TRIGGER audit_log_append_only_delete;"));
    const ProjectCheckReport report = check();
    EXPECT_FALSE(report.isOk());
    EXPECT_TRUE(report.auditSummary().contains(u"audit_log_append_only_delete"_s))
        << report.toText().toStdString();
}

TEST_F(AuditChainTest, DeletedEntryIsAGap)
{
    ASSERT_TRUE(runScript(path(),
        "DROP TRIGGER audit_log_append_only_delete; DELETE FROM audit_log WHERE id = 4;"
        " CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log"
        " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END"));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_EQ(report.audit->brokenAt, 4);
    EXPECT_TRUE(report.auditSummary().contains(u"missing (gap in ids"_s))
        << report.auditSummary().toStdString();
}

TEST_F(AuditChainTest, TruncatedTailIsMissing)
{
    ASSERT_TRUE(runScript(path(),
        "DROP TRIGGER audit_log_append_only_delete; DELETE FROM audit_log WHERE id = 5;"
        " CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log"
        " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END"));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_EQ(report.audit->brokenAt, 5);
    EXPECT_TRUE(report.auditSummary().contains(u"missing (the log ends at entry 4"_s))
        << report.auditSummary().toStdString();
}

TEST_F(AuditChainTest, LabelEditedWithPlainSqlIsReported)
{
    // An imported label nobody touched since: only the import's digest can tell.
    ASSERT_TRUE(runScript(path(),
        "UPDATE labels SET summary = 'forged' WHERE issue_id = (SELECT max(issue_id) FROM "
        "labels)"));
    ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->isChainIntact());
    EXPECT_FALSE(report.audit->labelProblems.isEmpty());
    EXPECT_FALSE(report.isOk());
    EXPECT_EQ(runCli({u"check"_s, u"--db"_s, path()}).exitCode, 1);
}

TEST_F(AuditChainTest, LoggedLabelEditedWithPlainSqlIsNamed)
{
    ASSERT_TRUE(runScript(path(),
        "UPDATE labels SET false_positive = 0, node_id = (SELECT min(id) FROM taxonomy_nodes)"
        " WHERE issue_id = 1 AND annotator_id = 1"));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->labelProblems.join(u'\n').contains(
        u"the label of issue 1 by annotator 1 differs from its last audit entry"_s))
        << report.toText().toStdString();
}

TEST_F(AuditChainTest, RemovedLabelPutBackWithSqlIsNamed)
{
    ASSERT_TRUE(runScript(path(),
        "INSERT INTO labels(issue_id, annotator_id, node_id, updated_at)"
        " VALUES(3, 1, (SELECT min(id) FROM taxonomy_nodes), '2020-01-01')"));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->labelProblems.join(u'\n').contains(
        u"issue 3 by annotator 1 exists, but the audit log says it was removed"_s))
        << report.toText().toStdString();
}

TEST(AuditChainMigration, ChainsTheLogOfAnOlderProject)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.taxonomist"_s);
    ASSERT_TRUE(runScript(path, test::readAll(test::fixturesDir() + u"/project-v1.sql"_s)));
    {
        auto before = ProjectCheck::run(path);
        ASSERT_TRUE(before.ok());
        EXPECT_EQ(before->schemaVersion, 1);
        EXPECT_FALSE(before->audit.has_value()); // not chained yet: a note, not a problem
        EXPECT_FALSE(before->notes.isEmpty());
    }
    {
        auto store = ProjectStore::open(path);
        ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
        EXPECT_EQ((*store)->schemaVersion(), schema::currentVersion());
        ASSERT_TRUE((*store)->audit(u"ada"_s, u"note"_s).ok());
    }
    auto report = ProjectCheck::run(path);
    ASSERT_TRUE(report.ok());
    ASSERT_TRUE(report->audit.has_value());
    EXPECT_TRUE(report->isOk()) << report->toText().toStdString();
    EXPECT_EQ(report->audit->entries, 4); // the old entry, migrate-schema, its baseline, ours
}

// Only one member decides. A second lead written with plain SQL is found by check.
TEST_F(AuditChainTest, ASecondLeadIsReported)
{
    EXPECT_TRUE(check().isOk());
    ASSERT_TRUE(runScript(path(),
        "UPDATE annotators SET is_lead = 1 WHERE id IN (SELECT id FROM "
        "annotators ORDER BY id LIMIT 2)"));
    const ProjectCheckReport report = check();
    EXPECT_FALSE(report.isOk());
    EXPECT_TRUE(report.problems.contains(
        u"2 members are marked as the lead; a project has one lead at most"_s))
        << report.problems.join(u'\n').toStdString();
}
