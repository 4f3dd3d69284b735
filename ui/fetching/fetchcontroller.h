// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/fetchscope.h"
#include "fetch/fetchsettings.h"

#include <QObject>
#include <QString>

class QThread;

namespace taxonomist::core {
class IssueFetcher;
struct FetchProgress;
struct FetchSummary;
struct RateLimitWait;
enum class FetchState;
} // namespace taxonomist::core

namespace taxonomist::ui {

// Runs core's IssueFetcher on a worker thread for the open project and relays what it reports
// to the UI thread: progress with an ETA, rate-limit waits, each issue as it is stored.
class FetchController final : public QObject
{
    Q_OBJECT

public:
    explicit FetchController(QObject *parent = nullptr);
    ~FetchController() override;

    // Stops any fetch of the previous project; an empty path means no project.
    void setProject(const QString &projectPath);
    void setSettings(const core::FetchSettings &settings);
    const core::FetchSettings &settings() const { return m_settings; }

    void start(const core::FetchScope &scope);
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void runningChanged(bool running);
    void progressed(const QString &text, int percent);
    void issueFetched(qint64 issueId);
    void rateLimited(const QString &message);
    void finished(const QString &summary, bool ok);

private:
    void stopWorker();
    void createWorker();

    QString m_projectPath;
    core::FetchSettings m_settings;
    QThread *m_thread = nullptr;
    core::IssueFetcher *m_fetcher = nullptr;
    bool m_running = false;
};

} // namespace taxonomist::ui
