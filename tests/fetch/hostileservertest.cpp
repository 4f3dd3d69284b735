// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Remote answers are untrusted: hostile servers on 127.0.0.1, made here, against the real
// Qt Network stack. Endless and trickling answers, absurd rate-limit headers, a server echoing
// the token, a closed port, wrong JSON types, and two fetch runs on one project. Every limit is
// configured small so the tests stay fast.
#include "fetchtestsupport.h"

#include "fetch/fetchsettings.h"
#include "fetch/issuefetcher.h"
#include "fetch/ratelimitpolicy.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QLoggingCategory>
#include <QProcess>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTcpServer>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

const QString url129 = u"https://github.com/vllm-project/vllm/issues/129"_s;
const QString url130 = u"https://github.com/vllm-project/vllm/issues/130"_s;

// A small valid issue `number` of vllm-project/vllm without comments.
void serveSmallIssue(FakeApiServer &server, int number)
{
    FakeRoute route;
    route.path = "/repos/vllm-project/vllm/issues/" + QByteArray::number(number);
    route.response.body = R"({"number": )" + QByteArray::number(number)
        + R"(, "title": "A small issue", "state": "open", "body": "LLM", "comments": 0, "user": {"login": "u"}})";
    server.addRoute(route);
}

FetchSettings restSettings(const FakeApiServer &server)
{
    FetchSettings settings = FetchProject::settings(server);
    settings.useGraphQl = false;
    settings.github.concurrency = 1;
    return settings;
}

// A port on 127.0.0.1 where nothing listens (it was free a moment ago).
quint16 closedPort()
{
    QTcpServer probe;
    EXPECT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

QStringList s_messages;
QMutex s_messagesMutex;

void captureMessages(QtMsgType, const QMessageLogContext &, const QString &message)
{
    QMutexLocker lock(&s_messagesMutex);
    s_messages.append(message);
}

// Captures every log line (fetch debug on) for the life of the object.
class LogCapture
{
public:
    LogCapture()
    {
        s_messages.clear();
        QLoggingCategory::setFilterRules(u"taxonomist.fetch.debug=true"_s);
        m_previous = qInstallMessageHandler(captureMessages);
    }
    ~LogCapture()
    {
        qInstallMessageHandler(m_previous);
        QLoggingCategory::setFilterRules(QString());
    }
    QStringList lines() const
    {
        QMutexLocker lock(&s_messagesMutex);
        return s_messages;
    }

private:
    QtMessageHandler m_previous = nullptr;
};

} // namespace

// --- response size -----------------------------------------------------------------------------

TEST(ResponseLimit, EndlessChunkedAnswerFailsThatIssueOnly)
{
    FakeApiServer server;
    FakeRoute endless;
    endless.path = "/repos/vllm-project/vllm/issues/129";
    endless.response.behaviour = FakeResponse::Behaviour::Stream;
    endless.response.body = QByteArray(64 * 1024, 'x'); // 64 KiB a millisecond, for ever
    endless.response.intervalMs = 0;
    server.addRoute(endless);
    serveSmallIssue(server, 130);
    FetchProject project;
    const qint64 hostile = project.addIssue(url129);
    const qint64 fine = project.addIssue(url130);
    FetchSettings settings = restSettings(server);
    settings.maxResponseBytes = 256 * 1024;

    QElapsedTimer clock;
    clock.start();
    const FetchRun run = project.fetch(settings, FetchScope::everything(), 10000);
    ASSERT_TRUE(run.finished);
    EXPECT_TRUE(run.summary.error.isEmpty())
        << "the run goes on: " << run.summary.error.toStdString();
    EXPECT_EQ(project.status(hostile), u"failed"_s);
    EXPECT_TRUE(project.status(hostile, u"reason"_s)
                    .contains(u"larger than the limit of 256 KiB (maxResponseBytes)"_s))
        << project.status(hostile, u"reason"_s).toStdString();
    EXPECT_EQ(project.status(fine), u"fetched"_s) << "the next issue was fetched";
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/129"), 1)
        << "an oversized answer is not retried";
    EXPECT_LT(clock.elapsed(), 5000);
}

