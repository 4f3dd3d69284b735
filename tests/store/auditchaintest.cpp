// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importedstudy.h"
#include "olderschema.h"
#include "store/auditverifier.h"
#include "store/auditwriter.h"
#include "store/labelsnapshot.h"
#include "store/labelstore.h"
#include "store/projectcheck.h"
#include "store/projectstore.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
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

// Swaps `column` between rows `a` and `b` of `table`, as someone with sqlite3 would; through NULL
// first when the column is unique (and may be NULL).
QByteArray swapSql(const char *table, const char *column, qint64 a, qint64 b, bool unique)
{
    const QByteArray t(table);
    const QByteArray c(column);
    const QByteArray ids = QByteArray::number(a) + ", " + QByteArray::number(b);
    return "CREATE TEMP TABLE swapped AS SELECT id, " + c + " AS v FROM " + t + " WHERE id IN ("
        + ids + ");"
        + (unique ? "UPDATE " + t + " SET " + c + " = NULL WHERE id IN (" + ids + ");" : "")
        + "UPDATE " + t + " SET " + c + " = (SELECT v FROM swapped WHERE swapped.id <> " + t
        + ".id) WHERE id IN (" + ids + ");";
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
        ASSERT_TRUE(LabelStore::setLabel(*store, 1, annotator,
            Label {0, u"crash"_s, true, u"spam"_s, {}, false, {}, {}}, u"ada"_s)
                        .ok());
        // Stored trimmed: the log must record what is stored.
        ASSERT_TRUE(LabelStore::setLabel(*store, 2, annotator,
            Label {0, u"  changed  "_s, true, u" dup "_s, {}, false, {}, {}}, u"ada"_s)
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

// The import's baseline covers what the labels' ids stand for, not only the ids: swapping two
// issues' URLs moves every label from one report to the other.
TEST_F(AuditChainTest, SwappedIssueUrlsAreReported)
{
    ASSERT_TRUE(runScript(path(), swapSql("issues", "url", 5, 6, false)));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->isChainIntact());
    EXPECT_TRUE(report.audit->labelProblems.contains(
        u"the UUIDs or URLs of issues no longer match the digest recorded at entry 2"
        " (8 issues now, 8 recorded)"_s))
        << report.toText().toStdString();
    EXPECT_FALSE(report.isOk());
    const CliRun run = runCli({u"check"_s, u"--db"_s, path()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.out.contains(u"the UUIDs or URLs of issues"_s)) << run.out.toStdString();
}

TEST_F(AuditChainTest, SwappedIssueUuidsAreReported)
{
    ASSERT_TRUE(runScript(path(), swapSql("issues", "uuid", 6, 7, true)));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->labelProblems.join(u'\n').contains(
        u"the UUIDs or URLs of issues no longer match"_s))
        << report.toText().toStdString();
    EXPECT_FALSE(report.isOk());
}

TEST_F(AuditChainTest, SwappedLabelColumnsAreReported)
{
    ASSERT_TRUE(runScript(path(), swapSql("annotators", "label_column", 1, 2, true)));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    const QString problems = report.audit->labelProblems.join(u'\n');
    EXPECT_TRUE(problems.contains(
        u"the UUIDs or label columns of annotators with labels no longer match the digest recorded"
        " at entry 2 (3 annotators now, 3 recorded)"_s))
        << report.toText().toStdString();
    // Annotator 1's labels written since the baseline name the column their entries recorded.
    EXPECT_TRUE(problems.contains(u"the label of issue 1 by annotator 1 differs from its last audit"
                                  " entry (the annotator's label column)"_s))
        << problems.toStdString();
    EXPECT_FALSE(report.isOk());
    EXPECT_EQ(runCli({u"check"_s, u"--db"_s, path()}).exitCode, 1);
}

TEST_F(AuditChainTest, SwappedAnnotatorUuidsAreReported)
{
    ASSERT_TRUE(runScript(path(), swapSql("annotators", "uuid", 2, 3, true)));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->labelProblems.join(u'\n').contains(
        u"the UUIDs or label columns of annotators with labels no longer match"_s))
        << report.toText().toStdString();
    EXPECT_FALSE(report.isOk());
}

// An issue added after the last baseline (as a merge adds one) is not in that baseline's digest:
// the entry of its label records the issue's URL and UUID.
TEST_F(AuditChainTest, AnIssueAddedSinceTheBaselineKeepsTheUrlItsLabelRecorded)
{
    qint64 issue = 0;
    {
        auto store = ProjectStore::open(path());
        ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
        SqliteStatement add((*store)->handle(),
            "INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
            " VALUES((SELECT min(id) FROM frameworks), 100,"
            " 'https://github.com/example/alpha/issues/20', 'github.com', 'example', 'alpha', '20',"
            " 2025)");
        ASSERT_TRUE(add.exec().ok());
        issue = add.lastInsertId();
        ASSERT_TRUE(LabelStore::setLabel(
            **store, issue, 2, Label {0, u"crash"_s, true, u"spam"_s, {}, false, {}, {}}, u"ada"_s)
                        .ok());
    }
    const ProjectCheckReport before = check();
    ASSERT_TRUE(before.isOk()) << before.toText().toStdString();
    ASSERT_TRUE(runScript(path(),
        "UPDATE issues SET url = 'https://github.com/example/alpha/issues/21' WHERE id = "
            + QByteArray::number(issue)));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_EQ(report.audit->labelProblems,
        QStringList {
            u"the label of issue %1 by annotator 2 differs from its last audit entry (the issue's URL)"_s
                .arg(issue)})
        << report.toText().toStdString();
    EXPECT_FALSE(report.isOk());
}

// Baselines written before they covered the issues and annotators (no "form" in their detail)
// are verified as they were written.
TEST_F(AuditChainTest, ABaselineOfTheOldFormIsVerifiedAsWritten)
{
    {
        auto store = ProjectStore::open(path());
        ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
        auto digests = LabelSnapshot::digests((*store)->handle());
        ASSERT_TRUE(digests.ok());
        const QJsonObject detail {{u"labels"_s, digests->first.rows},
            {u"labels_sha256"_s, QString::fromLatin1(digests->first.sha256)},
            {u"final_labels"_s, digests->second.rows},
            {u"final_labels_sha256"_s, QString::fromLatin1(digests->second.sha256)}};
        Transaction transaction(**store);
        ASSERT_TRUE(transaction.begin().ok());
        ASSERT_TRUE(AuditWriter((*store)->handle())
                        .append(ProjectStore::nowUtc(), u"ada"_s, AuditWriter::baselineAction(), 0,
                            QJsonDocument(detail).toJson(QJsonDocument::Compact))
                        .ok());
        ASSERT_TRUE(transaction.commit().ok());
    }
    const ProjectCheckReport intact = check();
    EXPECT_TRUE(intact.isOk()) << intact.toText().toStdString();
    ASSERT_TRUE(runScript(path(), "UPDATE labels SET summary = 'forged' WHERE issue_id = 6"));
    const ProjectCheckReport report = check();
    ASSERT_TRUE(report.audit.has_value());
    EXPECT_TRUE(report.audit->labelProblems.join(u'\n').contains(
        u"labels changed outside Taxonomist: those not edited since entry 6"_s))
        << report.toText().toStdString();
}
