#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QThread;
class QWidget;

namespace taxonomist::ui {

class DialogService;

// "Check project…" and the audit line in the status bar: runs core's ProjectCheck on a thread of
// its own (a full integrity check of the study takes seconds) and hands the report back to the
// UI thread. Opening a project runs the quick audit-only check; the action runs the full one and
// shows the result through the DialogService (problems as an error).
class ProjectCheckAction final : public QObject
{
    Q_OBJECT

public:
    ProjectCheckAction(DialogService &dialogs, QWidget *window);
    ~ProjectCheckAction() override;

    QAction *action() const { return m_action; }

public Q_SLOTS:
    // The project now open; starts the audit-only check for the status bar.
    void setProjectPath(const QString &path);

Q_SIGNALS:
    // "audit log intact (N entries)", "audit log broken at entry N: …", or why it could not run.
    void auditChecked(const QString &summary);

private:
    void start(bool full);

    DialogService &m_dialogs;
    QWidget *m_window;
    QAction *m_action;
    QString m_path;
    int m_generation = 0; // a result for a project no longer open is dropped
    QList<QPointer<QThread>> m_threads;
};

} // namespace taxonomist::ui
