// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// GitHub REST against recorded responses on a local server: one test per case of the API spec.
#include "fetchtestsupport.h"

#include "fetch/fetchstatusstore.h"
#include "fetch/httpcachestore.h"
#include "fetch/issuekeywords.h"
#include "store/issuecontent.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

constexpr auto etag129 = R"(W/"5f0c3e9a1b7d4e2f8a6c0b3d9e1f2a4c")";
const QString url129 = u"https://github.com/vllm-project/vllm/issues/129"_s;

// Issue 129 with its two comment pages, as GitHub serves them (routes 2-4 of the spec).
void serveIssue129(FakeApiServer &server)
{
    server.addFixture("/repos/vllm-project/vllm/issues/129", u"github/issue_129.json"_s, 200,
        {{"etag", etag129}});
    server.addFixture("/repos/vllm-project/vllm/issues/129/comments",
        u"github/issue_129_comments_p1.json"_s, 200,
        {{"etag", R"(W/"c0mment5p1")"},
            {"link",
                R"(<{{BASE}}/repositories/100000001/issues/129/comments?per_page=2&page=2>; rel="next", )"
                R"(<{{BASE}}/repositories/100000001/issues/129/comments?per_page=2&page=2>; rel="last")"}});
    server.addFixture("/repositories/100000001/issues/129/comments",
        u"github/issue_129_comments_p2.json"_s, 200,
        {{"link",
            R"(<{{BASE}}/repositories/100000001/issues/129/comments?per_page=2&page=1>; rel="prev")"}});
}

QString apiUrl(const FakeApiServer &server, const QString &path)
{
    return server.baseUrl().toString() + path;
}

} // namespace

TEST(GitHubRest, FetchesAnIssueWithTwoPagesOfComments)
{
    FakeApiServer server;
    serveIssue129(server);
    FetchProject project;
    const qint64 id = project.addIssue(url129);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 1);
    EXPECT_TRUE(run.summary.isComplete());

    const auto content = IssueContentStore::load(project.store(), id);
    ASSERT_TRUE(content.ok() && content->has_value());
    EXPECT_EQ((*content)->title,
        u"[Bug] CUDA OOM when loading a 13B model with tensor_parallel_size=2"_s);
    EXPECT_EQ((*content)->state, u"closed"_s);
    EXPECT_EQ((*content)->author, u"alice-example"_s);
    EXPECT_EQ((*content)->repositoryLabels, QStringList {u"bug"_s});
    EXPECT_FALSE((*content)->isPullRequest);
    ASSERT_EQ((*content)->comments.size(), 3);
    EXPECT_EQ((*content)->comments[2].body, u"Fixed by #140; please retry on main."_s);
    EXPECT_EQ(project.status(id), u"fetched"_s);

    // The second page came from the Link header (GitHub's /repositories/{id} form), not built.
    EXPECT_EQ(server.count("/repositories/100000001/issues/129/comments"), 1);
    const FakeRequest first = server.requests().first();
    EXPECT_TRUE(first.header("user-agent").startsWith("Taxonomist/"));
    EXPECT_EQ(first.header("x-github-api-version"), "2022-11-28");
    EXPECT_EQ(first.header("accept"), "application/vnd.github+json");
    EXPECT_TRUE(first.header("authorization").isEmpty()) << "no token was set";
    EXPECT_EQ(server.requests().at(1).query(), "per_page=100");
    const auto validator = HttpCacheStore::find(
        project.store(), apiUrl(server, u"/repos/vllm-project/vllm/issues/129"_s));
    ASSERT_TRUE(validator.has_value());
    EXPECT_EQ(validator->etag, QString::fromLatin1(etag129));
}

TEST(GitHubRest, PullRequestUrlResolvesThroughTheIssuesEndpoint)
{
    FakeApiServer server;
    server.addFixture("/repos/vllm-project/vllm/issues/130", u"github/issue_130_pr.json"_s, 200,
        {{"etag", R"(W/"pr130")"}});
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/vllm-project/vllm/pull/130"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 1);
    const auto content = IssueContentStore::load(project.store(), id);
    ASSERT_TRUE(content.ok() && content->has_value());
    EXPECT_TRUE((*content)->isPullRequest);
    EXPECT_EQ((*content)->body, QString()) << "a null body is stored as empty text";
    // "comments": 0 -- the comments call is skipped.
    EXPECT_EQ(server.count(), 1);
}

