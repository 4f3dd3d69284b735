// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuecollector.h"

#include "frameworkkeywords.h"
#include "giteejson.h"
#include "githubjson.h"
#include "issuekeywords.h"
#include "jsonfields.h"
#include "linkheader.h"
#include "logging.h"
#include "requestscheduler.h"
#include "store/issueadder.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QRegularExpression>
#include <QTimer>
#include <QTimeZone>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Where an unfinished collection stands, in project_info: the request's key and each
// repository's last stored page, next link and counts.
const QString StateKey = u"collect.state"_s;

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(a.scheme() == u"https"_s ? 443 : 80)
        == b.port(b.scheme() == u"https"_s ? 443 : 80);
}

} // namespace

QString CollectRequest::key() const
{
    QStringList names = frameworks;
    names.sort(Qt::CaseInsensitive);
    return u"%1..%2 %3"_s.arg(from.toString(Qt::ISODate), to.toString(Qt::ISODate),
        names.isEmpty() ? u"*"_s : names.join(u','));
}

void CollectCounts::add(const CollectCounts &other)
{
    listed += other.listed;
    pullRequests += other.pullRequests;
    outsideWindow += other.outsideWindow;
    notMatching += other.notMatching;
    kept += other.kept;
    alreadyInProject += other.alreadyInProject;
}

QJsonObject CollectCounts::toJson() const
{
    return {{u"name"_s, framework}, {u"listed"_s, listed}, {u"pull_requests"_s, pullRequests},
        {u"outside_window"_s, outsideWindow}, {u"not_matching"_s, notMatching}, {u"kept"_s, kept},
        {u"already_in_project"_s, alreadyInProject}};
}

CollectCounts CollectCounts::fromJson(const QJsonObject &object)
{
    CollectCounts counts;
    counts.framework = object.value(u"name"_s).toString();
    counts.listed = object.value(u"listed"_s).toInteger();
    counts.pullRequests = object.value(u"pull_requests"_s).toInteger();
    counts.outsideWindow = object.value(u"outside_window"_s).toInteger();
    counts.notMatching = object.value(u"not_matching"_s).toInteger();
    counts.kept = object.value(u"kept"_s).toInteger();
    counts.alreadyInProject = object.value(u"already_in_project"_s).toInteger();
    return counts;
}

QString CollectProgress::toText() const
{
    return u"%1 %2: page %3, %4 listed, %5 kept"_s.arg(framework, repository)
        .arg(page)
        .arg(listed)
        .arg(kept);
}

QJsonObject CollectSummary::toJson() const
{
    QJsonArray list;
    for (const CollectCounts &counts : frameworks)
        list.append(counts.toJson());
    QJsonObject json {{u"frameworks"_s, list}};
    if (!error.isEmpty())
        json.insert(u"error"_s, error);
    if (isCancelled)
        json.insert(u"cancelled"_s, true);
    return json;
}

QString CollectSummary::toText() const
{
    QString text;
    for (const CollectCounts &c : frameworks) {
        text += u"%1: %2 listed, %3 pull requests, %4 outside the window, %5 not matching, "
                u"%6 kept, %7 already in the project\n"_s.arg(c.framework)
                    .arg(c.listed)
                    .arg(c.pullRequests)
                    .arg(c.outsideWindow)
                    .arg(c.notMatching)
                    .arg(c.kept)
                    .arg(c.alreadyInProject);
    }
    if (isCancelled)
        text += u"cancelled: the same collect resumes after the last page stored\n"_s;
    return text;
}

QString IssueCollector::Repository::key() const
{
    return u"%1|%2/%3/%4"_s.arg(framework, host, owner, name);
}

QString IssueCollector::Repository::spec() const
{
    return u"%1:%2/%3"_s.arg(isGitee() ? u"gitee"_s : u"github"_s, owner, name);
}

IssueCollector::IssueCollector(QString projectPath, FetchSettings settings, QObject *parent)
    : QObject(parent)
    , m_path(std::move(projectPath))
    , m_settings(std::move(settings))
    , m_scheduler(new RequestScheduler(m_settings, this))
{
    connect(m_scheduler, &RequestScheduler::rateLimited, this, &IssueCollector::rateLimited);
}

