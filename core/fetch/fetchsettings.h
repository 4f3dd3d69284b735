// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QUrl>

namespace taxonomist::core {

// How polite to be to one API host: requests in flight and the gap between two starts.
struct HostLimits
{
    int concurrency = 4;
    int intervalMs = 0;
};

// Everything a fetch needs to know, passed in by value: core never reads QSettings. Base URLs and
// tokens come from the environment (fromEnvironment()) and the app's settings override them.
struct FetchSettings
{
    QUrl githubApi;
    QUrl giteeApi;
    // Held in memory only: never written to the project, a log or an error message.
    QString githubToken;
    QString giteeToken;

    HostLimits github {4, 250};
    HostLimits gitee {2, 1000};
    // Bulk passes use GraphQL batches when a GitHub token is set.
    bool useGraphQl = true;
    int graphQlBatchSize = 25;
    int perPage = 100;

    int timeoutMs = 30000; // a transfer that stalls this long is aborted and retried
    // Remote answers are untrusted: a request that has not finished after this long (a server
    // trickling a byte every few seconds) fails its issue without a retry, and so does an
    // answer larger than maxResponseBytes; the run goes on with the next issue.
    int requestDeadlineMs = 60000;
    qint64 maxResponseBytes = 16 * 1024 * 1024;
    // A rate-limit wait longer than this (Retry-After, x-ratelimit-reset, GraphQL resetAt) is not
    // believed: the run stops with a message instead of sleeping for years. GitHub's primary
    // window is an hour, so two hours leave room for clock skew.
    qint64 maxWaitMs = 2 * 3600 * 1000;
    int maxRetries = 5; // for timeouts, resets and 5xx; then the issue fails
    int maxRateLimitWaits = 8; // rate-limit waits do not use up retries, but are bounded too
    int backoffBaseMs = 1000; // network errors and 5xx: base * 2^attempt ...
    int backoffCapMs = 120000; // ... up to this
    int secondaryBaseMs = 60000; // secondary limits without Retry-After start at a minute
    int secondaryCapMs = 900000;
    int maxRedirects = 3;
    // Multiplies every timer the fetch waits on (rate limits, backoff, intervals). 1 in the app;
    // tests set 0 so a one-hour rate-limit wait is computed and reported but not slept.
    double waitScale = 1.0;

    // TAXONOMIST_GITHUB_API, TAXONOMIST_GITEE_API, GITHUB_TOKEN and GITEE_TOKEN, or the defaults.
    static FetchSettings fromEnvironment();
    static QUrl defaultGitHubApi();
    static QUrl defaultGiteeApi();

    // GitHub's GraphQL endpoint beside the REST base (GHES: /api/v3 -> /api/graphql).
    QUrl githubGraphQl() const;
    // `text` with every secret replaced by "***", for anything that may reach a log or a user:
    // the configured tokens wherever they appear, and whatever follows `Authorization:`,
    // `Bearer `, `token `, `access_token=` or looks like a GitHub token (a server may echo a
    // token this process does not know). The one redaction every fetch log line and message
    // goes through.
    QString redact(QString text) const;
    QString userAgent() const;
};

} // namespace taxonomist::core