TEST(ResponseLimit, AnnouncedLengthBeyondTheCapIsRefused)
{
    FakeApiServer server;
    FakeRoute big;
    big.path = "/repos/vllm-project/vllm/issues/129";
    big.response.body = R"({"number": 129, "title": ")" + QByteArray(200 * 1024, 'a') + R"("})";
    server.addRoute(big);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    FetchSettings settings = restSettings(server);
    settings.maxResponseBytes = 100 * 1024;

    const FetchRun run = project.fetch(settings, FetchScope::everything());
    EXPECT_TRUE(run.summary.error.isEmpty());
    EXPECT_EQ(run.summary.count(FetchState::Failed), 1);
    EXPECT_TRUE(project.status(id, u"reason"_s).contains(u"maxResponseBytes"_s));
    EXPECT_EQ(project.snapshot(id), QString()) << "nothing of the answer was stored";

    // The same answer within a larger cap is taken: the limit is what refused it.
    settings.maxResponseBytes = 1024 * 1024;
    FetchScope again = FetchScope::everything();
    again.refresh = true;
    project.fetch(settings, again);
    EXPECT_EQ(project.status(id), u"fetched"_s);
}

// --- time ---------------------------------------------------------------------------------------

TEST(RequestDeadline, TricklingServerFailsAtTheDeadline)
{
    FakeApiServer server;
    FakeRoute trickle;
    trickle.path = "/repos/vllm-project/vllm/issues/129";
    trickle.response.behaviour = FakeResponse::Behaviour::Stream;
    trickle.response.body = " "; // a byte every 50 ms: never stalls, never ends
    trickle.response.intervalMs = 50;
    server.addRoute(trickle);
    serveSmallIssue(server, 130);
    FetchProject project;
    const qint64 slow = project.addIssue(url129);
    const qint64 fine = project.addIssue(url130);
    FetchSettings settings = restSettings(server);
    settings.timeoutMs = 400; // the stall timeout never fires: a byte comes every 50 ms
    settings.requestDeadlineMs = 700; // ... but the whole request has a deadline

    QElapsedTimer clock;
    clock.start();
    const FetchRun run = project.fetch(settings, FetchScope::everything(), 10000);
    ASSERT_TRUE(run.finished);
    EXPECT_TRUE(run.summary.error.isEmpty()) << run.summary.error.toStdString();
    EXPECT_EQ(project.status(slow), u"failed"_s);
    EXPECT_TRUE(
        project.status(slow, u"reason"_s).contains(u"within 0.7 s (the request deadline)"_s))
        << project.status(slow, u"reason"_s).toStdString();
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/129"), 1) << "not retried";
    EXPECT_EQ(project.status(fine), u"fetched"_s);
    EXPECT_LT(clock.elapsed(), 4000);
}

TEST(RequestDeadline, StalledTransferIsStillRetried)
{
    // The deadline must not swallow the ordinary stall timeout, which is retried.
    FakeApiServer server;
    FakeRoute silent;
    silent.path = "/repos/vllm-project/vllm/issues/129";
    silent.times = 1;
    silent.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(silent);
    serveSmallIssue(server, 129);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    FetchSettings settings = restSettings(server);
    settings.timeoutMs = 200;

    project.fetch(settings, FetchScope::everything());
    EXPECT_EQ(project.status(id), u"fetched"_s);
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/129"), 2);
}

TEST(RateLimit, ThirtyOneYearResetStopsTheRunAndShowsTheDate)
{
    FakeApiServer server;
    const QDateTime reset = QDateTime::currentDateTimeUtc().addYears(31);
    server.setResetEpoch(reset.toSecsSinceEpoch());
    server.addFixture("/repos/vllm-project/vllm/issues/129",
        u"github/err_403_primary_ratelimit.json"_s, 403,
        {{"x-ratelimit-remaining", "0"}, {"x-ratelimit-reset", "{{RESET_EPOCH}}"}});
    serveSmallIssue(server, 130);
    FetchProject project;
    const qint64 first = project.addIssue(url129);
    const qint64 second = project.addIssue(url130);
    FetchSettings settings = restSettings(server);
    settings.waitScale = 1.0; // a believed wait would really be slept: the test would time out

    const FetchRun run = project.fetch(settings, FetchScope::everything(), 10000);
    ASSERT_TRUE(run.finished);
    EXPECT_TRUE(run.waits.isEmpty()) << "a 31-year wait is not announced as a wait";
    const QString error = run.summary.error;
    EXPECT_TRUE(error.contains(u"GitHub rate limit: resuming at "_s)) << error.toStdString();
    EXPECT_TRUE(error.contains(u" on %1-"_s.arg(reset.toLocalTime().date().year())))
        << "the date, not only 15:03: " << error.toStdString();
    EXPECT_TRUE(error.contains(u"longer than the 120 min allowed (max wait)"_s))
        << error.toStdString();
    EXPECT_EQ(project.status(first), QString())
        << "the issue is not failed: the same fetch resumes later";
    EXPECT_EQ(project.status(second), QString());
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/130"), 0);
}

