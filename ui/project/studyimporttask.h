// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>

#include <atomic>

namespace taxonomist::ui {

class AsyncTask;

// Imports a study into a new project file off the UI thread (an AsyncTask, with its own database
// connection), reporting progress and honouring cancel. A failed or cancelled import leaves no
// file behind.
class StudyImportTask final : public QObject
{
    Q_OBJECT

public:
    StudyImportTask(QString folder, QString projectPath, QString actor, QObject *parent = nullptr);
    // Cancels a running import and waits for it.
    ~StudyImportTask() override;

    void start();
    void cancel() { m_cancelled = true; }
    bool isRunning() const;

Q_SIGNALS:
    // From the worker thread; connections to objects of the UI thread are queued.
    void progressed(const QString &step, int done, int total);
    // `message` is a one-line summary on success, the error otherwise.
    void finished(bool ok, const QString &message);

private:
    struct Outcome
    {
        bool ok = false;
        QString message;
    };
    Outcome run(); // on the worker thread

    QString m_folder;
    QString m_projectPath;
    QString m_actor;
    std::atomic_bool m_cancelled = false;
    AsyncTask *m_task;
};

} // namespace taxonomist::ui
