// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuefetcher.h"

#include "fetchstatusstore.h"
#include "frameworkkeywords.h"
#include "graphqlbatch.h"
#include "httpcachestore.h"
#include "issuefetchtask.h"
#include "issuekeywords.h"
#include "logging.h"
#include "requestscheduler.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "util/coretext.h"

#include <QFileInfo>
#include <QLockFile>
#include <QMap>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// One key per issue however the study wrote its URL: GitHub owners and repositories are
// case-insensitive and /pull/N is issue N; Gitee ids are case-sensitive.
QString identity(const IssueUrl &url)
{
    if (url.isGitee())
        return u"%1/%2/%3/%4/%5"_s.arg(url.host, url.owner, url.repo,
            url.isPullRequest ? u"pulls"_s : u"issues"_s, url.number);
    return u"%1/%2/%3/%4"_s.arg(url.host, url.owner.toLower(), url.repo.toLower(), url.number);
}

} // namespace

IssueFetcher::IssueFetcher(QString projectPath, FetchSettings settings, QObject *parent)
    : QObject(parent)
    , m_path(std::move(projectPath))
    , m_settings(std::move(settings))
    , m_scheduler(new RequestScheduler(m_settings, this))
{
    connect(m_scheduler, &RequestScheduler::rateLimited, this, &IssueFetcher::rateLimited);
}

IssueFetcher::~IssueFetcher()
{
    // Destroyed mid-run (the app quits, the CLI is killed): the job stays open to resume.
    m_scheduler->cancelAll();
    qDeleteAll(m_tasks);
    m_tasks.clear();
}

int IssueFetcher::requestsSent() const
{
    return m_scheduler->requestsSent();
}

QString IssueFetcher::lockPath(const QString &projectPath)
{
    return projectPath + u".fetch-lock"_s;
}

Status IssueFetcher::lock()
{
    auto lock = std::make_unique<QLockFile>(lockPath(m_path));
    // Never stale by age (a fetch of 38,000 issues runs for hours); only when the process that
    // wrote it is gone (same host), which QLockFile checks.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        return success();
    }
    if (lock->error() == QLockFile::LockFailedError) {
        qint64 pid = 0;
        QString host;
        QString application;
        lock->getLockInfo(&pid, &host, &application);
        return Error(CoreText::tr(
            "a fetch is already running on %1 (process %2 on %3); wait for it to finish "
            "or stop it, "
            "nothing was changed")
                         .arg(QFileInfo(m_path).fileName())
                         .arg(pid)
                         .arg(host.isEmpty() ? CoreText::tr("this machine") : host));
    }
    return Error(
        CoreText::tr("cannot create the fetch lock %1 beside the project (%2)")
            .arg(lockPath(m_path),
                lock->error() == QLockFile::PermissionError ? CoreText::tr("permission denied")
                                                            : CoreText::tr("unknown error")));
}

Status IssueFetcher::openStore()
{
    if (m_store)
        return success();
    // Opened here, on the thread that runs the fetch: a Qt Sql connection belongs to one thread.
    auto store = ProjectStore::open(m_path, ProjectStore::OpenMode::ExistingOnly);
    if (!store)
        return store.error();
    m_store = std::move(store).value();
    return success();
}

void IssueFetcher::start(const FetchScope &scope)
{
    if (m_running) {
        qCWarning(lcFetch) << "a fetch is already running; start() ignored";
        return;
    }
    m_running = true;
    m_summary = {};
    m_clock.start();
    m_requestsAtStart = m_scheduler->requestsSent();
    m_rest.clear();
    m_batches.clear();
    m_matchers.clear();
    m_jobId = 0;

    const auto fail = [this](const Error &error) {
        m_summary.error = error.message();
        // Reported from the event loop, like every other ending, so callers connect after start().
        QTimer::singleShot(0, this, &IssueFetcher::finishRun);
    };
    // Before anything else: a second run must not even create a job.
    if (auto status = lock(); !status)
        return fail(status.error());
    if (auto status = openStore(); !status)
        return fail(status.error());
    const QString key = scope.key();
    auto open = FetchJobStore::openJob(*m_store, key);
    if (!open)
        return fail(open.error());
    FetchJob job;
    if (open->has_value()) {
        job = **open;
        qCInfo(lcFetch) << "resuming fetch job" << job.id << key << job.done << "of" << job.total
                        << "done";
    } else {
        auto ids = scope.resolve(*m_store);
        if (!ids)
            return fail(ids.error());
        auto created = FetchJobStore::create(*m_store, key, *ids);
        if (!created)
            return fail(created.error());
        job = *created;
    }
    m_jobId = job.id;
    m_summary.jobId = job.id;
    m_total = job.total;
    m_done = m_resumed = job.done;
    auto pending = FetchJobStore::pending(*m_store, job.id);
    if (!pending)
        return fail(pending.error());
    plan(*pending);
    Q_EMIT started(progress(QString()));
    QTimer::singleShot(0, this, &IssueFetcher::pump);
}

