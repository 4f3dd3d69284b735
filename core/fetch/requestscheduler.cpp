#include "requestscheduler.h"

#include "logging.h"

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
    lane.blockedUntil = std::max(lane.blockedUntil, m_clock.elapsed() + scaled(throttle.waitMs));
    RateLimitWait wait{serviceName(lane.service), lane.host, throttle.kind, throttle.resumeAt, throttle.waitMs,
                       RateLimitPolicy::message(lane.service, throttle.kind, throttle.resumeAt)};
    qCInfo(lcFetch).noquote() << wait.message << u"(%1 s)"_s.arg(throttle.waitMs / 1000);
    emit rateLimited(wait);
}

void RequestScheduler::pump(Lane &lane)
{
    const qint64 now = m_clock.elapsed();
    qint64 wakeAt = -1;
    const auto wakeNoLaterThan = [&](qint64 at) { wakeAt = wakeAt < 0 ? at : std::min(wakeAt, at); };
    while (lane.inFlight < lane.limits.concurrency && !lane.queue.empty()) {
        if (now < lane.blockedUntil) {
            wakeNoLaterThan(lane.blockedUntil);
            break;
        }
        const qint64 nextStart = lane.lastStart < 0 ? now : lane.lastStart + scaled(lane.limits.intervalMs);
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
    network.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
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
    auto timedOut = std::make_shared<bool>(false);
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, reply, [reply, timedOut] {
        *timedOut = true;
        reply->abort();
    });
    // Any progress restarts the clock: the limit is on a stalled transfer, not a long one.
    connect(reply, &QNetworkReply::downloadProgress, timer, [timer, this] { timer->start(m_settings.timeoutMs); });
    timer->start(m_settings.timeoutMs);
    Lane *raw = &lane;
    connect(reply, &QNetworkReply::finished, this, [this, raw, reply, pending, timedOut] {
        finished(*raw, reply, pending, *timedOut);
    });
}

void RequestScheduler::finished(Lane &lane, QNetworkReply *reply, std::shared_ptr<Pending> pending, bool timedOut)
{
    m_inFlight.remove(reply);
    reply->deleteLater();
    --lane.inFlight;

    HttpResponse response;
    response.url = pending->request.url;
    response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    response.error = reply->error();
    response.timedOut = timedOut;
    if (timedOut)
        response.status = 0;
    if (response.status == 0)
        response.errorText = m_settings.redact(timedOut ? u"timed out"_s : reply->errorString());
    for (const auto &[name, value] : reply->rawHeaderPairs())
        response.headers.append({name.toLower(), value});
    response.body = reply->readAll();
    response.attempts = pending->attempts;
    response.movedPermanently = pending->moved;

    const auto requeue = [&](qint64 notBefore, bool front) {
        pending->notBefore = notBefore;
        if (front)
            lane.queue.push_front(pending);
        else
            lane.queue.push_back(pending);
    };

    const QByteArray location = response.header("location");
    if (isRedirect(response.status) && !location.isEmpty() && pending->hops < m_settings.maxRedirects) {
        ++pending->hops;
        pending->moved = pending->moved || response.status == 301 || response.status == 308;
        pending->request.url = pending->request.url.resolved(QUrl::fromEncoded(location));
        --pending->attempts; // following a redirect is not a retry
        qCDebug(lcFetch) << "redirect" << response.status << "to" << pending->request.url.toDisplayString();
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
    const Throttle throttle = RateLimitPolicy::classify(lane.service, response, now, m_settings, pending->secondaryTries);
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
        const qint64 delay = RateLimitPolicy::backoffMs(pending->attempts - 1, m_settings.backoffBaseMs,
                                                        m_settings.backoffCapMs,
                                                        QRandomGenerator::global()->generateDouble());
        qCInfo(lcFetch).noquote() << u"%1: %2; retry %3 of %4 in %5 ms"_s.arg(
            m_settings.redact(response.url.toDisplayString()), response.describe())
                                         .arg(pending->attempts)
                                         .arg(m_settings.maxRetries)
                                         .arg(delay);
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
        lane->wake->stop();
    }
}

} // namespace taxonomist::core
