// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewactions.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "exchange/refiexporter.h"
#include "exchange/refiimporter.h"
#include "interviewwindow.h"
#include "session/projectsession.h"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {
const QString refiFilter
    = InterviewActions::tr("REFI-QDA project (*.qdpx);;REFI-QDA codebook (*.qdc)");
const QString refiOpenFilter = InterviewActions::tr("REFI-QDA files (*.qdpx *.qdc);;All files (*)");
} // namespace

InterviewActions::InterviewActions(QMainWindow *window, ProjectSession *session,
    DialogService *dialogs, QMenu *file, QMenu *before)
    : QObject(window)
    , m_main(window)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_task(new AsyncTask(this))
{
    QList<QAction *> entries;
    auto *fromRefi = new QAction(tr("New Project from &REFI-QDA…"), this);
    fromRefi->setObjectName(u"newProjectFromRefiAction"_s);
    connect(fromRefi, &QAction::triggered, this, [this] {
        const QString path
            = m_dialogs->openFilePath(m_main, tr("New Project from REFI-QDA"), refiOpenFilter);
        const QString project = path.isEmpty() ? QString() : m_dialogs->newProjectPath(m_main);
        if (!project.isEmpty())
            newProjectFromRefi(path, project);
    });
    auto *import = new QAction(tr("Import REFI-QDA into Project…"), this);
    import->setObjectName(u"importRefiAction"_s);
    connect(import, &QAction::triggered, this, [this] {
        const QString path = m_dialogs->openFilePath(m_main, tr("Import REFI-QDA"), refiOpenFilter);
        if (!path.isEmpty())
            importRefi(path);
    });
    auto *exportAction = new QAction(tr("E&xport REFI-QDA…"), this);
    exportAction->setObjectName(u"exportRefiAction"_s);
    connect(exportAction, &QAction::triggered, this, [this] {
        const QString name = QFileInfo(m_session->path()).completeBaseName() + u".qdpx"_s;
        const QString path = m_dialogs->saveFilePath(
            m_main, tr("Export REFI-QDA (a .qdpx project or a .qdc codebook)"), name, refiFilter);
        if (!path.isEmpty())
            exportRefi(path);
    });
    entries << fromRefi << import << exportAction;
    // After "Import Study…": the file menu's other imports.
    QAction *at = nullptr;
    const QList<QAction *> actions = file->actions();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        if (actions[i]->objectName() == u"importStudyAction"_s) // its text is translated
            at = actions.value(i + 1);
    }
    file->insertActions(at, entries);
    const auto enable = [import, exportAction, this] {
        import->setEnabled(m_session->isOpen() && !m_session->store()->isReadOnly()
            && m_session->annotatorId() > 0);
        exportAction->setEnabled(m_session->isOpen());
    };
    connect(session, &ProjectSession::opened, this, enable);
    connect(session, &ProjectSession::aboutToClose, this, [this, import, exportAction] {
        delete m_window;
        m_task->discard();
        import->setEnabled(false);
        exportAction->setEnabled(false);
    });
    enable();

    auto *menu = new QMenu(tr("&Interviews"), m_main);
    menu->setObjectName(u"interviewsMenu"_s);
    QAction *open = menu->addAction(tr("&Interview Workbench…"), this, [this] { openWindow(); });
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_main->menuBar()->insertMenu(before->menuAction(), menu);
}

InterviewActions::~InterviewActions() = default;

InterviewWindow *InterviewActions::window() const
{
    return m_window;
}

bool InterviewActions::isBusy() const
{
    return m_task->isRunning();
}

InterviewWindow *InterviewActions::openWindow()
{
    if (!m_session->isOpen())
        return nullptr;
    if (!m_window) {
        m_window = new InterviewWindow(m_session, m_dialogs, m_main);
        m_window->setAttribute(Qt::WA_DeleteOnClose);
        m_window->setWindowFlag(Qt::Window);
    }
    m_window->show();
    m_window->raise();
    return m_window;
}

void InterviewActions::done(bool ok, const QString &title, const QString &message)
{
    if (ok)
        m_dialogs->showInformation(m_main, title, message);
    else
        m_dialogs->showError(m_main, title, message);
    m_main->statusBar()->showMessage(message.section(u'\n', 0, 0), 10000);
    Q_EMIT finished(ok, message);
}

void InterviewActions::exportRefi(const QString &path)
{
    if (!m_session->isOpen())
        return;
    const QString project = m_session->path();
    m_main->statusBar()->showMessage(tr("Exporting %1…").arg(QFileInfo(path).fileName()));
    m_task->run(
        [project, path]() -> Result<RefiExportSummary> {
            auto store = ProjectStore::open(
                project, ProjectStore::OpenMode::ReadOnly); // this thread's own connection
            if (!store)
                return store.error();
            return RefiExporter::write(**store, path, {});
        },
        [this, path](const Result<RefiExportSummary> &result) {
            done(result.ok(), tr("Export REFI-QDA"),
                result ? result->toText(path, path.endsWith(u".qdpx"_s, Qt::CaseInsensitive))
                       : result.error().message());
        });
}

void InterviewActions::importRefi(const QString &path)
{
    if (!m_session->isOpen() || m_session->annotatorId() <= 0)
        return;
    const QString project = m_session->path();
    RefiImporter::Options options;
    options.actor = m_session->annotatorName();
    options.proposerId
        = m_session->annotatorId(); // new codes are proposals of whoever imports them
    m_main->statusBar()->showMessage(tr("Importing %1…").arg(QFileInfo(path).fileName()));
    m_task->run(
        [project, path, options]() -> Result<RefiImportSummary> {
            auto store = ProjectStore::open(project, ProjectStore::OpenMode::ReadWrite);
            if (!store)
                return store.error();
            return RefiImporter::intoProject(**store, path, options);
        },
        [this, path, project](const Result<RefiImportSummary> &result) {
            if (result) {
                m_session->announceTaxonomy(); // proposals adopted at once grew it
                m_session->announceInterviews();
            }
            done(result.ok(), tr("Import REFI-QDA"),
                result ? result->toText(path, project) : result.error().message());
        });
}

void InterviewActions::newProjectFromRefi(const QString &path, const QString &projectPath)
{
    RefiImporter::Options options;
    options.actor = qEnvironmentVariable("USER", u"taxonomist"_s);
    m_main->statusBar()->showMessage(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_task->run([path, projectPath,
                    options] { return RefiImporter::intoNewProject(path, projectPath, options); },
        [this, path, projectPath](const Result<RefiImportSummary> &result) {
            if (result)
                Q_EMIT projectCreated(projectPath);
            done(result.ok(), tr("New Project from REFI-QDA"),
                result ? result->toText(path, projectPath) : result.error().message());
        });
}

} // namespace taxonomist::ui
