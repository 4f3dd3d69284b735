// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Gitee, GraphQL batches and the resumable job queue.
#include "fetchtestsupport.h"

#include "fetch/fetchjobstore.h"
#include "fetch/issuefetcher.h"
#include "store/issuecontent.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

TEST(Gitee, FetchesAnIssueWithItsCommentPages)
{
    FakeApiServer server;
    const QByteArray issue = "/api/v5/repos/mindspore/mindspore/issues/I71V26";
    server.addFixture(issue, u"gitee/issue_I71V26.json"_s);
    const auto page = [](const char *number) {
        return [number](const FakeRequest &request) {
            return request.query().contains("page=" + QByteArray(number) + "&");
        };
    };
    FakeRoute first;
    first.path = issue + "/comments";
    first.when = page("1");
    first.response.headers = {{"total_count", "3"}, {"total_page", "2"}};
    first.response.body = FakeApiServer::fixture(u"gitee/issue_I71V26_comments_p1.json"_s);
    server.addRoute(first);
    FakeRoute second = first;
    second.when = page("2");
    second.response.body = FakeApiServer::fixture(u"gitee/issue_I71V26_comments_p2.json"_s);
    server.addRoute(second);
    FakeRoute empty = first;
    empty.when = {};
    empty.response.body = "[]";
    server.addRoute(empty);
    server.addFixture(
        "/api/v5/repos/mindspore/mindspore/issues/i71v26", u"gitee/err_404.json"_s, 404);
    FetchProject project;
    const qint64 id = project.addIssue(
        u"https://gitee.com/mindspore/mindspore/issues/I71V26"_s, u"mindspore"_s);
    FetchSettings settings = FetchProject::settings(server);
    settings.giteeToken = u"gitee-secret-token"_s;

    const FetchRun run = project.fetch(settings, FetchScope::everything());
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 1);
    const auto content = IssueContentStore::load(project.store(), id);
    ASSERT_TRUE(content.ok() && content->has_value());
    EXPECT_EQ((*content)->title, u"[ST][MS][Ascend] ops.matmul precision mismatch in graph mode"_s);
    EXPECT_EQ((*content)->state, u"closed"_s);
    EXPECT_EQ((*content)->closedAt, u"2023-05-20T17:40:01+08:00"_s)
        << "Gitee has no closed_at: finished_at";
    EXPECT_EQ((*content)->author, u"zhang-example"_s);
    EXPECT_EQ((*content)->repositoryLabels, QStringList {u"kind/bug"_s});
    ASSERT_EQ((*content)->comments.size(), 3);
    EXPECT_EQ((*content)->comments[2].body, u"Verified, thanks."_s);
    // total_page said 2: no third page, and the case-sensitive id was kept as written.
    EXPECT_EQ(server.count(issue + "/comments"), 2);
    EXPECT_EQ(server.count("/api/v5/repos/mindspore/mindspore/issues/i71v26"), 0);
    EXPECT_EQ(server.requests().first().header("authorization"), "Bearer gitee-secret-token");
    EXPECT_TRUE(server.requests().at(1).query().contains("order=asc"));
}

TEST(GraphQl, BulkFetchUsesBatchesAndRestForWhatTheyCannotAnswer)
{
    FakeApiServer server;
    FakeRoute graphql;
    graphql.method = "POST";
    graphql.path = "/graphql";
    graphql.response.body = FakeApiServer::fixture(u"github/graphql_batch_response.json"_s);
    server.addRoute(graphql);
    server.addFixture("/repos/vllm-project/vllm/issues/129", u"github/issue_129.json"_s);
    server.addFixture(
        "/repos/vllm-project/vllm/issues/129/comments", u"github/issue_129_comments_p1.json"_s);
    server.addFixture("/repos/vllm-project/vllm/issues/999999", u"github/err_404.json"_s, 404);
    FetchProject project;
    const qint64 i129 = project.addIssue(u"https://github.com/vllm-project/vllm/issues/129"_s);
    const qint64 i130 = project.addIssue(u"https://github.com/vllm-project/vllm/pull/130"_s);
    const qint64 missing
        = project.addIssue(u"https://github.com/vllm-project/vllm/issues/999999"_s);
    FetchSettings settings = FetchProject::settings(server);
    settings.githubToken = u"ghp_graphqltoken123"_s;

    const FetchRun run = project.fetch(settings, FetchScope::everything());
    EXPECT_EQ(server.count("/graphql"), 1) << "three issues of one repository: one batch";
    const QJsonObject query = QJsonDocument::fromJson(server.requests().first().body).object();
    EXPECT_TRUE(
        query.value(u"query"_s).toString().contains(u"i130: issueOrPullRequest(number: 130)"_s));
    EXPECT_EQ(
        query.value(u"variables"_s).toObject().value(u"owner"_s).toString(), u"vllm-project"_s);
    EXPECT_EQ(server.requests().first().header("authorization"), "Bearer ghp_graphqltoken123");

    // 130 came whole from the batch; 129 has more comments than the batch carried and 999999
    // was NOT_FOUND, so both went through REST.
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/130"), 0);
    const auto pr = IssueContentStore::load(project.store(), i130);
    ASSERT_TRUE(pr.ok() && pr->has_value());
    EXPECT_TRUE((*pr)->isPullRequest);
    EXPECT_EQ((*pr)->state, u"closed"_s) << "MERGED reads as closed, as REST says";
    ASSERT_EQ((*pr)->comments.size(), 1);
    EXPECT_EQ((*pr)->comments[0].author, QString()) << "a deleted account";
    EXPECT_EQ(server.count("/repos/vllm-project/vllm/issues/129"), 1);
    EXPECT_EQ(project.status(i129), u"fetched"_s);
    EXPECT_EQ(project.status(missing), u"missing"_s);
    EXPECT_EQ(run.summary.count(FetchState::Fetched), 2);
}