TEST(RateLimit, HugeRetryAfterIsRefusedAndWaitsWithinTheCapAreKept)
{
    FakeApiServer server;
    FakeRoute limited;
    limited.path = "/repos/vllm-project/vllm/issues/129";
    limited.response.status = 429;
    limited.response.headers = {{"retry-after", "99999999999999999"}};
    server.addRoute(limited);
    FetchProject project;
    project.addIssue(url129);
    FetchSettings settings = restSettings(server);
    settings.maxWaitMs = 120 * 1000;

    const FetchRun run = project.fetch(settings, FetchScope::everything(), 10000);
    ASSERT_TRUE(run.finished);
    EXPECT_TRUE(run.summary.error.contains(u"longer than the 2 min allowed (max wait)"_s))
        << run.summary.error.toStdString();
    EXPECT_TRUE(run.summary.error.contains(u"years"_s)) << run.summary.error.toStdString();

    // A wait within the cap is waited (waitScale 0 here), and announced with the clock time.
    FakeApiServer polite;
    polite.addFixture("/repos/vllm-project/vllm/issues/129",
        u"github/err_403_secondary_ratelimit.json"_s, 403, {{"retry-after", "90"}}, 1);
    serveSmallIssue(polite, 129);
    FetchProject other;
    const qint64 id = other.addIssue(url129);
    FetchSettings politeSettings = restSettings(polite);
    politeSettings.maxWaitMs = 120 * 1000;
    const FetchRun waited = other.fetch(politeSettings, FetchScope::everything());
    ASSERT_EQ(waited.waits.size(), 1);
    EXPECT_EQ(waited.waits.first().waitMs, 90000);
    EXPECT_EQ(other.status(id), u"fetched"_s);
}

TEST(RateLimit, MessageShowsTheDateWhenTheResumeIsNotToday)
{
    const QDateTime now = QDateTime(QDate(2024, 3, 10), QTime(12, 0), Qt::LocalTime).toUTC();
    const QDateTime later = QDateTime(QDate(2024, 3, 10), QTime(12, 30), Qt::LocalTime).toUTC();
    const QDateTime tomorrow = QDateTime(QDate(2024, 3, 11), QTime(9, 5), Qt::LocalTime).toUTC();
    EXPECT_EQ(RateLimitPolicy::message(ApiService::GitHub, Throttle::Kind::Primary, later, now),
        u"GitHub rate limit: resuming at 12:30"_s);
    EXPECT_EQ(RateLimitPolicy::message(ApiService::GitHub, Throttle::Kind::Primary, tomorrow, now),
        u"GitHub rate limit: resuming at 09:05 on 2024-03-11"_s);
}

// --- tokens in remote text ----------------------------------------------------------------------

