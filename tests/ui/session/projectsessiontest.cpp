// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "session/projectsession.h"
#include "importedstudy.h"
#include "store/issuequery.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "team/teamroster.h"
#include "testsession.h"
#include "workbench/setlabelcommand.h"

#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

// A session on the mini study as a new volunteer, beside a connection of the test's own that
// reads what is in the file.
class ProjectSessionTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        other = taxonomist::test::importMiniStudy(dir.filePath(u"mini.taxonomist"_s), &error);
        ASSERT_NE(other, nullptr) << error.toStdString();
        auto annotator = other->addAnnotator(u"Zoe"_s);
        ASSERT_TRUE(annotator.ok());
        annotatorId = *annotator;
        session = taxonomist::test::openSession(other->path(), annotatorId);
        ASSERT_NE(session, nullptr);
        auto first = IssueQuery::page(*other, IssueFilter {}, nullptr, 1);
        ASSERT_TRUE(first.ok() && !first->isEmpty());
        issueId = first->first().id;
        QSqlQuery node(other->database());
        ASSERT_TRUE(
            node.exec(u"SELECT id FROM taxonomy_nodes WHERE code = 'C.3'"_s) && node.next());
        label.nodeId = node.value(0).toLongLong();
        label.summary = u"hang"_s;
    }

    std::optional<Label> stored()
    {
        auto read = LabelStore::label(*other, issueId, annotatorId);
        EXPECT_TRUE(read.ok());
        return read.ok() ? *read : std::nullopt;
    }

    QUndoCommand *labelCommand()
    {
        return new SetLabelCommand(session.get(), issueId, std::nullopt, label, u"Label"_s);
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> other;
    std::unique_ptr<ProjectSession> session;
    qint64 annotatorId = 0;
    qint64 issueId = 0;
    Label label;
};

} // namespace

TEST_F(ProjectSessionTest, ALabelCommandWritesAtOnceAndAnnouncesTheIssue)
{
    QSignalSpy changed(session.get(), &ProjectSession::labelsChanged);
    ASSERT_TRUE(session->push(session->labelStack(), labelCommand()).ok());
    ASSERT_TRUE(stored().has_value()) << "in the file when push returns";
    EXPECT_EQ(stored()->summary, u"hang"_s);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.first().at(0).value<QList<qint64>>(), QList<qint64> {issueId});

    QSignalSpy revisited(session.get(), &ProjectSession::issueRevisited);
    session->labelStack()->undo();
    EXPECT_FALSE(stored().has_value());
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(revisited.count(), 1) << "an undo asks the views to show the issue it changed";
}

TEST_F(ProjectSessionTest, AWriteThatFailsIsReportedAndLeavesNothingOnTheStack)
{
    ASSERT_TRUE(taxonomist::test::refuseLabelWrites(other->path(), u"INSERT"_s));
    QSignalSpy changed(session.get(), &ProjectSession::labelsChanged);
    QSignalSpy failed(session.get(), &ProjectSession::labelWriteFailed);
    const Status status = session->push(session->labelStack(), labelCommand());
    ASSERT_FALSE(status.ok());
    EXPECT_TRUE(status.error().message().contains(u"no space left"_s))
        << status.error().message().toStdString();
    EXPECT_EQ(failed.count(), 1);
    EXPECT_EQ(changed.count(), 0) << "nothing changed, nothing to follow";
    EXPECT_FALSE(stored().has_value());
    EXPECT_EQ(session->labelStack()->count(), 0) << "no command pretends the label was written";
    EXPECT_FALSE(session->labelStack()->canUndo());
}

TEST_F(ProjectSessionTest, AnUndoThatFailsKeepsTheLabelAndDropsTheCommand)
{
    ASSERT_TRUE(session->push(session->labelStack(), labelCommand()).ok());
    ASSERT_TRUE(taxonomist::test::refuseLabelWrites(other->path(), u"DELETE"_s));
    QSignalSpy failed(session.get(), &ProjectSession::labelWriteFailed);
    session->labelStack()->undo();
    EXPECT_EQ(failed.count(), 1);
    ASSERT_TRUE(stored().has_value()) << "the label the undo could not remove is still there";
    EXPECT_EQ(session->labelStack()->count(), 0);
    EXPECT_FALSE(session->labelStack()->canUndo());
    EXPECT_FALSE(session->labelStack()->canRedo()) << "no redo of a label that was never removed";
}

TEST_F(ProjectSessionTest, ClosingEmptiesBothStacksAfterTheViewsLetGo)
{
    ASSERT_TRUE(session->push(session->labelStack(), labelCommand()).ok());
    QSignalSpy closing(session.get(), &ProjectSession::aboutToClose);
    session->close();
    EXPECT_EQ(closing.count(), 1);
    EXPECT_FALSE(session->isOpen());
    EXPECT_EQ(session->labelStack()->count(), 0);
    EXPECT_EQ(session->finalLabelStack()->count(), 0);
    EXPECT_EQ(session->annotatorId(), 0);
}

TEST_F(ProjectSessionTest, WhatAnotherConnectionWritesIsAnnouncedWithinASecond)
{
    QSignalSpy labels(session.get(), &ProjectSession::labelsChanged);
    QSignalSpy team(session.get(), &ProjectSession::teamChanged);
    session->pollOtherWrites();
    EXPECT_EQ(labels.count(), 0) << "nothing was written elsewhere";
    // Another connection (a CLI command would be another process) labels as the same volunteer.
    ASSERT_TRUE(LabelStore::setLabel(*other, issueId, annotatorId, label, u"cli"_s).ok());
    ASSERT_TRUE(labels.wait(2500)) << "the session's own poll finds it";
    ASSERT_EQ(labels.count(), 1);
    EXPECT_EQ(labels.first().first().value<QList<qint64>>(), QList<qint64> {issueId});
    EXPECT_EQ(team.count(), 0);
    EXPECT_EQ(session->labelStack()->count(), 0);

    ASSERT_TRUE(TeamRoster::add(*other, u"Max"_s, TeamRoster::Role::Volunteer, u"cli"_s).ok());
    session->pollOtherWrites(); // as when the app becomes active again
    EXPECT_EQ(team.count(), 1);
    EXPECT_EQ(labels.count(), 1) << "a new member is no label";
    session->pollOtherWrites();
    EXPECT_EQ(team.count(), 1) << "announced once";
}

TEST_F(ProjectSessionTest, ItsOwnWritesAreNotAnnouncedTwice)
{
    QSignalSpy labels(session.get(), &ProjectSession::labelsChanged);
    ASSERT_TRUE(session->push(session->labelStack(), labelCommand()).ok());
    EXPECT_EQ(labels.count(), 1);
    session->pollOtherWrites();
    EXPECT_EQ(labels.count(), 1) << "no other connection wrote";
    EXPECT_EQ(session->labelStack()->count(), 1) << "the undo history stays";
}
