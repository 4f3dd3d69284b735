// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pure parts of fetching: classifying limits, backoff, Link headers, payload readers, settings.
#include "fetch/fetchsettings.h"
#include "fetch/githubjson.h"
#include "fetch/graphqlbatch.h"
#include "fetch/linkheader.h"
#include "fetch/ratelimitpolicy.h"
#include "testpaths.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace {

HttpResponse response(
    int status, QList<QPair<QByteArray, QByteArray>> headers, QByteArray body = {})
{
    HttpResponse r;
    r.status = status;
    r.headers = std::move(headers);
    r.body = std::move(body);
    return r;
}

const QDateTime now = QDateTime::fromSecsSinceEpoch(1'700'000'000, Qt::UTC);

} // namespace

TEST(RateLimitPolicy, PrimaryLimitWaitsUntilResetPlusOneSecond)
{
    const Throttle t = RateLimitPolicy::classify(ApiService::GitHub,
        response(403, {{"x-ratelimit-remaining", "0"}, {"x-ratelimit-reset", "1700000600"}}), now,
        FetchSettings());
    EXPECT_EQ(t.kind, Throttle::Kind::Primary);
    EXPECT_EQ(t.waitMs, 601000);
    EXPECT_EQ(t.resumeAt, QDateTime::fromSecsSinceEpoch(1'700'000'601, Qt::UTC));
}

TEST(RateLimitPolicy, RetryAfterMakesASecondaryLimit)
{
    const Throttle t = RateLimitPolicy::classify(ApiService::GitHub,
        response(403, {{"retry-after", "42"}, {"x-ratelimit-remaining", "12"}}), now,
        FetchSettings());
    EXPECT_EQ(t.kind, Throttle::Kind::Secondary);
    EXPECT_EQ(t.waitMs, 42000);
}

TEST(RateLimitPolicy, SecondaryMessageWithoutHeadersBacksOffFromAMinute)
{
    const QByteArray body = R"({"message": "You have exceeded a secondary rate limit."})";
    const Throttle first = RateLimitPolicy::classify(
        ApiService::GitHub, response(403, {}, body), now, FetchSettings(), 0);
    const Throttle third = RateLimitPolicy::classify(
        ApiService::GitHub, response(403, {}, body), now, FetchSettings(), 2);
    EXPECT_EQ(first.kind, Throttle::Kind::Secondary);
    EXPECT_GE(first.waitMs, 60000);
    EXPECT_GT(third.waitMs, first.waitMs);
    FetchSettings capped;
    capped.secondaryCapMs = 90000;
    EXPECT_LE(
        RateLimitPolicy::classify(ApiService::GitHub, response(429, {}), now, capped, 10).waitMs,
        90000);
}

TEST(RateLimitPolicy, OtherForbiddenIsAPermissionError)
{
    const QByteArray body = R"({"message": "Resource not accessible by personal access token"})";
    EXPECT_EQ(RateLimitPolicy::classify(ApiService::GitHub,
                  response(403, {{"x-ratelimit-remaining", "4000"}}, body), now, FetchSettings())
                  .kind,
        Throttle::Kind::Permission);
    EXPECT_EQ(
        RateLimitPolicy::classify(ApiService::GitHub, response(401, {}), now, FetchSettings()).kind,
        Throttle::Kind::Credentials);
    EXPECT_EQ(
        RateLimitPolicy::classify(ApiService::GitHub, response(404, {}), now, FetchSettings()).kind,
        Throttle::Kind::None);
}

TEST(RateLimitPolicy, BackoffDoublesUpToTheCapWithJitter)
{
    EXPECT_EQ(RateLimitPolicy::backoffMs(0, 1000, 120000, 1.0), 1000);
    EXPECT_EQ(RateLimitPolicy::backoffMs(3, 1000, 120000, 1.0), 8000);
    EXPECT_EQ(RateLimitPolicy::backoffMs(20, 1000, 120000, 1.0), 120000);
    EXPECT_EQ(RateLimitPolicy::backoffMs(3, 1000, 120000, 0.0), 4000)
        << "jitter takes at most half";
}

TEST(RateLimitPolicy, MessageNamesTheServiceAndTheTime)
{
    const QDateTime at = QDateTime(QDate(2024, 5, 1), QTime(14, 32), Qt::LocalTime).toUTC();
    EXPECT_EQ(
        RateLimitPolicy::message(ApiService::GitHub, Throttle::Kind::Primary, at, at.addSecs(-600)),
        u"GitHub rate limit: resuming at 14:32"_s)
        << "the time alone when the resume is today";
    EXPECT_EQ(RateLimitPolicy::message(
                  ApiService::Gitee, Throttle::Kind::Secondary, at, at.addSecs(-600)),
        u"Gitee secondary rate limit: resuming at 14:32"_s);
}

TEST(LinkHeader, FindsNextAmongOtherRelations)
{
    const QUrl base(u"http://127.0.0.1:1/repos/a/b/issues/1/comments"_s);
    EXPECT_EQ(
        LinkHeader::next(
            R"(<http://h/repositories/1/issues/2/comments?page=2>; rel="next", <http://h/x?page=9>; rel="last")",
            base),
        QUrl(u"http://h/repositories/1/issues/2/comments?page=2"_s));
    EXPECT_EQ(LinkHeader::next(
                  R"(<http://h/x?page=1>; rel="prev", <http://h/x?page=1>; rel="first")", base),
        QUrl());
    EXPECT_EQ(LinkHeader::next(R"(</relative?page=3>; rel="next")", base),
        QUrl(u"http://127.0.0.1:1/relative?page=3"_s));
    EXPECT_EQ(LinkHeader::next("", base), QUrl());
}

TEST(GitHubJson, RejectsWhatIsNotAnIssue)
{
    EXPECT_FALSE(GitHubJson::issue("{\"title\": \"x\"").ok());
    EXPECT_FALSE(GitHubJson::issue("[]").ok());
    EXPECT_FALSE(GitHubJson::issue(R"({"message": "Not Found"})").ok());
    EXPECT_FALSE(GitHubJson::comments(R"({"message": "x"})").ok());
    EXPECT_TRUE(GitHubJson::issue(R"({"title": "t", "number": 1, "body": null})").ok());
}

TEST(GraphQlBatch, NotFoundAliasesComeBackEmpty)
{
    const QByteArray json = taxonomist::test::readAll(
        taxonomist::test::fixturesDir() + u"/fetch/github/graphql_batch_response.json"_s);
    const auto answer = GraphQlBatch::parse(json, {u"129"_s, u"130"_s, u"999999"_s});
    ASSERT_TRUE(answer.ok());
    EXPECT_FALSE(answer->rateLimited);
    ASSERT_TRUE(answer->issues.value(u"129"_s).has_value());
    EXPECT_TRUE(answer->issues.value(u"129"_s)->hasMoreComments);
    EXPECT_EQ(answer->issues.value(u"129"_s)->content.comments.size(), 2);
    EXPECT_FALSE(answer->issues.value(u"999999"_s).has_value());
    EXPECT_FALSE(
        GraphQlBatch::parse(R"({"errors": [{"type": "RATE_LIMITED"}]})", {u"1"_s})->issues.size());
    EXPECT_TRUE(
        GraphQlBatch::parse(R"({"errors": [{"type": "RATE_LIMITED"}]})", {u"1"_s})->rateLimited);
    EXPECT_FALSE(GraphQlBatch::parse("{", {u"1"_s}).ok());
}

TEST(FetchSettings, ReadsBaseUrlsAndTokensFromTheEnvironment)
{
    qputenv("TAXONOMIST_GITHUB_API", "http://127.0.0.1:9/api/v3");
    qputenv("TAXONOMIST_GITEE_API", "http://127.0.0.1:9/gitee/api/v5");
    qputenv("GITHUB_TOKEN", "ghp_env");
    qunsetenv("GITEE_TOKEN");
    const FetchSettings settings = FetchSettings::fromEnvironment();
    qunsetenv("TAXONOMIST_GITHUB_API");
    qunsetenv("TAXONOMIST_GITEE_API");
    qunsetenv("GITHUB_TOKEN");
    EXPECT_EQ(settings.githubApi, QUrl(u"http://127.0.0.1:9/api/v3"_s));
    EXPECT_EQ(settings.giteeApi, QUrl(u"http://127.0.0.1:9/gitee/api/v5"_s));
    EXPECT_EQ(settings.githubToken, u"ghp_env"_s);
    EXPECT_TRUE(settings.giteeToken.isEmpty());
    EXPECT_EQ(settings.githubGraphQl(), QUrl(u"http://127.0.0.1:9/api/graphql"_s))
        << "GitHub Enterprise layout";
    const FetchSettings defaults = FetchSettings::fromEnvironment();
    EXPECT_EQ(defaults.githubApi, QUrl(u"https://api.github.com"_s));
    EXPECT_EQ(defaults.giteeApi, QUrl(u"https://gitee.com/api/v5"_s));
    EXPECT_EQ(defaults.githubGraphQl(), QUrl(u"https://api.github.com/graphql"_s));
}

TEST(FetchSettings, RedactsTokens)
{
    FetchSettings settings;
    settings.githubToken = u"ghp_abcdef123456"_s;
    settings.giteeToken = u"gitee987654"_s;
    EXPECT_EQ(
        settings.redact(u"Bearer ghp_abcdef123456 and gitee987654"_s), u"Bearer *** and ***"_s);
    EXPECT_TRUE(settings.userAgent().startsWith(u"Taxonomist/"_s));
}
