// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "requestscheduler.h"

#include "logging.h"
#include "util/coretext.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

} // namespace

RequestScheduler::RequestScheduler(FetchSettings settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_network(new QNetworkAccessManager(this))
{
    m_clock.start();
}

RequestScheduler::~RequestScheduler()
{
    cancelAll();
}

qint64 RequestScheduler::scaled(qint64 ms) const
{
    return qint64(double(ms) * std::max(0.0, m_settings.waitScale));
}

bool RequestScheduler::isTokenHost(ApiService service, const QUrl &url) const
{
    // A redirect to another host must not carry the token along.
    const QUrl &base = service == ApiService::Gitee ? m_settings.giteeApi : m_settings.githubApi;
    return url.host().compare(base.host(), Qt::CaseInsensitive) == 0 && url.port() == base.port();
}

RequestScheduler::Lane &RequestScheduler::laneFor(ApiService service, const QString &host)
{
    const QString key = host + u'#' + QString::number(int(service));
    auto &lane = m_lanes[key];
    if (!lane) {
        lane = std::make_shared<Lane>();
        lane->service = service;
        lane->host = host;
        switch (service) {
        case ApiService::GitHub:
            lane->limits = m_settings.github;
            break;
        case ApiService::GitHubGraphQl:
            // GitHub asks for one GraphQL query at a time.
            lane->limits = {1, m_settings.github.intervalMs};
            break;
        case ApiService::Gitee:
            lane->limits = m_settings.gitee;
            break;
        }
        lane->limits.concurrency = std::max(1, lane->limits.concurrency);
        lane->wake = new QTimer(this);
        lane->wake->setSingleShot(true);
        Lane *raw = lane.get();
        connect(lane->wake, &QTimer::timeout, this, [this, raw] { pump(*raw); });
    }
    return *lane;
}

void RequestScheduler::submit(HttpRequest request, QObject *context, Callback done)
{
    auto pending = std::make_shared<Pending>();
    pending->request = std::move(request);
    pending->context = context;
    pending->done = std::move(done);
    Lane &lane = laneFor(pending->request.service, pending->request.url.host());
    lane.queue.push_back(std::move(pending));
    pump(lane);
}

void RequestScheduler::hold(ApiService service, const QString &host, const Throttle &throttle)
{
    holdLane(laneFor(service, host), throttle);
}

void RequestScheduler::holdLane(Lane &lane, const Throttle &throttle)
{
    const QString refusal = RateLimitPolicy::refusal(
        lane.service, throttle, QDateTime::currentDateTimeUtc(), m_settings);
    if (!refusal.isEmpty()) {
        // Not believed (a reset 31 years away): every request to the host gets the refusal.
        if (lane.refusal.isEmpty())
            qCInfo(lcFetch).noquote() << refusal;
        lane.refusal = refusal;
        return;
    }
    lane.blockedUntil = std::max(lane.blockedUntil, m_clock.elapsed() + scaled(throttle.waitMs));
    RateLimitWait wait {serviceName(lane.service), lane.host, throttle.kind, throttle.resumeAt,
        throttle.waitMs, RateLimitPolicy::message(lane.service, throttle.kind, throttle.resumeAt)};
    qCInfo(lcFetch).noquote() << wait.message << u"(%1 s)"_s.arg(throttle.waitMs / 1000);
    Q_EMIT rateLimited(wait);
}

void RequestScheduler::pump(Lane &lane)
{
    if (!lane.refusal.isEmpty()) {
        // Taken from the queue first: a callback may submit again (to this lane too).
        std::deque<std::shared_ptr<Pending>> refused;
        refused.swap(lane.queue);
        for (const auto &pending : refused) {
            HttpResponse response;
            response.url = pending->request.url;
            response.stopsRun = true;
            response.errorText = lane.refusal;
            response.attempts = pending->attempts;
            deliver(pending, std::move(response));
        }
        return;
    }
    const qint64 now = m_clock.elapsed();
    qint64 wakeAt = -1;
    const auto wakeNoLaterThan
        = [&](qint64 at) { wakeAt = wakeAt < 0 ? at : std::min(wakeAt, at); };
    while (lane.inFlight < lane.limits.concurrency && !lane.queue.empty()) {
        if (now < lane.blockedUntil) {
            wakeNoLaterThan(lane.blockedUntil);
            break;
        }
        const qint64 nextStart
            = lane.lastStart < 0 ? now : lane.lastStart + scaled(lane.limits.intervalMs);
        if (now < nextStart) {
            wakeNoLaterThan(nextStart);
            break;
        }
        // The first request whose backoff is over; the others keep their place.
        auto ready = std::find_if(lane.queue.begin(), lane.queue.end(),
            [now](const auto &pending) { return pending->notBefore <= now; });
        if (ready == lane.queue.end()) {
            for (const auto &pending : lane.queue)
                wakeNoLaterThan(pending->notBefore);
            break;
        }
        std::shared_ptr<Pending> pending = *ready;
        lane.queue.erase(ready);
        if (!pending->context)
            continue; // its owner is gone: nobody wants the answer
        send(lane, std::move(pending));
    }
    if (wakeAt >= 0 && !lane.queue.empty())
        lane.wake->start(int(std::clamp<qint64>(wakeAt - now, 0, std::numeric_limits<int>::max())));
}

void RequestScheduler::send(Lane &lane, std::shared_ptr<Pending> pending)
{
    const HttpRequest &request = pending->request;
    QNetworkRequest network(request.url);
    network.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    network.setHeader(QNetworkRequest::UserAgentHeader, m_settings.userAgent());
    const bool github = request.service != ApiService::Gitee;
    const QString &token = github ? m_settings.githubToken : m_settings.giteeToken;
    if (github) {
        network.setRawHeader("Accept", "application/vnd.github+json");
        network.setRawHeader("X-GitHub-Api-Version", "2022-11-28");
    } else {
        network.setRawHeader("Accept", "application/json");
    }
    if (request.service == ApiService::GitHubGraphQl)
        network.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    if (!token.isEmpty() && isTokenHost(request.service, request.url))
        network.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    for (const auto &[name, value] : request.headers)
        network.setRawHeader(name, value);

    ++pending->attempts;
    ++lane.inFlight;
    ++m_sent;
    lane.lastStart = m_clock.elapsed();
    QNetworkReply *reply = request.method == "GET"
        ? m_network->get(network)
        : m_network->sendCustomRequest(network, request.method, request.body);
    m_inFlight.insert(reply, pending);
    auto abort = std::make_shared<Abort>();
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, reply, [reply, abort] {
        abort->timedOut = true;
        reply->abort();
    });
    // Any progress restarts the clock: the limit is on a stalled transfer, not a long one ...
    timer->start(m_settings.timeoutMs);
    // ... and this one is on a long one: a server trickling a byte every few seconds never
    // stalls, so the whole request has a deadline. Not restarted by anything.
    auto *deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, reply, [reply, abort] {
        abort->pastDeadline = true;
        reply->abort();
    });
    deadline->start(
        int(std::clamp<qint64>(m_settings.requestDeadlineMs, 1, std::numeric_limits<int>::max())));
    const qint64 maxBytes = std::max<qint64>(1, m_settings.maxResponseBytes);
    // An announced length beyond the cap is refused before its body arrives.
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, abort, maxBytes] {
        const qint64 announced = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (announced > maxBytes && !abort->tooLarge) {
            abort->tooLarge = true;
            reply->abort();
        }
    });
    // A chunked answer has no length: count what arrives and abort the moment it is too much,
    // so a reply never holds much more than the cap (an endless answer cannot grow memory).
    connect(reply, &QNetworkReply::downloadProgress, reply,
        [reply, timer, abort, maxBytes, this](qint64 received) {
            if (received > maxBytes || reply->bytesAvailable() > maxBytes) {
                if (!abort->tooLarge) {
                    abort->tooLarge = true;
                    reply->abort();
                }
                return;
            }
            timer->start(m_settings.timeoutMs);
        });
    Lane *raw = &lane;
    connect(reply, &QNetworkReply::finished, this,
        [this, raw, reply, pending, abort] { finished(*raw, reply, pending, *abort); });
}

