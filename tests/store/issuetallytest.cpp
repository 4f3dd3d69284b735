// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The vote tally (issue_tally) must equal a recount of the labels after every kind of write: the
// import's bulk path, the workbench's label store, the lead's final labels, plain SQL of any
// shape (a merge or a sync writes rows, not calls), a rollback, and a migration of an old file.
// The recount here is independent of the triggers: it reads the tables and builds the rows in C++.
#include "agreement/projectratings.h"
#include "importedstudy.h"
#include "reconcile/finallabelstore.h"
#include "store/issuetallystore.h"
#include "store/labelstore.h"
#include "store/projectcheck.h"
#include "store/projectstore.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "study/studyimporter.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <array>

#include <sqlite3.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

QList<IssueTally> recount(const ProjectStore &store)
{
    QMap<qint64, IssueTally> rows;
    SqliteStatement issues(
        store.handle(), "SELECT id, framework_id, coalesce(year, 0) FROM issues");
    while (issues.next()) {
        IssueTally row;
        row.issueId = issues.integer(0);
        row.frameworkId = issues.integer(1);
        row.year = static_cast<int>(issues.integer(2));
        rows.insert(row.issueId, row);
    }
    SqliteStatement labels(store.handle(),
        "SELECT issue_id, annotator_id, node_id, false_positive FROM labels"
        " ORDER BY issue_id, annotator_id");
    while (labels.next()) {
        const bool falsePositive = labels.integer(3) != 0;
        rows[labels.integer(0)].votes.append(
            {labels.integer(1), falsePositive ? 0 : labels.integer(2), falsePositive});
    }
    SqliteStatement finals(
        store.handle(), "SELECT issue_id, method, node_id, false_positive FROM final_labels");
    while (finals.next()) {
        IssueTally &row = rows[finals.integer(0)];
        row.finalMethod = finals.utf8(1).toByteArray();
        row.finalFalsePositive = finals.integer(3) != 0;
        row.finalNodeId = row.finalFalsePositive ? 0 : finals.integer(2);
    }
    return rows.values();
}

// Every difference between the tally and the recount, one line each; empty when they agree.
QStringList differences(const ProjectStore &store)
{
    QStringList found;
    auto tally = IssueTallyStore::readAll(store);
    if (!tally)
        return {tally.error().message()};
    const QList<IssueTally> expected = recount(store);
    if (tally->size() != expected.size())
        found.append(u"%1 rows in the tally, %2 issues"_s.arg(tally->size()).arg(expected.size()));
    for (qsizetype i = 0; i < qMin(tally->size(), expected.size()); ++i) {
        const IssueTally &a = (*tally)[i];
        const IssueTally &b = expected[i];
        if (a.issueId != b.issueId || a.frameworkId != b.frameworkId || a.year != b.year
            || a.votes != b.votes || a.finalMethod != b.finalMethod
            || a.finalNodeId != b.finalNodeId || a.finalFalsePositive != b.finalFalsePositive) {
            found.append(u"issue %1: tally %2 / %3, recount %4 / %5"_s.arg(b.issueId).arg(
                QString::fromLatin1(IssueTallyStore::encodeVotes(a.votes)),
                QString::fromLatin1(a.finalMethod),
                QString::fromLatin1(IssueTallyStore::encodeVotes(b.votes)),
                QString::fromLatin1(b.finalMethod)));
        }
    }
    return found;
}

class IssueTallyTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = taxonomist::test::importMiniStudy(dir.filePath(u"p.taxonomist"_s), &error);
        ASSERT_TRUE(store) << error.toStdString();
        ASSERT_GE(recount(*store).size(), 8);
    }

    // The first and last issue, a theme and a sub-theme: what the writes below change.
    std::array<qint64, 4> subjects() const
    {
        return {scalar("SELECT min(id) FROM issues"), scalar("SELECT max(id) FROM issues"),
            scalar("SELECT min(id) FROM taxonomy_nodes WHERE level = 1"),
            scalar("SELECT min(id) FROM taxonomy_nodes WHERE level = 2")};
    }

    qint64 scalar(const char *sql) const
    {
        SqliteStatement query(store->handle(), sql);
        return query.next() ? query.integer(0) : -1;
    }
    void exec(const QString &sql) const
    {
        QSqlQuery query(store->database());
        ASSERT_TRUE(query.exec(sql)) << sql.toStdString();
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(IssueTallyTest, TheImportWritesWhatTheTriggersWouldAndLeavesThemInPlace)
{
    EXPECT_EQ(differences(*store), QStringList());
    EXPECT_EQ(scalar("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE "
                     "'issue_tally_%'"),
        schema::tallyTriggers().size());
    EXPECT_GT(scalar("SELECT count(*) FROM issue_tally WHERE votes <> '' AND year IS NOT NULL"), 0);
}

TEST(IssueTally, TheImportWritesAnEmptyTallyForAnIssueNobodyLabeled)
{
    taxonomist::test::MiniStudy study;
    const QString url = u"https://github.com/example/alpha/issues/40"_s;
    const QString csv = study.file(u"Issue Report/alpha/alpha.csv"_s);
    const QString years = study.file(u"Issue Report/alpha/alpha_2024.txt"_s);
    ASSERT_TRUE(
        taxonomist::test::writeAll(csv, taxonomist::test::readAll(csv) + url.toUtf8() + ",,,,\n"));
    ASSERT_TRUE(
        taxonomist::test::writeAll(years, taxonomist::test::readAll(years) + url.toUtf8() + '\n'));
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto imported = StudyImporter::importFolder(**store, study.root(), u"t"_s);
    ASSERT_TRUE(imported.ok()) << imported.error().message().toStdString();
    EXPECT_EQ(differences(**store), QStringList());
    SqliteStatement row((*store)->handle(),
        "SELECT t.votes, t.final_method IS NULL FROM issue_tally t"
        " JOIN issues i ON i.id = t.issue_id WHERE i.number = '40'");
    ASSERT_TRUE(row.next());
    EXPECT_EQ(row.utf8(0).toByteArray(), QByteArray());
    EXPECT_EQ(row.integer(1), 1);
}

TEST_F(IssueTallyTest, EqualsARecountAfterEveryKindOfWrite)
{
    const auto [issue, other, node, deeper] = subjects();
    auto annotator = store->addAnnotator(u"Newcomer"_s);
    ASSERT_TRUE(annotator.ok());
    const auto step = [&](const char *what) {
        EXPECT_EQ(differences(*store), QStringList()) << "after " << what;
    };

    // The workbench: a new label, a changed one, a false positive, a removal.
    ASSERT_TRUE(LabelStore::setLabel(
        *store, issue, *annotator, Label {node, u"a"_s, false, {}, {}, false, {}, {}}, u"t"_s)
                    .ok());
    step("a new label");
    ASSERT_TRUE(LabelStore::setLabel(
        *store, issue, *annotator, Label {deeper, u"b"_s, false, {}, {}, false, {}, {}}, u"t"_s)
                    .ok());
    step("a changed label");
    ASSERT_TRUE(LabelStore::setLabel(
        *store, other, *annotator, Label {0, {}, true, u"not LLM"_s, {}, false, {}, {}}, u"t"_s)
                    .ok());
    step("a false positive");
    ASSERT_TRUE(LabelStore::setLabel(*store, issue, *annotator, std::nullopt, u"t"_s).ok());
    step("a removed label");

    // The lead: decisions set, changed, a false positive, one taken back.
    FinalLabel decided;
    decided.nodeId = node;
    decided.method = DecisionMethod::Lead;
    ASSERT_TRUE(
        FinalLabelStore::write(*store, {{issue, decided}, {other, decided}}, u"lead"_s, u"decide"_s)
            .ok());
    step("final labels set");
    decided.method = DecisionMethod::Consensus;
    decided.nodeId = deeper;
    ASSERT_TRUE(FinalLabelStore::write(*store, {{issue, decided}}, u"lead"_s, u"decide"_s).ok());
    step("a final label changed");
    FinalLabel falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.method = DecisionMethod::Lead;
    ASSERT_TRUE(
        FinalLabelStore::write(*store, {{other, falsePositive}}, u"lead"_s, u"decide"_s).ok());
    step("a false-positive decision");
    ASSERT_TRUE(FinalLabelStore::write(*store, {{issue, std::nullopt}}, u"lead"_s, u"undo"_s).ok());
    step("a final label removed");

    // Plain SQL, as a merge of change files or a sync writes rows.
    const QString a = QString::number(*annotator);
    exec(
        u"INSERT OR REPLACE INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(%1, %2, %3, 'x')"_s
            .arg(issue)
            .arg(a)
            .arg(node));
    step("INSERT OR REPLACE");
    exec(
        u"INSERT OR REPLACE INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(%1, %2, %3, 'x')"_s
            .arg(issue)
            .arg(a)
            .arg(deeper));
    step("INSERT OR REPLACE over a label");
    exec(
        u"INSERT OR IGNORE INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(%1, %2, %3, 'x')"_s
            .arg(other)
            .arg(a)
            .arg(deeper));
    step("INSERT OR IGNORE of a new label");
    exec(u"UPDATE OR IGNORE labels SET node_id = %1 WHERE annotator_id = %2"_s.arg(node).arg(a));
    step("UPDATE OR IGNORE of several labels");
    exec(u"UPDATE labels SET issue_id = %1 WHERE issue_id = %2 AND annotator_id = %3"_s
             .arg(other - 1)
             .arg(other)
             .arg(a));
    step("a label moved to another issue");
    exec(u"DELETE FROM labels WHERE annotator_id = (SELECT min(id) FROM annotators)"_s);
    step("every label of one annotator deleted");
    exec(
        u"INSERT OR REPLACE INTO final_labels(issue_id, node_id, method, decided_at) VALUES(%1, %2, 'majority', 'x')"_s
            .arg(other)
            .arg(node));
    step("a final label replaced");
    exec(u"UPDATE issues SET year = 2031 WHERE id = %1"_s.arg(issue));
    step("an issue's year changed");
    exec(u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
         " SELECT framework_id, 9999, 'https://github.com/x/y/issues/1', 'github.com', 'x', 'y', "
         "'1', NULL"
         " FROM issues WHERE id = %1"_s.arg(issue));
    step("an issue added");
    exec(
        u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES((SELECT max(id) FROM issues), %1, %2, 'x')"_s
            .arg(a)
            .arg(node));
    step("a label on the new issue");
    exec(u"DELETE FROM issues WHERE id = (SELECT max(id) FROM issues)"_s); // its labels go by
                                                                           // cascade
    step("an issue deleted");

    // A rollback takes the tally back with everything else.
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.begin().ok());
        exec(u"DELETE FROM labels"_s);
        EXPECT_EQ(scalar("SELECT count(*) FROM issue_tally WHERE votes <> ''"), 0);
    }
    step("a rollback");
    EXPECT_GT(scalar("SELECT count(*) FROM issue_tally WHERE votes <> ''"), 0);

    // And the check agrees.
    auto report = ProjectCheck::run(store->path());
    ASSERT_TRUE(report.ok());
    EXPECT_FALSE(report->toText().contains(u"vote tally"_s)) << report->toText().toStdString();
}