TEST(GitHubRest, NotModifiedCostsNothingAndLeavesTheCacheUntouched)
{
    FakeApiServer server;
    FakeRoute notModified;
    notModified.path = "/repos/vllm-project/vllm/issues/129";
    notModified.when
        = [](const FakeRequest &request) { return request.header("if-none-match") == etag129; };
    notModified.response.status = 304;
    notModified.response.headers = {{"etag", etag129}, {"x-ratelimit-remaining", "4990"}};
    server.addRoute(notModified);
    serveIssue129(server);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    project.fetch(FetchProject::settings(server), FetchScope::everything());
    const QString before = project.snapshot(id);
    const int requestsBefore = server.count();

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(run.summary.count(FetchState::Unchanged), 1);
    EXPECT_EQ(server.count() - requestsBefore, 1) << "a 304 ends the fetch: no comment pages";
    EXPECT_EQ(server.requests().last().header("if-none-match"), etag129)
        << "the ETag is sent back verbatim";
    EXPECT_EQ(project.snapshot(id), before);
    EXPECT_EQ(project.status(id), u"unchanged"_s);
}

TEST(GitHubRest, MovedPermanentlyIsFollowedAndTheNewUrlKept)
{
    FakeApiServer server;
    server.addFixture("/repos/microsoft/DeepSpeed/issues/7", u"github/err_301_moved.json"_s, 301,
        {{"location", "{{BASE}}/repositories/100000003/issues/7"}});
    server.addFixture("/repositories/100000003/issues/7", u"github/issue_deepspeed_7.json"_s);
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/microsoft/DeepSpeed/issues/7"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    EXPECT_EQ(run.summary.count(FetchState::Moved), 1);
    const auto status = FetchStatusStore::find(project.store(), id);
    ASSERT_TRUE(status.has_value());
    EXPECT_EQ(status->state, FetchState::Moved);
    EXPECT_EQ(status->movedTo, u"https://github.com/deepspeedai/DeepSpeed/issues/7"_s);
    const auto content = IssueContentStore::load(project.store(), id);
    ASSERT_TRUE(content.ok() && content->has_value());
    EXPECT_EQ((*content)->title, u"Example issue reached through a 301"_s);
    EXPECT_EQ((*content)->htmlUrl, u"https://github.com/deepspeedai/DeepSpeed/issues/7"_s);
}

namespace {

// An answer that settles an issue for good (it does not exist, or no longer): recorded with its
// state, HTTP status and reason, asked once (an answer, not something to retry), and the cached
// copy of the issue kept. The cases differ only in their data.
struct FinalAnswer
{
    const char *name;
    QByteArray path;
    QString issueUrl;
    QString fixture;
    int httpStatus = 0;
    FetchState state = FetchState::Failed;
    QString stateName;
    QString reason;
    bool exactReason = false; // the whole reason, or a part of it
};

class GitHubRestFinalAnswer : public ::testing::TestWithParam<FinalAnswer>
{
};

} // namespace

TEST_P(GitHubRestFinalAnswer, IsRecordedWithItsReasonAndTheCacheKept)
{
    const FinalAnswer &answer = GetParam();
    FakeApiServer server;
    server.addFixture(answer.path, answer.fixture, answer.httpStatus);
    FetchProject project;
    const qint64 id = project.addIssue(answer.issueUrl);
    project.seed(id, apiUrl(server, QString::fromLatin1(answer.path)), u"W/\"old\""_s);
    const QString before = project.snapshot(id);

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(run.summary.count(answer.state), 1);
    EXPECT_EQ(project.status(id), answer.stateName);
    EXPECT_EQ(project.status(id, u"http_status"_s), QString::number(answer.httpStatus));
    if (answer.exactReason)
        EXPECT_EQ(project.status(id, u"reason"_s), answer.reason);
    else
        EXPECT_TRUE(project.status(id, u"reason"_s).contains(answer.reason))
            << project.status(id, u"reason"_s).toStdString();
    EXPECT_EQ(server.count(), 1) << "a final answer is not something to retry";
    EXPECT_EQ(project.snapshot(id), before);
}