TEST(Token, ServerEchoingTheAuthorizationHeaderOnRetriesIsRedacted)
{
    const QString token = u"ghp_ECHOtoken1234567890abcdef"_s;
    // A credential this process never sent (the server's own, or another client's).
    const QByteArray foreign = "glpat-Zx81foreignSECRET99";
    FakeApiServer server;
    FakeRoute echo;
    echo.path = "/repos/vllm-project/vllm/issues/129";
    echo.handler = [foreign](const FakeRequest &request) {
        FakeResponse response;
        response.status = 503; // retried: every retry logs a line with the message
        QByteArray headers;
        for (const auto &[name, value] : request.headers)
            headers += name + ": " + value + "; ";
        response.body = R"({"message": "unavailable, you sent )" + headers
            + R"( proxy-authorization: Basic )" + foreign + R"( url https://x.test/?access_token=)"
            + foreign + R"("})";
        return response;
    };
    server.addRoute(echo);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    FetchSettings settings = restSettings(server);
    settings.githubToken = token;
    settings.maxRetries = 2;

    FetchRun run;
    QStringList lines;
    {
        LogCapture capture;
        run = project.fetch(settings, FetchScope::everything());
        lines = capture.lines();
    }
    ASSERT_EQ(server.count(), 3) << "two retries";
    EXPECT_EQ(server.requests().first().header("authorization"), "Bearer " + token.toUtf8());
    int retryLines = 0;
    for (const QString &line : std::as_const(lines)) {
        retryLines += line.contains(u"; retry "_s) ? 1 : 0;
        EXPECT_FALSE(line.contains(token)) << line.toStdString();
        EXPECT_FALSE(line.contains(QString::fromLatin1(foreign))) << line.toStdString();
    }
    EXPECT_EQ(retryLines, 2) << lines.join(u'\n').toStdString();
    const QString reason = project.status(id, u"reason"_s);
    EXPECT_TRUE(reason.contains(u"authorization: ***"_s)) << reason.toStdString();
    EXPECT_FALSE(reason.contains(token)) << reason.toStdString();
    EXPECT_FALSE(reason.contains(QString::fromLatin1(foreign))) << reason.toStdString();
    EXPECT_FALSE(run.summary.toText().contains(token));
}

TEST(Token, RedactKeepsOrdinaryWordsReadable)
{
    FetchSettings settings;
    settings.githubToken = u"ghp_known1234567890"_s;
    EXPECT_EQ(settings.redact(u"the token expired, Bearer ghp_known1234567890"_s),
        u"the token expired, Bearer ***"_s);
    EXPECT_EQ(settings.redact(u"Authorization: token abcdef0123456789"_s), u"Authorization: ***"_s);
    EXPECT_EQ(
        settings.redact(u"leaked github_pat_11ABCDEFG0123456789_abcdefghij"_s), u"leaked ***"_s);
    EXPECT_EQ(settings.redact(u"rate limit exceeded for this token"_s),
        u"rate limit exceeded for this token"_s);
}

// --- unreachable hosts --------------------------------------------------------------------------

TEST(Offline, ConnectionRefusedStopsTheRunAtOnce)
{
    FakeApiServer server; // only for the settings; the API points elsewhere
    FetchProject project;
    QList<qint64> ids;
    for (int n = 1; n <= 3; ++n)
        ids.append(project.addIssue(u"https://github.com/vllm-project/vllm/issues/%1"_s.arg(n)));
    FetchSettings settings = restSettings(server);
    settings.githubApi = QUrl(u"http://127.0.0.1:%1"_s.arg(closedPort()));
    settings.backoffBaseMs = 2000; // a retry would show in the time

    QElapsedTimer clock;
    clock.start();
    const FetchRun run = project.fetch(settings, FetchScope::everything(), 15000);
    ASSERT_TRUE(run.finished);
    EXPECT_LT(clock.elapsed(), 1500) << "no retries, no backoff";
    EXPECT_TRUE(run.summary.error.contains(u"cannot reach 127.0.0.1: connection refused"_s))
        << run.summary.error.toStdString();
    EXPECT_TRUE(run.summary.error.contains(u"nothing was changed"_s))
        << run.summary.error.toStdString();
    for (qint64 id : ids)
        EXPECT_EQ(project.status(id), QString()) << "no issue is marked failed: the network is";
}

TEST(Offline, HostNotFoundStopsTheRunAtOnce)
{
    FakeApiServer server;
    FetchProject project;
    const qint64 a = project.addIssue(url129);
    const qint64 b = project.addIssue(url130);
    FetchSettings settings = restSettings(server);
    settings.githubApi
        = QUrl(u"http://no-such-host.invalid"_s); // .invalid never resolves (RFC 6761)
    settings.backoffBaseMs = 2000;

    QElapsedTimer clock;
    clock.start();
    const FetchRun run = project.fetch(settings, FetchScope::everything(), 15000);
    ASSERT_TRUE(run.finished);
    EXPECT_LT(clock.elapsed(), 1900) << "no retries, no backoff";
    EXPECT_TRUE(run.summary.error.contains(u"cannot reach no-such-host.invalid: host not found"_s))
        << run.summary.error.toStdString();
    EXPECT_EQ(project.status(a), QString());
    EXPECT_EQ(project.status(b), QString());
}