void IssueFetcher::plan(const QList<FetchJobItem> &pending)
{
    QHash<QString, std::shared_ptr<WorkItem>> byIdentity;
    QList<std::shared_ptr<WorkItem>> items;
    for (const FetchJobItem &row : pending) {
        const auto parsed = IssueUrl::parse(row.url);
        const QString key = parsed ? identity(*parsed) : row.url;
        auto &item = byIdentity[key];
        if (!item) {
            item = std::make_shared<WorkItem>();
            item->url = row.url;
            item->parsed = parsed;
            item->frameworkId = row.frameworkId;
            items.append(item);
        }
        item->issueIds.append(row.issueId);
        item->hasContent = item->hasContent || row.hasContent;
    }
    // GraphQL for issues never fetched, when a token allows it; REST for the rest (ETags work
    // there, and it tells 301 from 404 from 410).
    const bool graphQl = m_settings.useGraphQl && !m_settings.githubToken.isEmpty();
    QMap<QString, std::shared_ptr<Batch>> open;
    for (const auto &item : std::as_const(items)) {
        if (!graphQl || !item->parsed || item->parsed->host != u"github.com"_s
            || item->hasContent) {
            m_rest.push_back(item);
            continue;
        }
        const QString repo = item->parsed->owner.toLower() + u'/' + item->parsed->repo.toLower();
        auto &batch = open[repo];
        if (!batch || batch->items.size() >= std::max(1, m_settings.graphQlBatchSize)) {
            batch = std::make_shared<Batch>();
            batch->owner = item->parsed->owner;
            batch->repo = item->parsed->repo;
            m_batches.push_back(batch);
        }
        batch->items.append(item);
    }
}

void IssueFetcher::pump()
{
    if (!m_running)
        return;
    while (m_activeBatches < 1 && !m_batches.empty()) {
        auto batch = m_batches.front();
        m_batches.pop_front();
        startBatch(batch);
    }
    // Enough tasks to keep every host's lane busy; the scheduler enforces the real limits.
    const int maxTasks = 2 * (m_settings.github.concurrency + m_settings.gitee.concurrency);
    while (int(m_tasks.size()) < maxTasks && !m_rest.empty()) {
        auto item = m_rest.front();
        m_rest.pop_front();
        startRest(item);
    }
    if (m_tasks.isEmpty() && m_activeBatches == 0 && m_rest.empty() && m_batches.empty())
        finishRun();
}

void IssueFetcher::startRest(const std::shared_ptr<WorkItem> &item)
{
    const QString unsupported = item->parsed
        ? IssueFetchTask::unsupportedReason(m_settings, *item->parsed)
        : u"not a GitHub or Gitee issue URL"_s;
    if (!unsupported.isEmpty()) {
        FetchOutcome outcome;
        outcome.reason = unsupported;
        completed(*item, outcome);
        return;
    }
    std::optional<CacheValidator> validator;
    // A validator only vouches for content the project holds; without it a 304 would leave nothing.
    if (item->hasContent)
        validator = HttpCacheStore::find(
            *m_store, IssueFetchTask::apiUrl(m_settings, *item->parsed).toString());
    auto *task = new IssueFetchTask(*m_scheduler, m_settings, *item->parsed, validator, this);
    m_tasks.insert(task);
    connect(task, &IssueFetchTask::finished, this, [this, task, item](const FetchOutcome &outcome) {
        m_tasks.remove(task);
        task->deleteLater();
        completed(*item, outcome);
        pump();
    });
    task->start();
}

