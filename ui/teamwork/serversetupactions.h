// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "serversetupdialog.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class ProjectSession;
class SyncActions;

// Team › Create Team Server… (the lead's open project goes onto a PostgreSQL server) and Team ›
// Join Team… (a new project from a server, with or without a project open): what
// `taxonomist-cli team create` and `team join` do, from the app. The work runs on an AsyncTask
// with its own project connection while the dialog stays open and busy; the core cannot stop a
// create or a join midway, so there is no Cancel while it runs. Afterwards the project is
// connected through SyncActions (the status line says so).
class ServerSetupActions final : public QObject
{
    Q_OBJECT

public:
    ServerSetupActions(ProjectSession *session, DialogService &dialogs, SyncActions *sync,
        QWidget *window, QMenu *team);
    ~ServerSetupActions() override;

    QAction *createAction() const { return m_create; }
    QAction *joinAction() const { return m_join; }
    bool isRunning() const;
    // The dialog being shown, if any (tests fill it in).
    ServerSetupDialog *dialog() const { return m_dialog; }

    void createServer();
    void joinTeam();

Q_SIGNALS:
    // Join Team… made the project at `path`: the window opens it (and then this connects it).
    void projectJoined(const QString &path);
    // A create or a join ended; `message` is the summary or the error.
    void finished(bool ok, const QString &message);

private:
    ServerSetupDialog *showDialog(bool create);
    void runCreate();
    void runJoin();
    void updateActions();

    ProjectSession *m_session;
    DialogService &m_dialogs;
    SyncActions *m_sync;
    QWidget *m_window;
    QMenu *m_menu;
    QAction *m_create;
    QAction *m_join;
    AsyncTask *m_task;
    QPointer<ServerSetupDialog> m_dialog;
};

} // namespace taxonomist::ui
