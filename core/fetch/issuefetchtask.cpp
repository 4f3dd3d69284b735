// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuefetchtask.h"

#include "giteejson.h"
#include "githubjson.h"
#include "linkheader.h"
#include "requestscheduler.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

IssueFetchTask::IssueFetchTask(RequestScheduler &scheduler, const FetchSettings &settings,
    IssueUrl issue, std::optional<CacheValidator> validator, QObject *parent)
    : QObject(parent)
    , m_scheduler(scheduler)
    , m_settings(settings)
    , m_issue(std::move(issue))
    , m_validator(std::move(validator))
{ }

QUrl IssueFetchTask::apiUrl(const FetchSettings &settings, const IssueUrl &issue)
{
    const QUrl &base = issue.isGitee() ? settings.giteeApi : settings.githubApi;
    // Pull requests resolve through the issues endpoint on GitHub; Gitee keeps them apart.
    const QString kind = issue.isGitee() && issue.isPullRequest ? u"pulls"_s : u"issues"_s;
    return withApiPath(
        base, u"/repos/%1/%2/%3/%4"_s.arg(issue.owner, issue.repo, kind, issue.number));
}

QString IssueFetchTask::unsupportedReason(const FetchSettings &settings, const IssueUrl &issue)
{
    for (const QString &part : {issue.owner, issue.repo}) {
        if (part == u"."_s || part == u".."_s)
            return CoreText::tr("not an issue URL (owner or repository is \"%1\")").arg(part);
    }
    if (issue.isGitee() || issue.host == u"github.com"_s)
        return QString();
    // GitHub Enterprise: issues on HOST, the API at https://HOST/api/v3 (or api.HOST).
    QString apiHost = settings.githubApi.host().toLower();
    if (apiHost.startsWith(u"api."_s))
        apiHost.remove(0, 4);
    if (issue.host == apiHost)
        return QString();
    return CoreText::tr("no API configured for issues on %1").arg(issue.host);
}

void IssueFetchTask::start()
{
    HttpRequest request;
    request.service = isGitee() ? ApiService::Gitee : ApiService::GitHub;
    request.url = apiUrl(m_settings, m_issue);
    if (m_validator) {
        // Sent back verbatim, W/ included; a 304 then costs no quota.
        if (!m_validator->etag.isEmpty())
            request.headers.append({"If-None-Match", m_validator->etag.toUtf8()});
        else if (!m_validator->lastModified.isEmpty())
            request.headers.append({"If-Modified-Since", m_validator->lastModified.toUtf8()});
    }
    m_scheduler.submit(
        request, this, [this](const HttpResponse &response) { issueAnswered(response); });
}

FetchOutcome IssueFetchTask::failure(const HttpResponse &response, const QString &what) const
{
    FetchOutcome outcome;
    outcome.httpStatus = response.status;
    outcome.attempts = m_attempts;
    outcome.reason = m_settings.redact(
        what.isEmpty() ? response.describe() : what + u": "_s + response.describe());
    // Offline or the host is down, a refused wait, a rejected token: every other issue would
    // fail the same way.
    if (const QString reason = response.runStopReason(isGitee() ? u"Gitee"_s : u"GitHub"_s);
        !reason.isEmpty()) {
        outcome.stopsRun = true;
        outcome.reason = m_settings.redact(reason);
        return outcome;
    }
    if (!what.isEmpty())
        return outcome; // a comments page that fails is a failure, never a deleted issue
    if (response.status == 404) {
        outcome.state = FetchState::Missing;
    } else if (response.status == 410) {
        // A retired API version also answers 410; only a deleted issue is "gone".
        const QString message
            = QJsonDocument::fromJson(response.body).object().value(u"message"_s).toString();
        if (!message.contains(u"version"_s, Qt::CaseInsensitive))
            outcome.state = FetchState::Gone;
    } else if (response.status == 403) {
        outcome.state = FetchState::Forbidden;
    }
    return outcome;
}

