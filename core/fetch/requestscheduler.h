// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchsettings.h"
#include "httpexchange.h"
#include "ratelimitpolicy.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <deque>
#include <functional>
#include <memory>

class QNetworkAccessManager;
class QTimer;

namespace taxonomist::core {

// Sends API requests politely: a queue per host with a concurrency limit and a gap between
// starts, redirects followed by hand (so a 301 is seen), timeouts, bounded retries with backoff
// for resets and 5xx, and waits for rate limits that hold back every request to that host.
// Answers are untrusted: one larger than maxResponseBytes is aborted as soon as it is (memory
// stays bounded), one not done within requestDeadlineMs is aborted too, neither is retried; an
// unreachable host is not retried either, and a rate-limit wait beyond maxWaitMs is refused
// (every request to that host then gets a response with stopsRun). Every line it logs is
// redacted. Asynchronous throughout: callbacks run from the event loop of the thread that owns it.
class RequestScheduler final : public QObject
{
    Q_OBJECT

public:
    using Callback = std::function<void(const HttpResponse &)>;

    explicit RequestScheduler(FetchSettings settings, QObject *parent = nullptr);
    ~RequestScheduler() override;

    // `done` runs once with the final response, unless `context` is gone or cancelAll() came first.
    void submit(HttpRequest request, QObject *context, Callback done);
    // Aborts what is in flight and drops the queue; no callback runs afterwards.
    void cancelAll();
    // Holds back a host's requests, for limits reported in a body (GraphQL answers 200).
    void hold(ApiService service, const QString &host, const Throttle &throttle);

    // Requests put on the wire, retries and redirects included.
    int requestsSent() const { return m_sent; }

Q_SIGNALS:
    void rateLimited(const taxonomist::core::RateLimitWait &wait);

private:
    struct Pending
    {
        HttpRequest request;
        QPointer<QObject> context;
        Callback done;
        int attempts = 0;
        int rateLimitWaits = 0;
        int secondaryTries = 0;
        int hops = 0;
        bool moved = false;
        qint64 notBefore = 0; // monotonic ms
    };
    struct Lane
    {
        ApiService service = ApiService::GitHub;
        QString host;
        HostLimits limits;
        int inFlight = 0;
        qint64 blockedUntil = 0; // monotonic ms
        qint64 lastStart = -1;
        QString refusal; // a wait longer than maxWaitMs was asked: why the run must stop
        std::deque<std::shared_ptr<Pending>> queue;
        QTimer *wake = nullptr;
    };

    Lane &laneFor(ApiService service, const QString &host);
    void pump(Lane &lane);
    void send(Lane &lane, std::shared_ptr<Pending> pending);
    struct Abort
    {
        bool timedOut = false;
        bool tooLarge = false;
        bool pastDeadline = false;
    };
    void finished(
        Lane &lane, QNetworkReply *reply, std::shared_ptr<Pending> pending, const Abort &abort);
    void deliver(const std::shared_ptr<Pending> &pending, HttpResponse response);
    void holdLane(Lane &lane, const Throttle &throttle);
    qint64 scaled(qint64 ms) const;
    bool isTokenHost(ApiService service, const QUrl &url) const;

    FetchSettings m_settings;
    QNetworkAccessManager *m_network = nullptr;
    QHash<QString, std::shared_ptr<Lane>> m_lanes;
    QHash<QNetworkReply *, std::shared_ptr<Pending>> m_inFlight;
    QElapsedTimer m_clock;
    int m_sent = 0;
};

} // namespace taxonomist::core