INSTANTIATE_TEST_SUITE_P(GitHubRest, GitHubRestFinalAnswer,
    ::testing::Values(
        FinalAnswer {"NotFoundIsRecordedAsMissing", "/repos/hpcaitech/ColossalAI/issues/999999",
            u"https://github.com/hpcaitech/ColossalAI/issues/999999"_s, u"github/err_404.json"_s,
            404, FetchState::Missing, u"missing"_s, u"Not Found"_s, false},
        FinalAnswer {"GoneIsRecordedWithTheReason", "/repos/tensorflow/tensorflow/issues/5",
            u"https://github.com/tensorflow/tensorflow/issues/5"_s, u"github/err_410.json"_s, 410,
            FetchState::Gone, u"gone"_s, u"HTTP 410: This issue was deleted"_s, true}),
    [](const ::testing::TestParamInfo<FinalAnswer> &answer) {
        return std::string(answer.param.name);
    });

TEST(GitHubRest, PermissionForbiddenIsNotRetriedNorTakenForARateLimit)
{
    FakeApiServer server;
    server.addFixture("/repos/NVIDIA/Megatron-LM/issues/9", u"github/err_403_forbidden.json"_s, 403,
        {{"x-accepted-github-permissions", "issues=read"}, {"x-ratelimit-remaining", "4319"},
            {"x-ratelimit-reset", "{{RESET_EPOCH}}"}});
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/NVIDIA/Megatron-LM/issues/9"_s);
    project.seed(id, apiUrl(server, u"/repos/NVIDIA/Megatron-LM/issues/9"_s), u"W/\"old\""_s);
    const QString before = project.snapshot(id);

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(run.summary.count(FetchState::Forbidden), 1);
    EXPECT_TRUE(run.waits.isEmpty());
    EXPECT_EQ(server.count(), 1);
    EXPECT_TRUE(project.status(id, u"reason"_s)
                    .contains(u"Resource not accessible by personal access token"_s));
    EXPECT_EQ(project.snapshot(id), before);
}

TEST(GitHubRest, MalformedJsonNeverTouchesTheCachedCopy)
{
    FakeApiServer server;
    FakeRoute truncated;
    truncated.path = "/repos/vllm-project/vllm/issues/129";
    truncated.response.headers = {{"etag", R"(W/"new")"}};
    truncated.response.body = FakeApiServer::fixture(u"github/issue_129.json"_s).left(300);
    server.addRoute(truncated);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    project.seed(id, apiUrl(server, u"/repos/vllm-project/vllm/issues/129"_s), u"W/\"old\""_s);
    const QString before = project.snapshot(id);

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(run.summary.count(FetchState::Failed), 1);
    EXPECT_TRUE(project.status(id, u"reason"_s).startsWith(u"malformed JSON"_s))
        << project.status(id, u"reason"_s).toStdString();
    EXPECT_EQ(project.snapshot(id), before) << "neither content nor ETag changed";
}

TEST(GitHubRest, MalformedCommentPageNeverTouchesTheCachedCopy)
{
    FakeApiServer server;
    server.addFixture("/repos/vllm-project/vllm/issues/129", u"github/issue_129.json"_s, 200,
        {{"etag", R"(W/"new")"}});
    FakeRoute broken;
    broken.path = "/repos/vllm-project/vllm/issues/129/comments";
    broken.response.body = "[{\"id\": 1, \"body\": \"cut";
    server.addRoute(broken);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    project.seed(id, apiUrl(server, u"/repos/vllm-project/vllm/issues/129"_s), u"W/\"old\""_s);
    const QString before = project.snapshot(id);

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(project.status(id), u"failed"_s);
    EXPECT_EQ(project.snapshot(id), before)
        << "the issue arrived but its comments did not: nothing is stored";
}

TEST(GitHubRest, TimeoutIsRetriedABoundedNumberOfTimes)
{
    FakeApiServer server;
    FakeRoute silent;
    silent.path = "/repos/vllm-project/vllm/issues/129";
    silent.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(silent);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    project.seed(id, apiUrl(server, u"/repos/vllm-project/vllm/issues/129"_s), u"W/\"old\""_s);
    const QString before = project.snapshot(id);
    FetchSettings settings = FetchProject::settings(server);
    settings.timeoutMs = 300;
    settings.maxRetries = 2;

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(settings, refresh);
    EXPECT_EQ(run.summary.count(FetchState::Failed), 1);
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/129"), 3) << "one try and two retries";
    EXPECT_EQ(project.status(id, u"reason"_s), u"timed out"_s);
    EXPECT_EQ(project.status(id, u"attempts"_s), u"3"_s);
    EXPECT_EQ(project.snapshot(id), before);
}

