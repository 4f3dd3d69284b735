// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mainwindow.h"

#include "cardsort/cardsortwindow.h"
#include "common/dialogservice.h"
#include "common/language.h"
#include "common/screenfit.h"
#include "common/settings.h"
#include "common/undokeysfilter.h"
#include "common/untrustedtext.h"
#include "fetching/fetchactions.h"
#include "interviews/interviewactions.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "issues/issueviewer.h"
#include "issues/keywordsdialog.h"
#include "lead/leadwindow.h"
#include "lead/proposaldialog.h"
#include "lead/proposalsview.h"
#include "picker/codebookdialog.h"
#include "picker/taxonomypicker.h"
#include "project/projectcheckaction.h"
#include "project/studyactions.h"
#include "project/studyexportaction.h"
#include "project/studyimporttask.h"
#include "session/projectsession.h"
#include "store/issuequery.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "team/teamroster.h"
#include "teamwork/serversetupactions.h"
#include "teamwork/syncactions.h"
#include "teamwork/teamactions.h"
#include "workbench/screeningview.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

MainWindow::MainWindow(std::unique_ptr<DialogService> dialogs, QWidget *parent)
    : QMainWindow(parent)
    , m_dialogs(std::move(dialogs))
    , m_session(new ProjectSession(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_issueList(new IssueListView(m_session, this))
    , m_workbench(new Workbench(m_session, this))
    , m_projectLabel(UntrustedText::plain(new QLabel(this)))
    , m_annotatorLabel(UntrustedText::plain(new QLabel(this)))
    , m_taxonomyLabel(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"mainWindow"_s);
    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->addWidget(m_issueList);
    m_splitter->addWidget(m_workbench);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 5);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setContentsMargins(6, 6, 6, 0);
    m_splitter->setSizes({470, 970});
    setCentralWidget(m_splitter);
    m_annotatorLabel->setObjectName(u"annotatorLabel"_s);
    statusBar()->addWidget(m_projectLabel, 1);
    statusBar()->addPermanentWidget(m_annotatorLabel);
    statusBar()->addPermanentWidget(m_taxonomyLabel);

    connect(m_issueList, &IssueListView::currentIssueChanged, m_workbench, &Workbench::showIssue);
    connect(m_workbench, &Workbench::advanceRequested, this, &MainWindow::goToNextUnlabeled);
    connect(m_workbench, &Workbench::failed, this,
        [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    // The lead's window works on the project being closed.
    connect(m_session, &ProjectSession::aboutToClose, this, [this] { delete m_leadWindow; });
    // A rename or a new lead shows in the status bar and the Taxonomy menu at once.
    connect(m_session, &ProjectSession::teamChanged, this, [this] {
        updateTitle();
        if (m_leadAction)
            m_leadAction->setEnabled(m_session->isLead());
        if (m_cardSortAction)
            m_cardSortAction->setEnabled(m_session->isLead());
    });
    // A new taxonomy version (a proposal adopted, the lead's editor, a sync) shows in the status
    // bar.
    connect(m_session, &ProjectSession::taxonomyChanged, this, &MainWindow::updateTitle);
    createActions();
    m_fetch = new FetchActions(this, m_session, m_workbench);
    createLeadActions();
    // Within the screen, also when the geometry was saved on a larger one (docs/desktop.md).
    fitToScreen(this, {1440, 860});
    if (restoreGeometry(Settings::mainWindowGeometry()))
        keepOnScreen(this);
    restoreState(Settings::mainWindowState());
    for (QSplitter *splitter : {m_splitter, m_workbench->splitter()})
        splitter->restoreState(Settings::splitterState(splitter->objectName()));
    updateTitle();
}

MainWindow::~MainWindow()
{
    m_import.reset();
    m_session->close(); // a running fetch stops and the views let go before the window goes
}

const ProjectStore *MainWindow::project() const
{
    return m_session->store();
}

qint64 MainWindow::annotatorId() const
{
    return m_session->annotatorId();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newProject = file->addAction(tr("&New Project…"), this, [this] {
        const QString path = m_dialogs->newProjectPath(this);
        if (!path.isEmpty())
            createProject(path);
    });
    newProject->setShortcut(QKeySequence::New);
    // A study of one's own: File › New Study…, Project › Collect Issues… and Add Issues from URL
    // List… (the Project menu's come below, once it exists).
    m_study = new StudyActions(*m_dialogs, m_session, this,
        [this] { return m_fetch ? m_fetch->settings() : FetchSettings::fromEnvironment(); });
    file->addAction(m_study->newStudy());
    connect(m_study, &StudyActions::studyCreated, this,
        [this](const QString &path) { openProject(path); });
    connect(m_study, &StudyActions::issuesAdded, this, [this] {
        // The issue list and the views read the new issues when the project opens again.
        const QString path = m_session->path();
        closeProject();
        openProject(path);
    });
    connect(m_study, &StudyActions::progressed, this,
        [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    QAction *open = file->addAction(tr("&Open Project…"), this, [this] {
        const QString path = m_dialogs->openProjectPath(this);
        if (!path.isEmpty())
            openProject(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction *importStudyAction = file->addAction(tr("&Import Study…"), this, [this] {
        const QString folder = m_dialogs->studyFolder(this);
        const QString path = folder.isEmpty() ? QString() : m_dialogs->newProjectPath(this);
        if (!path.isEmpty())
            importStudy(folder, path);
    });
    importStudyAction->setObjectName(
        u"importStudyAction"_s); // InterviewActions adds its imports after it
    file->addSeparator();
    QAction *teamActionsBefore
        = file->addSeparator(); // Export My Changes…, Merge Changes… go above it
    QAction *close = file->addAction(tr("&Close Project"), this, &MainWindow::closeProject);
    close->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_session->addUndoActions(edit, this, m_session->labelStack()); // the volunteer's labels
    new UndoKeysFilter(
        this, m_session->undoGroup()); // Ctrl+Z undoes the label even from the picker's search
    edit->addSeparator();
    edit->addAction(tr("Framework &Keywords…"), this, [this] {
        if (!m_session->isOpen())
            return;
        const auto issue = m_workbench->currentIssue();
        KeywordsDialog dialog(m_session, issue ? issue->framework : QString(), this);
        dialog.exec(); // a saved list is announced through the session
    });
    edit->addAction(tr("&Switch Annotator…"), this, [this] {
        if (m_session->isOpen() && chooseAnnotator(*m_session->store()))
            openProject(m_session->path());
    });

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = go->addAction(tr("&Next Issue"), this, [this] { m_issueList->step(1); });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    QAction *previous
        = go->addAction(tr("&Previous Issue"), this, [this] { m_issueList->step(-1); });
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    QAction *unlabeled
        = go->addAction(tr("Next &Unlabeled Issue"), this, &MainWindow::goToNextUnlabeled);
    unlabeled->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_U));
    // The false-positive pass as a phase of its own, in a window beside this one.
    QAction *screening = go->addAction(tr("&Screening…"), this, &MainWindow::openScreening);
    screening->setObjectName(u"screeningAction"_s);
    screening->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QAction *url = go->addAction(tr("Go to &URL…"), this, [this] {
        const QString link = m_dialogs->issueUrl(this);
        if (!link.isEmpty() && !goToUrl(link))
            showError(tr("Go to URL"), tr("No issue of this project has the URL %1").arg(link));
    });
    url->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    QAction *search = go->addAction(
        tr("Search the &Taxonomy"), this, [this] { m_workbench->picker()->focusSearch(); });
    search->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    // Where no node fits (or the study has no taxonomy yet): the volunteer's own code.
    QAction *openCode = go->addAction(
        tr("Write an &Open Code"), this, [this] { m_workbench->picker()->focusOpenCode(); });
    openCode->setObjectName(u"openCodeAction"_s);
    openCode->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    QAction *find = go->addAction(
        tr("&Find in Issue"), this, [this] { m_workbench->viewer()->showFindBar(); });
    find->setShortcut(QKeySequence::Find);
    QAction *searchIssues
        = go->addAction(tr("Search &Issues"), this, [this] { m_issueList->focusSearch(); });
    searchIssues->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));

    QMenu *project = menuBar()->addMenu(tr("&Project"));
    m_team = new TeamActions(m_session, *m_dialogs, this, file, teamActionsBefore, project);
    project->addSeparator();
    project->addAction(m_study->collect());
    project->addAction(m_study->addFromList());
    connect(m_team, &TeamActions::progressed, this,
        [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    // The team server: Team › Create Team Server…, Join Team…, Connect…, Sync Now; the
    // sync's status line.
    QMenu *teamMenu = menuBar()->addMenu(tr("Te&am"));
    m_sync = new SyncActions(m_session, *m_dialogs, this, teamMenu);
    connect(m_team, &TeamActions::ownLoginReset, m_sync, &SyncActions::takeNewPassword);
    m_serverSetup = new ServerSetupActions(m_session, *m_dialogs, m_sync, this, teamMenu);
    connect(m_serverSetup, &ServerSetupActions::projectJoined, this,
        [this](const QString &path) { openProject(path); });
    m_syncLabel = new QLabel(this);
    m_syncLabel->setObjectName(u"syncLabel"_s);
    m_syncLabel->setTextFormat(Qt::PlainText);
    statusBar()->addPermanentWidget(m_syncLabel);
    connect(m_sync, &SyncActions::statusChanged, m_syncLabel, [this](const QString &status) {
        m_syncLabel->setText(status);
        // The whole of why it is offline (the status line shows its first words).
        const QString reason = m_sync->offlineReason();
        m_syncLabel->setToolTip(reason.isEmpty() ? QString() : UntrustedText::toolTip(reason));
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *codebook = help->addAction(
        tr("&Codebook"), this, [this] { openCodebook(m_workbench->picker()->currentNodeId()); });
    codebook->setObjectName(u"codebookAction"_s);
    codebook->setToolTip(tr("Every node's description and details (F1 on a node of the picker)"));
    connect(
        m_workbench->picker(), &TaxonomyPicker::codebookRequested, this, &MainWindow::openCodebook);
    // Interviews and REFI-QDA: File entries and an Interviews menu before Help.
    m_interviews = new InterviewActions(this, m_session, m_dialogs.get(), file, help);
    connect(m_interviews, &InterviewActions::projectCreated, this,
        [this](const QString &path) { openProject(path); });
    auto *check = new ProjectCheckAction(
        *m_dialogs, this); // off the UI thread; the audit line after opening
    help->addAction(check->action());
    connect(this, &MainWindow::projectOpened, check, &ProjectCheckAction::setProjectPath);
    // File › Export Study… and Export Replication Package…, off the UI thread.
    auto *exports = new StudyExportAction(*m_dialogs, this);
    file->insertActions(teamActionsBefore, {exports->exportStudy(), exports->exportPackage()});
    connect(this, &MainWindow::projectOpened, exports, &StudyExportAction::setProjectPath);
    connect(m_session, &ProjectSession::aboutToClose, exports,
        [exports] { exports->setProjectPath(QString()); });
    connect(exports, &StudyExportAction::progressed, this,
        [this](const QString &message) { statusBar()->showMessage(message); });
    connect(check, &ProjectCheckAction::auditChecked, this,
        [this](const QString &summary) { statusBar()->showMessage(summary, 15000); });
    // The open left SQLite's check of the whole file to the worker: damage closes the project.
    connect(check, &ProjectCheckAction::damaged, this, [this](const QString &message) {
        closeProject();
        showError(tr("The project is damaged"), message);
    });
    help->addAction(tr("&Keyboard"), this, [this] {
        QMessageBox::information(this, tr("Keyboard"),
            tr("Type to search the taxonomy · ↑ ↓ move · → descend · Tab to the summary\n"
               "Enter saves the label and opens the next unlabeled issue\n"
               "Alt+N not LLM-related (false positive) · Alt+U unsure · Alt+C comment · "
               "F1 the codebook at the selected node\n"
               "Alt+O or Ctrl+Shift+O an open code of your own, when no node fits (or there is "
               "no taxonomy yet)\n"
               "Ctrl+J / Ctrl+K next / previous issue · Ctrl+U next unlabeled\n"
               "Ctrl+L go to URL · Ctrl+T search the taxonomy · Ctrl+F find in the issue · "
               "Ctrl+Shift+F search all issues\n"
               "Ctrl+Z / Ctrl+Shift+Z undo / redo the last label, wherever the focus is\n"
               "Ctrl+Shift+I the interview workbench: select text, type to search, Enter codes "
               "it\n"
               "Ctrl+Shift+S screening: K keep, F false positive (with the reason), B back"));
    });
    help->addMenu(Language::createMenu(help));
    help->addAction(tr("&About Taxonomist"), this, [this] {
        QMessageBox::about(this, tr("About Taxonomist"),
            tr("<h3>Taxonomist %1</h3><p>An annotation workbench for empirical studies of issue "
               "reports: label, reconcile, measure agreement and export.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::openCodebook(qint64 nodeId)
{
    if (!m_session->isOpen())
        return;
    if (!m_codebook) // shares the workbench's taxonomy model, so it follows every change
        m_codebook = new CodebookDialog(m_workbench->taxonomyModel(), m_session, this);
    m_codebook->showNode(nodeId);
    m_codebook->show();
    m_codebook->raise();
    m_codebook->activateWindow();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = Settings::recentProjects();
    for (const QString &path : recent) {
        m_recentMenu->addAction(
            QFileInfo(path).fileName() + u"  —  "_s + QFileInfo(path).absolutePath(), this,
            [this, path] { openProject(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::chooseAnnotator(ProjectStore &store)
{
    // A volunteer's package has one annotator, its volunteer: nobody else labels there.
    const QString owner = store.info(u"team.owner"_s);
    QStringList names;
    int nextColumn = 1;
    for (const Annotator &annotator : store.annotators()) {
        if (!owner.isEmpty() && annotator.uuid == owner) {
            Settings::setAnnotatorFor(store.path(), annotator.name);
            return true;
        }
        names.append(annotator.name);
        nextColumn = std::max(nextColumn, annotator.labelColumn + 1);
    }
    const QString name = m_dialogs->chooseAnnotator(this, names, m_session->annotatorName());
    if (name.isEmpty())
        return false;
    if (!names.contains(name)) {
        // Someone new joins only when asked: a new volunteer is a new column in every export.
        if (!m_dialogs->confirmNewVolunteer(this, name, nextColumn))
            return false;
        if (auto added = TeamRoster::add(store, name, TeamRoster::Role::Volunteer, name); !added) {
            showError(tr("Cannot add the volunteer"), added.error().message());
            return false;
        }
    }
    Settings::setAnnotatorFor(store.path(), name);
    return true;
}

bool MainWindow::openProject(const QString &path)
{
    // Read-write when the file and its folder can be written; a project on read-only media
    // opens read-only, with labelling disabled (updateTitle() says why).
    // SQLite's check of the whole file reads every page (seconds on a large project): it runs on
    // a worker thread right after (ProjectCheckAction), which closes the project if it fails.
    auto store = ProjectStore::open(
        path, ProjectStore::OpenMode::PreferReadWrite, ProjectStore::IntegrityCheck::later());
    if (!store) {
        showError(tr("Cannot open the project"), store.error().message());
        if (!QFileInfo::exists(path)) {
            Settings::removeRecentProject(path);
            rebuildRecentMenu();
        }
        return false;
    }
    m_session->close(); // the views let go of the previous project first
    ProjectStore &project = **store;

    // Who labels here: remembered per project; asked when unknown.
    const auto known = [&project] {
        const QString remembered = Settings::annotatorFor(project.path());
        for (const Annotator &annotator : project.annotators()) {
            if (annotator.name == remembered)
                return std::optional<Annotator>(annotator);
        }
        return std::optional<Annotator>();
    };
    std::optional<Annotator> annotator = project.isReadOnly() ? std::nullopt : known();
    const QString owner = project.info(u"team.owner"_s);
    if (annotator && !owner.isEmpty() && annotator->uuid != owner)
        annotator.reset(); // a package is its volunteer's
    if (!annotator && !project.isReadOnly() && chooseAnnotator(project))
        annotator = known();
    m_session->open(std::move(store).value(), annotator); // the views follow

    Settings::addRecentProject(path);
    rebuildRecentMenu();
    updateTitle();
    m_leadAction->setEnabled(m_session->isLead());
    m_cardSortAction->setEnabled(m_session->isLead());
    if (m_session->canLabel())
        goToNextUnlabeled();
    if (m_workbench->currentIssueId() == 0)
        m_issueList->step(1);
    Q_EMIT projectOpened(path);
    return true;
}

bool MainWindow::createProject(const QString &path)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    if (!taxonomy) {
        showError(tr("Cannot create the project"), taxonomy.error().message());
        return false;
    }
    auto store = TaxonomyStore::createProject(path, *taxonomy);
    if (!store) {
        showError(tr("Cannot create the project"), store.error().message());
        return false;
    }
    store->reset(); // close, then open it like any other project
    return openProject(path);
}

void MainWindow::closeProject()
{
    m_session->close();
    updateTitle();
}

void MainWindow::importStudy(const QString &folder, const QString &projectPath)
{
    if (m_import && m_import->isRunning())
        return;
    m_import = std::make_unique<StudyImportTask>(
        folder, projectPath, qEnvironmentVariable("USER", u"taxonomist"_s));
    auto *progress = new QProgressDialog(tr("Importing the study…"), tr("Cancel"), 0, 0, this);
    progress->setObjectName(u"importProgress"_s);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(progress, &QProgressDialog::canceled, m_import.get(), &StudyImportTask::cancel);
    connect(m_import.get(), &StudyImportTask::progressed, progress,
        [progress](const QString &step, int done, int total) {
            progress->setLabelText(step + u"…"_s);
            progress->setMaximum(total);
            progress->setValue(done);
        });
    connect(m_import.get(), &StudyImportTask::finished, this,
        [this, progress, projectPath](bool ok, const QString &message) {
            progress->close();
            if (ok) {
                statusBar()->showMessage(message, 10000);
                openProject(projectPath);
            } else {
                showError(tr("Import failed"), message);
            }
            Q_EMIT importFinished(ok, message);
        });
    progress->show();
    m_import->start();
}

void MainWindow::openScreening()
{
    if (!m_session->isOpen())
        return;
    if (!m_screening) {
        m_screening = new ScreeningView(m_session, this);
        m_screening->resize(1280, 800);
        connect(m_screening, &ScreeningView::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    }
    m_screening->show();
    m_screening->raise();
    m_screening->activateWindow();
}

void MainWindow::goToNextUnlabeled()
{
    if (!m_session->isOpen() || !m_session->canLabel())
        return;
    IssueFilter filter = m_issueList->model()->filter();
    filter.status = IssueFilter::Status::Unlabeled;
    filter.screening = 0; // an issue excluded in screening is labelled no more
    const auto current = m_workbench->currentIssue();
    auto next = IssueQuery::next(*m_session->store(), filter, current ? &*current : nullptr);
    if (!next) {
        showError(tr("Next unlabeled issue"), next.error().message());
        return;
    }
    if (!*next) {
        statusBar()->showMessage(tr("Every issue in this list has your label."), 8000);
        return;
    }
    if (!m_issueList->selectIssue((*next)->id))
        m_workbench->showIssue((*next)->id); // filtered out of the list: show it all the same
    m_workbench->picker()->focusSearch();
}

bool MainWindow::goToUrl(const QString &url)
{
    if (!m_session->isOpen())
        return false;
    const auto found = IssueQuery::idOfUrl(*m_session->store(), url.trimmed());
    if (!found || !*found)
        return false;
    const qint64 id = **found;
    if (!m_issueList->selectIssue(id))
        m_workbench->showIssue(id);
    return true;
}

void MainWindow::updateTitle()
{
    if (m_editTaxonomyAction)
        m_editTaxonomyAction->setEnabled(LeadWindow::canEditTaxonomy(m_session));
    const ProjectStore *project = m_session->store();
    if (!project) {
        setWindowTitle(tr("Taxonomist"));
        m_projectLabel->setText(tr("No project open. File › Open Project…, New Project… or Import "
                                   "Study…, or Team › Join Team…"));
        m_annotatorLabel->clear();
        m_taxonomyLabel->clear();
        return;
    }
    const QFileInfo file(project->path());
    const bool readOnly = project->isReadOnly();
    setWindowTitle(file.completeBaseName() + (readOnly ? tr(" (read-only)") : QString())
        + tr(" — Taxonomist"));
    m_projectLabel->setText(file.absoluteFilePath());
    m_annotatorLabel->setText(annotatorText());
    const QString name = project->info(u"taxonomy.name"_s);
    m_taxonomyLabel->setText(name.isEmpty()
            ? tr("No taxonomy")
            : tr("Taxonomy %1 %2").arg(name, project->info(u"taxonomy.version"_s)));
}

QString MainWindow::annotatorText() const
{
    if (m_session->store()->isReadOnly())
        return tr(
            "Read-only: the project file or its folder cannot be written; labelling is disabled");
    if (m_session->annotatorId() <= 0)
        return tr("Read-only: no annotator");
    const QString name = m_session->annotatorName();
    if (!m_session->canLabel())
        return tr("%1 · lead: reconciles, labels only as a volunteer").arg(name);
    const QString package = m_session->isPackage() ? tr(" (package)") : QString();
    return m_session->isLead() ? tr("Labeling as %1 · lead%2").arg(name, package)
                               : tr("Labeling as %1%2").arg(name, package);
}

void MainWindow::showError(const QString &title, const QString &message)
{
    m_dialogs->showError(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    Settings::setMainWindowGeometry(saveGeometry());
    Settings::setMainWindowState(saveState());
    for (QSplitter *splitter : {m_splitter, m_workbench->splitter()})
        Settings::setSplitterState(splitter->objectName(), splitter->saveState());
    event->accept();
}

void MainWindow::createLeadActions()
{
    auto *menu = new QMenu(tr("&Taxonomy"), this);
    menuBar()->insertMenu(menuBar()->actions().last(), menu); // before Help
    menu->addAction(tr("&Propose a Category…"), this, [this] {
        if (!m_session->isOpen() || m_session->annotatorId() <= 0)
            return;
        const auto label = m_workbench->picker()->currentLabel();
        ProposalDialog dialog(m_session->store(), m_session->annotatorId(),
            m_workbench->currentIssueId(), label ? label->nodeId : 0, this);
        if (dialog.exec() == QDialog::Accepted)
            statusBar()->showMessage(tr("Proposal recorded; every volunteer votes on it."), 8000);
    });
    menu->addAction(tr("&Vote on Proposals…"), this, [this] {
        if (!m_session->isOpen() || m_session->annotatorId() <= 0)
            return;
        QDialog dialog(this);
        dialog.setWindowTitle(tr("Taxonomy Proposals"));
        fitToScreen(&dialog, {900, 520});
        auto *view = new ProposalsView(
            m_session, m_dialogs.get(), &dialog); // an adoption reaches the picker by the session
        auto *layout = new QVBoxLayout(&dialog);
        layout->addWidget(view);
        dialog.exec();
    });
    menu->addSeparator();
    m_leadAction
        = menu->addAction(tr("&Reconciliation and Dashboard…"), this, [this] { openLeadWindow(); });
    m_leadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_leadAction->setToolTip(tr("The lead annotator's window"));
    m_leadAction->setEnabled(false);
    // The lead's editor of the team's taxonomy, beside the lead's window it belongs to.
    m_editTaxonomyAction = menu->addAction(tr("&Edit Taxonomy…"), this, [this] {
        if (LeadWindow *lead = openLeadWindow())
            lead->openTaxonomyEditor();
    });
    m_editTaxonomyAction->setObjectName(u"editTaxonomyAction"_s);
    m_editTaxonomyAction->setToolTip(
        tr("Rename, retire, merge and move the nodes of the team's taxonomy (the lead)"));
    m_editTaxonomyAction->setEnabled(false);
    // The study's bottom-up taxonomy: the pilot's open codes sorted into types and themes.
    m_cardSortAction = menu->addAction(tr("&Card Sort…"), this, [this] { openCardSort(); });
    m_cardSortAction->setObjectName(u"cardSortAction"_s);
    m_cardSortAction->setToolTip(
        tr("Sort the volunteers' open codes into the taxonomy (the lead's)"));
    m_cardSortAction->setEnabled(false);
}

void MainWindow::setTokenStore(core::TokenStore *tokens)
{
    m_fetch->setTokenStore(tokens);
    m_sync->setTokenStore(tokens);
    m_team->setTokenStore(tokens);
}

void MainWindow::fetch(const core::FetchScope &scope)
{
    m_fetch->fetch(scope);
}

CardSortWindow *MainWindow::openCardSort()
{
    if (!m_session->isOpen() || !m_session->isLead())
        return nullptr;
    if (!m_cardSort) {
        m_cardSort = new CardSortWindow(m_session, m_dialogs.get(), this);
        m_cardSort->setAttribute(Qt::WA_DeleteOnClose);
        m_cardSort->setWindowFlag(Qt::Window);
        connect(m_cardSort, &QObject::destroyed, this, [this] { m_cardSort = nullptr; });
    }
    m_cardSort->show();
    m_cardSort->raise();
    m_cardSort->activateWindow();
    return m_cardSort;
}

LeadWindow *MainWindow::openLeadWindow()
{
    if (!m_session->isOpen() || !m_session->isLead())
        return nullptr;
    if (!m_leadWindow) {
        m_leadWindow = new LeadWindow(m_session, m_dialogs.get(), this);
        m_leadWindow->setAttribute(Qt::WA_DeleteOnClose);
        m_leadWindow->setWindowFlag(Qt::Window);
        connect(m_leadWindow, &QObject::destroyed, this, [this] { m_leadWindow = nullptr; });
    }
    m_leadWindow->show();
    m_leadWindow->raise();
    return m_leadWindow;
}

} // namespace taxonomist::ui
