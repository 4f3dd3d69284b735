// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Rate limits over the wire: waits are computed and reported, not slept (waitScale 0).
#include "fetchtestsupport.h"

#include "fetch/fetchsettings.h"
#include "fetch/ratelimitpolicy.h"
#include "store/issuecontent.h"
#include "testpaths.h"

#include <QDateTime>
#include <QFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

const QString url2 = u"https://github.com/pytorch/pytorch/issues/2"_s;

// The issue answers `limited` first (`times` times), then normally.
void serveLimitedThenIssue(FakeApiServer &server, int status, const QString &fixture,
    QList<QPair<QByteArray, QByteArray>> headers, int times = 1)
{
    server.addFixture(
        "/repos/pytorch/pytorch/issues/2", fixture, status, std::move(headers), times);
    server.addFixture("/repos/pytorch/pytorch/issues/2", u"github/issue_130_pr.json"_s);
}

} // namespace

TEST(RateLimit, PrimaryLimitWaitsUntilTheReset)
{
    FakeApiServer server;
    const qint64 reset = QDateTime::currentSecsSinceEpoch() + 3600;
    server.setResetEpoch(reset);
    serveLimitedThenIssue(server, 403, u"github/err_403_primary_ratelimit.json"_s,
        {{"x-ratelimit-remaining", "0"}, {"x-ratelimit-reset", "{{RESET_EPOCH}}"}});
    FetchProject project;
    const qint64 id = project.addIssue(url2);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    ASSERT_EQ(run.waits.size(), 1);
    const RateLimitWait &wait = run.waits.first();
    EXPECT_EQ(wait.kind, Throttle::Kind::Primary);
    EXPECT_EQ(wait.resumeAt.toSecsSinceEpoch(), reset + 1) << "one second past x-ratelimit-reset";
    EXPECT_NEAR(double(wait.waitMs) / 1000.0, 3601.0, 5.0);
    // An hour from now is tomorrow after 23:00: the message then names the day too.
    const QDateTime resume = wait.resumeAt.toLocalTime();
    const QString when = resume.date() == QDate::currentDate()
        ? resume.toString(u"HH:mm"_s)
        : resume.toString(u"HH:mm 'on' yyyy-MM-dd"_s);
    EXPECT_EQ(wait.message, u"GitHub rate limit: resuming at "_s + when);
    EXPECT_EQ(project.status(id), u"fetched"_s) << "the request went out again after the wait";
    EXPECT_EQ(project.status(id, u"attempts"_s), u"1"_s) << "a rate-limit wait is not a retry";
}

TEST(RateLimit, SecondaryLimitHonoursRetryAfter)
{
    FakeApiServer server;
    serveLimitedThenIssue(server, 403, u"github/err_403_secondary_ratelimit.json"_s,
        {{"retry-after", "60"}, {"x-ratelimit-remaining", "4321"}});
    FetchProject project;
    const qint64 id = project.addIssue(url2);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    ASSERT_EQ(run.waits.size(), 1);
    EXPECT_EQ(run.waits.first().kind, Throttle::Kind::Secondary);
    EXPECT_EQ(run.waits.first().waitMs, 60000);
    EXPECT_TRUE(
        run.waits.first().message.startsWith(u"GitHub secondary rate limit: resuming at "_s));
    EXPECT_EQ(project.status(id), u"fetched"_s);
}

TEST(RateLimit, TooManyRequestsHonoursRetryAfter)
{
    FakeApiServer server;
    serveLimitedThenIssue(
        server, 429, u"github/err_403_secondary_ratelimit.json"_s, {{"retry-after", "30"}});
    FetchProject project;
    const qint64 id = project.addIssue(url2);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    ASSERT_EQ(run.waits.size(), 1);
    EXPECT_EQ(run.waits.first().waitMs, 30000);
    EXPECT_EQ(project.status(id), u"fetched"_s);
    EXPECT_EQ(server.count("/repos/pytorch/pytorch/issues/2"), 2);
}

TEST(RateLimit, SecondaryLimitWithoutRetryAfterBacksOffExponentiallyThenGivesUp)
{
    FakeApiServer server;
    server.addFixture("/repos/pytorch/pytorch/issues/3",
        u"github/err_403_secondary_ratelimit.json"_s, 429, {{"x-ratelimit-remaining", "4320"}});
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/pytorch/pytorch/issues/3"_s);
    project.seed(
        id, server.baseUrl().toString() + u"/repos/pytorch/pytorch/issues/3"_s, u"W/\"old\""_s);
    const QString before = project.snapshot(id);
    FetchSettings settings = FetchProject::settings(server);
    settings.maxRateLimitWaits = 4;
    settings.secondaryCapMs = 200000;

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(settings, refresh);
    ASSERT_EQ(run.waits.size(), 4);
    // At least a minute, doubling, capped.
    EXPECT_GE(run.waits[0].waitMs, 60000);
    EXPECT_GT(run.waits[1].waitMs, run.waits[0].waitMs);
    EXPECT_GT(run.waits[2].waitMs, run.waits[1].waitMs);
    EXPECT_LE(run.waits[3].waitMs, 200000);
    EXPECT_EQ(server.count(), 5) << "bounded: four waits, then the answer stands";
    EXPECT_EQ(project.status(id), u"failed"_s);
    EXPECT_EQ(project.snapshot(id), before);
}

