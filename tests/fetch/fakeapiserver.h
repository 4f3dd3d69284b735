// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QMutex>
#include <QPair>
#include <QThread>
#include <QUrl>

#include <functional>
#include <memory>

namespace taxonomist::test {

struct FakeRequest
{
    QByteArray method;
    QByteArray target; // path and query, as sent
    QList<QPair<QByteArray, QByteArray>> headers; // names in lower case
    QByteArray body;

    QByteArray path() const;
    QByteArray query() const;
    QByteArray header(QByteArrayView name) const;
};

struct FakeResponse
{
    // Stream: the headers with chunked transfer encoding, then `body` as one chunk every
    // `intervalMs` (0: as fast as the client reads), `chunks` times (-1: for ever), then the end.
    // For hostile servers: an endless answer, or one that trickles a byte at a time.
    enum class Behaviour { Answer, NeverAnswer, Drop, Stream };
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    Behaviour behaviour = Behaviour::Answer;
    int intervalMs = 0;
    int chunks = -1;
};

// A route: the first one that matches a request answers it (`times` times, then it is spent).
struct FakeRoute
{
    QByteArray method = "GET";
    QByteArray path; // exact, or a prefix ending in '*'
    std::function<bool(const FakeRequest &)> when; // extra condition (query, headers)
    int times = -1; // -1: for ever
    FakeResponse response;
    std::function<FakeResponse(const FakeRequest &)> handler; // instead of `response`
};

// An HTTP/1.1 server on 127.0.0.1 (port 0) that answers from recorded responses, in a thread of
// its own so a test may block (or run the CLI with QProcess::waitForFinished) while it serves.
// Unknown requests get GitHub's 404. {{BASE}} and {{RESET_EPOCH}} in bodies and headers are
// filled in.
class FakeApiServer final
{
public:
    FakeApiServer();
    ~FakeApiServer();

    QUrl baseUrl() const;
    void addRoute(FakeRoute route);
    // A route answering with a file of tests/fixtures/fetch and GitHub's usual headers.
    void addFixture(const QByteArray &path, const QString &fixture, int status = 200,
        QList<QPair<QByteArray, QByteArray>> headers = {}, int times = -1);
    void setResetEpoch(qint64 epoch);
    qint64 resetEpoch() const;

    QList<FakeRequest> requests() const;
    int count(const QByteArray &path) const;
    int count() const;

    static QByteArray fixture(const QString &name);

private:
    friend class FakeServerWorker;
    FakeResponse answer(const FakeRequest &request);

    mutable QMutex m_mutex;
    QList<FakeRoute> m_routes;
    QList<FakeRequest> m_requests;
    qint64 m_resetEpoch = 0;
    quint16 m_port = 0;
    QThread m_thread;
    class FakeServerWorker *m_worker = nullptr;
};

} // namespace taxonomist::test
