// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QPointer>

class QMainWindow;
class QMenu;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class InterviewWindow;
class ProjectSession;

// The main window's entries for interviews and REFI-QDA: File › New Project from REFI-QDA…,
// Import REFI-QDA…, Export REFI-QDA… (a .qdc codebook or a .qdpx project, by the name chosen),
// and Interviews › Interview Workbench…. Imports and exports run off the UI thread on their own
// connection; an import is announced through the session, so every open view follows.
class InterviewActions final : public QObject
{
    Q_OBJECT

public:
    // `file` gets the REFI-QDA entries; the Interviews menu goes before `before` in the menu bar.
    InterviewActions(QMainWindow *window, ProjectSession *session, DialogService *dialogs,
        QMenu *file, QMenu *before);
    ~InterviewActions() override;

    InterviewWindow *openWindow();
    InterviewWindow *window() const;
    void exportRefi(const QString &path);
    void importRefi(const QString &path);
    void newProjectFromRefi(const QString &path, const QString &projectPath);
    bool isBusy() const;

Q_SIGNALS:
    // A new project was made from a REFI-QDA file: the main window opens it.
    void projectCreated(const QString &path);
    void finished(bool ok, const QString &message);

private:
    void done(bool ok, const QString &title, const QString &message);

    QMainWindow *m_main;
    ProjectSession *m_session;
    DialogService *m_dialogs;
    AsyncTask *m_task;
    QPointer<InterviewWindow> m_window;
};

} // namespace taxonomist::ui
