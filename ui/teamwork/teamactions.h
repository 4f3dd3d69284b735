// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QMenu;
class QWidget;

namespace taxonomist::core {
class TokenStore;
}

namespace taxonomist::ui {

class AdminCredentials;
class AsyncTask;
class DialogService;
class ProjectSession;

// The team's actions of the main window: File › Export My Changes…, File › Merge Changes… and
// Project › Team…. Exports and merges run off the UI thread on a connection of their own; a
// merge's result is announced through the session (the views follow it as a local edit) and
// its summary shown: labels added and changed, conflicts.
class TeamActions final : public QObject
{
    Q_OBJECT

public:
    // The File actions go before `before` in `file`; Team… into `project`.
    TeamActions(ProjectSession *session, DialogService &dialogs, QWidget *window, QMenu *file,
        QAction *before, QMenu *project);

    void merge(const QStringList &paths);
    void exportChanges(const QString &path);
    bool isBusy() const;
    QAction *teamAction() const { return m_team; }
    // The team server administrator's password lives here, asked once per session (kept in the
    // keychain when there is one).
    void setTokenStore(core::TokenStore *tokens);
    AdminCredentials *adminCredentials() const { return m_admin; }

Q_SIGNALS:
    // A line for the status bar.
    void progressed(const QString &message);
    // A merge or an export ended (its summary or error was shown).
    void finished(bool ok);
    // The lead's own login got a new password in Project › Team… (the sync takes it).
    void ownLoginReset(const QString &password);

private:
    void updateActions();

    ProjectSession *m_session;
    DialogService &m_dialogs;
    QWidget *m_window;
    QAction *m_export;
    QAction *m_merge;
    QAction *m_team;
    AsyncTask *m_task;
    AdminCredentials *m_admin;
};

} // namespace taxonomist::ui
