// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "project/demoproject.h"
#include "project/studyimporttask.h"
#include "store/issuecontent.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

TEST(DemoProject, InstallsTheBundledStudyWithContentAndVolunteers)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.filePath(u"data"_s));
    ASSERT_TRUE(path.ok()) << path.error().message().toStdString();
    auto store = ProjectStore::open(*path, ProjectStore::OpenMode::ExistingOnly);
    ASSERT_TRUE(store.ok());
    EXPECT_EQ((*store)->issueCount(), 42);
    EXPECT_EQ(IssueContentStore::fetchedCount(**store), 42)
        << "every demo issue has its discussion";
    QStringList names;
    for (const Annotator &annotator : (*store)->annotators())
        names.append(annotator.name + (annotator.isLead ? u"*"_s : QString()));
    EXPECT_EQ(names, (QStringList {u"Ana"_s, u"Ben"_s, u"Chen"_s, u"Dana*"_s}));
    QSqlQuery query((*store)->database());
    ASSERT_TRUE(
        query.exec(u"SELECT count(*) FROM issues i WHERE NOT EXISTS"
                   " (SELECT 1 FROM labels l WHERE l.issue_id = i.id AND l.annotator_id = 3)"_s)
        && query.next());
    EXPECT_GT(query.value(0).toInt(), 0) << "Chen has issues left to label";
    ASSERT_TRUE(
        query.exec(u"SELECT count(DISTINCT issue_id) FROM issue_keywords"_s) && query.next());
    EXPECT_GT(query.value(0).toInt(), 10)
        << "where the keywords occur is recorded with the content";
    store->reset();
    auto again = DemoProject::install(dir.filePath(u"data"_s));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, *path) << "an installed demo is reused, not rebuilt";
}

TEST(StudyImportTask, ImportsOnAWorkerThread)
{
    QTemporaryDir dir;
    const QString project = dir.filePath(u"imported.taxonomist"_s);
    StudyImportTask task(taxonomist::test::fixturesDir() + u"/mini-study"_s, project, u"tester"_s);
    QSignalSpy finished(&task, &StudyImportTask::finished);
    QSignalSpy progressed(&task, &StudyImportTask::progressed);
    task.start();
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_TRUE(finished.first().at(0).toBool()) << finished.first().at(1).toString().toStdString();
    EXPECT_EQ(finished.first().at(1).toString(), u"Imported 8 issues of 2 frameworks"_s);
    EXPECT_GE(progressed.size(), 2);
    auto store = ProjectStore::open(project, ProjectStore::OpenMode::ExistingOnly);
    ASSERT_TRUE(store.ok());
    EXPECT_EQ((*store)->issueCount(), 8);
}

TEST(StudyImportTask, ACancelledImportLeavesNoFile)
{
    QTemporaryDir dir;
    const QString project = dir.filePath(u"cancelled.taxonomist"_s);
    StudyImportTask task(taxonomist::test::fixturesDir() + u"/mini-study"_s, project, u"tester"_s);
    QSignalSpy finished(&task, &StudyImportTask::finished);
    task.cancel();
    task.start();
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_FALSE(finished.first().at(0).toBool());
    EXPECT_EQ(finished.first().at(1).toString(), u"The import was cancelled."_s);
    EXPECT_FALSE(QFile::exists(project));
}
