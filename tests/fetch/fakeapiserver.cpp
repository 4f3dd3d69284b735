// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fakeapiserver.h"

#include "testpaths.h"

#include <QDateTime>
#include <QHostAddress>
#include <QMutexLocker>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

namespace taxonomist::test {

QByteArray FakeRequest::path() const
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? target : target.left(question);
}

QByteArray FakeRequest::query() const
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? QByteArray() : target.mid(question + 1);
}

QByteArray FakeRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

// Lives in the server's thread: accepts connections, parses requests, writes answers.
class FakeServerWorker final : public QObject
{
public:
    explicit FakeServerWorker(FakeApiServer &owner)
        : m_owner(owner)
    { }

    quint16 listen()
    {
        m_server = new QTcpServer(this);
        if (!m_server->listen(QHostAddress::LocalHost, 0))
            return 0;
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server->nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        return m_server->serverPort();
    }

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        while (true) {
            const qsizetype end = buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QList<QByteArray> lines = buffer.left(end).split('\n');
            FakeRequest request;
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.method = first.value(0);
            request.target = first.value(1);
            qsizetype length = 0;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon < 0)
                    continue;
                const QByteArray name = lines[i].left(colon).trimmed().toLower();
                const QByteArray value = lines[i].mid(colon + 1).trimmed();
                request.headers.append({name, value});
                if (name == "content-length")
                    length = value.toLongLong();
            }
            if (buffer.size() < end + 4 + length)
                return;
            request.body = buffer.mid(end + 4, length);
            buffer.remove(0, end + 4 + length);
            const FakeResponse response = m_owner.answer(request);
            if (response.behaviour == FakeResponse::Behaviour::NeverAnswer)
                continue;
            if (response.behaviour == FakeResponse::Behaviour::Drop) {
                m_buffers.remove(socket);
                socket->abort();
                return;
            }
            if (response.behaviour == FakeResponse::Behaviour::Stream) {
                stream(socket, response);
                return; // the rest of the connection belongs to the stream
            }
            write(socket, response);
        }
    }

    void stream(QTcpSocket *socket, const FakeResponse &response)
    {
        QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + " Fake\r\n";
        for (const auto &[name, value] : response.headers)
            out += name + ": " + value + "\r\n";
        out += "content-type: application/json; charset=utf-8\r\ntransfer-encoding: "
               "chunked\r\n\r\n";
        socket->write(out);
        const QByteArray chunk
            = QByteArray::number(response.body.size(), 16) + "\r\n" + response.body + "\r\n";
        auto *timer = new QTimer(socket); // dies with the connection
        auto left = std::make_shared<int>(response.chunks);
        connect(timer, &QTimer::timeout, socket, [socket, timer, chunk, left] {
            // Never more than a little ahead of the client: the server must not grow either.
            if (socket->bytesToWrite() > 1024 * 1024)
                return;
            if (*left == 0) {
                socket->write("0\r\n\r\n");
                timer->stop();
                return;
            }
            if (*left > 0)
                --*left;
            socket->write(chunk);
        });
        timer->start(std::max(1, response.intervalMs));
    }

    void write(QTcpSocket *socket, const FakeResponse &response)
    {
        QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + " Fake\r\n";
        bool hasType = false;
        for (const auto &[name, value] : response.headers) {
            out += name + ": " + value + "\r\n";
            hasType = hasType || name.compare("content-type", Qt::CaseInsensitive) == 0;
        }
        if (!hasType && !response.body.isEmpty())
            out += "content-type: application/json; charset=utf-8\r\n";
        out += "content-length: " + QByteArray::number(response.body.size()) + "\r\n\r\n";
        out += response.body;
        socket->write(out);
    }

    FakeApiServer &m_owner;
    QTcpServer *m_server = nullptr;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

FakeApiServer::FakeApiServer()
    : m_resetEpoch(QDateTime::currentSecsSinceEpoch() + 3600)
{
    m_worker = new FakeServerWorker(*this);
    m_worker->moveToThread(&m_thread);
    m_thread.start();
    QMetaObject::invokeMethod(
        m_worker, [this] { m_port = m_worker->listen(); }, Qt::BlockingQueuedConnection);
}

FakeApiServer::~FakeApiServer()
{
    QMetaObject::invokeMethod(
        m_worker, [this] { delete m_worker; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

QUrl FakeApiServer::baseUrl() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_port));
}

void FakeApiServer::addRoute(FakeRoute route)
{
    QMutexLocker lock(&m_mutex);
    m_routes.append(std::move(route));
}

QByteArray FakeApiServer::fixture(const QString &name)
{
    return readAll(fixturesDir() + u"/fetch/"_s + name);
}

void FakeApiServer::addFixture(const QByteArray &path, const QString &name, int status,
    QList<QPair<QByteArray, QByteArray>> headers, int times)
{
    FakeRoute route;
    route.path = path;
    route.times = times;
    route.response.status = status;
    route.response.body = fixture(name);
    route.response.headers = std::move(headers);
    route.response.headers.emplaceBack("x-github-api-version-selected", "2022-11-28");
    bool hasLimit = false;
    for (const auto &[header, value] : std::as_const(route.response.headers))
        hasLimit = hasLimit || header == "x-ratelimit-remaining";
    if (!hasLimit) {
        route.response.headers.emplaceBack("x-ratelimit-limit", "5000");
        route.response.headers.emplaceBack("x-ratelimit-remaining", "4990");
        route.response.headers.emplaceBack("x-ratelimit-reset", "{{RESET_EPOCH}}");
    }
    addRoute(std::move(route));
}

void FakeApiServer::setResetEpoch(qint64 epoch)
{
    QMutexLocker lock(&m_mutex);
    m_resetEpoch = epoch;
}

qint64 FakeApiServer::resetEpoch() const
{
    QMutexLocker lock(&m_mutex);
    return m_resetEpoch;
}

QList<FakeRequest> FakeApiServer::requests() const
{
    QMutexLocker lock(&m_mutex);
    return m_requests;
}

int FakeApiServer::count(const QByteArray &path) const
{
    QMutexLocker lock(&m_mutex);
    return int(std::count_if(m_requests.begin(), m_requests.end(),
        [&](const FakeRequest &request) { return request.path() == path; }));
}

int FakeApiServer::count() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_requests.size());
}

FakeResponse FakeApiServer::answer(const FakeRequest &request)
{
    QMutexLocker lock(&m_mutex);
    m_requests.append(request);
    FakeResponse response;
    bool found = false;
    for (FakeRoute &route : m_routes) {
        const bool prefix = route.path.endsWith('*');
        const bool pathMatches = prefix ? request.path().startsWith(route.path.chopped(1))
                                        : route.path == request.path();
        if (route.times == 0 || route.method != request.method || !pathMatches)
            continue;
        if (route.when && !route.when(request))
            continue;
        if (route.times > 0)
            --route.times;
        response = route.handler ? route.handler(request) : route.response;
        found = true;
        break;
    }
    if (!found) {
        response.status = 404;
        response.body = fixture(u"github/err_404.json"_s);
    }
    const QByteArray base = baseUrl().toEncoded();
    const QByteArray reset = QByteArray::number(m_resetEpoch);
    response.body.replace("{{BASE}}", base).replace("{{RESET_EPOCH}}", reset);
    for (auto &[name, value] : response.headers)
        value.replace("{{BASE}}", base).replace("{{RESET_EPOCH}}", reset);
    return response;
}

} // namespace taxonomist::test