IssueCollector::~IssueCollector()
{
    m_scheduler->cancelAll();
}

QString IssueCollector::lockPath(const QString &projectPath)
{
    return projectPath + u".collect-lock"_s;
}

void IssueCollector::start(const CollectRequest &request)
{
    if (m_running)
        return;
    m_running = true;
    m_summary = {};
    m_storedNow = 0;
    m_current = 0;
    m_requestsAtStart = m_scheduler->requestsSent();
    if (auto status = prepare(request); !status) {
        m_summary.error = status.error().message();
        QTimer::singleShot(0, this, &IssueCollector::finishRun);
        return;
    }
    QTimer::singleShot(0, this, &IssueCollector::requestNext);
}

Status IssueCollector::prepare(const CollectRequest &request)
{
    if (!request.from.isValid() || !request.to.isValid() || request.from > request.to)
        return Error(CoreText::tr("the window is not FROM..TO with FROM on or before TO"));
    m_request = request;
    auto lock = std::make_unique<QLockFile>(lockPath(m_path));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return Error(CoreText::tr("a collect is already running on %1; nothing was changed")
                         .arg(QFileInfo(m_path).fileName()));
    m_lock = std::move(lock);
    auto store = ProjectStore::open(m_path, ProjectStore::OpenMode::ExistingOnly);
    if (!store)
        return store.error();
    m_store = std::move(store).value();

    m_repositories.clear();
    m_matchers.clear();
    QStringList unknown = request.frameworks;
    SqliteStatement frameworks(m_store->handle(),
        "SELECT f.id, f.name, r.host, r.owner, r.name FROM frameworks f"
        " LEFT JOIN framework_repositories r ON r.framework_id = f.id"
        " ORDER BY f.position, r.host, r.owner, r.name");
    QStringList withoutRepository;
    while (frameworks.next()) {
        const QString name = frameworks.text(1);
        if (!request.frameworks.isEmpty() && !request.frameworks.contains(name))
            continue;
        unknown.removeAll(name);
        if (frameworks.isNull(2)) {
            withoutRepository.append(name);
            continue;
        }
        Repository repository;
        repository.framework = name;
        repository.frameworkId = frameworks.integer(0);
        repository.host = frameworks.text(2);
        repository.owner = frameworks.text(3);
        repository.name = frameworks.text(4);
        repository.counts.framework = name;
        if (repository.host != u"github.com"_s && repository.host != u"gitee.com"_s)
            return Error(CoreText::tr("framework %1: no listing for repositories on %2")
                             .arg(quotedForMessage(name), quotedForMessage(repository.host)));
        m_repositories.append(repository);
        if (!m_matchers.contains(repository.frameworkId)) {
            auto keywords = FrameworkKeywords::list(*m_store, repository.frameworkId);
            if (!keywords)
                return keywords.error();
            m_matchers.insert(repository.frameworkId, KeywordMatcher(*keywords));
        }
    }
    if (auto status = frameworks.readStatus(); !status)
        return status;
    if (!unknown.isEmpty())
        return Error(
            CoreText::tr("the project has no framework %1").arg(quotedForMessage(unknown.first())),
            {m_path, 0, 0});
    if (!withoutRepository.isEmpty())
        return Error(CoreText::tr("framework %1 has no repository (frameworks add NAME --repo ...)")
                         .arg(quotedForMessage(withoutRepository.first())),
            {m_path, 0, 0});
    if (m_repositories.isEmpty())
        return Error(CoreText::tr("the project has no framework to collect"), {m_path, 0, 0});

    // An unfinished run of the same request goes on where it stopped; another request starts
    // afresh (what the earlier one stored stays).
    auto saved = m_store->readInfo(StateKey);
    if (!saved)
        return saved.error();
    const QJsonObject state = QJsonDocument::fromJson(saved->toUtf8()).object();
    if (state.value(u"request"_s).toString() == request.key()) {
        const QJsonObject repositories = state.value(u"repositories"_s).toObject();
        for (Repository &repository : m_repositories) {
            const QJsonObject entry = repositories.value(repository.key()).toObject();
            if (entry.isEmpty())
                continue;
            repository.done = entry.value(u"done"_s).toBool();
            repository.page = entry.value(u"page"_s).toInt();
            repository.next = entry.value(u"next"_s).toString();
            repository.counts = CollectCounts::fromJson(entry.value(u"counts"_s).toObject());
            repository.counts.framework = repository.framework;
            m_summary.resumed = m_summary.resumed || repository.page > 0;
        }
    }
    return success();
}

