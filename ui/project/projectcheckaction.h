// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;

// "Check project…" and the audit line in the status bar: runs core's ProjectCheck off the UI
// thread (a full integrity check of the study takes seconds) and hands the report back to it.
// Opening a project runs the quick check (SQLite's quick check, which the open itself leaves to
// this worker, and the audit chain); the action runs the full one and shows the result through
// the DialogService (problems as an error).
class ProjectCheckAction final : public QObject
{
    Q_OBJECT

public:
    ProjectCheckAction(DialogService &dialogs, QWidget *window);

    QAction *action() const { return m_action; }

public Q_SLOTS:
    // The project now open; starts the quick check (damage, the audit line for the status bar).
    void setProjectPath(const QString &path);

Q_SIGNALS:
    // "audit log intact (N entries)", "audit log broken at entry N: …", or why it could not run.
    void auditChecked(const QString &summary);
    // The quick check after opening found the file damaged: "the project file F is damaged: …".
    void damaged(const QString &message);

private:
    void startAudit();
    void startFull();

    DialogService &m_dialogs;
    QWidget *m_window;
    QAction *m_action;
    QString m_path;
    // One task per kind, so the quick audit line and a full check do not drop each other's
    // results; a project that closes drops both.
    AsyncTask *m_audit;
    AsyncTask *m_full;
};

} // namespace taxonomist::ui