namespace {

// Issues 1..n of bench/repo, each a small JSON without comments.
void serveNumberedIssues(FakeApiServer &server)
{
    for (int n = 1; n <= 6; ++n) {
        FakeRoute route;
        route.path = "/repos/bench/repo/issues/" + QByteArray::number(n);
        route.response.body = R"({"number": )" + QByteArray::number(n) + R"(, "title": "Issue )"
            + QByteArray::number(n)
            + R"(", "state": "open", "body": "LLM", "comments": 0, "user": {"login": "u"}})";
        server.addRoute(route);
    }
}

} // namespace

TEST(FetchJob, KilledBulkFetchResumesWithoutRefetchingWhatItFinished)
{
    FakeApiServer server;
    serveNumberedIssues(server);
    FetchProject project;
    QList<qint64> ids;
    for (int n = 1; n <= 6; ++n)
        ids.append(project.addIssue(u"https://github.com/bench/repo/issues/%1"_s.arg(n)));
    FetchSettings settings = FetchProject::settings(server);
    settings.github.concurrency = 1;
    // Refresh: without the job queue every issue would be fetched again on the second run.
    FetchScope scope = FetchScope::everything();
    scope.refresh = true;

    int seen = 0;
    const FetchRun killed = project.fetch(
        settings, scope, 20000, [&seen](std::unique_ptr<IssueFetcher> &fetcher, qint64) {
            if (++seen == 2)
                fetcher.reset(); // as if the process died: no cancel(), no goodbye
        });
    EXPECT_FALSE(killed.finished);
    const QList<FetchJob> open = FetchJobStore::openJobs(project.store());
    ASSERT_EQ(open.size(), 1);
    const qint64 doneBefore = open.first().done;
    EXPECT_GE(doneBefore, 2);
    EXPECT_LT(doneBefore, 6);
    QMap<QByteArray, int> before;
    for (int n = 1; n <= 6; ++n)
        before.insert(QByteArray::number(n),
            server.count("/repos/bench/repo/issues/" + QByteArray::number(n)));

    const FetchRun resumed = project.fetch(settings, scope);
    ASSERT_TRUE(resumed.finished);
    EXPECT_EQ(resumed.progress.first().resumed, doneBefore);
    EXPECT_EQ(resumed.summary.count(FetchState::Fetched), 6 - doneBefore);
    for (int n = 1; n <= 6; ++n) {
        const QByteArray path = "/repos/bench/repo/issues/" + QByteArray::number(n);
        if (n <= doneBefore)
            EXPECT_EQ(server.count(path), before.value(QByteArray::number(n)))
                << "issue " << n << " was fetched again";
        else
            EXPECT_EQ(server.count(path) - before.value(QByteArray::number(n)), 1) << "issue " << n;
    }
    EXPECT_TRUE(FetchJobStore::openJobs(project.store()).isEmpty());
    for (qint64 id : ids)
        EXPECT_TRUE((*IssueContentStore::load(project.store(), id)).has_value());
}

