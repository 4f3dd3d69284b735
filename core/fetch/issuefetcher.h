// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchjobstore.h"
#include "fetchoutcome.h"
#include "fetchprogress.h"
#include "fetchscope.h"
#include "fetchsettings.h"
#include "fetchsummary.h"
#include "httpexchange.h"
#include "ratelimitpolicy.h"
#include "util/issueurl.h"
#include "util/keywordmatcher.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>

#include <deque>
#include <memory>

class QLockFile;

namespace taxonomist::core {

class ProjectStore;
class RequestScheduler;

// Fetches issue content into a project in the background: the GUI's and the CLI's one entry
// point. It opens its own ProjectStore on the thread that runs start() (move it to a worker
// thread first, or run it on the CLI's event loop), keeps a job queue in the project so an
// interrupted run resumes, commits each issue with all its comments in one transaction and
// reports progress, rate-limit waits and each issue as it is stored. Never blocks: no nested
// event loops, no waits. One run per project at a time, across processes and machines sharing
// the folder: a run holds PROJECT.fetch-lock (pid and host inside; a lock left by a dead
// process is taken over), and a second run finishes at once with "a fetch is already running".
class IssueFetcher final : public QObject
{
    Q_OBJECT

public:
    IssueFetcher(QString projectPath, FetchSettings settings, QObject *parent = nullptr);
    ~IssueFetcher() override;

    bool isRunning() const { return m_running; }
    // Requests sent by this fetcher so far (retries and redirects included).
    int requestsSent() const;
    // The lock file a run holds beside the project.
    static QString lockPath(const QString &projectPath);

public Q_SLOTS:
    // Starts (or resumes) a fetch of the scope; ignored while a run is going.
    void start(const taxonomist::core::FetchScope &scope);
    // Stops at once; what was committed stays, and the same scope resumes the job later.
    void cancel();

Q_SIGNALS:
    void started(const taxonomist::core::FetchProgress &progress);
    void progressed(const taxonomist::core::FetchProgress &progress);
    // After the issue's content and status are committed: a viewer showing it reloads now.
    void issueFetched(qint64 issueId, taxonomist::core::FetchState state);
    // "GitHub rate limit: resuming at 14:32": every request to that host waits until then.
    void rateLimited(const taxonomist::core::RateLimitWait &wait);
    void finished(const taxonomist::core::FetchSummary &summary);

private:
    struct WorkItem
    {
        QList<qint64> issueIds; // rows with the same URL (the study has duplicates)
        QString url;
        std::optional<IssueUrl> parsed;
        qint64 frameworkId = 0;
        bool hasContent = false;
    };
    struct Batch
    {
        QString owner;
        QString repo;
        QList<std::shared_ptr<WorkItem>> items;
        int attempts = 0;
    };

    Status openStore();
    Status lock();
    void plan(const QList<FetchJobItem> &pending);
    void pump();
    void startRest(const std::shared_ptr<WorkItem> &item);
    void startBatch(const std::shared_ptr<Batch> &batch);
    void batchAnswered(const std::shared_ptr<Batch> &batch, const HttpResponse &response);
    void completed(const WorkItem &item, const FetchOutcome &outcome);
    Status commit(const WorkItem &item, const FetchOutcome &outcome);
    Status setYearIfUnknown(qint64 issueId, const QString &createdAt);
    const KeywordMatcher &matcherFor(qint64 frameworkId);
    void stop(const QString &error);
    void finishRun();
    FetchProgress progress(const QString &url) const;

    QString m_path;
    FetchSettings m_settings;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<QLockFile> m_lock;
    RequestScheduler *m_scheduler = nullptr;
    QHash<qint64, KeywordMatcher> m_matchers;

    bool m_running = false;
    qint64 m_jobId = 0;
    qint64 m_total = 0;
    qint64 m_done = 0;
    qint64 m_resumed = 0;
    int m_requestsAtStart = 0;
    std::deque<std::shared_ptr<WorkItem>> m_rest;
    std::deque<std::shared_ptr<Batch>> m_batches;
    QSet<QObject *> m_tasks;
    int m_activeBatches = 0;
    FetchSummary m_summary;
    QElapsedTimer m_clock;
};

} // namespace taxonomist::core