TEST(Offline, CliExitsWithOneAndAClearMessage)
{
    FetchProject project;
    project.addIssue(url129);
    project.addIssue(url130);
    const QByteArray base = "http://127.0.0.1:" + QByteArray::number(closedPort());
    QProcess cli;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"TAXONOMIST_GITHUB_API"_s, QString::fromLatin1(base));
    environment.remove(u"GITHUB_TOKEN"_s);
    environment.remove(u"GITEE_TOKEN"_s);
    cli.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(TAXONOMIST_CLI), {u"fetch"_s, u"--db"_s, project.path()});
    ASSERT_TRUE(cli.waitForFinished(20000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    EXPECT_EQ(cli.exitCode(), 1) << err.toStdString();
    EXPECT_TRUE(err.contains(u"cannot reach 127.0.0.1: connection refused"_s)) << err.toStdString();
    EXPECT_LT(clock.elapsed(), 5000);
}

// --- JSON shape ---------------------------------------------------------------------------------

TEST(JsonShape, WrongTypesAndOverflowingCountsFailTheIssueNamingTheField)
{
    FakeApiServer server;
    const QList<std::pair<int, QByteArray>> bodies = {
        {201, R"({"number": 201, "title": 42, "state": "open"})"},
        {202, R"({"number": 202, "title": "t", "body": {"evil": true}})"},
        {203, R"({"number": 203, "title": "t", "comments": 1e30})"},
        {204, R"({"number": 204, "title": "t", "comments": -3})"},
        {205, R"({"number": 205, "title": "t", "labels": "bug"})"},
        {206, R"({"number": 206, "title": "t", "user": "someone"})"},
        {207, R"({"number": 1e20, "title": "t"})"},
        {208, R"([1, 2, 3])"},
    };
    for (const auto &[number, body] : bodies) {
        FakeRoute route;
        route.path = "/repos/vllm-project/vllm/issues/" + QByteArray::number(number);
        route.response.body = body;
        server.addRoute(route);
    }
    FakeRoute comments;
    comments.path = "/repos/vllm-project/vllm/issues/209";
    comments.response.body = R"({"number": 209, "title": "t", "comments": 1})";
    server.addRoute(comments);
    FakeRoute badComment;
    badComment.path = "/repos/vllm-project/vllm/issues/209/comments";
    badComment.response.body = R"([{"body": ["not", "text"], "user": {"login": "x"}}])";
    server.addRoute(badComment);
    serveSmallIssue(server, 210);

    FetchProject project;
    QMap<int, qint64> ids;
    for (int n = 201; n <= 210; ++n)
        ids.insert(n, project.addIssue(u"https://github.com/vllm-project/vllm/issues/%1"_s.arg(n)));
    const FetchRun run = project.fetch(restSettings(server), FetchScope::everything());
    ASSERT_TRUE(run.finished);
    EXPECT_TRUE(run.summary.error.isEmpty()) << run.summary.error.toStdString();
    const QMap<int, QString> field = {{201, u"\"title\""_s}, {202, u"\"body\""_s},
        {203, u"\"comments\""_s}, {204, u"\"comments\""_s}, {205, u"\"labels\""_s},
        {206, u"\"user\""_s}, {207, u"\"number\""_s}, {208, u"a list"_s}, {209, u"\"body\""_s}};
    for (auto it = field.cbegin(); it != field.cend(); ++it) {
        const qint64 id = ids.value(it.key());
        EXPECT_EQ(project.status(id), u"failed"_s) << "issue " << it.key();
        const QString reason = project.status(id, u"reason"_s);
        EXPECT_TRUE(reason.contains(u"unexpected JSON"_s) && reason.contains(it.value()))
            << "issue " << it.key() << ": " << reason.toStdString();
        EXPECT_EQ(project.snapshot(id), QString()) << "nothing stored for issue " << it.key();
    }
    EXPECT_EQ(project.status(ids.value(203), u"reason"_s),
        u"unexpected JSON: \"comments\" is 1e+30, expected a count from 0 to 1000000"_s);
    EXPECT_EQ(project.status(ids.value(210)), u"fetched"_s);
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 1);
    EXPECT_EQ(run.summary.count(FetchState::Failed), 9);
}