QJsonObject IssueCollector::state() const
{
    QJsonObject repositories;
    for (const Repository &repository : m_repositories) {
        repositories.insert(repository.key(),
            QJsonObject {{u"done"_s, repository.done}, {u"page"_s, repository.page},
                {u"next"_s, repository.next}, {u"counts"_s, repository.counts.toJson()}});
    }
    return {{u"request"_s, m_request.key()}, {u"repositories"_s, repositories}};
}

Status IssueCollector::saveState()
{
    return m_store->setInfo(
        StateKey, QString::fromUtf8(QJsonDocument(state()).toJson(QJsonDocument::Compact)));
}

void IssueCollector::requestNext()
{
    if (!m_running)
        return;
    while (m_current < m_repositories.size() && m_repositories[m_current].done)
        ++m_current;
    if (m_current >= m_repositories.size()) {
        finishRun();
        return;
    }
    Repository &repository = m_repositories[m_current];
    if (repository.page >= MaxPages) {
        stop(CoreText::tr("%1: more than %2 pages; the listing was not followed further")
                 .arg(repository.spec())
                 .arg(MaxPages));
        return;
    }
    const int perPage = std::clamp(m_settings.perPage, 1, 100);
    const QUrl &base = repository.isGitee() ? m_settings.giteeApi : m_settings.githubApi;
    QUrl url;
    if (!repository.next.isEmpty() && !sameOrigin(QUrl(repository.next), base)) {
        // Stored by a run against another API base (the environment changed): that listing is
        // not this one's, so this repository is listed from its first page again.
        qCInfo(lcFetch).noquote() << repository.spec()
                                  << "was listed from another API base; listing it again";
        repository.done = false;
        repository.page = 0;
        repository.next.clear();
        repository.counts = CollectCounts {repository.framework};
    }
    if (!repository.next.isEmpty()) {
        url = QUrl(repository.next);
    } else {
        url = withApiPath(base, u"/repos/%1/%2/issues"_s.arg(repository.owner, repository.name));
        QUrlQuery query;
        query.addQueryItem(u"state"_s, u"all"_s);
        query.addQueryItem(u"sort"_s, u"created"_s);
        query.addQueryItem(u"direction"_s, u"desc"_s);
        if (repository.isGitee())
            query.addQueryItem(u"page"_s, u"1"_s);
        query.addQueryItem(u"per_page"_s, QString::number(perPage));
        url.setQuery(query);
    }
    m_pageUrl = url;
    HttpRequest request;
    request.service = repository.isGitee() ? ApiService::Gitee : ApiService::GitHub;
    request.url = url;
    m_scheduler->submit(
        request, this, [this](const HttpResponse &response) { answered(response); });
}

