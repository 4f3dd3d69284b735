// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One project file used by several connections and processes at once: a process that has the
// project open keeps its hold on the file whatever else it opens and closes, and notices what the
// others write (OtherWritesWatch).

#include "importedstudy.h"
#include "store/issuequery.h"
#include "store/labelstore.h"
#include "store/otherwrites.h"
#include "store/projectcheck.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;
using taxonomist::test::runCli;

namespace {

class SharedProjectFileTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = taxonomist::test::importMiniStudy(path(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        auto annotator = store->addAnnotator(u"Zoe"_s);
        ASSERT_TRUE(annotator.ok());
        annotatorId = *annotator;
        auto rows = IssueQuery::page(*store, IssueFilter {}, nullptr, 100);
        ASSERT_TRUE(rows.ok());
        for (const IssueRow &row : std::as_const(*rows)) {
            if (!row.duplicateUrl)
                issues.append(row);
        }
        ASSERT_GE(issues.size(), 4);
        QSqlQuery node(store->database());
        ASSERT_TRUE(
            node.exec(u"SELECT id FROM taxonomy_nodes WHERE code = 'C.3'"_s) && node.next());
        label.nodeId = node.value(0).toLongLong();
        label.summary = u"mine"_s;
    }

    QString path() const { return dir.filePath(u"shared.taxonomist"_s); }

    QStringList codesTheCliReads(const QString &url) const
    {
        const auto run = runCli({u"show"_s, url, u"--db"_s, path(), u"--json"_s});
        EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
        QStringList codes;
        for (const QJsonValue &label :
            QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"labels"_s).toArray()) {
            if (label[u"annotator"_s].toString() == u"Zoe"_s)
                codes.append(label[u"code"_s].toString());
        }
        return codes;
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
    qint64 annotatorId = 0;
    QList<IssueRow> issues;
    Label label;
};

} // namespace

TEST_F(SharedProjectFileTest, OpeningAndCheckingItAgainInTheSameProcessKeepsItsHoldOnTheFile)
{
    ASSERT_TRUE(LabelStore::setLabel(*store, issues.at(0).id, annotatorId, label, u"t"_s).ok());
    // What the app does beside its own connection: a worker opens the project and closes it
    // again, the check after opening reads it.
    {
        auto again = ProjectStore::open(path(), ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(again.ok()) << again.error().message().toStdString();
        auto reader = ProjectStore::open(path(), ProjectStore::OpenMode::ReadOnly);
        ASSERT_TRUE(reader.ok()) << reader.error().message().toStdString();
    }
    auto check = ProjectCheck::run(path(), ProjectCheck::Scope::Quick);
    ASSERT_TRUE(check.ok()) << check.error().message().toStdString();
    EXPECT_TRUE(check->isOk()) << check->toText().toStdString();

    // Another process writes and exits. Had this process lost its locks, that process's close
    // would have been the last: it folds the WAL in and deletes it and the -shm under this one.
    const auto run = runCli(
        {u"label"_s, issues.at(1).url, u"C.5"_s, u"--db"_s, path(), u"--annotator"_s, u"Zoe"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(QFile::exists(path() + u"-wal"_s));
    EXPECT_TRUE(QFile::exists(path() + u"-shm"_s));

    // This connection still writes where the others read, and reads what they wrote.
    ASSERT_TRUE(LabelStore::setLabel(*store, issues.at(2).id, annotatorId, label, u"t"_s).ok());
    EXPECT_EQ(codesTheCliReads(issues.at(2).url), QStringList {u"C.3"_s});
    auto theirs = LabelStore::label(*store, issues.at(1).id, annotatorId);
    ASSERT_TRUE(theirs.ok());
    ASSERT_TRUE(theirs->has_value());
    EXPECT_NE((*theirs)->nodeId, label.nodeId);
}

TEST_F(SharedProjectFileTest, AFileThatIsNoDatabaseIsStillRefusedWithoutASecondDescriptor)
{
    const QString text = dir.filePath(u"notes.taxonomist"_s);
    QFile file(text);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("just some notes, not a database at all\n");
    file.close();
    const QByteArray before = taxonomist::test::fileHash(text);
    for (const auto mode : {ProjectStore::OpenMode::ReadWrite, ProjectStore::OpenMode::ReadOnly}) {
        auto opened = ProjectStore::open(text, mode);
        ASSERT_FALSE(opened.ok());
        EXPECT_TRUE(opened.error().message().contains(text));
        EXPECT_EQ(opened.error().what(),
            u"not a Taxonomist project (the file is not an SQLite database)"_s);
    }
    auto checked = ProjectCheck::run(text, ProjectCheck::Scope::Quick);
    ASSERT_FALSE(checked.ok());
    EXPECT_TRUE(checked.error().what().contains(u"not an SQLite database"_s))
        << checked.error().message().toStdString();
    EXPECT_EQ(taxonomist::test::fileHash(text), before);
    EXPECT_FALSE(QFile::exists(text + u"-wal"_s));
}

TEST_F(SharedProjectFileTest, TheWatchSaysWhatOtherConnectionsWrote)
{
    OtherWritesWatch watch(*store);
    auto nothing = watch.poll();
    ASSERT_TRUE(nothing.ok());
    EXPECT_FALSE(nothing->has_value()) << "nobody else wrote";

    // This connection's own write is not another's.
    ASSERT_TRUE(LabelStore::setLabel(*store, issues.at(0).id, annotatorId, label, u"t"_s).ok());
    auto own = watch.poll();
    ASSERT_TRUE(own.ok());
    EXPECT_FALSE(own->has_value());

    // Another process labels one issue.
    const auto run = runCli(
        {u"label"_s, issues.at(1).url, u"C.5"_s, u"--db"_s, path(), u"--annotator"_s, u"Zoe"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    auto polled = watch.poll();
    ASSERT_TRUE(polled.ok()) << polled.error().message().toStdString();
    ASSERT_TRUE(polled->has_value());
    const OtherWrites &writes = **polled;
    EXPECT_TRUE(writes.labelIssues.contains(issues.at(1).id));
    EXPECT_TRUE(writes.finalLabelIssues.isEmpty());
    EXPECT_FALSE(writes.teamChanged);
    EXPECT_FALSE(writes.wholeProject);
    auto again = watch.poll();
    ASSERT_TRUE(again.ok());
    EXPECT_FALSE(again->has_value()) << "reported once";

    // A member added elsewhere is a change of the team, no label.
    const auto added = runCli({u"team"_s, u"add"_s, u"Max"_s, u"--db"_s, path()});
    ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    auto team = watch.poll();
    ASSERT_TRUE(team.ok());
    ASSERT_TRUE(team->has_value());
    EXPECT_TRUE((*team)->teamChanged);
    EXPECT_TRUE((*team)->labelIssues.isEmpty());
}

TEST_F(SharedProjectFileTest, AMergeElsewhereIsAChangeOfTheWholeProject)
{
    OtherWritesWatch watch(*store);
    {
        auto other = ProjectStore::open(path(), ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(other.ok());
        ASSERT_TRUE((*other)->audit(u"t"_s, u"merge-changes"_s, 0, u"{}"_s).ok());
    }
    auto polled = watch.poll();
    ASSERT_TRUE(polled.ok());
    ASSERT_TRUE(polled->has_value());
    EXPECT_TRUE((*polled)->wholeProject);
    EXPECT_EQ((*polled)->labelIssues.size(), store->issueCount());
    EXPECT_EQ((*polled)->finalLabelIssues.size(), store->issueCount());
    EXPECT_TRUE((*polled)->teamChanged);
}
