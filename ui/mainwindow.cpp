#include "mainwindow.h"

#include "dialogservice.h"
#include "issuelistview.h"
#include "settings.h"
#include "store/projectstore.h"
#include "store/taxonomystore.h"
#include "taxonomy/taxonomyloader.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

MainWindow::MainWindow(std::unique_ptr<DialogService> dialogs, QWidget *parent)
    : QMainWindow(parent)
    , m_dialogs(std::move(dialogs))
    , m_issueList(new IssueListView(this))
    , m_projectLabel(new QLabel(this))
    , m_taxonomyLabel(new QLabel(this))
{
    setObjectName(u"mainWindow"_s);
    setCentralWidget(m_issueList);
    m_issueList->setContentsMargins(8, 8, 8, 0);
    statusBar()->addWidget(m_projectLabel, 1);
    statusBar()->addPermanentWidget(m_taxonomyLabel);
    createActions();
    resize(1200, 760);
    restoreGeometry(Settings::mainWindowGeometry());
    restoreState(Settings::mainWindowState());
    updateTitle();
}

MainWindow::~MainWindow()
{
    m_issueList->setStore(nullptr); // the model lets go of the store before it closes
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(u"&File"_s);
    QAction *newProject = file->addAction(u"&New Project…"_s, this, [this] {
        const QString path = m_dialogs->newProjectPath(this);
        if (!path.isEmpty())
            createProject(path);
    });
    newProject->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(u"&Open Project…"_s, this, [this] {
        const QString path = m_dialogs->openProjectPath(this);
        if (!path.isEmpty())
            openProject(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(u"Open &Recent"_s);
    rebuildRecentMenu();
    file->addSeparator();
    QAction *close = file->addAction(u"&Close Project"_s, this, &MainWindow::closeProject);
    close->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction *quit = file->addAction(u"&Quit"_s, qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *help = menuBar()->addMenu(u"&Help"_s);
    help->addAction(u"&About Taxonomist"_s, this, [this] {
        QMessageBox::about(this, u"About Taxonomist"_s,
                           u"<h3>Taxonomist %1</h3><p>An annotation workbench for empirical studies of issue "
                           "reports: label, reconcile, measure agreement and export.</p>"_s.arg(
                               QApplication::applicationVersion()));
    });
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = Settings::recentProjects();
    for (const QString &path : recent) {
        m_recentMenu->addAction(QFileInfo(path).fileName() + u"  —  "_s + QFileInfo(path).absolutePath(), this,
                                [this, path] { openProject(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::openProject(const QString &path)
{
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly);
    if (!store) {
        showProjectError(u"Cannot open the project"_s, store.error().message());
        if (!QFileInfo::exists(path)) {
            Settings::removeRecentProject(path);
            rebuildRecentMenu();
        }
        return false;
    }
    m_issueList->setStore(nullptr);
    m_project = std::move(store).value();
    m_issueList->setStore(m_project.get());
    Settings::addRecentProject(path);
    rebuildRecentMenu();
    updateTitle();
    Q_EMIT projectOpened(path);
    return true;
}

bool MainWindow::createProject(const QString &path)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    if (!taxonomy) {
        showProjectError(u"Cannot create the project"_s, taxonomy.error().message());
        return false;
    }
    auto store = TaxonomyStore::createProject(path, *taxonomy);
    if (!store) {
        showProjectError(u"Cannot create the project"_s, store.error().message());
        return false;
    }
    store->reset(); // close, then open it like any other project
    return openProject(path);
}

void MainWindow::closeProject()
{
    m_issueList->setStore(nullptr);
    m_project.reset();
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (!m_project) {
        setWindowTitle(u"Taxonomist"_s);
        m_projectLabel->setText(u"No project open. File › Open Project… or New Project…"_s);
        m_taxonomyLabel->clear();
        return;
    }
    const QFileInfo file(m_project->path());
    setWindowTitle(file.completeBaseName() + u" — Taxonomist"_s);
    m_projectLabel->setText(file.absoluteFilePath());
    const QString name = m_project->info(u"taxonomy.name"_s);
    m_taxonomyLabel->setText(name.isEmpty() ? u"No taxonomy"_s
                                            : u"Taxonomy %1 %2"_s.arg(name, m_project->info(u"taxonomy.version"_s)));
}

void MainWindow::showProjectError(const QString &title, const QString &message)
{
    m_dialogs->showError(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    Settings::setMainWindowGeometry(saveGeometry());
    Settings::setMainWindowState(saveState());
    event->accept();
}

} // namespace taxonomist::ui
