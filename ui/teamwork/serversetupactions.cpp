// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serversetupactions.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "serversetupdialog.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "syncactions.h"
#include "team/teamserver.h"

#include <algorithm>
#include <filesystem>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {

// What a create or a join did, handed back to the UI thread as a value.
struct CreateOutcome
{
    QString error; // empty on success
    core::ServerCreated created;
};

struct JoinOutcome
{
    QString error; // empty on success
    core::SyncReport report;
};

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// Joins into a hidden sibling of `path` and moves it over `path` only once the join succeeded, so a
// refused join leaves the file the user agreed to replace as it was. On the worker thread.
JoinOutcome joinReplacing(const QString &url, const QString &path, const QString &actor,
    const QString &password, const QString &keyFrom)
{
    const QFileInfo file(path);
    const QString temp = file.absoluteDir().filePath(
        u".%1.joining-%2"_s.arg(file.fileName())
            .arg(QRandomGenerator::system()->generate(), 8, 16, QChar(u'0')));
    JoinOutcome outcome;
    auto joined = core::TeamServer::join(url, temp, actor, password, keyFrom);
    if (!joined) {
        outcome.error = joined.error().message();
        return outcome;
    }
    std::error_code error;
    std::filesystem::rename(
        QFile::encodeName(temp).toStdString(), QFile::encodeName(path).toStdString(), error);
    if (error) {
        QFile::remove(temp);
        outcome.error
            = u"cannot replace %1: %2"_s.arg(path, QString::fromLocal8Bit(error.message()));
        return outcome;
    }
    outcome.report = *joined;
    return outcome;
}

} // namespace

ServerSetupActions::ServerSetupActions(ProjectSession *session, DialogService &dialogs,
    SyncActions *sync, QWidget *window, QMenu *team)
    : QObject(window)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_sync(sync)
    , m_window(window)
    , m_menu(team)
    , m_create(new QAction(tr("C&reate Team Server…"), this))
    , m_join(new QAction(tr("&Join Team…"), this))
    , m_task(new AsyncTask(this))
{
    m_create->setObjectName(u"createServerAction"_s);
    m_join->setObjectName(u"joinTeamAction"_s);
    m_join->setToolTip(tr("Make a new project from a team server with the address and the one-time"
                          " password the lead sent you"));
    // Before Connect… and Sync Now: first a project goes onto a server, then it syncs.
    QAction *first = team->actions().isEmpty() ? nullptr : team->actions().constFirst();
    team->insertAction(first, m_create);
    team->insertAction(first, m_join);
    team->insertSeparator(first);
    team->setToolTipsVisible(true); // why an action is disabled; why a sync failed
    connect(m_create, &QAction::triggered, this, &ServerSetupActions::createServer);
    connect(m_join, &QAction::triggered, this, &ServerSetupActions::joinTeam);
    connect(m_session, &ProjectSession::opened, this, &ServerSetupActions::updateActions);
    connect(m_session, &ProjectSession::teamChanged, this, &ServerSetupActions::updateActions);
    connect(m_session, &ProjectSession::aboutToClose, this, [this] {
        m_create->setEnabled(false);
        m_create->setToolTip(tr("Open the lead's project first"));
    });
    updateActions();
}

ServerSetupActions::~ServerSetupActions() = default; // m_task waits for a running create or join

bool ServerSetupActions::isRunning() const
{
    return m_task->isRunning();
}

