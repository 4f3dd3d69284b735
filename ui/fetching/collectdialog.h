// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/fetchsettings.h"
#include "fetch/issuecollector.h"

#include <QDialog>

class QDateEdit;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QThread;

namespace taxonomist::ui {

// Project › Collect Issues…: the window (from and to, UTC days) and the frameworks to list, then
// the collection on a worker thread (core's IssueCollector, as `taxonomist-cli collect`): a busy
// bar with the page, the issues listed and kept so far, rate-limit waits, and Cancel. A cancelled
// or stopped collection resumes where it stopped when the same window is collected again.
class CollectDialog final : public QDialog
{
    Q_OBJECT

public:
    // `frameworks`: the project's frameworks, all checked.
    CollectDialog(QString projectPath, core::FetchSettings settings, const QStringList &frameworks,
        QWidget *parent = nullptr);
    ~CollectDialog() override;

    void setWindow(const QDate &from, const QDate &to);
    bool isRunning() const { return m_running; }
    // Issues added by the collections run from this dialog.
    qint64 kept() const { return m_kept; }
    QString status() const;

public Q_SLOTS:
    void start();
    void cancel();

Q_SIGNALS:
    void finished(const taxonomist::core::CollectSummary &summary);

protected:
    void reject() override;

private:
    void setRunning(bool running);
    void stopWorker();

    QString m_projectPath;
    core::FetchSettings m_settings;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QListWidget *m_frameworks;
    QProgressBar *m_progress;
    QLabel *m_status;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QPushButton *m_close;
    QThread *m_thread = nullptr;
    core::IssueCollector *m_collector = nullptr;
    bool m_running = false;
    qint64 m_kept = 0;
};

} // namespace taxonomist::ui