void IssueFetcher::startBatch(const std::shared_ptr<Batch> &batch)
{
    ++m_activeBatches;
    ++batch->attempts;
    QStringList numbers;
    for (const auto &item : std::as_const(batch->items))
        numbers.append(item->parsed->number);
    HttpRequest request;
    request.service = ApiService::GitHubGraphQl;
    request.url = m_settings.githubGraphQl();
    request.method = "POST";
    request.body = GraphQlBatch::request(batch->owner, batch->repo, numbers);
    m_scheduler->submit(request, this, [this, batch](const HttpResponse &response) {
        --m_activeBatches;
        batchAnswered(batch, response);
        pump();
    });
}

void IssueFetcher::batchAnswered(const std::shared_ptr<Batch> &batch, const HttpResponse &response)
{
    if (!m_running)
        return;
    QStringList numbers;
    for (const auto &item : std::as_const(batch->items))
        numbers.append(item->parsed->number);
    const auto toRest = [this](const std::shared_ptr<WorkItem> &item) { m_rest.push_back(item); };
    if (const QString reason = response.runStopReason(u"GitHub"_s); !reason.isEmpty()) {
        stop(m_settings.redact(reason));
        return;
    }
    auto answer = response.status == 200 ? GraphQlBatch::parse(response.body, numbers)
                                         : Result<GraphQlBatch::Answer>(Error(response.describe()));
    if (answer && answer->rateLimited && batch->attempts < 3) {
        // GraphQL reports its primary limit in a 200: hold the lane as a 403 would.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QDateTime resumeAt
            = answer->resetAt.isValid() ? answer->resetAt.addSecs(1) : now.addSecs(60);
        m_scheduler->hold(ApiService::GitHubGraphQl, m_settings.githubGraphQl().host(),
            {Throttle::Kind::Primary, std::max<qint64>(0, now.msecsTo(resumeAt)), resumeAt});
        m_batches.push_front(batch);
        return;
    }
    if (!answer || answer->rateLimited) {
        // The whole batch failed: each issue goes through REST once instead.
        qCInfo(lcFetch).noquote() << u"GraphQL batch of %1 issues failed (%2); using REST"_s
                                         .arg(batch->items.size())
                                         .arg(m_settings.redact(answer ? u"rate limited"_s
                                                                       : answer.error().message()));
        for (const auto &item : std::as_const(batch->items))
            toRest(item);
        return;
    }
    for (const auto &item : std::as_const(batch->items)) {
        if (const auto invalid = answer->invalid.constFind(item->parsed->number);
            invalid != answer->invalid.cend()) {
            FetchOutcome outcome;
            outcome.httpStatus = 200;
            outcome.attempts = response.attempts;
            outcome.reason = m_settings.redact(*invalid);
            completed(*item, outcome);
            if (!m_running)
                return;
            continue;
        }
        const auto &issue = answer->issues.value(item->parsed->number);
        if (!issue || issue->hasMoreComments) {
            // NOT_FOUND (or a transfer), or a thread longer than one page: REST has the answer.
            toRest(item);
            continue;
        }
        FetchOutcome outcome;
        outcome.state = FetchState::Fetched;
        outcome.httpStatus = 200;
        outcome.attempts = response.attempts;
        outcome.content = issue->content;
        completed(*item, outcome);
        if (!m_running)
            return;
    }
}

void IssueFetcher::completed(const WorkItem &item, const FetchOutcome &outcome)
{
    if (!m_running)
        return;
    if (outcome.stopsRun) {
        stop(outcome.reason);
        return;
    }
    if (auto status = commit(item, outcome); !status) {
        stop(u"cannot store %1: %2"_s.arg(item.url, status.error().message()));
        return;
    }
    ++m_summary.counts[outcome.state];
    if (outcome.state == FetchState::Failed || outcome.state == FetchState::Forbidden)
        ++m_summary.failures[outcome.reason];
    m_done += item.issueIds.size();
    if (outcome.state == FetchState::Failed)
        qCInfo(lcFetch).noquote() << item.url << "failed:" << outcome.reason;
    for (qint64 id : item.issueIds)
        Q_EMIT issueFetched(id, outcome.state);
    Q_EMIT progressed(progress(item.url));
}

