// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviews/interviewworkbench.h"
#include "common/settings.h"
#include "interviewproject.h"
#include "interviews/interviewactions.h"
#include "interviews/interviewstore.h"
#include "interviews/interviewwindow.h"
#include "interviews/segmenttablemodel.h"
#include "interviews/sourcelistmodel.h"
#include "interviews/transcriptview.h"
#include "picker/taxonomypicker.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "testpaths.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

const QString u1Text
    = u"Interviewer: what broke?\n\nU1: The install guide never said which CUDA. Then the loss was flat.\n"_s;

class InterviewWorkbenchTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(project.isValid()) << project.lastError.toStdString();
        ana = project.addAnnotator(u"ana"_s);
        ben = project.addAnnotator(u"ben"_s);
        lead = project.addAnnotator(u"lead"_s, true);
        transcript = project.addTranscript(u"U1"_s, u"u1.txt"_s, u1Text);
        ASSERT_GT(transcript.id, 0) << project.lastError.toStdString();
    }

    // The main window as `annotator`, and its interview window on the transcript.
    InterviewWorkbench *open(const QString &annotator)
    {
        window.reset();
        Settings::setAnnotatorFor(project.path(), QString());
        auto service = std::make_unique<RecordingDialogService>();
        service->annotatorAnswer = annotator;
        dialogs = service.get();
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        if (!window->openProject(project.path()))
            return nullptr;
        InterviewWindow *interviews = window->interviewActions()->openWindow();
        if (!interviews || !QTest::qWaitForWindowExposed(interviews))
            return nullptr;
        InterviewWorkbench *workbench = interviews->workbench();
        // The workbench's models stay consistent while sources open and segments come and go.
        for (QAbstractItemModel *model :
            {static_cast<QAbstractItemModel *>(workbench->segmentModel()),
                static_cast<QAbstractItemModel *>(workbench->sourceModel())})
            new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::Fatal, workbench);
        workbench->openSource(transcript.participantId, transcript.id);
        return workbench;
    }

    QList<Segment> stored(std::optional<qint64> coder = std::nullopt)
    {
        SegmentQuery query;
        query.coderId = coder;
        auto segments = InterviewStore::segments(project.store(), query);
        return segments ? *segments : QList<Segment>();
    }

    InterviewProject project;
    qint64 ana = 0;
    qint64 ben = 0;
    qint64 lead = 0;
    Transcript transcript;
    RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(InterviewWorkbenchTest, SelectTextTypeANodeAndEnterCodesASegment)
{
    InterviewWorkbench *workbench = open(u"ana"_s);
    ASSERT_TRUE(workbench);
    TranscriptView *view = workbench->transcript();
    EXPECT_EQ(view->toPlainText(), u1Text);

    // Select "The install guide never said which CUDA." with the keyboard.
    const int from = static_cast<int>(u1Text.indexOf(u"The install"_s));
    QTextCursor cursor = view->textCursor();
    cursor.setPosition(from);
    view->setTextCursor(cursor);
    view->setFocus();
    const int length = static_cast<int>(u"The install guide never said which CUDA."_s.size());
    for (int i = 0; i < length; ++i)
        QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
    ASSERT_EQ(view->textCursor().selectedText(), u"The install guide never said which CUDA."_s);

    // Ctrl+F, type the node's code, Tab to the memo, type it, Enter.
    QWidget *interviews = workbench->window();
    QTest::keyClick(interviews, Qt::Key_F, Qt::ControlModifier);
    auto *search = workbench->findChild<QLineEdit *>(u"taxonomySearch"_s);
    ASSERT_TRUE(search);
    QTest::keyClicks(search, u"Unclear Installation"_s);
    QTest::keyClick(search, Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), u"no CUDA version in the guide"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);

    const QList<Segment> segments = stored(ana);
    ASSERT_EQ(segments.size(), 1);
    EXPECT_EQ(segments.first().links, QStringList {u"A.1"_s});
    EXPECT_EQ(segments.first().text, u"The install guide never said which CUDA."_s);
    EXPECT_EQ(segments.first().memo, u"no CUDA version in the guide"_s);
    EXPECT_EQ(workbench->segmentModel()->rowCount(), 1);
    EXPECT_EQ(workbench->currentSegment(), segments.first().guid);
    // A stripe in the margin, beside the segment's line.
    const QRect line = view->cursorRect(view->textCursor());
    EXPECT_EQ(view->markAt(QPoint(8, line.center().y())), segments.first().guid);

    // Enter again with another node adds it to the same segment.
    QTest::keyClick(interviews, Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(search, u"Integration Failures"_s);
    QTest::keyClick(search, Qt::Key_Return);
    ASSERT_EQ(stored(ana).size(), 1);
    EXPECT_EQ(stored(ana).first().links, (QStringList {u"A.1"_s, u"C.1"_s}));

    // Undo, undo: the segment is gone; redo brings it back.
    QTest::keyClick(interviews, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(stored(ana).first().links, QStringList {u"A.1"_s});
    QTest::keyClick(interviews, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_TRUE(stored(ana).isEmpty());
    EXPECT_EQ(workbench->segmentModel()->rowCount(), 0);
    QTest::keyClick(interviews, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(stored(ana).size(), 1);
}

TEST_F(InterviewWorkbenchTest, ACoderSeesAndChangesOnlyTheirOwnSegments)
{
    const Segment anas = project.code(transcript, ana, 26, 66, {u"A.1"_s});
    const Segment bens = project.code(transcript, ben, 67, 90, {u"C.5"_s});
    ASSERT_FALSE(anas.guid.isEmpty());
    ASSERT_FALSE(bens.guid.isEmpty());
    InterviewWorkbench *workbench = open(u"ben"_s);
    ASSERT_TRUE(workbench);
    ASSERT_EQ(workbench->segmentModel()->rowCount(), 1);
    EXPECT_EQ(workbench->segmentModel()->segments().first().guid, bens.guid);
    auto *layers = workbench->findChild<QComboBox *>(u"codingLayer"_s);
    ASSERT_TRUE(layers);
    EXPECT_EQ(layers->count(), 1); // blind: no code book, no other coder
    workbench->setLayer(ana);
    EXPECT_EQ(workbench->layer(), ben);
    // Not through the session either.
    EXPECT_FALSE(window->session()->setSegment(anas.guid, std::nullopt));
    EXPECT_EQ(stored(ana).size(), 1);

    // Delete on the table removes Ben's own segment.
    auto *table = workbench->findChild<QTableView *>(u"segmentTable"_s);
    table->setFocus();
    table->selectRow(0);
    QTest::keyClick(table, Qt::Key_Delete);
    EXPECT_TRUE(stored(ben).isEmpty());
    EXPECT_EQ(stored(ana).size(), 1);
}

TEST_F(InterviewWorkbenchTest, TheLeadShowsTheCodeBookAndOthersReadOnly)
{
    TAXONOMIST_REQUIRE_STUDY();
    ASSERT_TRUE(project.importPublishedCodeBook()) << project.lastError.toStdString();
    const Segment anas = project.code(transcript, ana, 26, 66, {u"A.1"_s});
    InterviewWorkbench *workbench = open(u"lead"_s);
    ASSERT_TRUE(workbench);
    auto *layers = workbench->findChild<QComboBox *>(u"codingLayer"_s);
    EXPECT_EQ(layers->count(), 4); // mine, the code book, ana, ben
    workbench->setLayer(0);
    // The published code book: every participant's quotes, standalone (no transcripts of theirs).
    EXPECT_GE(workbench->sourceModel()->rowCount(), 19);
    const qint64 u5 = project.participantId(u"U5"_s);
    ASSERT_TRUE(workbench->openSource(u5, 0));
    ASSERT_EQ(workbench->segmentModel()->rowCount(), 1);
    const QModelIndex codes = workbench->segmentModel()->index(0, SegmentTableModel::Codes);
    EXPECT_EQ(codes.data().toString(), u"C.6, C.11 (not in the taxonomy)"_s);
    EXPECT_TRUE(workbench->isEditable()); // the lead keeps the code book

    workbench->setLayer(ana);
    ASSERT_TRUE(workbench->openSource(transcript.participantId, transcript.id));
    EXPECT_EQ(workbench->segmentModel()->rowCount(), 1);
    EXPECT_FALSE(workbench->isEditable());
    EXPECT_FALSE(workbench->picker()->isEnabled());
    workbench->selectSegment(anas.guid);
    workbench->removeCurrentSegment();
    EXPECT_EQ(stored(ana).size(), 1); // read only
}

TEST_F(InterviewWorkbenchTest, ClickingAStripeChoosesItsSegment)
{
    const Segment first = project.code(transcript, ana, 0, 12, {u"A.2"_s});
    const qint64 from = u1Text.indexOf(u"The install"_s);
    const Segment second = project.code(transcript, ana, from, from + 40, {u"A.1"_s}, u"memo"_s);
    InterviewWorkbench *workbench = open(u"ana"_s);
    ASSERT_TRUE(workbench);
    TranscriptView *view = workbench->transcript();
    QTextCursor at(view->document());
    at.setPosition(static_cast<int>(from) + 4);
    const QRect rect = view->cursorRect(at);
    const QString guid = view->markAt(QPoint(8, rect.center().y()));
    ASSERT_EQ(guid, second.guid);
    QTest::mouseClick(view->stripes(), Qt::LeftButton, {}, QPoint(8, rect.center().y()));
    EXPECT_EQ(workbench->currentSegment(), second.guid);
    EXPECT_EQ(view->textCursor().selectedText(), u"The install guide never said which CUDA."_s);
    EXPECT_EQ(workbench->picker()->summaryField()->text(), u"memo"_s);
    Q_UNUSED(first)
}
