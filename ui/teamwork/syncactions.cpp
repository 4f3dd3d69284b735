// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syncactions.h"

#include "common/dialogservice.h"
#include "fetch/tokenstore.h"
#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QAction>
#include <QDateTime>
#include <QMenu>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {

QString waitingText(qint64 waiting)
{
    if (waiting < 0)
        return QString();
    return waiting == 1 ? SyncActions::tr(" · 1 change waiting")
                        : SyncActions::tr(" · %1 changes waiting").arg(waiting);
}

// The first line of why a sync failed, short enough for the status bar; the full text is in
// the status line's tooltip.
QString shortReason(const QString &error)
{
    constexpr qsizetype longest = 90;
    QString line = error.section(u'\n', 0, 0).simplified();
    if (line.size() > longest)
        line = line.left(longest - 1) + u'…';
    return line;
}

} // namespace

SyncActions::SyncActions(
    ProjectSession *session, DialogService &dialogs, QWidget *window, QMenu *team)
    : QObject(window)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_connect(team->addAction(tr("&Connect…")))
    , m_syncNow(team->addAction(tr("&Sync Now")))
    , m_timer(new QTimer(this))
    , m_worker(new SyncWorker)
    , m_recount(new QTimer(this))
{
    qRegisterMetaType<SyncOutcome>();
    m_syncNow->setShortcut(QKeySequence(u"Ctrl+Shift+Y"_s));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &SyncActions::syncRequested, m_worker, &SyncWorker::sync);
    connect(m_worker, &SyncWorker::synced, this, &SyncActions::finish);
    m_thread.setObjectName(u"team-sync"_s);
    m_thread.start();
    m_timer->setInterval(intervalMs);
    connect(m_timer, &QTimer::timeout, this, &SyncActions::syncNow);
    connect(m_connect, &QAction::triggered, this, &SyncActions::connectToServer);
    connect(m_syncNow, &QAction::triggered, this, &SyncActions::syncNow);
    connect(m_session, &ProjectSession::opened, this, [this] {
        disconnectFromServer();
        m_offlineReason.clear();
        const QString address
            = m_session->store() ? core::TeamServer::address(*m_session->store()) : QString();
        if (address.isEmpty()) {
            m_waiting = -1;
            m_state.clear();
            setStatus(QString());
        } else {
            recountWaiting();
            showState(tr("team server: not connected"));
        }
        updateActions();
    });
    connect(m_session, &ProjectSession::aboutToClose, this, [this] {
        disconnectFromServer();
        m_recount->stop();
        m_waiting = -1;
        m_state.clear();
        m_offlineReason.clear();
        setStatus(QString());
    });
    // Every label or decision written here (or announced from elsewhere) may be one more change
    // waiting: counted again once the burst is over.
    m_recount->setSingleShot(true);
    m_recount->setInterval(200);
    connect(m_recount, &QTimer::timeout, this, [this] {
        if (m_state.isEmpty())
            return; // not on a team server
        recountWaiting();
        showState(m_state);
    });
    connect(m_session, &ProjectSession::labelsChanged, m_recount, qOverload<>(&QTimer::start));
    connect(m_session, &ProjectSession::finalLabelsChanged, m_recount, qOverload<>(&QTimer::start));
    connect(m_session, &ProjectSession::teamChanged, m_recount, qOverload<>(&QTimer::start));
    updateActions();
}

SyncActions::~SyncActions()
{
    // A running sync finishes its transaction; the worker's result then goes nowhere.
    m_thread.quit();
    m_thread.wait();
}

void SyncActions::setTokenStore(core::TokenStore *tokens)
{
    m_tokens = tokens;
    if (!tokens)
        return;
    connect(tokens, &core::TokenStore::tokenRead, this,
        [this](core::TokenStore::Service service, const QString &token) {
            if (service == core::TokenStore::Service::TeamServer && m_password.isEmpty())
                m_password = token;
        });
    // A keychain that cannot keep the password (no Secret Service on the machine, a locked or
    // refused one) is said, with what the app does instead.
    connect(tokens, &core::TokenStore::failed, this,
        [this](core::TokenStore::Service service, const QString &message) {
            if (service != core::TokenStore::Service::TeamServer || !m_keeping)
                return;
            m_keeping = false;
            m_dialogs.showError(m_window, tr("System Keychain"),
                tr("The system keychain could not keep the team server's password (%1). "
                   "Taxonomist remembers it until you quit, and Team › Connect… asks for it "
                   "again next time; it is written to no file. To keep it for the app and "
                   "taxonomist-cli alike, put it in ~/.pgpass and leave the password empty.")
                    .arg(message.simplified()));
        });
    connect(
        tokens, &core::TokenStore::tokenWritten, this, [this](core::TokenStore::Service service) {
            if (service == core::TokenStore::Service::TeamServer)
                m_keeping = false;
        });
    tokens->read(core::TokenStore::Service::TeamServer);
}

