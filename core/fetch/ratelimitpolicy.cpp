// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ratelimitpolicy.h"

#include "fetchsettings.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

std::optional<qint64> integerHeader(const HttpResponse &response, QByteArrayView name)
{
    const QByteArray value = response.header(name).trimmed();
    bool ok = false;
    const qint64 number = value.toLongLong(&ok);
    return ok ? std::optional<qint64>(number) : std::nullopt;
}

// Headers are remote input: a reset or Retry-After in the year 10^15 must not overflow the
// millisecond arithmetic. Anything beyond a century is a century (and refused by maxWaitMs).
constexpr qint64 centurySeconds = 100LL * 366 * 24 * 3600;

qint64 boundedSeconds(qint64 seconds)
{
    return std::clamp<qint64>(seconds, -centurySeconds, centurySeconds);
}

// x-ratelimit-reset is epoch seconds: the wait from now until one second past it.
qint64 untilReset(qint64 reset, const QDateTime &now)
{
    const qint64 nowSeconds = now.toSecsSinceEpoch();
    const qint64 seconds = boundedSeconds(
        std::clamp<qint64>(reset, nowSeconds - centurySeconds, nowSeconds + centurySeconds)
        - nowSeconds);
    // One second past the reset, as GitHub advises: its clock and ours differ a little.
    return (seconds + 1) * 1000 - (now.toMSecsSinceEpoch() - nowSeconds * 1000);
}

Throttle until(Throttle::Kind kind, const QDateTime &now, qint64 waitMs)
{
    waitMs = std::clamp<qint64>(waitMs, 0, centurySeconds * 1000);
    return {kind, waitMs, now.addMSecs(waitMs)};
}

bool mentionsSecondaryLimit(const QByteArray &body)
{
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    const QString message = json.value(u"message"_s).toString();
    const QString documentation = json.value(u"documentation_url"_s).toString();
    return message.contains(u"secondary rate limit"_s, Qt::CaseInsensitive)
        || documentation.endsWith(u"secondary-rate-limits"_s)
        || message.contains(u"abuse"_s, Qt::CaseInsensitive);
}

} // namespace

Throttle RateLimitPolicy::exhaustedBudget(const HttpResponse &response, const QDateTime &now)
{
    const auto remaining = integerHeader(response, "x-ratelimit-remaining");
    const auto reset = integerHeader(response, "x-ratelimit-reset");
    if (!remaining || *remaining > 0 || !reset)
        return {};
    const qint64 waitMs = untilReset(*reset, now);
    return waitMs > 0 ? until(Throttle::Kind::Primary, now, waitMs) : Throttle {};
}

Throttle RateLimitPolicy::classify(ApiService service, const HttpResponse &response,
    const QDateTime &now, const FetchSettings &settings, int secondaryTries)
{
    if (response.status == 401)
        return {Throttle::Kind::Credentials, 0, now};
    if (response.status != 403 && response.status != 429)
        return {};
    const auto remaining = integerHeader(response, "x-ratelimit-remaining");
    const auto reset = integerHeader(response, "x-ratelimit-reset");
    if (remaining && *remaining == 0 && reset)
        return until(Throttle::Kind::Primary, now, untilReset(*reset, now));
    if (const auto retryAfter = integerHeader(response, "retry-after"))
        return until(Throttle::Kind::Secondary, now, boundedSeconds(*retryAfter) * 1000);
    // Retry-After may also be an HTTP date (RFC 9110).
    const QDateTime retryAt = QDateTime::fromString(
        QString::fromLatin1(response.header("retry-after").trimmed()), Qt::RFC2822Date);
    if (retryAt.isValid())
        return until(Throttle::Kind::Secondary, now, boundedSeconds(now.secsTo(retryAt)) * 1000);
    const bool secondary = response.status == 429
        || mentionsSecondaryLimit(response.body)
        // Gitee documents no limits; a 403 from a readable repository is throttling in practice.
        || service == ApiService::Gitee;
    if (!secondary)
        return {Throttle::Kind::Permission, 0, now};
    const qint64 base = settings.secondaryBaseMs;
    const qint64 wait
        = std::max(base, backoffMs(secondaryTries, base, settings.secondaryCapMs, 0.999));
    return until(Throttle::Kind::Secondary, now, wait);
}

qint64 RateLimitPolicy::backoffMs(int attempt, qint64 baseMs, qint64 capMs, double random)
{
    const double exponential = double(baseMs) * std::pow(2.0, std::clamp(attempt, 0, 30));
    const double capped = std::min(exponential, double(capMs));
    return qint64(capped * (0.5 + std::clamp(random, 0.0, 1.0) / 2.0));
}

bool RateLimitPolicy::isTransient(const HttpResponse &response)
{
    if (response.tooLarge || response.pastDeadline || response.unreachable || response.stopsRun)
        return false;
    if (response.status == 0)
        return true; // timeouts, resets, refused connections: no HTTP answer at all
    return response.status == 500 || response.status == 502 || response.status == 503
        || response.status == 504;
}

QString RateLimitPolicy::message(
    ApiService service, Throttle::Kind kind, const QDateTime &resumeAt, const QDateTime &now)
{
    const QString what = kind == Throttle::Kind::Secondary ? CoreText::tr("secondary rate limit")
                                                           : CoreText::tr("rate limit");
    const QDateTime local = resumeAt.toLocalTime();
    // "at 15:03" alone would hide that the resume is tomorrow, or in 31 years.
    const QString when = local.date() == now.toLocalTime().date()
        ? local.toString(u"HH:mm"_s)
        : local.toString(u"HH:mm 'on' yyyy-MM-dd"_s);
    return CoreText::tr("%1 %2: resuming at %3").arg(serviceName(service), what, when);
}

QString RateLimitPolicy::refusal(ApiService service, const Throttle &throttle, const QDateTime &now,
    const FetchSettings &settings)
{
    if (throttle.waitMs <= std::max<qint64>(0, settings.maxWaitMs))
        return QString();
    const qint64 minutes = throttle.waitMs / 60000;
    const QString length = minutes >= 2 * 365 * 24 * 60
        ? CoreText::tr("%1 years").arg(minutes / (365 * 24 * 60))
        : minutes >= 2 * 24 * 60 ? CoreText::tr("%1 days").arg(minutes / (24 * 60))
        : minutes >= 120         ? CoreText::tr("%1 hours").arg(minutes / 60)
                                 : CoreText::tr("%1 min").arg(std::max<qint64>(1, minutes));
    const qint64 allowedMs = std::max<qint64>(0, settings.maxWaitMs);
    const QString allowed = allowedMs >= 60000 ? CoreText::tr("%1 min").arg(allowedMs / 60000)
                                               : CoreText::tr("%1 s").arg(allowedMs / 1000);
    return CoreText::tr(
        "%1 asks to wait %2, longer than the %3 allowed (max wait); stopped instead of "
        "waiting. "
        "Run the same fetch again later to resume")
        .arg(message(service, throttle.kind, throttle.resumeAt, now), length, allowed);
}

} // namespace taxonomist::core
