#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkReply>
#include <QPair>
#include <QString>
#include <QUrl>

namespace taxonomist::core {

// Which API a request talks to: decides the rate-limit rules and the wording of a wait.
enum class ApiService { GitHub, GitHubGraphQl, Gitee };

QString serviceName(ApiService service);

// One API request as the scheduler sends it (headers beyond the common ones per service).
struct HttpRequest
{
    ApiService service = ApiService::GitHub;
    QUrl url;
    QByteArray method = "GET";
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
};

// The final answer to a request after redirects, retries and rate-limit waits.
struct HttpResponse
{
    int status = 0; // 0: no HTTP answer (see error)
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QString errorText;  // redacted
    bool timedOut = false;
    QUrl url;           // after redirects
    bool movedPermanently = false; // a 301 or 308 on the way
    QList<QPair<QByteArray, QByteArray>> headers; // names in lower case
    QByteArray body;
    int attempts = 0;

    QByteArray header(QByteArrayView name) const;
    bool isSuccess() const { return status >= 200 && status < 300; }
    // "HTTP 404 Not Found" / "timed out" / "connection closed": for a summary or a status row.
    QString describe() const;
};

} // namespace taxonomist::core