// A merge or a pull of many rows sets the triggers aside and recomputes the issues it wrote at
// the end: the same rows as the triggers would have left, the triggers back as the schema has
// them, nothing temporary left over.
TEST_F(IssueTallyTest, ADeferredTallyEqualsARecountAfterEveryKindOfWrite)
{
    const auto [issue, other, node, deeper] = subjects();
    auto annotator = store->addAnnotator(u"Newcomer"_s);
    ASSERT_TRUE(annotator.ok());
    const QString a = QString::number(*annotator);
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.begin().ok());
        IssueTallyStore::Deferral tally(store->handle());
        ASSERT_TRUE(tally.begin().ok());
        EXPECT_EQ(scalar("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE "
                         "'issue_tally_%'"),
            0);
        exec(
            u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(%1, %2, %3, 'x')"_s
                .arg(issue)
                .arg(a)
                .arg(node));
        exec(
            u"INSERT OR REPLACE INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(%1, %2, %3, 'x')"_s
                .arg(issue)
                .arg(a)
                .arg(deeper));
        // An upsert's update runs under ABORT, whatever the trigger says (how LabelWriter and a
        // pull write a label that changed): an issue noted already stays noted once.
        for (int again = 0; again < 2; ++again) {
            exec(u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(%1, %2, "
                 u"%3, 'y')"
                 " ON CONFLICT(issue_id, annotator_id) DO UPDATE SET node_id = excluded.node_id"_s
                     .arg(issue)
                     .arg(a)
                     .arg(again == 0 ? node : deeper));
        }
        exec(u"INSERT OR IGNORE INTO labels(issue_id, annotator_id, node_id, false_positive, "
             u"updated_at)"
             " VALUES(%1, %2, NULL, 1, 'x')"_s.arg(other)
                 .arg(a));
        exec(u"UPDATE labels SET issue_id = %1 WHERE issue_id = %2 AND annotator_id = %3"_s
                 .arg(other - 1)
                 .arg(other)
                 .arg(a));
        exec(
            u"DELETE FROM labels WHERE annotator_id = (SELECT min(id) FROM annotators) AND issue_id > %1"_s
                .arg(other - 3));
        exec(
            u"INSERT OR REPLACE INTO final_labels(issue_id, node_id, method, decided_at) VALUES(%1, %2, 'majority', 'x')"_s
                .arg(other)
                .arg(node));
        exec(u"UPDATE issues SET year = 2031 WHERE id = %1"_s.arg(issue + 1));
        exec(u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
             " SELECT framework_id, 9999, 'https://github.com/x/y/issues/1', 'github.com', 'x', "
             "'y', '1', NULL"
             " FROM issues WHERE id = %1"_s.arg(issue));
        exec(
            u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES((SELECT max(id) FROM issues), %1, %2, 'x')"_s
                .arg(a)
                .arg(node));
        exec(u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
             " SELECT framework_id, 10000, 'https://github.com/x/y/issues/2', 'github.com', 'x', "
             "'y', '2', 2024"
             " FROM issues WHERE id = %1"_s.arg(issue));
        exec(u"DELETE FROM issues WHERE id = (SELECT max(id) FROM issues)"_s);
        auto pending = tally.pendingIssues();
        ASSERT_TRUE(pending.ok());
        EXPECT_EQ(
            *pending, 7); // issue, issue + 1, other - 2 … other (labels deleted), the two new ones
        EXPECT_LT(*pending, scalar("SELECT count(*) FROM issues")); // only what was written
        ASSERT_TRUE(tally.finish().ok());
        ASSERT_TRUE(transaction.commit().ok());
    }
    EXPECT_EQ(differences(*store), QStringList());
    EXPECT_EQ(scalar("SELECT count(*) FROM sqlite_temp_master"), 0);
    for (const ExpectedTrigger &trigger : schema::tallyTriggers()) {
        SqliteStatement sql(
            store->handle(), "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?");
        sql.bind(1, QByteArrayView(trigger.name));
        ASSERT_TRUE(sql.next()) << trigger.name;
        EXPECT_EQ(sql.text(0), QString::fromUtf8(trigger.sql));
    }
    // The triggers work again after it.
    ASSERT_TRUE(LabelStore::setLabel(
        *store, other, *annotator, Label {deeper, u"c"_s, false, {}, {}, false, {}, {}}, u"t"_s)
                    .ok());
    EXPECT_EQ(differences(*store), QStringList());
    auto report = ProjectCheck::run(store->path());
    ASSERT_TRUE(report.ok());
    EXPECT_FALSE(report->toText().contains(u"vote tally"_s)) << report->toText().toStdString();
}

