// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "syncworker.h"

#include <QObject>
#include <QString>
#include <QThread>

class QAction;
class QMenu;
class QTimer;
class QWidget;

namespace taxonomist::core {
class TokenStore;
}

namespace taxonomist::ui {

class DialogService;
class ProjectSession;

// The Team menu (docs/team.md, "The team server"): Connect… (the password from the keychain or
// asked once and kept there), Sync now, and a sync every minute while connected. Syncs run on a
// SyncWorker on a QThread of their own; what they pull reaches the open views through the
// session's signals, like a merge. The status line says "synced 12:03 · 3 changes waiting" or
// "offline (the server's first words on why) — changes kept locally"; the count of changes
// waiting follows every label and final label the session announces, not only the syncs.
class SyncActions final : public QObject
{
    Q_OBJECT

public:
    static constexpr int intervalMs = 60 * 1000;

    SyncActions(ProjectSession *session, DialogService &dialogs, QWidget *window, QMenu *team);
    ~SyncActions() override;

    void setTokenStore(core::TokenStore *tokens);
    void connectToServer();
    // Connects with a password just typed elsewhere (Create Team Server…, Join Team…), keeping it
    // in the keychain when `keep`, and syncs at once.
    void connectWith(const QString &password, bool keepIt);
    bool hasKeychain() const { return m_tokens != nullptr; }
    // The login's password was reset from this app (the lead invited themselves for another
    // computer): the next syncs use the new one, kept in the keychain in place of the old.
    void takeNewPassword(const QString &password);
    void syncNow();
    bool isConnected() const { return m_connected; }
    bool isSyncing() const { return m_syncing; }
    QString status() const { return m_status; }
    // Why the last sync failed, in the server's (or the network's) full words; empty after a good
    // one. The status line shows its first line.
    QString offlineReason() const { return m_offlineReason; }
    QAction *connectAction() const { return m_connect; }
    QAction *syncAction() const { return m_syncNow; }

Q_SIGNALS:
    void statusChanged(const QString &status);
    // A sync ended (its outcome is in status()).
    void syncFinished(bool ok);
    // Internal: to the worker's thread.
    void syncRequested(quint64 generation, const QString &projectPath, const QString &password);

private:
    void finish(const SyncOutcome &outcome);
    // Writes the password to the keychain; a failure is said (the password stays in memory).
    void keep(const QString &password);
    void startConnection();
    void disconnectFromServer();
    void setStatus(const QString &status);
    // The status line: `state` ("synced 12:03", "offline (…)", "syncing…") and the changes
    // waiting, counted again now from the project (a few index lookups).
    void showState(const QString &state);
    void recountWaiting();
    void updateActions();

    ProjectSession *m_session;
    DialogService &m_dialogs;
    QWidget *m_window;
    QAction *m_connect;
    QAction *m_syncNow;
    QTimer *m_timer;
    QThread m_thread;
    SyncWorker *m_worker;
    core::TokenStore *m_tokens = nullptr;
    QString m_password; // in memory only; the keychain keeps it between sessions
    bool m_keeping = false; // a keychain write of ours runs
    quint64 m_generation = 0;
    bool m_connected = false;
    bool m_syncing = false;
    bool m_pending = false; // a sync was asked for while one ran
    QString m_status;
    QString m_state; // the status line without the changes waiting
    QString m_offlineReason;
    qint64 m_waiting = -1; // own changes not on the server yet (-1: unknown, not shown)
    QTimer *m_recount; // a burst of labels is counted once
};

} // namespace taxonomist::ui
