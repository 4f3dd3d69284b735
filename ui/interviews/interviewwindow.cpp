// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewwindow.h"

#include "common/dialogservice.h"
#include "common/screenfit.h"
#include "common/settings.h"
#include "interviews/codebookexporter.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewstore.h"
#include "interviews/transcriptimporter.h"
#include "interviewworkbench.h"
#include "session/projectsession.h"

#include <QAction>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

InterviewWindow::InterviewWindow(ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_workbench(new InterviewWorkbench(session, this))
{
    setObjectName(u"interviewWindow"_s);
    setWindowTitle(tr("Interviews — %1").arg(QFileInfo(session->path()).fileName()));
    setCentralWidget(m_workbench);
    createActions();
    connect(m_workbench, &InterviewWorkbench::failed, this,
        [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    statusBar()->showMessage(session->isLead()
            ? tr("Coding as %1 · as the lead you also keep the code book: Show › The code book")
                  .arg(session->annotatorName())
            : session->annotatorId() > 0
            ? tr("Coding as %1: you see only your own segments").arg(session->annotatorName())
            : tr("Read only: no annotator"));
    fitToScreen(this, {1366, 820});
    m_workbench->splitter()->setSizes({250, 700, 416});
}

void InterviewWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *add = file->addAction(tr("&Add Transcript…"), this, &InterviewWindow::addTranscript);
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    file->addAction(tr("&Import CodeBook.csv…"), this, &InterviewWindow::importCodeBook);
    file->addAction(tr("&Export CodeBook.csv…"), this, &InterviewWindow::exportCodeBook);
    file->addSeparator();
    QAction *close = file->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_session->addUndoActions(edit, this, m_session->segmentStack());
    edit->addSeparator();
    edit->addAction(tr("&Delete Segment"), m_workbench, &InterviewWorkbench::removeCurrentSegment);
    edit->addAction(
        tr("&Remove Code from Segment"), m_workbench, &InterviewWorkbench::removeCurrentCode);

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = go->addAction(tr("&Next Source"), this, [this] { m_workbench->step(1); });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    QAction *previous
        = go->addAction(tr("&Previous Source"), this, [this] { m_workbench->step(-1); });
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    QAction *search
        = go->addAction(tr("Search the &Taxonomy"), m_workbench, &InterviewWorkbench::focusSearch);
    search->setShortcut(QKeySequence::Find);
}

void InterviewWindow::addTranscript()
{
    if (!m_session->isOpen() || m_session->store()->isReadOnly())
        return;
    const QString path = m_dialogs->openFilePath(
        this, tr("Add Transcript"), tr("Transcripts (*.txt *.md);;All files (*)"));
    if (path.isEmpty())
        return;
    auto participants = InterviewStore::participants(*m_session->store());
    if (!participants) {
        m_dialogs->showError(this, tr("Add Transcript"), participants.error().message());
        return;
    }
    QStringList codes;
    QString current;
    for (const Participant &p : std::as_const(*participants)) {
        codes.append(p.code);
        if (p.id == m_workbench->currentParticipant())
            current = p.code;
    }
    const QString code = m_dialogs->chooseItem(this, tr("Add Transcript"),
        tr("Whose interview is %1? Pick a participant or type a new code.")
            .arg(QFileInfo(path).fileName()),
        codes, current, true);
    if (code.isEmpty())
        return;
    TranscriptImporter::Options options;
    options.actor = m_session->annotatorName();
    if (!codes.contains(code)) {
        const QString role = m_dialogs->chooseItem(this, tr("New Participant"),
            tr("%1 is new. Is this a user or a developer?").arg(code),
            {u"user"_s, u"developer"_s, u"other"_s}, u"user"_s, false);
        if (role.isEmpty())
            return;
        options.newParticipantRole = Participant::roleFromKey(role);
    }
    auto summary = TranscriptImporter::addFile(*m_session->store(), code, path, options);
    if (!summary) {
        m_dialogs->showError(this, tr("Add Transcript"), summary.error().message());
        return;
    }
    m_session->announceInterviews();
    m_workbench->openSource(summary->transcript.participantId, summary->transcript.id);
    statusBar()->showMessage(tr("Added %1 to %2; %3 standalone quote(s) found in it")
                                 .arg(summary->transcript.name, code)
                                 .arg(summary->anchored),
        10000);
}

void InterviewWindow::importCodeBook()
{
    if (!m_session->isOpen() || m_session->store()->isReadOnly() || !m_session->isLead()) {
        m_dialogs->showError(
            this, tr("Import CodeBook.csv"), tr("The lead imports the project's code book."));
        return;
    }
    const QString path = m_dialogs->openFilePath(
        this, tr("Import CodeBook.csv"), tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    auto file = CodeBookFile::read(path);
    if (!file) {
        m_dialogs->showError(this, tr("Import CodeBook.csv"), file.error().message());
        return;
    }
    CodeBookImporter::Options options;
    options.actor = m_session->annotatorName();
    auto summary = CodeBookImporter::import(*m_session->store(), *file, options);
    if (!summary && summary.error().what().contains(u"--replace"_s)) {
        const QString replace = tr("Replace it");
        const QString answer = m_dialogs->chooseItem(this, tr("Import CodeBook.csv"),
            tr("The project already holds an imported code book. Replace its quotes with this "
               "file's?"),
            {tr("Keep the code book"), replace}, QString(), false);
        if (answer != replace) // the choices are translated: compare with the same text
            return;
        options.replace = true;
        summary = CodeBookImporter::import(*m_session->store(), *file, options);
    }
    if (!summary) {
        m_dialogs->showError(this, tr("Import CodeBook.csv"), summary.error().message());
        return;
    }
    m_session->announceInterviews();
    QStringList lines {tr("%1 quotes of %2 new participants (%3 found in a transcript).")
                           .arg(summary->segments)
                           .arg(summary->participantsAdded)
                           .arg(summary->anchored)};
    for (const FlaggedLink &flag : std::as_const(summary->flagged))
        lines.append(
            tr("Line %1: %2 links %3, which the taxonomy does not have — kept and flagged.")
                .arg(flag.line)
                .arg(flag.participant, flag.code));
    m_dialogs->showInformation(this, tr("CodeBook.csv imported"), lines.join(u'\n'));
}

void InterviewWindow::exportCodeBook()
{
    if (!m_session->isOpen())
        return;
    const QString path = m_dialogs->saveFilePath(
        this, tr("Export CodeBook.csv"), tr("CodeBook.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (auto status = CodeBookExporter::write(*m_session->store(), path, m_workbench->layer());
        !status) {
        m_dialogs->showError(this, tr("Export CodeBook.csv"), status.error().message());
        return;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(path), 10000);
}

} // namespace taxonomist::ui