TEST_F(IssueTallyTest, AnUnfinishedDeferralRollsBackWithItsTransaction)
{
    const QList<IssueTally> before = recount(*store);
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.begin().ok());
        IssueTallyStore::Deferral tally(store->handle());
        ASSERT_TRUE(tally.begin().ok());
        EXPECT_FALSE(tally.begin().ok()); // once
        exec(u"DELETE FROM labels"_s);
        auto pending = tally.pendingIssues();
        ASSERT_TRUE(pending.ok());
        EXPECT_GT(*pending, 0);
        // an error here: neither finished nor committed
    }
    EXPECT_EQ(differences(*store), QStringList());
    EXPECT_EQ(recount(*store).size(), before.size());
    EXPECT_EQ(scalar("SELECT count(*) FROM sqlite_temp_master"), 0);
    EXPECT_EQ(scalar("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE "
                     "'issue_tally_%'"),
        schema::tallyTriggers().size());
    // and the triggers still keep the tally
    exec(u"DELETE FROM labels WHERE issue_id = (SELECT min(id) FROM issues)"_s);
    EXPECT_EQ(differences(*store), QStringList());
}

TEST_F(IssueTallyTest, TheCheckReportsATallyEditedOrLeftStale)
{
    exec(u"DROP TRIGGER issue_tally_label_insert"_s);
    exec(u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at)"
         " SELECT min(i.id), (SELECT max(id) FROM annotators), (SELECT min(id) FROM taxonomy_nodes "
         "WHERE level = 1), 'x'"
         " FROM issues i WHERE NOT EXISTS (SELECT 1 FROM labels l WHERE l.issue_id = i.id"
         " AND l.annotator_id = (SELECT max(id) FROM annotators))"_s);
    auto report = ProjectCheck::run(store->path());
    ASSERT_TRUE(report.ok());
    const QString text = report->toText();
    EXPECT_TRUE(text.contains(
        u"the trigger issue_tally_label_insert that keeps the vote tally current was dropped"_s))
        << text.toStdString();
    EXPECT_TRUE(
        text.contains(u"the vote tally differs from the labels and final labels of 1 issues"_s))
        << text.toStdString();
}

