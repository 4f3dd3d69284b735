// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/settings.h"
#include "exchange/refiexporter.h"
#include "interviewproject.h"
#include "interviews/interviewactions.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"
#include "util/savefile.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

TEST(RefiMenu, ExportImportAndANewProjectThroughTheFileMenu)
{
    InterviewProject project;
    ASSERT_TRUE(project.isValid());
    project.addAnnotator(u"lead"_s, true);
    ASSERT_GT(
        project.addTranscript(u"U1"_s, u"u1.txt"_s, u"The guide never said which CUDA.\n"_s).id, 0);
    project.close();

    Settings::setAnnotatorFor(project.path(), QString());
    auto service = std::make_unique<RecordingDialogService>();
    service->annotatorAnswer = u"lead"_s;
    RecordingDialogService *dialogs = service.get();
    MainWindow window(std::move(service));
    window.show();
    ASSERT_TRUE(window.openProject(project.path()));
    InterviewActions *actions = window.interviewActions();
    QSignalSpy finished(actions, &InterviewActions::finished);

    // File › Export REFI-QDA…: a project package, written off the UI thread.
    const QString qdpx = project.scratch(u"exported.qdpx"_s);
    dialogs->saveFileAnswer = qdpx;
    window.findChild<QAction *>(u"exportRefiAction"_s)->trigger();
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(finished.last().at(0).toBool()) << finished.last().at(1).toString().toStdString();
    EXPECT_TRUE(QFileInfo(qdpx).size() > 0);
    ASSERT_FALSE(dialogs->informations.isEmpty());
    EXPECT_TRUE(dialogs->informations.last().contains(u"1 transcripts"_s))
        << dialogs->informations.last().toStdString();

    // File › Import REFI-QDA into Project…: a codebook with a new theme under A, which the lead,
    // the only annotator, adopts at once; the session tells the views.
    const QString qdc = project.scratch(u"grown.qdc"_s);
    ASSERT_TRUE(RefiExporter::write(*window.session()->store(), qdc, {}));
    QByteArray xml = readAll(qdc);
    const QByteArray anchor = "name=\"A Question\" isCodable=\"true\" color=\"#2F6DB5\">";
    xml.replace(anchor,
        anchor
            + "<Code guid=\"11111111-2222-4333-8444-555555555555\" name=\"Parameter Interactions\" "
              "isCodable=\"true\"/>");
    ASSERT_TRUE(saveFile(qdc, xml));
    QSignalSpy taxonomy(window.session(), &ProjectSession::taxonomyChanged);
    dialogs->openFileAnswer = qdc;
    window.findChild<QAction *>(u"importRefiAction"_s)->trigger();
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(finished.last().at(0).toBool()) << finished.last().at(1).toString().toStdString();
    EXPECT_EQ(taxonomy.count(), 1);
    auto stored = TaxonomyStore::load(*window.session()->store());
    ASSERT_TRUE(stored);
    const int added = stored->taxonomy.findChildByName(
        stored->taxonomy.indexOfCode(u"A"_s), u"Parameter Interactions"_s);
    ASSERT_GE(added, 0);
    EXPECT_EQ(stored->taxonomy.node(added).code, u"A.5"_s);

    // File › New Project from REFI-QDA…: the package becomes a project, which the window opens.
    const QString created = project.scratch(u"from-refi.taxonomist"_s);
    dialogs->openFileAnswer = qdpx;
    dialogs->newAnswer = created;
    dialogs->annotatorAnswer = u"lead"_s;
    QSignalSpy opened(&window, &MainWindow::projectOpened);
    window.findChild<QAction *>(u"newProjectFromRefiAction"_s)->trigger();
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(finished.last().at(0).toBool()) << finished.last().at(1).toString().toStdString();
    ASSERT_EQ(opened.count(), 1);
    EXPECT_EQ(window.session()->path(), created);
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
}
