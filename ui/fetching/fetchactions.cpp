// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchactions.h"

#include "common/settings.h"
#include "common/untrustedtext.h"
#include "fetch/fetchscope.h"
#include "fetch/tokenstore.h"
#include "fetchcontroller.h"
#include "fetchsettingsdialog.h"
#include "issues/issueviewer.h"
#include "session/projectsession.h"
#include "workbench/workbench.h"

#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

FetchActions::FetchActions(QMainWindow *window, ProjectSession *session, Workbench *workbench)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_workbench(workbench)
    , m_controller(new FetchController(this))
    , m_progress(new QProgressBar(window))
    , m_label(UntrustedText::plain(new QLabel(window)))
    , m_cancel(new QToolButton(window))
{
    m_progress->setObjectName(u"fetchProgress"_s);
    m_progress->setMaximumWidth(160);
    m_label->setObjectName(u"fetchStatus"_s);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setAccessibleName(tr("Cancel fetching"));
    m_cancel->setToolTip(tr("Stop fetching; the same fetch resumes where it stopped"));
    for (QWidget *widget : std::initializer_list<QWidget *> {m_label, m_progress, m_cancel}) {
        window->statusBar()->addPermanentWidget(widget);
        widget->hide();
    }
    createMenu();
    applySettings();
    connect(session, &ProjectSession::opened, this, [this] { setProject(m_session->path()); });
    // A running fetch stops before the project closes.
    connect(session, &ProjectSession::aboutToClose, this, [this] { setProject(QString()); });
}

void FetchActions::setProject(const QString &projectPath)
{
    m_hasProject = !projectPath.isEmpty();
    m_controller->setProject(projectPath);
}

void FetchActions::createMenu()
{
    auto *menu = new QMenu(tr("F&etch"), m_window);
    m_window->menuBar()->insertMenu(m_window->menuBar()->actions().last(), menu); // before Help
    QAction *current = menu->addAction(tr("Fetch This &Issue"), this, [this] {
        if (const qint64 id = m_workbench->currentIssueId(); id > 0)
            fetch(FetchScope::issues({id}));
    });
    current->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    menu->addAction(tr("Fetch This &Framework"), this, [this] {
        if (const auto issue = m_workbench->currentIssue())
            fetch(FetchScope::ofFramework(issue->framework));
    });
    // Everything of the framework again, stored or not (conditional requests where an ETag is
    // kept): what brings the discussions of issues a collection stored from a listing.
    QAction *refresh = menu->addAction(tr("&Refresh This Framework"), this, [this] {
        if (const auto issue = m_workbench->currentIssue()) {
            FetchScope scope = FetchScope::ofFramework(issue->framework);
            scope.refresh = true;
            fetch(scope);
        }
    });
    refresh->setObjectName(u"refreshFrameworkAction"_s);
    menu->addAction(tr("Fetch &Everything"), this, [this] { fetch(FetchScope::everything()); });
    QAction *cancel
        = menu->addAction(tr("&Cancel Fetching"), m_controller, &FetchController::cancel);
    cancel->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("&Settings…"), this, [this] {
        FetchSettingsDialog dialog(m_controller->settings(), m_tokens, m_window);
        if (dialog.exec() == QDialog::Accepted) {
            m_githubToken = dialog.settings().githubToken;
            m_giteeToken = dialog.settings().giteeToken;
            applySettings();
        }
    });

    m_workbench->viewer()->setFetchAvailable(true);
    connect(m_workbench->viewer(), &IssueViewer::fetchRequested, this,
        [this](qint64 issueId) { fetch(FetchScope::issues({issueId})); });
    connect(m_cancel, &QToolButton::clicked, m_controller, &FetchController::cancel);
    connect(m_controller, &FetchController::runningChanged, this, [this, cancel](bool running) {
        cancel->setEnabled(running);
        m_cancel->setVisible(running);
        m_progress->setVisible(running);
        m_label->setVisible(true);
        if (running) {
            m_progress->setRange(0, 0);
            m_label->setText(tr("Fetching…"));
        }
    });
    connect(
        m_controller, &FetchController::progressed, this, [this](const QString &text, int percent) {
            m_progress->setRange(0, 100);
            m_progress->setValue(percent);
            m_label->setText(text);
        });
    connect(m_controller, &FetchController::rateLimited, m_label, &QLabel::setText);
    connect(
        m_controller, &FetchController::issueFetched, m_session, &ProjectSession::announceContent);
    connect(
        m_controller, &FetchController::finished, this, [this](const QString &summary, bool ok) {
            m_label->setText(summary.section(u'\n', 0, 0));
            m_label->setToolTip(UntrustedText::toolTip(summary));
            if (!ok)
                m_window->statusBar()->showMessage(summary, 15000);
        });
}

void FetchActions::setTokenStore(TokenStore *tokens)
{
    m_tokens = tokens;
    if (!tokens)
        return;
    connect(tokens, &TokenStore::tokenRead, this,
        [this](TokenStore::Service service, const QString &token) {
            if (service != TokenStore::Service::GitHub && service != TokenStore::Service::Gitee)
                return; // the team server's passwords are SyncActions' and TeamActions'
            (service == TokenStore::Service::GitHub ? m_githubToken : m_giteeToken) = token;
            applySettings();
        });
    tokens->read(TokenStore::Service::GitHub);
    tokens->read(TokenStore::Service::Gitee);
}

void FetchActions::applySettings()
{
    // The environment first, then what the user set in the app.
    FetchSettings settings = FetchSettings::fromEnvironment();
    if (const QString github = Settings::apiBase(u"github"_s); !github.isEmpty())
        settings.githubApi = QUrl(github);
    if (const QString gitee = Settings::apiBase(u"gitee"_s); !gitee.isEmpty())
        settings.giteeApi = QUrl(gitee);
    if (!m_githubToken.isEmpty())
        settings.githubToken = m_githubToken;
    if (!m_giteeToken.isEmpty())
        settings.giteeToken = m_giteeToken;
    m_controller->setSettings(settings);
}

FetchSettings FetchActions::settings() const
{
    return m_controller->settings();
}

void FetchActions::fetch(const FetchScope &scope)
{
    if (!m_hasProject)
        return;
    if (m_controller->isRunning()) {
        m_window->statusBar()->showMessage(
            tr("A fetch is running; cancel it first or let it finish."), 6000);
        return;
    }
    m_controller->start(scope);
}

} // namespace taxonomist::ui