TEST_F(IssueTallyTest, DamagedVotesAreAnErrorNamingTheFile)
{
    exec(
        u"UPDATE issue_tally SET votes = '7:x' WHERE issue_id = (SELECT min(issue_id) FROM issue_tally)"_s);
    auto ratings = ProjectRatings::load(*store);
    ASSERT_FALSE(ratings.ok());
    EXPECT_TRUE(ratings.error().message().contains(store->path()))
        << ratings.error().message().toStdString();
    EXPECT_TRUE(ratings.error().message().contains(u"vote tally"_s));
}

TEST(IssueTally, VotesRoundTripThroughTheirText)
{
    const QList<TallyVote> votes {{3, 17, false}, {5, 0, true}, {12, 40, false}};
    const QByteArray text = IssueTallyStore::encodeVotes(votes);
    EXPECT_EQ(text, QByteArray("3:17,5:-,12:40"));
    QList<TallyVote> parsed;
    ASSERT_TRUE(IssueTallyStore::parseVotes(text, parsed));
    EXPECT_EQ(parsed, votes);
    ASSERT_TRUE(IssueTallyStore::parseVotes("", parsed));
    EXPECT_TRUE(parsed.isEmpty());
    for (const char *bad : {"3", "3:", ":4", "3:4,", ",3:4", "3:4,,5:6", "a:4", "3:0", "3:-1",
             "99999999999999999999:1"})
        EXPECT_FALSE(IssueTallyStore::parseVotes(bad, parsed)) << bad;
}

// forEachVote reads the text in one pass: it refuses what the entry-by-entry reading refused
// (the text of a damaged file), and hands the votes of a good one over in order.
TEST(IssueTally, EachVoteIsReadInOnePassOrTheTextRefused)
{
    for (const char *bad : {"0:4", "3:4:5", "3:-5", "3:--", "3:4x", " 3:4", "3:4 ", "3;4", "-:4",
             "3:4,5", "1234567890123456789:1", "1:1234567890123456789", ","}) {
        int added = 0;
        EXPECT_FALSE(IssueTallyStore::forEachVote(bad, [&](qint64, qint64, bool) { ++added; }))
            << bad;
        QList<TallyVote> parsed;
        EXPECT_FALSE(IssueTallyStore::parseVotes(bad, parsed)) << bad;
    }
    QList<TallyVote> read;
    ASSERT_TRUE(IssueTallyStore::forEachVote(
        "007:16,2:-,123456789012345678:9", [&](qint64 a, qint64 n, bool fp) {
            read.append({a, n, fp});
        }));
    EXPECT_EQ(
        read, (QList<TallyVote> {{7, 16, false}, {2, 0, true}, {123456789012345678, 9, false}}));
}

TEST(IssueTally, TheMigrationBuildsItForAnExistingProject)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.taxonomist"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        const QByteArray script
            = taxonomist::test::readAll(taxonomist::test::fixturesDir() + u"/project-v1.sql"_s);
        ASSERT_EQ(
            sqlite3_exec(sqliteHandle(u"v1"_s), script.constData(), nullptr, nullptr, nullptr),
            SQLITE_OK);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v1"_s);
    auto store = ProjectStore::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
    EXPECT_EQ(differences(**store), QStringList());
    auto tally = IssueTallyStore::readAll(**store);
    ASSERT_TRUE(tally.ok());
    EXPECT_EQ(tally->size(), 3);
    qsizetype votes = 0;
    for (const IssueTally &row : *tally)
        votes += row.votes.size();
    EXPECT_EQ(votes, 2) << "the fixture's two labels";
}
