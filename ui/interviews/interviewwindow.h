// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMainWindow>

namespace taxonomist::ui {

class DialogService;
class InterviewWorkbench;
class ProjectSession;

// The interview workbench's window: the workbench, its File menu (add a transcript, import and
// export CodeBook.csv), Edit (undo and redo of segment changes, which the session's segment stack
// holds) and Go.
class InterviewWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // The session and the dialogs must outlive the window.
    InterviewWindow(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);

    InterviewWorkbench *workbench() const { return m_workbench; }
    void addTranscript();
    void importCodeBook();
    void exportCodeBook();

private:
    void createActions();

    ProjectSession *m_session;
    DialogService *m_dialogs;
    InterviewWorkbench *m_workbench;
};

} // namespace taxonomist::ui