TEST(JsonShape, GraphQlNodeWithWrongTypesFailsOnlyThatIssue)
{
    QJsonObject answer
        = QJsonDocument::fromJson(FakeApiServer::fixture(u"github/graphql_batch_response.json"_s))
              .object();
    QJsonObject data = answer.value(u"data"_s).toObject();
    QJsonObject repository = data.value(u"repository"_s).toObject();
    QJsonObject pr = repository.value(u"i130"_s).toObject();
    pr.insert(u"title"_s, QJsonArray {1, 2});
    repository.insert(u"i130"_s, pr);
    data.insert(u"repository"_s, repository);
    answer.insert(u"data"_s, data);

    FakeApiServer server;
    FakeRoute graphql;
    graphql.method = "POST";
    graphql.path = "/graphql";
    graphql.response.body = QJsonDocument(answer).toJson(QJsonDocument::Compact);
    server.addRoute(graphql);
    server.addFixture("/repos/vllm-project/vllm/issues/129", u"github/issue_129.json"_s);
    server.addFixture(
        "/repos/vllm-project/vllm/issues/129/comments", u"github/issue_129_comments_p1.json"_s);
    FetchProject project;
    const qint64 i129 = project.addIssue(url129);
    const qint64 i130 = project.addIssue(u"https://github.com/vllm-project/vllm/pull/130"_s);
    FetchSettings settings = FetchProject::settings(server);
    settings.githubToken = u"ghp_graphqltoken123"_s;

    const FetchRun run = project.fetch(settings, FetchScope::everything());
    EXPECT_EQ(server.count("/graphql"), 1);
    EXPECT_EQ(project.status(i130), u"failed"_s);
    EXPECT_TRUE(project.status(i130, u"reason"_s).contains(u"\"title\""_s))
        << project.status(i130, u"reason"_s).toStdString();
    EXPECT_EQ(project.snapshot(i130), QString());
    EXPECT_EQ(project.status(i129), u"fetched"_s);
}

// --- one run per project ------------------------------------------------------------------------

TEST(FetchLock, SecondRunOnTheProjectSaysAFetchIsAlreadyRunning)
{
    FakeApiServer server;
    FakeRoute silent;
    silent.path = "/repos/vllm-project/vllm/issues/129";
    silent.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(silent);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    FetchSettings settings = restSettings(server);
    settings.timeoutMs = 60000;

    IssueFetcher first(project.path(), settings);
    first.start(FetchScope::everything());
    QEventLoop loop;
    QTimer::singleShot(100, &loop, &QEventLoop::quit); // the first one is now waiting on the server
    loop.exec();
    ASSERT_TRUE(first.isRunning());
    EXPECT_TRUE(QFile::exists(IssueFetcher::lockPath(project.path())));

    const FetchRun second = project.fetch(settings, FetchScope::everything(), 5000);
    ASSERT_TRUE(second.finished);
    EXPECT_TRUE(second.summary.error.contains(u"a fetch is already running on fetch.taxonomist"_s))
        << second.summary.error.toStdString();
    EXPECT_TRUE(
        second.summary.error.contains(u"process %1"_s.arg(QCoreApplication::applicationPid())))
        << second.summary.error.toStdString();
    EXPECT_EQ(server.count(), 1) << "the second run sent nothing";
    EXPECT_TRUE(first.isRunning()) << "and left the first one alone";

    first.cancel();
    EXPECT_FALSE(QFile::exists(IssueFetcher::lockPath(project.path())))
        << "released when the run ends";
    // ... so the next run is not refused (it times out on the silent server instead).
    settings.timeoutMs = 100;
    settings.maxRetries = 0;
    const FetchRun third = project.fetch(settings, FetchScope::everything(), 5000);
    ASSERT_TRUE(third.finished);
    EXPECT_TRUE(third.summary.error.isEmpty()) << third.summary.error.toStdString();
    EXPECT_EQ(project.status(id), u"failed"_s);
}