Status IssueFetcher::commit(const WorkItem &item, const FetchOutcome &outcome)
{
    Transaction transaction(*m_store);
    if (auto status = transaction.begin(); !status)
        return status;
    std::optional<QList<KeywordHit>> hits;
    if (outcome.content)
        hits = IssueKeywords::compute(matcherFor(item.frameworkId), item.url, *outcome.content);
    for (qint64 id : item.issueIds) {
        if (outcome.content) {
            if (auto status = IssueContentStore::save(*m_store, id, *outcome.content); !status)
                return status;
            if (auto status = setYearIfUnknown(id, outcome.content->createdAt); !status)
                return status;
            if (auto status = KeywordEvidenceStore::save(*m_store, id, *hits); !status)
                return status;
        }
        if (auto status = FetchStatusStore::record(*m_store, id, outcome); !status)
            return status;
        if (auto status = FetchJobStore::markDone(*m_store, m_jobId, id); !status)
            return status;
    }
    for (const CacheValidator &validator : outcome.validators) {
        if (auto status = HttpCacheStore::put(*m_store, validator); !status)
            return status;
    }
    return transaction.commit();
}

Status IssueFetcher::setYearIfUnknown(qint64 issueId, const QString &createdAt)
{
    // An issue added from a list of URLs has no year until its creation time is known; an
    // imported or collected one keeps the year it has.
    const QDateTime created = QDateTime::fromString(createdAt, Qt::ISODate);
    if (!created.isValid())
        return success();
    SqliteStatement update(
        m_store->handle(), "UPDATE issues SET year = ? WHERE id = ? AND year IS NULL");
    update.bind(1, qint64(created.toUTC().date().year()));
    update.bind(2, issueId);
    return update.exec();
}

const KeywordMatcher &IssueFetcher::matcherFor(qint64 frameworkId)
{
    auto it = m_matchers.find(frameworkId);
    if (it == m_matchers.end()) {
        auto keywords = FrameworkKeywords::list(*m_store, frameworkId);
        it = m_matchers.insert(frameworkId, KeywordMatcher(keywords ? *keywords : QStringList()));
    }
    return *it;
}

void IssueFetcher::cancel()
{
    if (!m_running)
        return;
    m_summary.isCancelled = true;
    finishRun();
}

void IssueFetcher::stop(const QString &error)
{
    // What the stop leaves behind, so nobody wonders whether the project was touched.
    const qint64 stored = m_done - m_resumed;
    m_summary.error = stored == 0
        ? CoreText::tr("%1; nothing was changed").arg(error)
        : CoreText::tr(
            "%1; the %2 issue(s) stored before stay, and the same fetch resumes after them")
              .arg(error)
              .arg(stored);
    finishRun();
}

void IssueFetcher::finishRun()
{
    if (!m_running)
        return;
    m_running = false;
    m_scheduler->cancelAll();
    for (QObject *task : std::as_const(m_tasks))
        task->deleteLater();
    m_tasks.clear();
    m_activeBatches = 0;
    m_rest.clear();
    m_batches.clear();
    if (m_summary.isComplete() && m_store && m_jobId > 0) {
        if (auto status = FetchJobStore::finish(*m_store, m_jobId); !status)
            m_summary.error = status.error().message();
    }
    m_summary.requests = m_scheduler->requestsSent() - m_requestsAtStart;
    m_summary.elapsedMs = m_clock.elapsed();
    m_lock.reset(); // unlocks
    Q_EMIT finished(m_summary);
}

FetchProgress IssueFetcher::progress(const QString &url) const
{
    FetchProgress progress {m_jobId, m_total, m_done, m_resumed, -1, url};
    const qint64 doneNow = m_done - m_resumed;
    if (doneNow > 0 && m_clock.isValid())
        progress.etaMs = m_clock.elapsed() * (m_total - m_done) / doneNow;
    return progress;
}

} // namespace taxonomist::core
