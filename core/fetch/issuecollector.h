// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchsettings.h"
#include "httpexchange.h"
#include "ratelimitpolicy.h"
#include "result.h"
#include "util/keywordmatcher.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>

class QLockFile;

namespace taxonomist::core {

class ProjectStore;
class RequestScheduler;

// What a collection asks for: the issues created from `from` 00:00:00 UTC to `to` 23:59:59 UTC
// of the named frameworks (all when empty).
struct CollectRequest
{
    QDate from;
    QDate to;
    QStringList frameworks;

    // "the frameworks' names and the window": a run with the same key resumes an unfinished one.
    QString key() const;
};

// The counts of one framework's listing: every item listed is exactly one of pull request,
// outside the window, not matching a keyword, kept (added now) or already in the project.
struct CollectCounts
{
    QString framework;
    qint64 listed = 0;
    qint64 pullRequests = 0;
    qint64 outsideWindow = 0;
    qint64 notMatching = 0;
    qint64 kept = 0;
    qint64 alreadyInProject = 0;

    void add(const CollectCounts &other);
    QJsonObject toJson() const;
    static CollectCounts fromJson(const QJsonObject &object);
};

struct CollectProgress
{
    QString framework;
    QString repository; // "github:OWNER/REPO"
    int page = 0; // the page just stored
    qint64 listed = 0; // in the run so far, resumed pages included
    qint64 kept = 0;
    // "pytorch github:pytorch/pytorch: page 3, 300 listed, 12 kept"
    QString toText() const;
};

struct CollectSummary
{
    QList<CollectCounts> frameworks;
    QString error; // why the run stopped (empty when it finished or was cancelled)
    bool isCancelled = false;
    bool resumed = false; // it went on from an earlier run's last page
    int requests = 0;

    bool isComplete() const { return error.isEmpty() && !isCancelled; }
    // {"frameworks":[{"name","listed","pull_requests","outside_window","not_matching","kept",
    // "already_in_project"}]}
    QJsonObject toJson() const;
    QString toText() const;
};

// Lists the issues of each framework's repositories through the REST list endpoints (GitHub
// GET /repos/O/R/issues with state=all, newest first, following Link rel="next"; Gitee v5 the
// same with page numbers up to total_page) with fetch's client (RequestScheduler: tokens, rate
// limits, retries, size and time bounds), and adds those created in the window whose title or
// body holds one of the framework's keywords (KeywordMatcher, as keyword evidence; every issue
// when the framework has none). Pull requests are never added. Each added issue is stored with
// its title, body, state, author, labels and dates from the listing, its keyword evidence and
// its UTC creation year.
//
// A page is stored in one transaction together with where the listing stands, so a run that
// stops (cancelled, an error, a kill) resumes with the next page when started again with the
// same request; a page that fails leaves nothing of it. Listings are untrusted: a page that is not
// a list of issues, an issue with a field of the wrong type, a date that is no date, a next link
// to another host or back to itself, or more pages than MaxPages stop the run with the reason,
// naming the repository, page and field. One run per project at a time (PROJECT.collect-lock).
class IssueCollector final : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxPages = 10000;

    IssueCollector(QString projectPath, FetchSettings settings, QObject *parent = nullptr);
    ~IssueCollector() override;

    bool isRunning() const { return m_running; }
    static QString lockPath(const QString &projectPath);

public Q_SLOTS:
    void start(const taxonomist::core::CollectRequest &request);
    // Stops at once; the pages stored stay, and the same request resumes after them.
    void cancel();

Q_SIGNALS:
    void progressed(const taxonomist::core::CollectProgress &progress);
    void rateLimited(const taxonomist::core::RateLimitWait &wait);
    void finished(const taxonomist::core::CollectSummary &summary);

private:
    struct Repository
    {
        QString framework;
        qint64 frameworkId = 0;
        QString host;
        QString owner;
        QString name;
        bool done = false;
        int page = 0; // pages stored
        QString next; // the next page's URL (empty: the first)
        CollectCounts counts;

        QString key() const;
        QString spec() const;
        bool isGitee() const { return host == QLatin1String("gitee.com"); }
    };

    Status prepare(const CollectRequest &request);
    void requestNext();
    void answered(const HttpResponse &response);
    Status storePage(Repository &repository, const QByteArray &body, const QUrl &next,
        bool lastPage, bool &pastWindow);
    Status saveState();
    QJsonObject state() const;
    void stop(const QString &error);
    void finishRun();

    QString m_path;
    FetchSettings m_settings;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<QLockFile> m_lock;
    RequestScheduler *m_scheduler = nullptr;
    CollectRequest m_request;
    QList<Repository> m_repositories;
    QHash<qint64, KeywordMatcher> m_matchers;
    qsizetype m_current = 0;
    QUrl m_pageUrl;
    bool m_running = false;
    qint64 m_storedNow = 0; // issues added by this run
    int m_requestsAtStart = 0;
    CollectSummary m_summary;
};

} // namespace taxonomist::core