TEST(FetchJob, CancelStopsAndKeepsTheJobOpen)
{
    FakeApiServer server;
    serveNumberedIssues(server);
    FetchProject project;
    for (int n = 1; n <= 6; ++n)
        project.addIssue(u"https://github.com/bench/repo/issues/%1"_s.arg(n));
    FetchSettings settings = FetchProject::settings(server);
    settings.github.concurrency = 1;

    const FetchRun run = project.fetch(settings, FetchScope::everything(), 20000,
        [](std::unique_ptr<IssueFetcher> &fetcher, qint64) { fetcher->cancel(); });
    EXPECT_TRUE(run.finished);
    EXPECT_TRUE(run.summary.isCancelled);
    const QList<FetchJob> open = FetchJobStore::openJobs(project.store());
    ASSERT_EQ(open.size(), 1);
    EXPECT_EQ(open.first().total, 6);
    EXPECT_LT(open.first().done, 6);
}

TEST(FetchJob, ProgressCountsUpWithAnEstimate)
{
    FakeApiServer server;
    serveNumberedIssues(server);
    FetchProject project;
    for (int n = 1; n <= 6; ++n)
        project.addIssue(u"https://github.com/bench/repo/issues/%1"_s.arg(n));
    FetchScope scope = FetchScope::everything();
    scope.limit = 4;

    const FetchRun run = project.fetch(FetchProject::settings(server), scope);
    ASSERT_EQ(run.progress.size(), 5); // started, then one per issue
    EXPECT_EQ(run.progress.first().total, 4);
    EXPECT_EQ(run.progress.last().done, 4);
    EXPECT_GE(run.progress.at(1).etaMs, 0);
    EXPECT_EQ(run.progress.last().etaMs, 0);
    EXPECT_EQ(server.count(), 4) << "--limit 4";
}

TEST(FetchScope, WithoutRefreshSkipsStoredAndMissingIssues)
{
    FakeApiServer server;
    FetchProject project;
    const qint64 stored = project.addIssue(u"https://github.com/bench/repo/issues/1"_s);
    const qint64 fresh = project.addIssue(u"https://github.com/bench/repo/issues/2"_s);
    project.seed(stored, u"x"_s, u"y"_s);
    auto ids = FetchScope::everything().resolve(project.store());
    ASSERT_TRUE(ids.ok());
    EXPECT_EQ(*ids, QList<qint64> {fresh});
    FetchScope refresh = FetchScope::ofFramework(u"VLLM"_s);
    refresh.refresh = true;
    EXPECT_EQ(*refresh.resolve(project.store()), (QList<qint64> {stored, fresh}));
    EXPECT_FALSE(FetchScope::ofFramework(u"nope"_s).resolve(project.store()).ok());
    EXPECT_NE(FetchScope::everything().key(), refresh.key());
}

TEST(IssueFetcher, RunsOnAWorkerThreadWithQueuedSignals)
{
    FakeApiServer server;
    serveNumberedIssues(server);
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/bench/repo/issues/3"_s);
    QThread worker;
    worker.start();
    // As the app does it: no parent, moved to the worker, driven by queued calls only.
    auto *fetcher = new IssueFetcher(project.path(), FetchProject::settings(server));
    fetcher->moveToThread(&worker);
    QObject::connect(&worker, &QThread::finished, fetcher, &QObject::deleteLater);

    QEventLoop loop;
    QList<qint64> fetched;
    QList<FetchProgress> progress;
    FetchSummary summary;
    Qt::HANDLE signalThread = nullptr;
    QObject::connect(
        fetcher, &IssueFetcher::issueFetched, &loop, [&](qint64 issueId, FetchState state) {
            EXPECT_EQ(state, FetchState::Fetched);
            fetched.append(issueId);
        });
    QObject::connect(fetcher, &IssueFetcher::progressed, &loop,
        [&](const FetchProgress &p) { progress.append(p); });
    QObject::connect(fetcher, &IssueFetcher::finished, &loop, [&](const FetchSummary &s) {
        summary = s;
        signalThread = QThread::currentThreadId();
        loop.quit();
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    QMetaObject::invokeMethod(fetcher, [fetcher, id] { fetcher->start(FetchScope::issues({id})); });
    loop.exec();
    worker.quit();
    worker.wait();

    EXPECT_EQ(signalThread, QThread::currentThreadId()) << "slots ran on the receiving thread";
    EXPECT_EQ(fetched, QList<qint64> {id});
    ASSERT_EQ(progress.size(), 1);
    EXPECT_EQ(progress.first().percent(), 100);
    EXPECT_EQ(summary.count(FetchState::Fetched), 1);
    EXPECT_TRUE((*IssueContentStore::load(project.store(), id)).has_value());
}