void IssueCollector::answered(const HttpResponse &response)
{
    if (!m_running)
        return;
    Repository &repository = m_repositories[m_current];
    const int page = repository.page + 1;
    const QString where = u"%1 page %2"_s.arg(repository.spec()).arg(page);
    if (const QString reason
        = response.runStopReason(repository.isGitee() ? u"Gitee"_s : u"GitHub"_s);
        !reason.isEmpty()) {
        stop(m_settings.redact(reason));
        return;
    }
    if (response.status != 200) {
        stop(m_settings.redact(u"%1: %2"_s.arg(where, response.describe())));
        return;
    }
    QUrl next;
    bool lastPage = false;
    if (repository.isGitee()) {
        // Gitee v5 announces total_page; the pages are numbered.
        const QByteArray total = response.header("total_page");
        bool ok = true;
        const int totalPages = total.isEmpty() ? -1 : total.trimmed().toInt(&ok);
        if (!ok || totalPages < -1) {
            stop(m_settings.redact(
                CoreText::tr("%1: the total_page header %2 is not a number of pages")
                    .arg(where, quotedForMessage(QString::fromUtf8(total.left(80))))));
            return;
        }
        if (totalPages >= 0 ? page >= totalPages : false) {
            lastPage = true;
        } else {
            next = m_pageUrl;
            QUrlQuery query(next);
            query.removeAllQueryItems(u"page"_s);
            query.addQueryItem(u"page"_s, QString::number(page + 1));
            next.setQuery(query);
        }
    } else {
        const QByteArray link = response.header("link");
        next = LinkHeader::next(link, response.url);
        if (next.isEmpty()) {
            lastPage = true;
        } else if (!next.isValid() || !sameOrigin(next, m_settings.githubApi)) {
            stop(m_settings.redact(CoreText::tr("%1: the Link header's next page %2 is not on %3")
                                       .arg(where, quotedForMessage(next.toString(), 120),
                                           m_settings.githubApi.host())));
            return;
        } else if (next == response.url || next == m_pageUrl) {
            stop(m_settings.redact(
                CoreText::tr("%1: the Link header's next page is this page again").arg(where)));
            return;
        }
    }
    bool pastWindow = false;
    if (auto status = storePage(repository, response.body, next, lastPage, pastWindow); !status) {
        stop(m_settings.redact(u"%1: %2"_s.arg(where, status.error().message())));
        return;
    }
    CollectProgress progress {repository.framework, repository.spec(), repository.page};
    for (const Repository &r : std::as_const(m_repositories)) {
        progress.listed += r.counts.listed;
        progress.kept += r.counts.kept;
    }
    Q_EMIT progressed(progress);
    QTimer::singleShot(0, this, &IssueCollector::requestNext);
}

