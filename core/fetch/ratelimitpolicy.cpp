#include "ratelimitpolicy.h"

#include "fetchsettings.h"

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

Throttle until(Throttle::Kind kind, const QDateTime &now, qint64 waitMs)
{
    waitMs = std::max<qint64>(waitMs, 0);
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
    // One second past the reset, as GitHub advises: its clock and ours differ a little.
    const qint64 waitMs = (*reset + 1) * 1000 - now.toMSecsSinceEpoch();
    return waitMs > 0 ? until(Throttle::Kind::Primary, now, waitMs) : Throttle{};
}

Throttle RateLimitPolicy::classify(ApiService service, const HttpResponse &response, const QDateTime &now,
                                   const FetchSettings &settings, int secondaryTries)
{
    if (response.status == 401)
        return {Throttle::Kind::Credentials, 0, now};
    if (response.status != 403 && response.status != 429)
        return {};
    const auto remaining = integerHeader(response, "x-ratelimit-remaining");
    const auto reset = integerHeader(response, "x-ratelimit-reset");
    if (remaining && *remaining == 0 && reset)
        return until(Throttle::Kind::Primary, now, (*reset + 1) * 1000 - now.toMSecsSinceEpoch());
    if (const auto retryAfter = integerHeader(response, "retry-after"))
        return until(Throttle::Kind::Secondary, now, *retryAfter * 1000);
    const bool secondary = response.status == 429 || mentionsSecondaryLimit(response.body)
        // Gitee documents no limits; a 403 from a readable repository is throttling in practice.
        || service == ApiService::Gitee;
    if (!secondary)
        return {Throttle::Kind::Permission, 0, now};
    const qint64 base = settings.secondaryBaseMs;
    const qint64 wait = std::max(base, backoffMs(secondaryTries, base, settings.secondaryCapMs, 0.999));
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
    if (response.status == 0)
        return true; // timeouts, resets, refused connections: no HTTP answer at all
    return response.status == 500 || response.status == 502 || response.status == 503
        || response.status == 504;
}

QString RateLimitPolicy::message(ApiService service, Throttle::Kind kind, const QDateTime &resumeAt)
{
    const QString what = kind == Throttle::Kind::Secondary ? u"secondary rate limit"_s : u"rate limit"_s;
    return u"%1 %2: resuming at %3"_s.arg(serviceName(service), what,
                                           resumeAt.toLocalTime().toString(u"HH:mm"_s));
}

} // namespace taxonomist::core
