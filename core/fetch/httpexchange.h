// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

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

// `base` with `suffix` appended to its path ("https://HOST/api/v3" + "/repos/O/R/issues").
QUrl withApiPath(QUrl base, const QString &suffix);

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
    QString errorText; // redacted
    bool timedOut = false;
    // Refused by this side, never retried: the answer outgrew FetchSettings::maxResponseBytes,
    // or the request was not done within requestDeadlineMs. The issue fails; the run goes on.
    bool tooLarge = false;
    bool pastDeadline = false;
    // The host cannot be reached at all (host not found, connection refused, network down):
    // retrying each issue would only repeat it, so the run stops.
    bool unreachable = false;
    // The run must stop (a rate-limit wait longer than maxWaitMs); errorText says why.
    bool stopsRun = false;
    QString message; // the host's JSON "message", one line, redacted (set by the scheduler)
    QUrl url; // after redirects
    bool movedPermanently = false; // a 301 or 308 on the way
    QList<QPair<QByteArray, QByteArray>> headers; // names in lower case
    QByteArray body;
    int attempts = 0;

    QByteArray header(QByteArrayView name) const;
    bool isSuccess() const { return status >= 200 && status < 300; }
    // "HTTP 404: Not Found" / "timed out" / "connection closed": for a summary or a status row.
    // Built from redacted parts only, so it may go to a log or a user as it is.
    QString describe() const;
    // The host's JSON "message" cut to one line of 200 characters (not yet redacted).
    static QString messageOf(const QByteArray &body);
    // Why this answer stops a whole run rather than failing its request, or empty: the host
    // cannot be reached ("cannot reach HOST: … — working offline?"), a wait was refused
    // (stopsRun), or `service`'s token was rejected (401). Not yet redacted.
    QString runStopReason(const QString &service) const;
};

} // namespace taxonomist::core
