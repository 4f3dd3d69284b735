// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewwindow.h"

#include "common/dialogservice.h"
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
    setWindowTitle(u"Interviews — %1"_s.arg(QFileInfo(session->path()).fileName()));
    setCentralWidget(m_workbench);
    createActions();
    connect(m_workbench, &InterviewWorkbench::failed, this, [this](const QString &message) {
        statusBar()->showMessage(message, 15000);
    });
    statusBar()->showMessage(session->isLead() ? u"Coding as %1 · as the lead you also keep the code book: Show › The code book"_s.arg(session->annotatorName())
                             : session->annotatorId() > 0 ? u"Coding as %1: you see only your own segments"_s.arg(session->annotatorName())
                                                           : u"Read only: no annotator"_s);
    resize(1366, 820);
    m_workbench->splitter()->setSizes({250, 700, 416});
}

void InterviewWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(u"&File"_s);
    QAction *add = file->addAction(u"&Add Transcript…"_s, this, &InterviewWindow::addTranscript);
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    file->addAction(u"&Import CodeBook.csv…"_s, this, &InterviewWindow::importCodeBook);
    file->addAction(u"&Export CodeBook.csv…"_s, this, &InterviewWindow::exportCodeBook);
    file->addSeparator();
    QAction *close = file->addAction(u"&Close"_s, this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);

    QMenu *edit = menuBar()->addMenu(u"&Edit"_s);
    m_session->addUndoActions(edit, this, m_session->segmentStack());
    edit->addSeparator();
    edit->addAction(u"&Delete Segment"_s, m_workbench, &InterviewWorkbench::removeCurrentSegment);
    edit->addAction(u"&Remove Code from Segment"_s, m_workbench, &InterviewWorkbench::removeCurrentCode);

    QMenu *go = menuBar()->addMenu(u"&Go"_s);
    QAction *next = go->addAction(u"&Next Source"_s, this, [this] { m_workbench->step(1); });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    QAction *previous = go->addAction(u"&Previous Source"_s, this, [this] { m_workbench->step(-1); });
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    QAction *search = go->addAction(u"Search the &Taxonomy"_s, m_workbench, &InterviewWorkbench::focusSearch);
    search->setShortcut(QKeySequence::Find);
}

void InterviewWindow::addTranscript()
{
    if (!m_session->isOpen() || m_session->store()->isReadOnly())
        return;
    const QString path = m_dialogs->openFilePath(this, u"Add Transcript"_s, u"Transcripts (*.txt *.md);;All files (*)"_s);
    if (path.isEmpty())
        return;
    auto participants = InterviewStore::participants(*m_session->store());
    if (!participants) {
        m_dialogs->showError(this, u"Add Transcript"_s, participants.error().message());
        return;
    }
    QStringList codes;
    QString current;
    for (const Participant &p : std::as_const(*participants)) {
        codes.append(p.code);
        if (p.id == m_workbench->currentParticipant())
            current = p.code;
    }
    const QString code = m_dialogs->chooseItem(this, u"Add Transcript"_s, u"Whose interview is %1? Pick a participant or type a new code."_s.arg(QFileInfo(path).fileName()),
                                               codes, current, true);
    if (code.isEmpty())
        return;
    TranscriptImporter::Options options;
    options.actor = m_session->annotatorName();
    if (!codes.contains(code)) {
        const QString role = m_dialogs->chooseItem(this, u"New Participant"_s, u"%1 is new. Is this a user or a developer?"_s.arg(code),
                                                   {u"user"_s, u"developer"_s, u"other"_s}, u"user"_s, false);
        if (role.isEmpty())
            return;
        options.newParticipantRole = Participant::roleFromKey(role);
    }
    auto summary = TranscriptImporter::addFile(*m_session->store(), code, path, options);
    if (!summary) {
        m_dialogs->showError(this, u"Add Transcript"_s, summary.error().message());
        return;
    }
    m_session->announceInterviews();
    m_workbench->openSource(summary->transcript.participantId, summary->transcript.id);
    statusBar()->showMessage(u"Added %1 to %2; %3 standalone quote(s) found in it"_s.arg(summary->transcript.name, code)
                                 .arg(summary->anchored),
                             10000);
}

void InterviewWindow::importCodeBook()
{
    if (!m_session->isOpen() || m_session->store()->isReadOnly() || !m_session->isLead()) {
        m_dialogs->showError(this, u"Import CodeBook.csv"_s, u"The lead imports the project's code book."_s);
        return;
    }
    const QString path = m_dialogs->openFilePath(this, u"Import CodeBook.csv"_s, u"CSV files (*.csv);;All files (*)"_s);
    if (path.isEmpty())
        return;
    auto file = CodeBookFile::read(path);
    if (!file) {
        m_dialogs->showError(this, u"Import CodeBook.csv"_s, file.error().message());
        return;
    }
    CodeBookImporter::Options options;
    options.actor = m_session->annotatorName();
    auto summary = CodeBookImporter::import(*m_session->store(), *file, options);
    if (!summary && summary.error().what().contains(u"--replace"_s)) {
        const QString answer = m_dialogs->chooseItem(this, u"Import CodeBook.csv"_s,
                                                     u"The project already holds an imported code book. Replace its quotes with this file's?"_s,
                                                     {u"Keep the code book"_s, u"Replace it"_s}, QString(), false);
        if (answer != u"Replace it"_s)
            return;
        options.replace = true;
        summary = CodeBookImporter::import(*m_session->store(), *file, options);
    }
    if (!summary) {
        m_dialogs->showError(this, u"Import CodeBook.csv"_s, summary.error().message());
        return;
    }
    m_session->announceInterviews();
    QStringList lines{u"%1 quotes of %2 new participants (%3 found in a transcript)."_s.arg(summary->segments)
                          .arg(summary->participantsAdded)
                          .arg(summary->anchored)};
    for (const FlaggedLink &flag : std::as_const(summary->flagged))
        lines.append(u"Line %1: %2 links %3, which the taxonomy does not have — kept and flagged."_s.arg(flag.line).arg(flag.participant, flag.code));
    m_dialogs->showInformation(this, u"CodeBook.csv imported"_s, lines.join(u'\n'));
}

void InterviewWindow::exportCodeBook()
{
    if (!m_session->isOpen())
        return;
    const QString path = m_dialogs->saveFilePath(this, u"Export CodeBook.csv"_s, u"CodeBook.csv"_s, u"CSV files (*.csv)"_s);
    if (path.isEmpty())
        return;
    if (auto status = CodeBookExporter::write(*m_session->store(), path, m_workbench->layer()); !status) {
        m_dialogs->showError(this, u"Export CodeBook.csv"_s, status.error().message());
        return;
    }
    statusBar()->showMessage(u"Wrote %1"_s.arg(path), 10000);
}

} // namespace taxonomist::ui