void IssueFetchTask::issueAnswered(const HttpResponse &response)
{
    m_attempts += response.attempts;
    if (response.status == 304 && m_validator) {
        FetchOutcome outcome;
        outcome.state = FetchState::Unchanged;
        outcome.httpStatus = 304;
        outcome.attempts = m_attempts;
        return finish(std::move(outcome));
    }
    if (response.status != 200)
        return finish(failure(response, QString()));
    auto parsed = isGitee() ? GiteeJson::issue(response.body) : GitHubJson::issue(response.body);
    if (!parsed) {
        FetchOutcome outcome = failure(response, QString());
        outcome.reason = m_settings.redact(parsed.error().message());
        return finish(std::move(outcome));
    }
    m_parsed = std::move(parsed).value();
    m_issueResponse = response;
    m_commentsBase = withApiPath(response.url, u"/comments"_s);
    if (m_parsed.commentCount <= 0)
        return complete();
    const int perPage = std::clamp(m_settings.perPage, 1, 100);
    // Bounded even if a host keeps announcing more pages: the count plus room for new comments.
    m_maxPages = m_parsed.commentCount / perPage + 3;
    QUrl first = m_commentsBase;
    QUrlQuery query;
    if (isGitee()) {
        query.addQueryItem(u"page"_s, u"1"_s);
        query.addQueryItem(u"order"_s, u"asc"_s);
    }
    query.addQueryItem(u"per_page"_s, QString::number(perPage));
    first.setQuery(query);
    requestComments(first);
}

void IssueFetchTask::requestComments(const QUrl &url)
{
    ++m_page;
    HttpRequest request;
    request.service = isGitee() ? ApiService::Gitee : ApiService::GitHub;
    request.url = url;
    m_scheduler.submit(
        request, this, [this](const HttpResponse &response) { commentsAnswered(response); });
}

void IssueFetchTask::commentsAnswered(const HttpResponse &response)
{
    m_attempts += response.attempts;
    if (response.status != 200)
        return finish(failure(response, u"comments page %1"_s.arg(m_page)));
    auto comments
        = isGitee() ? GiteeJson::comments(response.body) : GitHubJson::comments(response.body);
    if (!comments) {
        FetchOutcome outcome = failure(response, QString());
        outcome.state = FetchState::Failed;
        outcome.reason = m_settings.redact(
            u"comments page %1: %2"_s.arg(m_page).arg(comments.error().message()));
        return finish(std::move(outcome));
    }
    m_parsed.content.comments.append(*comments);
    QUrl next;
    if (isGitee()) {
        // Gitee announces total_page; Link is optional there. An empty page ends it too.
        bool ok = false;
        const int totalPages = response.header("total_page").toInt(&ok);
        const bool more = !comments->isEmpty()
            && (ok ? m_page < totalPages : comments->size() >= m_settings.perPage);
        if (more) {
            next = m_commentsBase;
            QUrlQuery query;
            query.addQueryItem(u"page"_s, QString::number(m_page + 1));
            query.addQueryItem(u"order"_s, u"asc"_s);
            query.addQueryItem(
                u"per_page"_s, QString::number(std::clamp(m_settings.perPage, 1, 100)));
            next.setQuery(query);
        }
    } else {
        // Never build GitHub page URLs: the links point at /repositories/{id}/...
        next = LinkHeader::next(response.header("link"), response.url);
    }
    if (next.isValid() && !next.isEmpty()) {
        if (m_page >= m_maxPages) {
            FetchOutcome outcome;
            outcome.reason = CoreText::tr("comments: more than %1 pages announced for %2 comments")
                                 .arg(m_maxPages)
                                 .arg(m_parsed.commentCount);
            outcome.attempts = m_attempts;
            return finish(std::move(outcome));
        }
        return requestComments(next);
    }
    complete();
}

void IssueFetchTask::complete()
{
    // The whole thread arrived: this is the only path that produces content to store.
    FetchOutcome outcome;
    outcome.state = m_issueResponse.movedPermanently ? FetchState::Moved : FetchState::Fetched;
    outcome.httpStatus = m_issueResponse.status;
    outcome.attempts = m_attempts;
    if (m_issueResponse.movedPermanently) {
        outcome.movedTo = m_parsed.content.htmlUrl.isEmpty() ? m_issueResponse.url.toString()
                                                             : m_parsed.content.htmlUrl;
    }
    outcome.content = m_parsed.content;
    const QString etag = QString::fromUtf8(m_issueResponse.header("etag"));
    const QString lastModified = QString::fromUtf8(m_issueResponse.header("last-modified"));
    if (!etag.isEmpty() || !lastModified.isEmpty())
        outcome.validators.append({apiUrl(m_settings, m_issue).toString(), etag, lastModified});
    finish(std::move(outcome));
}

void IssueFetchTask::finish(FetchOutcome outcome)
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(outcome);
}

} // namespace taxonomist::core