TEST(RateLimit, ExhaustedBudgetHoldsBackTheNextRequests)
{
    FakeApiServer server;
    const qint64 reset = QDateTime::currentSecsSinceEpoch() + 600;
    server.setResetEpoch(reset);
    // A success that spends the last request of the hour.
    server.addFixture("/repos/vllm-project/vllm/issues/130", u"github/issue_130_pr.json"_s, 200,
        {{"x-ratelimit-remaining", "0"}, {"x-ratelimit-reset", "{{RESET_EPOCH}}"}});
    FetchProject project;
    project.addIssue(u"https://github.com/vllm-project/vllm/pull/130"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    ASSERT_EQ(run.waits.size(), 1);
    EXPECT_EQ(run.waits.first().resumeAt.toSecsSinceEpoch(), reset + 1);
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 1);
}

namespace {

QList<QString> s_messages;
QMutex s_messagesMutex;

void captureMessages(QtMsgType, const QMessageLogContext &, const QString &message)
{
    QMutexLocker lock(&s_messagesMutex);
    s_messages.append(message);
}

} // namespace

TEST(Token, IsSentButNeverStoredLoggedOrShownInAnError)
{
    const QString token = u"ghp_SECRETtoken1234567890"_s;
    FakeApiServer server;
    // A hostile or broken server that echoes the Authorization header into its error message.
    FakeRoute echo;
    echo.path = "/repos/NVIDIA/Megatron-LM/issues/9";
    echo.handler = [](const FakeRequest &request) {
        FakeResponse response;
        response.status = 403;
        response.body = R"({"message": "denied for )" + request.header("authorization") + R"("})";
        return response;
    };
    server.addRoute(echo);
    FakeRoute echoTimeout;
    echoTimeout.path = "/repos/NVIDIA/Megatron-LM/issues/10";
    echoTimeout.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(echoTimeout);
    FetchProject project;
    const qint64 forbidden = project.addIssue(u"https://github.com/NVIDIA/Megatron-LM/issues/9"_s);
    const qint64 silent = project.addIssue(u"https://github.com/NVIDIA/Megatron-LM/issues/10"_s);
    FetchSettings settings = FetchProject::settings(server);
    settings.githubToken = token;
    settings.useGraphQl = false;
    settings.timeoutMs = 200;
    settings.maxRetries = 1;

    s_messages.clear();
    QLoggingCategory::setFilterRules(u"taxonomist.fetch.debug=true"_s);
    const QtMessageHandler previous = qInstallMessageHandler(captureMessages);
    const FetchRun run = project.fetch(settings, FetchScope::everything());
    qInstallMessageHandler(previous);
    QLoggingCategory::setFilterRules(QString());

    EXPECT_EQ(server.requests().first().header("authorization"), "Bearer " + token.toUtf8());
    EXPECT_EQ(run.summary.count(FetchState::Forbidden), 1);
    EXPECT_EQ(run.summary.count(FetchState::Failed), 1);
    EXPECT_TRUE(project.status(forbidden, u"reason"_s).contains(u"denied for Bearer ***"_s))
        << project.status(forbidden, u"reason"_s).toStdString();
    EXPECT_FALSE(project.status(forbidden, u"reason"_s).contains(token));
    EXPECT_FALSE(project.status(silent, u"reason"_s).contains(token));
    EXPECT_FALSE(run.summary.toText().contains(token));
    for (const QString &message : std::as_const(s_messages))
        EXPECT_FALSE(message.contains(token)) << message.toStdString();
    EXPECT_FALSE(s_messages.isEmpty())
        << "the failures were logged (so the check above means something)";
    // Nowhere in the project file either.
    QSqlQuery(project.store().database()).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    EXPECT_FALSE(readAll(project.path()).contains(token.toUtf8()));
}

TEST(Token, RejectedTokenStopsTheRunWithoutNamingIt)
{
    const QString token = u"ghp_BADtoken0987654321"_s;
    FakeApiServer server;
    FakeRoute unauthorized;
    unauthorized.path = "/repos/vllm-project/vllm/issues/129";
    unauthorized.handler = [](const FakeRequest &request) {
        FakeResponse response;
        response.status = 401;
        response.body
            = R"({"message": "Bad credentials )" + request.header("authorization") + R"("})";
        return response;
    };
    server.addRoute(unauthorized);
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/vllm-project/vllm/issues/129"_s);
    for (int i = 0; i < 5; ++i)
        project.addIssue(u"https://github.com/vllm-project/vllm/issues/%1"_s.arg(200 + i));
    FetchSettings settings = FetchProject::settings(server);
    settings.githubToken = token;
    settings.useGraphQl = false;
    settings.github.concurrency = 1;

    const FetchRun run = project.fetch(settings, FetchScope::everything());
    EXPECT_FALSE(run.summary.error.isEmpty());
    EXPECT_TRUE(run.summary.error.contains(u"token was rejected"_s))
        << run.summary.error.toStdString();
    EXPECT_FALSE(run.summary.error.contains(token));
    EXPECT_EQ(project.status(id), QString()) << "a rejected token says nothing about the issue";
    EXPECT_LT(server.count(), 6) << "the run stopped instead of trying every issue";
}

TEST(RateLimit, GiteeForbiddenIsWaitedOnThreeTimesThenRecorded)
{
    FakeApiServer server;
    server.addFixture(
        "/api/v5/repos/mindspore/mindspore/issues/I71V26", u"gitee/err_404.json"_s, 403);
    FetchProject project;
    const qint64 id = project.addIssue(
        u"https://gitee.com/mindspore/mindspore/issues/I71V26"_s, u"mindspore"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    ASSERT_EQ(run.waits.size(), 3);
    EXPECT_EQ(run.waits.first().service, u"Gitee"_s);
    EXPECT_GE(run.waits.first().waitMs, 60000);
    EXPECT_EQ(server.count(), 4);
    EXPECT_EQ(project.status(id), u"forbidden"_s);
}
