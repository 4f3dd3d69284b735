// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders, for docs/: the interview workbench on the bundled demo as the volunteer Ana
// (DOCS_FOLDER/interviews.png) and as the lead looking at the code book's layer
// (interviews-lead.png); and, when STUDY_FOLDER holds the published study, the comparison of
// issues with what users and developers raise (comparison.png, comparison-table.png).
#include "common/dialogservice.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewstore.h"
#include "interviews/interviewwindow.h"
#include "interviews/interviewworkbench.h"
#include "interviews/transcriptview.h"
#include "lead/chartpanel.h"
#include "lead/comparisonpanels.h"
#include "picker/taxonomypicker.h"
#include "project/demoproject.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

void settle()
{
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
}

int fail(const QString &message)
{
    std::fprintf(stderr, "interview_screenshots: %s\n", qPrintable(message));
    return 1;
}

std::optional<core::Annotator> annotator(core::ProjectStore &store, const QString &name)
{
    for (const core::Annotator &a : store.annotators()) {
        if (a.name == name)
            return a;
    }
    return std::nullopt;
}

// The demo as `name`, the interview window on U1's transcript.
bool workbench(const QString &demo, const QString &name, const QString &file, bool lead)
{
    auto store = core::ProjectStore::open(demo, core::ProjectStore::OpenMode::ExistingOnly);
    if (!store)
        return false;
    const auto who = annotator(**store, name);
    ui::ProjectSession session;
    session.open(std::move(store).value(), who);
    ui::WidgetDialogService dialogs;
    ui::InterviewWindow window(&session, &dialogs);
    window.resize(1366, 768);
    window.show();
    settle();
    ui::InterviewWorkbench *bench = window.workbench();
    auto u1 = core::InterviewStore::participant(*session.store(), u"U1"_s);
    auto transcripts
        = core::InterviewStore::transcripts(*session.store(), u1 && *u1 ? (*u1)->id : 0);
    if (!transcripts || transcripts->isEmpty())
        return false;
    if (lead) {
        bench->setLayer(0); // the code book's layer, which the lead keeps
        bench->openSource((*u1)->id, transcripts->first().id);
        auto quotes = core::InterviewStore::segments(*session.store(), {});
        bench->selectSegment(bench->currentSegment());
        for (const core::Segment &s : quotes ? *quotes : QList<core::Segment>()) {
            if (s.coderId == 0 && s.transcriptId == transcripts->first().id)
                bench->selectSegment(s.guid);
        }
    } else {
        bench->openSource((*u1)->id, transcripts->first().id);
        // A new selection, and the taxonomy searched for it, as a coder about to press Enter.
        const QString text = bench->transcript()->toPlainText();
        const qsizetype at = text.indexOf(u"The docs describe every parameter"_s);
        const qsizetype end = text.indexOf(u"work together."_s) + 14;
        bench->transcript()->selectRange(at, end);
        auto *search = bench->findChild<QLineEdit *>(u"taxonomySearch"_s);
        QTest::keyClicks(search, u"parameter"_s);
    }
    settle();
    return window.grab().save(file);
}

bool comparison(const QString &study, const QString &folder, const QString &out)
{
    const QString path = QDir(folder).filePath(u"study.taxonomist"_s);
    auto store = core::ProjectStore::open(path, core::ProjectStore::OpenMode::CreateNew);
    if (!store)
        return false;
    if (!core::StudyImporter::importFolder(**store, study, u"screenshots"_s)
        || !(*store)->publish())
        return false;
    auto codebook = core::CodeBookFile::read(study + u"/CodeBook.csv"_s);
    if (!codebook
        || !core::CodeBookImporter::import(**store, *codebook, {0, false, u"screenshots"_s}))
        return false;
    store->reset();
    ui::WidgetDialogService dialogs;
    ui::ComparisonPanels panels(path, &dialogs);
    panels.resize(1500, 1250);
    panels.show();
    QEventLoop loop;
    QObject::connect(&panels, &ui::ComparisonPanels::loaded, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    panels.reload();
    loop.exec();
    settle();
    return panels.panels().at(1)->grab().save(QDir(out).filePath(u"comparison.png"_s))
        && panels.panels().at(0)->grab().save(QDir(out).filePath(u"comparison-table.png"_s));
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : u"docs"_s;
    const QString study = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    QTemporaryDir dir;
    auto demo = ui::DemoProject::install(dir.path());
    if (!demo)
        return fail(demo.error().message());
    if (!workbench(*demo, u"Ana"_s, QDir(out).filePath(u"interviews.png"_s), false))
        return fail(u"the volunteer's workbench could not be rendered"_s);
    if (!workbench(*demo, u"Dana (lead)"_s, QDir(out).filePath(u"interviews-lead.png"_s), true))
        return fail(u"the lead's workbench could not be rendered"_s);
    if (!study.isEmpty() && !comparison(study, dir.path(), out))
        return fail(u"the comparison could not be rendered from "_s + study);
    std::printf("wrote %s/interviews.png, interviews-lead.png%s\n", qPrintable(out),
        study.isEmpty() ? "" : ", comparison.png and comparison-table.png");
    return 0;
}