ServerSetupDialog *ServerSetupActions::showDialog(bool create)
{
    if (m_dialog)
        m_dialog->close();
    auto *dialog = new ServerSetupDialog(
        create ? ServerSetupDialog::Mode::Create : ServerSetupDialog::Mode::Join, m_dialogs,
        m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setKeychainAvailable(m_sync->hasKeychain());
    m_dialog = dialog;
    connect(dialog, &ServerSetupDialog::submitted, this,
        create ? &ServerSetupActions::runCreate : &ServerSetupActions::runJoin);
    dialog->open(); // window-modal, without a nested event loop
    return dialog;
}

void ServerSetupActions::createServer()
{
    updateActions();
    if (!m_create->isEnabled())
        return;
    showDialog(true);
}

void ServerSetupActions::joinTeam()
{
    if (isRunning())
        return;
    showDialog(false);
}

void ServerSetupActions::runCreate()
{
    ServerSetupDialog *dialog = m_dialog;
    core::ProjectStore *store = m_session->store();
    if (!dialog || !store || isRunning())
        return;
    const QString path = m_session->path();
    const QString url = dialog->address();
    const QString password = dialog->password();
    const bool keep = dialog->keepPassword();
    const QString actor = m_session->annotatorName();
    dialog->setBusy(true, tr("Creating the team server and uploading the project…"));
    m_task->run(
        [path, url, actor, password] {
            CreateOutcome outcome;
            auto lead = core::ProjectStore::open(path, core::ProjectStore::OpenMode::ReadWrite);
            if (!lead) {
                outcome.error = lead.error().message();
                return outcome;
            }
            auto created = core::TeamServer::create(**lead, url, actor, password);
            if (created)
                outcome.created = *created;
            else
                outcome.error = created.error().message();
            return outcome;
        },
        [this, path, url, password, keep](const CreateOutcome &outcome) {
            updateActions();
            if (!outcome.error.isEmpty()) {
                const QString message
                    = tr("Creating the team server at %1 failed: %2\n\nNothing in this project was"
                         " changed.")
                          .arg(url, outcome.error);
                if (m_dialog)
                    m_dialog->setBusy(false);
                m_dialogs.showError(m_dialog ? static_cast<QWidget *>(m_dialog) : m_window,
                    tr("Cannot Create the Team Server"), message);
                Q_EMIT finished(false, message);
                return;
            }
            if (m_dialog) {
                m_dialog->setBusy(false);
                m_dialog->accept();
            }
            const core::ServerCreated &created = outcome.created;
            // The project syncs as the lead's own login from now on (the address typed here stays
            // for administration): its new password, or the one it kept when created before.
            const QString leadPassword
                = created.lead.password.isEmpty() ? password : created.lead.password;
            if (m_session->isOpen() && absolute(m_session->path()) == absolute(path))
                m_sync->connectWith(leadPassword, keep); // the status line follows the first sync
            const QLocale locale;
            QString summary = tr(
                "Created the team server %1 and uploaded %2 rows: %3 issues, %4 labels, %5 final"
                " labels, %6 assignments (server revision %7). Next, invite each member:"
                " `taxonomist-cli team invite NAME` prints their address and one-time"
                " password.")
                                  .arg(created.url, locale.toString(created.stored),
                                      locale.toString(created.stats.issues),
                                      locale.toString(created.stats.labels),
                                      locale.toString(created.stats.finalLabels),
                                      locale.toString(created.stats.assignments),
                                      QString::number(created.revision));
            if (!created.lead.password.isEmpty()) {
                summary += u"\n\n"_s
                    + (keep ? tr("This project now syncs as your own lead login, %1, whose password"
                                 " is %2 (shown once; kept in the system keychain). The address"
                                 " you typed stays for administration.")
                            : tr("This project now syncs as your own lead login, %1, whose password"
                                 " is %2 (shown once). The address you typed stays for"
                                 " administration."))
                          .arg(created.lead.login, created.lead.password);
            }
            m_dialogs.showInformation(m_window, tr("Team Server Created"), summary);
            Q_EMIT finished(true, summary);
        });
    updateActions(); // nothing else while it runs
}

void ServerSetupActions::runJoin()
{
    ServerSetupDialog *dialog = m_dialog;
    if (!dialog || isRunning())
        return;
    const QString path = absolute(dialog->projectPath());
    const QString url = dialog->address();
    const QString password = dialog->password();
    const bool keep = dialog->keepPassword();
    const QString keyFrom = dialog->keyFromPath();
    const QFileInfo file(path);
    const bool replace = file.exists() || file.isSymLink();
    QString refused;
    if (m_session->isOpen() && absolute(m_session->path()) == path)
        refused = tr("%1 is the project open in this window; choose another file.");
    else if (replace && !file.isFile())
        refused = tr("%1 is not a file; choose another name.");
    else if (replace
        && (QFileInfo::exists(path + u"-wal"_s) || QFileInfo::exists(path + u"-shm"_s)))
        refused
            = tr("%1 may be open in another program (its -wal file is next to it); close it there"
                 " or choose another name.");
    else if (replace && !dialog->replaceConfirmed())
        return; // the dialog asks before it submits
    if (!refused.isEmpty()) {
        m_dialogs.showError(
            dialog, tr("Cannot Join the Team"), refused.arg(QDir::toNativeSeparators(path)));
        return;
    }
    const QString actor = qEnvironmentVariable("USER", u"taxonomist"_s);
    dialog->setBusy(true, tr("Joining the team and downloading what your role may see…"));
    m_task->run(
        [url, path, actor, password, replace, keyFrom] {
            if (replace)
                return joinReplacing(url, path, actor, password, keyFrom);
            JoinOutcome outcome;
            auto joined = core::TeamServer::join(url, path, actor, password, keyFrom);
            if (joined)
                outcome.report = *joined;
            else
                outcome.error = joined.error().message();
            return outcome;
        },
        [this, url, path, password, keep, replace](const JoinOutcome &outcome) {
            updateActions();
            if (!outcome.error.isEmpty()) {
                const QString message
                    = (replace
                            ? tr("Joining the team at %1 failed: %2\n\n%3 was left as it was.")
                            : tr("Joining the team at %1 failed: %2\n\nNo project file was written"
                                 " (%3)."))
                          .arg(url, outcome.error, QDir::toNativeSeparators(path));
                if (m_dialog)
                    m_dialog->setBusy(false);
                m_dialogs.showError(m_dialog ? static_cast<QWidget *>(m_dialog) : m_window,
                    tr("Cannot Join the Team"), message);
                Q_EMIT finished(false, message);
                return;
            }
            if (m_dialog) {
                m_dialog->setBusy(false);
                m_dialog->accept();
            }
            Q_EMIT projectJoined(path); // the window opens it
            if (m_session->isOpen() && absolute(m_session->path()) == path)
                m_sync->connectWith(password, keep);
            const core::SyncReport &report = outcome.report;
            const QString role = report.role == u"lead"_s ? tr("lead")
                : report.role == u"viewer"_s              ? tr("viewer")
                                                          : tr("volunteer");
            const QString summary
                = tr("Joined the team as a %1: %2 holds %3 rows from the server"
                     " (revision %4).")
                      .arg(role, QDir::toNativeSeparators(path), QLocale().toString(report.pulled),
                          QString::number(report.revision));
            m_dialogs.showInformation(m_window, tr("Joined the Team"), summary);
            Q_EMIT finished(true, summary);
        });
    updateActions(); // nothing else while it runs
}

void ServerSetupActions::updateActions()
{
    const bool running = isRunning();
    m_join->setEnabled(!running);
    const core::ProjectStore *store = m_session->store();
    QString why;
    if (!store)
        why = tr("Open the lead's project first");
    else if (store->isReadOnly())
        why = tr("The project file cannot be written");
    else if (!core::TeamServer::address(*store).isEmpty())
        why = tr("This project is on a team server already: Team › Connect…");
    else if (!store->info(u"team.role"_s).isEmpty())
        why = tr(
            "This is a member's copy: the lead creates the team server from the lead's project");
    else if (std::ranges::none_of(store->annotators(), &core::Annotator::isLead))
        why = tr("The project has no lead yet: Project › Team… › Add as Lead");
    else if (!m_session->isLead())
        why = tr(
            "Only the lead creates the team server: open the project as its lead (Edit › Switch"
            " Annotator…)");
    m_create->setEnabled(why.isEmpty() && !running);
    m_create->setToolTip(why.isEmpty()
            ? tr("Put this project on a PostgreSQL server so the team syncs through it")
            : why);
}

} // namespace taxonomist::ui