Status IssueCollector::storePage(Repository &repository, const QByteArray &body, const QUrl &next,
    bool lastPage, bool &pastWindow)
{
    auto root = JsonFields::parse(body);
    if (!root)
        return root.error();
    if (!root->isArray())
        return Error(CoreText::tr("unexpected JSON: a list of issues was expected, not %1")
                         .arg(JsonFields::typeName(*root)));
    const QJsonArray items = root->toArray();
    const QDateTime from = m_request.from.startOfDay(Qt::UTC);
    const QDateTime until = m_request.to.addDays(1).startOfDay(Qt::UTC);
    const KeywordMatcher &matcher = m_matchers[repository.frameworkId];
    static const QRegularExpression giteeNumber(u"^[A-Za-z0-9]{1,40}$"_s);

    // Everything is read and checked before the transaction: a bad item leaves the whole page.
    struct Kept
    {
        QString url;
        IssueUrl parts;
        int year;
        IssueContent content;
    };
    QList<Kept> kept;
    CollectCounts counts;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString where = u"issue %1"_s.arg(i + 1);
        if (!items[i].isObject())
            return Error(CoreText::tr("unexpected JSON: %1 is %2, expected an object")
                             .arg(where, JsonFields::typeName(items[i])));
        const QJsonObject object = items[i].toObject();
        ++counts.listed;
        // A pull request in GitHub's listing carries a pull_request object.
        if (object.value(u"pull_request"_s).isObject()) {
            ++counts.pullRequests;
            continue;
        }
        auto parsed = repository.isGitee() ? GiteeJson::issue(object, where)
                                           : GitHubJson::issue(object, where);
        if (!parsed)
            return parsed.error();
        QString number;
        if (repository.isGitee()) {
            number = object.value(u"number"_s).toString();
            if (!giteeNumber.match(number).hasMatch())
                return Error(
                    CoreText::tr("unexpected JSON: %1: \"number\" %2 is no Gitee issue number")
                        .arg(where, quotedForMessage(number)));
        } else {
            number = QString::number(object.value(u"number"_s).toInteger());
        }
        const QDateTime created = QDateTime::fromString(parsed->content.createdAt, Qt::ISODate);
        if (!created.isValid())
            return Error(
                CoreText::tr("unexpected JSON: %1: \"created_at\" %2 is not a date and time")
                    .arg(where, quotedForMessage(parsed->content.createdAt)));
        const QDateTime utc = created.toUTC();
        if (utc < from || utc >= until) {
            ++counts.outsideWindow;
            // Newest first: once an issue is older than the window, so is every later page.
            pastWindow = pastWindow || utc < from;
            continue;
        }
        if (!matcher.isEmpty() && matcher.find(parsed->content.title).isEmpty()
            && matcher.find(parsed->content.body).isEmpty()) {
            ++counts.notMatching;
            continue;
        }
        Kept issue;
        // Stored under the repository as the framework names it, so a re-run finds it again.
        issue.url = u"https://%1/%2/%3/issues/%4"_s.arg(
            repository.host, repository.owner, repository.name, number);
        const auto parts = IssueUrl::parse(issue.url);
        if (!parts)
            return Error(CoreText::tr("%1: no issue URL can be made of number %2")
                             .arg(where, quotedForMessage(number)));
        issue.parts = *parts;
        issue.year = utc.date().year();
        issue.content = std::move(parsed->content);
        kept.append(std::move(issue));
    }

    Transaction transaction(*m_store);
    if (auto status = transaction.begin(); !status)
        return status;
    IssueAdder adder(*m_store, repository.frameworkId);
    for (const Kept &issue : std::as_const(kept)) {
        auto added = adder.add(issue.url, issue.parts, issue.year);
        if (!added)
            return added.error();
        if (!*added) {
            ++counts.alreadyInProject;
            continue;
        }
        ++counts.kept;
        if (auto status = IssueContentStore::save(*m_store, **added, issue.content); !status)
            return status;
        if (auto status = KeywordEvidenceStore::save(
                *m_store, **added, IssueKeywords::compute(matcher, issue.url, issue.content));
            !status)
            return status;
    }
    Repository updated = repository;
    updated.counts.add(counts);
    updated.page += 1;
    updated.next = next.toString(QUrl::FullyEncoded);
    updated.done = lastPage || pastWindow || items.isEmpty();
    std::swap(repository, updated);
    if (auto status = saveState(); !status) {
        std::swap(repository, updated);
        return status;
    }
    if (auto status = transaction.commit(); !status) {
        std::swap(repository, updated);
        return status;
    }
    m_storedNow += counts.kept;
    return success();
}

void IssueCollector::cancel()
{
    if (!m_running)
        return;
    m_summary.isCancelled = true;
    finishRun();
}

void IssueCollector::stop(const QString &error)
{
    m_summary.error = m_storedNow == 0
        ? CoreText::tr("%1; nothing was changed").arg(error)
        : CoreText::tr(
            "%1; the %2 issue(s) stored before stay, and the same collect resumes after them")
              .arg(error)
              .arg(m_storedNow);
    finishRun();
}

void IssueCollector::finishRun()
{
    if (!m_running)
        return;
    m_running = false;
    m_scheduler->cancelAll();
    if (m_summary.isComplete() && m_store) {
        // Finished: the next run of this request lists everything again (and adds what is new).
        SqliteStatement forget(m_store->handle(), "DELETE FROM project_info WHERE key = ?");
        forget.bind(1, StateKey);
        if (auto status = forget.exec(); !status)
            m_summary.error = status.error().message();
    }
    QList<CollectCounts> byFramework;
    for (const Repository &repository : std::as_const(m_repositories)) {
        if (byFramework.isEmpty() || byFramework.last().framework != repository.framework)
            byFramework.append(CollectCounts {repository.framework});
        byFramework.last().add(repository.counts);
    }
    m_summary.frameworks = byFramework;
    m_summary.requests = m_scheduler->requestsSent() - m_requestsAtStart;
    m_store.reset();
    m_lock.reset();
    Q_EMIT finished(m_summary);
}

} // namespace taxonomist::core