namespace {

// Errors that say the host cannot be reached at all: retrying every issue would only repeat them.
bool isUnreachable(QNetworkReply::NetworkError error, const QString &text)
{
    switch (error) {
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyConnectionRefusedError:
        return true;
    case QNetworkReply::UnknownNetworkError:
        // "Network unreachable" (ENETUNREACH) has no error code of its own.
        return text.contains(u"unreachable"_s, Qt::CaseInsensitive);
    default:
        return false;
    }
}

QString unreachableReason(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::HostNotFoundError:
        return CoreText::tr("host not found");
    case QNetworkReply::ConnectionRefusedError:
        return CoreText::tr("connection refused");
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyConnectionRefusedError:
        return CoreText::tr("the proxy cannot be reached");
    default:
        return CoreText::tr("network unreachable");
    }
}

QString byteSize(qint64 bytes)
{
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return u"%1 MiB"_s.arg(bytes / (1024 * 1024));
    if (bytes >= 1024 && bytes % 1024 == 0)
        return u"%1 KiB"_s.arg(bytes / 1024);
    return u"%1 bytes"_s.arg(bytes);
}

} // namespace

void RequestScheduler::finished(
    Lane &lane, QNetworkReply *reply, std::shared_ptr<Pending> pending, const Abort &abort)
{
    m_inFlight.remove(reply);
    reply->deleteLater();
    --lane.inFlight;

    HttpResponse response;
    response.url = pending->request.url;
    response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    response.error = reply->error();
    response.attempts = pending->attempts;
    response.movedPermanently = pending->moved;
    if (abort.timedOut && !abort.tooLarge && !abort.pastDeadline) {
        // A stalled transfer: no answer, retried below like a reset connection.
        response.status = 0;
        response.timedOut = true;
        response.errorText = u"timed out"_s;
    } else if (abort.tooLarge || abort.pastDeadline) {
        // Whatever arrived is dropped unread: a partial answer is no answer. Not retried: the
        // same server would send the same again.
        response.status = 0;
        response.tooLarge = abort.tooLarge;
        response.pastDeadline = abort.pastDeadline && !abort.tooLarge;
        if (response.tooLarge) {
            response.errorText
                = CoreText::tr("the answer is larger than the limit of %1 (maxResponseBytes)")
                      .arg(byteSize(m_settings.maxResponseBytes));
        } else {
            response.errorText
                = CoreText::tr("no complete answer within %1 s (the request deadline)")
                      .arg(double(m_settings.requestDeadlineMs) / 1000.0);
        }
        qCInfo(lcFetch).noquote() << m_settings.redact(
            u"%1: %2"_s.arg(response.url.toDisplayString(), response.errorText));
        pump(lane);
        deliver(pending, std::move(response));
        return;
    }
    if (response.status == 0 && !response.timedOut) {
        response.unreachable = isUnreachable(response.error, reply->errorString());
        response.errorText = m_settings.redact(
            response.unreachable ? unreachableReason(response.error) : reply->errorString());
    }
    for (const auto &[name, value] : reply->rawHeaderPairs())
        response.headers.append({name.toLower(), value});
    if (reply->isOpen()) // an aborted reply is closed: nothing to read
        response.body = reply->readAll();
    response.message = m_settings.redact(HttpResponse::messageOf(response.body));
    if (response.unreachable) {
        // Offline, or the host is down: the caller stops the run instead of retrying each issue.
        qCInfo(lcFetch).noquote() << m_settings.redact(
            u"cannot reach %1: %2"_s.arg(response.url.host(), response.errorText));
        pump(lane);
        deliver(pending, std::move(response));
        return;
    }

    const auto requeue = [&](qint64 notBefore, bool front) {
        pending->notBefore = notBefore;
        if (front)
            lane.queue.push_front(pending);
        else
            lane.queue.push_back(pending);
    };

    const QByteArray location = response.header("location");
    if (isRedirect(response.status) && !location.isEmpty()
        && pending->hops < m_settings.maxRedirects) {
        ++pending->hops;
        pending->moved = pending->moved || response.status == 301 || response.status == 308;
        pending->request.url = pending->request.url.resolved(QUrl::fromEncoded(location));
        --pending->attempts; // following a redirect is not a retry
        qCDebug(lcFetch).noquote()
            << m_settings.redact(u"redirect %1 to %2"_s.arg(response.status)
                                     .arg(pending->request.url.toDisplayString()));
        if (pending->request.url.host() == lane.host) {
            requeue(0, true);
        } else {
            Lane &other = laneFor(pending->request.service, pending->request.url.host());
            other.queue.push_front(pending);
            pump(other);
        }
        pump(lane);
        return;
    }

    const QDateTime now = QDateTime::currentDateTimeUtc();
    const Throttle throttle = RateLimitPolicy::classify(
        lane.service, response, now, m_settings, pending->secondaryTries);
    // Gitee documents no limits, so its 403 may be a real refusal: 1, 2, 4 minutes, then it stands.
    const int maxWaits = lane.service == ApiService::Gitee && response.status == 403
        ? std::min(3, m_settings.maxRateLimitWaits)
        : m_settings.maxRateLimitWaits;
    if ((throttle.kind == Throttle::Kind::Primary || throttle.kind == Throttle::Kind::Secondary)
        && pending->rateLimitWaits < maxWaits) {
        ++pending->rateLimitWaits;
        if (throttle.kind == Throttle::Kind::Secondary)
            ++pending->secondaryTries;
        --pending->attempts; // a rate-limit wait does not use up a retry
        holdLane(lane, throttle);
        requeue(0, true);
        pump(lane);
        return;
    }
    if (RateLimitPolicy::isTransient(response) && pending->attempts <= m_settings.maxRetries) {
        const qint64 delay
            = RateLimitPolicy::backoffMs(pending->attempts - 1, m_settings.backoffBaseMs,
                m_settings.backoffCapMs, QRandomGenerator::global()->generateDouble());
        // Everything in the line went through redact(): a server may echo the Authorization header.
        qCInfo(lcFetch).noquote() << m_settings.redact(
            u"%1: %2; retry %3 of %4 in %5 ms"_s
                .arg(response.url.toDisplayString(), response.describe())
                .arg(pending->attempts)
                .arg(m_settings.maxRetries)
                .arg(delay));
        requeue(m_clock.elapsed() + scaled(delay), false);
        pump(lane);
        return;
    }
    if (response.isSuccess()) {
        const Throttle spent = RateLimitPolicy::exhaustedBudget(response, now);
        if (spent.kind != Throttle::Kind::None)
            holdLane(lane, spent);
    }
    pump(lane);
    deliver(pending, std::move(response));
}

void RequestScheduler::deliver(const std::shared_ptr<Pending> &pending, HttpResponse response)
{
    if (pending->context && pending->done)
        pending->done(response);
}

void RequestScheduler::cancelAll()
{
    const auto replies = m_inFlight.keys();
    m_inFlight.clear();
    for (QNetworkReply *reply : replies) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    for (const auto &lane : std::as_const(m_lanes)) {
        lane->queue.clear();
        lane->inFlight = 0;
        lane->refusal.clear(); // the next run asks the host again
        lane->wake->stop();
    }
}

} // namespace taxonomist::core