void SyncActions::keep(const QString &password)
{
    if (password.isEmpty() || !m_tokens)
        return;
    m_keeping = true;
    m_tokens->write(core::TokenStore::Service::TeamServer, password);
}

void SyncActions::connectToServer()
{
    core::ProjectStore *store = m_session->store();
    if (!store)
        return;
    const QString address = core::TeamServer::address(*store);
    if (address.isEmpty()) {
        m_dialogs.showInformation(m_window, tr("Team Server"),
            tr("This project is not on a team server yet. The lead puts it on one with Team › "
               "Create"
               " Team Server…; a member makes their project with Team › Join Team… "
               "(docs/team.md)."));
        return;
    }
    if (m_password.isEmpty()) {
        // Empty is fine too: libpq then looks in ~/.pgpass and PGSERVICE.
        m_password = m_dialogs.password(m_window, tr("Connect to the Team Server"),
            tr("Password for %1 (kept in the system keychain):").arg(address));
        keep(m_password);
    }
    startConnection();
}

void SyncActions::connectWith(const QString &password, bool keepIt)
{
    if (!m_session->store() || core::TeamServer::address(*m_session->store()).isEmpty())
        return;
    m_password = password;
    if (keepIt)
        keep(password);
    startConnection();
}

void SyncActions::takeNewPassword(const QString &password)
{
    m_password = password;
    keep(password);
}

void SyncActions::startConnection()
{
    m_connected = true;
    m_timer->start();
    updateActions();
    syncNow();
}

void SyncActions::syncNow()
{
    if (!m_session->store() || core::TeamServer::address(*m_session->store()).isEmpty())
        return;
    if (m_syncing) {
        m_pending = true;
        return;
    }
    m_syncing = true;
    m_session->setWriting(this, true); // the worker's writes are announced by finish()
    updateActions();
    showState(tr("syncing…"));
    Q_EMIT syncRequested(m_generation, m_session->path(), m_password);
}

void SyncActions::finish(const SyncOutcome &outcome)
{
    if (outcome.generation != m_generation)
        return; // for a project that is no longer open
    m_syncing = false;
    m_session->setWriting(this, false);
    m_waiting = outcome.waiting;
    if (outcome.ok) {
        m_offlineReason.clear();
        const QString at = QDateTime::currentDateTime().toString(u"HH:mm"_s);
        const qsizetype skipped = outcome.report.skipped.size();
        showState(tr("synced %1").arg(at)
            + (skipped > 0 ? tr(" — %n row(s) from the server refused", nullptr, int(skipped))
                           : QString()));
        if (outcome.report.pulled > 0)
            m_session->announceMerge(outcome.report.merge);
    } else {
        m_offlineReason = outcome.error;
        // Why, where the person looks: the status bar, not only a menu's tooltip.
        showState(tr("offline (%1) — changes kept locally").arg(shortReason(outcome.error)));
        if (outcome.error.contains(u"password authentication failed"_s) && m_tokens) {
            m_password.clear(); // asked again at the next Connect…
            m_tokens->remove(core::TokenStore::Service::TeamServer);
        }
    }
    // Why it failed, or which rows were refused: the server's words, shown as plain text (a
    // tooltip that looks like markup would be rendered as rich text), escaped inside <pre>.
    QStringList lines;
    if (!outcome.ok)
        lines.append(outcome.error);
    for (const core::SkippedRow &row :
        outcome.report.skipped.first(std::min<qsizetype>(outcome.report.skipped.size(), 10)))
        lines.append(row.toText());
    m_syncNow->setToolTip(lines.isEmpty() ? QString()
                                          : u"<pre style=\"white-space:pre-wrap\">"_s
                + lines.join(u'\n').toHtmlEscaped() + u"</pre>"_s);
    updateActions();
    Q_EMIT syncFinished(outcome.ok);
    if (m_pending) {
        m_pending = false;
        syncNow();
    }
}

void SyncActions::disconnectFromServer()
{
    ++m_generation;
    m_connected = false;
    m_syncing = false;
    m_session->setWriting(this, false);
    m_pending = false;
    m_timer->stop();
    updateActions();
}

void SyncActions::showState(const QString &state)
{
    m_state = state;
    setStatus(state + waitingText(m_waiting));
}

void SyncActions::recountWaiting()
{
    core::ProjectStore *store = m_session->store();
    if (!store || core::TeamServer::address(*store).isEmpty()) {
        m_waiting = -1;
        return;
    }
    // A few index lookups on the session's connection, as after every sync.
    auto waiting = core::TeamServer::waiting(*store);
    m_waiting = waiting ? *waiting : -1;
}

void SyncActions::setStatus(const QString &status)
{
    if (status == m_status)
        return;
    m_status = status;
    Q_EMIT statusChanged(status);
}

void SyncActions::updateActions()
{
    const bool onServer
        = m_session->store() && !core::TeamServer::address(*m_session->store()).isEmpty();
    m_connect->setEnabled(m_session->store() != nullptr && !m_connected);
    m_syncNow->setEnabled(onServer && !m_syncing);
}

} // namespace taxonomist::ui