TEST(FetchLock, LockLeftByAKilledProcessIsTakenOver)
{
    FakeApiServer server;
    FakeRoute silent;
    silent.path = "/repos/vllm-project/vllm/issues/129";
    silent.times = 1;
    silent.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(silent);
    serveSmallIssue(server, 129);
    FetchProject project;
    const qint64 id = project.addIssue(url129);

    // A CLI fetch hangs on the silent server and is killed (no clean-up runs).
    QProcess cli;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"TAXONOMIST_GITHUB_API"_s, server.baseUrl().toString());
    environment.remove(u"GITHUB_TOKEN"_s);
    environment.remove(u"GITEE_TOKEN"_s);
    cli.setProcessEnvironment(environment);
    cli.start(QStringLiteral(TAXONOMIST_CLI), {u"fetch"_s, u"--db"_s, project.path()});
    ASSERT_TRUE(cli.waitForStarted(5000));
    QElapsedTimer clock;
    clock.start();
    while (server.count() == 0 && clock.elapsed() < 10000)
        QThread::msleep(20);
    ASSERT_EQ(server.count(), 1) << "the CLI fetch is under way";
    EXPECT_TRUE(QFile::exists(IssueFetcher::lockPath(project.path())));
    cli.kill();
    ASSERT_TRUE(cli.waitForFinished(5000));
    EXPECT_TRUE(QFile::exists(IssueFetcher::lockPath(project.path())))
        << "a killed process leaves its lock";

    // The next run sees the owner is gone and takes the lock over.
    const FetchRun run = project.fetch(restSettings(server), FetchScope::everything());
    ASSERT_TRUE(run.finished);
    EXPECT_TRUE(run.summary.error.isEmpty()) << run.summary.error.toStdString();
    EXPECT_EQ(project.status(id), u"fetched"_s);
    EXPECT_FALSE(QFile::exists(IssueFetcher::lockPath(project.path())));
}

TEST(FetchLock, CliSecondRunExitsWithOne)
{
    FakeApiServer server;
    FakeRoute silent;
    silent.path = "/repos/vllm-project/vllm/issues/129";
    silent.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(silent);
    FetchProject project;
    project.addIssue(url129);
    FetchSettings settings = restSettings(server);
    settings.timeoutMs = 60000;
    IssueFetcher first(project.path(), settings);
    first.start(FetchScope::everything());
    QEventLoop loop;
    QTimer::singleShot(100, &loop, &QEventLoop::quit);
    loop.exec();
    ASSERT_TRUE(first.isRunning());

    QProcess cli;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"TAXONOMIST_GITHUB_API"_s, server.baseUrl().toString());
    environment.remove(u"GITHUB_TOKEN"_s);
    cli.setProcessEnvironment(environment);
    cli.start(QStringLiteral(TAXONOMIST_CLI), {u"fetch"_s, u"--db"_s, project.path()});
    ASSERT_TRUE(cli.waitForFinished(10000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    EXPECT_EQ(cli.exitCode(), 1) << err.toStdString();
    EXPECT_TRUE(err.contains(u"a fetch is already running"_s)) << err.toStdString();
    EXPECT_EQ(server.count(), 1) << "the CLI sent nothing";
    first.cancel();
}

TEST(FetchCommand, LimitOptionsAreTakenAndCheckedOnTheCommandLine)
{
    FakeApiServer server;
    FakeRoute big;
    big.path = "/repos/vllm-project/vllm/issues/129";
    big.response.body = R"({"number": 129, "title": ")" + QByteArray(4096, 'a') + R"("})";
    server.addRoute(big);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"TAXONOMIST_GITHUB_API"_s, server.baseUrl().toString());
    environment.remove(u"GITHUB_TOKEN"_s);
    const auto run = [&](const QStringList &extra) {
        QProcess cli;
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(TAXONOMIST_CLI),
            QStringList {u"fetch"_s, u"--db"_s, project.path()} + extra);
        EXPECT_TRUE(cli.waitForFinished(20000));
        return std::pair {cli.exitCode(),
            QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError())};
    };

    for (const QString &bad : {u"0"_s, u"-5"_s, u"lots"_s, u"2T"_s}) {
        const auto [code, text] = run({u"--max-response-size"_s, bad});
        EXPECT_EQ(code, 2) << bad.toStdString() << ": " << text.toStdString();
    }
    EXPECT_EQ(run({u"--request-deadline"_s, u"0"_s}).first, 2);
    EXPECT_EQ(run({u"--max-wait"_s, u"-1"_s}).first, 2);
    EXPECT_EQ(server.count(), 0) << "usage mistakes send nothing";

    const auto [code, text]
        = run({u"--max-response-size"_s, u"1K"_s, u"--request-deadline"_s, u"5"_s});
    EXPECT_EQ(code, 3) << text.toStdString();
    EXPECT_TRUE(text.contains(u"larger than the limit of 1 KiB (maxResponseBytes)"_s))
        << text.toStdString();
    EXPECT_EQ(project.status(id), u"failed"_s);
}