TEST(GitHubRest, DroppedConnectionIsRetried)
{
    FakeApiServer server;
    FakeRoute drop;
    drop.path = "/repos/vllm-project/vllm/issues/130";
    drop.times = 3;
    drop.response.behaviour = FakeResponse::Behaviour::Drop;
    server.addRoute(drop);
    server.addFixture("/repos/vllm-project/vllm/issues/130", u"github/issue_130_pr.json"_s);
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/vllm-project/vllm/pull/130"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 1);
    // Qt resends once by itself when a connection closes before the answer; three drops in a
    // row need the fetcher's own retries.
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/130"), 4);
    EXPECT_GE(project.status(id, u"attempts"_s).toInt(), 2);
}

TEST(GitHubRest, DroppedConnectionsFailAfterTheRetriesAndKeepTheCache)
{
    FakeApiServer server;
    FakeRoute drop;
    drop.path = "/repos/vllm-project/vllm/issues/129";
    drop.response.behaviour = FakeResponse::Behaviour::Drop;
    server.addRoute(drop);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    project.seed(id, apiUrl(server, u"/repos/vllm-project/vllm/issues/129"_s), u"W/\"old\""_s);
    const QString before = project.snapshot(id);

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(run.summary.count(FetchState::Failed), 1);
    EXPECT_EQ(project.status(id, u"attempts"_s), u"3"_s) << "one try and two retries";
    EXPECT_GE(server.count(), 3);
    EXPECT_LE(server.count(), 6) << "bounded, even counting Qt's own resends";
    EXPECT_EQ(project.snapshot(id), before);
}

TEST(GitHubRest, ServerErrorsAreRetriedThenRecordedAsFailed)
{
    FakeApiServer server;
    FakeRoute bad;
    bad.path = "/repos/vllm-project/vllm/issues/129";
    bad.response.status = 502;
    bad.response.body = R"({"message": "Server Error"})";
    server.addRoute(bad);
    FetchProject project;
    const qint64 id = project.addIssue(url129);
    project.seed(id, apiUrl(server, u"/repos/vllm-project/vllm/issues/129"_s), u"W/\"old\""_s);
    const QString before = project.snapshot(id);

    FetchScope refresh = FetchScope::everything();
    refresh.refresh = true;
    const FetchRun run = project.fetch(FetchProject::settings(server), refresh);
    EXPECT_EQ(server.count(), 3);
    ASSERT_EQ(run.summary.failures.size(), 1);
    EXPECT_EQ(run.summary.failures.firstKey(), u"HTTP 502: Server Error"_s);
    EXPECT_EQ(project.snapshot(id), before);
}

TEST(GitHubRest, DuplicateUrlsAreFetchedOnceAndStoredForEveryRow)
{
    FakeApiServer server;
    server.addFixture("/repos/vllm-project/vllm/issues/130", u"github/issue_130_pr.json"_s);
    FetchProject project;
    const qint64 a = project.addIssue(u"https://github.com/vllm-project/vllm/pull/130"_s);
    const qint64 b = project.addIssue(u"https://github.com/VLLM-Project/vllm/issues/130"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    EXPECT_EQ(server.count(), 1);
    EXPECT_EQ(run.issues.size(), 2);
    EXPECT_TRUE((*IssueContentStore::load(project.store(), a)).has_value());
    EXPECT_TRUE((*IssueContentStore::load(project.store(), b)).has_value());
}

TEST(GitHubRest, OtherHostsAreNotSentToTheGitHubApi)
{
    FakeApiServer server;
    FetchProject project;
    const qint64 gitlab = project.addIssue(u"https://gitlab.com/o/r/issues/1"_s);
    const qint64 dots = project.addIssue(u"https://github.com/../../issues/1"_s);

    const FetchRun run = project.fetch(FetchProject::settings(server), FetchScope::everything());
    EXPECT_EQ(server.count(), 0);
    EXPECT_EQ(run.summary.count(FetchState::Failed), 2);
    EXPECT_EQ(project.status(gitlab, u"reason"_s), u"no API configured for issues on gitlab.com"_s);
    EXPECT_TRUE(project.status(dots, u"reason"_s).startsWith(u"not an issue URL"_s));
}
