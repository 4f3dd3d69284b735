// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "httpexchange.h"

#include <QDateTime>
#include <QString>

namespace taxonomist::core {

struct FetchSettings;

// What a response says about the host's limits, and how long to stay away.
struct Throttle
{
    enum class Kind {
        None, // go on
        Primary, // the hourly budget is spent: wait for x-ratelimit-reset
        Secondary, // too fast: wait for Retry-After, or back off from a minute
        Permission, // a 403 that waiting does not cure
        Credentials, // 401: the token is wrong; nothing else will work either
    };
    Kind kind = Kind::None;
    qint64 waitMs = 0; // computed, before FetchSettings::waitScale
    QDateTime resumeAt; // now + waitMs, in UTC
};

// A wait the user sees: "GitHub rate limit: resuming at 14:32".
struct RateLimitWait
{
    QString service; // "GitHub"
    QString host;
    Throttle::Kind kind = Throttle::Kind::Primary;
    QDateTime resumeAt;
    qint64 waitMs = 0;
    QString message;
};

// Tells GitHub's primary limit from its secondary limits and from permission errors, the way
// go-github and PyGithub do, and computes the waits; pure functions, so tests need no clock.
class RateLimitPolicy final
{
public:
    // `secondaryTries` counts earlier secondary-limit waits of the same request (backoff).
    static Throttle classify(ApiService service, const HttpResponse &response, const QDateTime &now,
        const FetchSettings &settings, int secondaryTries = 0);
    // A success that spent the last request of the budget: stay away until the reset.
    static Throttle exhaustedBudget(const HttpResponse &response, const QDateTime &now);
    // Exponential backoff with a cap and jitter in [0.5, 1): `random` in [0, 1).
    static qint64 backoffMs(int attempt, qint64 baseMs, qint64 capMs, double random);
    // Worth a retry: a reset connection, a stalled transfer, a 5xx. Never an answer refused for
    // its size or deadline, nor an unreachable host.
    static bool isTransient(const HttpResponse &response);
    // "GitHub rate limit: resuming at 14:32", with the date when the resume is not today (local).
    static QString message(ApiService service, Throttle::Kind kind, const QDateTime &resumeAt,
        const QDateTime &now = QDateTime::currentDateTimeUtc());
    // Why a wait is refused (empty when it is acceptable): longer than settings.maxWaitMs, so
    // the run stops with this message instead of sleeping until then.
    static QString refusal(ApiService service, const Throttle &throttle, const QDateTime &now,
        const FetchSettings &settings);
};

} // namespace taxonomist::core
