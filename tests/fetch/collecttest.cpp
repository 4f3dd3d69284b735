// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Collecting a new study's issues from GitHub's and Gitee's listings, recorded and served on
// 127.0.0.1: pages, pull requests, rate limits, time zones, keywords, resuming, hostile answers;
// and the study made of them through the CLI, exported and imported again.
#include "fetchtestsupport.h"

#include "fetch/issuecollector.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "study/newstudy.h"
#include "study/studyframeworks.h"
#include "studyfixture.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// A GitHub issue as GET /repos/O/R/issues lists it.
QJsonObject githubIssue(int number, const QString &created, const QString &title,
    const QJsonValue &body, bool pullRequest = false)
{
    QJsonObject issue {{u"number"_s, number}, {u"title"_s, title}, {u"body"_s, body},
        {u"state"_s, number % 2 ? u"open"_s : u"closed"_s},
        {u"user"_s, QJsonObject {{u"login"_s, u"user%1"_s.arg(number)}}},
        {u"labels"_s, QJsonArray {QJsonObject {{u"name"_s, u"bug"_s}}}}, {u"created_at"_s, created},
        {u"updated_at"_s, created},
        {u"closed_at"_s, number % 2 ? QJsonValue() : QJsonValue(created)}, {u"comments"_s, 0},
        {u"html_url"_s, u"https://github.com/acme/llmkit/issues/%1"_s.arg(number)}};
    if (pullRequest)
        issue.insert(u"pull_request"_s, QJsonObject {{u"url"_s, u"x"_s}});
    return issue;
}

// A Gitee v5 issue: its number is an identifier, its times carry +08:00.
QJsonObject giteeIssue(
    const QString &number, const QString &created, const QString &title, const QJsonValue &body)
{
    return {{u"number"_s, number}, {u"title"_s, title}, {u"body"_s, body}, {u"state"_s, u"open"_s},
        {u"user"_s, QJsonObject {{u"login"_s, u"giteeuser"_s}}}, {u"labels"_s, QJsonArray {}},
        {u"created_at"_s, created}, {u"updated_at"_s, created}, {u"finished_at"_s, QJsonValue()},
        {u"comments"_s, 0},
        {u"html_url"_s, u"https://gitee.com/acme/mindkit/issues/%1"_s.arg(number)}};
}

QByteArray page(const QJsonArray &items)
{
    return QJsonDocument(items).toJson(QJsonDocument::Compact);
}

FakeRoute route(const QByteArray &path, std::function<bool(const FakeRequest &)> when, int times,
    FakeResponse response)
{
    FakeRoute route;
    route.path = path;
    route.when = std::move(when);
    route.times = times;
    route.response = std::move(response);
    return route;
}

bool hasQuery(const FakeRequest &request, const QByteArray &item)
{
    return request.query().split('&').contains(item);
}

// GitHub's three pages, newest first. Page 1: a pull request, an issue after the window, a
// near miss ("yield" is no "yi"), a match in the body, a null body; page 2: a title match, a
// pull request, one without a keyword; page 3: a match, then one before the window (the rest is
// never asked for). The Link headers point at /repositories/ID/..., as GitHub's do.
void serveGitHub(FakeApiServer &server)
{
    const QJsonArray first {
        githubIssue(20, u"2025-05-02T10:00:00Z"_s, u"LLM support"_s, u"after the window"_s),
        githubIssue(19, u"2025-04-30T23:59:59Z"_s, u"Add llama backend"_s, QJsonValue(), true),
        githubIssue(18, u"2025-04-30T23:59:59Z"_s, u"Crash on yield"_s, u"a yielded value"_s),
        githubIssue(17, u"2025-03-01T08:00:00Z"_s, u"Slow start"_s, u"loading Llama weights"_s),
        githubIssue(16, u"2025-02-01T08:00:00Z"_s, u"Docs"_s, QJsonValue()),
    };
    const QJsonArray second {
        githubIssue(15, u"2024-06-01T00:00:00Z"_s, u"Yi tokenizer fails"_s, QJsonValue()),
        githubIssue(14, u"2024-05-01T00:00:00Z"_s, u"Bump version"_s, u"llama"_s, true),
        githubIssue(13, u"2024-04-01T00:00:00Z"_s, u"Typo"_s, u"llamas and yields"_s),
    };
    const QJsonArray third {
        githubIssue(12, u"2023-01-01T00:00:00Z"_s, u"LLaMA OOM"_s, u"x"_s),
        githubIssue(11, u"2022-12-31T23:59:59Z"_s, u"llama"_s, u"before the window"_s),
    };
    server.addRoute(route("/repos/acme/llmkit/issues",
        [](const FakeRequest &r) {
            return hasQuery(r, "state=all") && hasQuery(r, "sort=created")
                && hasQuery(r, "direction=desc");
        },
        -1,
        {200,
            {{"content-type", "application/json"},
                {"link",
                    R"(<{{BASE}}/repositories/77/issues?state=all&page=2>; rel="next", <{{BASE}}/repositories/77/issues?state=all&page=4>; rel="last")"}},
            page(first)}));
    server.addRoute(route("/repositories/77/issues",
        [](const FakeRequest &r) { return hasQuery(r, "page=2"); }, -1,
        {200,
            {{"content-type", "application/json"},
                {"link",
                    R"(<{{BASE}}/repositories/77/issues?state=all&page=3>; rel="next", <{{BASE}}/repositories/77/issues?state=all&page=1>; rel="first")"}},
            page(second)}));
    server.addRoute(route("/repositories/77/issues",
        [](const FakeRequest &r) { return hasQuery(r, "page=3"); }, -1,
        {200,
            {{"content-type", "application/json"},
                {"link", R"(<{{BASE}}/repositories/77/issues?state=all&page=4>; rel="next")"}},
            page(third)}));
}

// Gitee's two pages (total_page 2) around a new year in +08:00: 2024-01-01T07:30+08:00 is still
// 2023 in UTC.
void serveGitee(FakeApiServer &server)
{
    const QJsonArray first {
        giteeIssue(u"I9B002"_s, u"2024-01-01T08:00:00+08:00"_s, u"LLM 推理"_s, u""_s),
        giteeIssue(u"I9B001"_s, u"2024-01-01T07:30:00+08:00"_s, u"大模型 llm 报错"_s, QJsonValue()),
    };
    const QJsonArray second {
        giteeIssue(u"I8A001"_s, u"2023-06-01T12:00:00+08:00"_s, u"编译失败"_s, u"no keyword"_s),
        giteeIssue(u"I8A000"_s, u"2023-05-01T12:00:00+08:00"_s, u"Pangu"_s, u"pangu llm"_s),
    };
    for (int p = 1; p <= 2; ++p) {
        server.addRoute(route("/api/v5/repos/acme/mindkit/issues",
            [p](const FakeRequest &r) {
                return hasQuery(r, "state=all") && hasQuery(r, "page=" + QByteArray::number(p));
            },
            -1,
            {200, {{"content-type", "application/json"}, {"total_page", "2"}},
                page(p == 1 ? first : second)}));
    }
}

class CollectTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        auto created = NewStudy::create(path(), std::nullopt, 3, u"test"_s);
        ASSERT_TRUE(created) << created.error().message().toStdString();
        auto opened = ProjectStore::open(path(), ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(opened);
        m_store = std::move(opened).value();
        FrameworkDefinition llmkit {
            0, u"llmkit"_s, {{u"github.com"_s, u"acme"_s, u"llmkit"_s}}, {u"llama"_s, u"yi"_s}};
        ASSERT_TRUE(StudyFrameworks::add(*m_store, llmkit, u"test"_s));
        FrameworkDefinition mindkit {
            0, u"mindkit"_s, {{u"gitee.com"_s, u"acme"_s, u"mindkit"_s}}, {u"llm"_s}};
        ASSERT_TRUE(StudyFrameworks::add(*m_store, mindkit, u"test"_s));
    }

    QString path() const { return m_dir.filePath(u"study.taxonomist"_s); }

    struct Run
    {
        bool finished = false;
        CollectSummary summary;
        QList<CollectProgress> progress;
        QList<RateLimitWait> waits;
    };

    // Runs a collection on this thread's loop; `cancelAfterPages` > 0 cancels after that many.
    Run collect(const FetchSettings &settings, CollectRequest request, int cancelAfterPages = 0)
    {
        Run run;
        IssueCollector collector(path(), settings);
        QEventLoop loop;
        QObject::connect(
            &collector, &IssueCollector::progressed, &loop, [&](const CollectProgress &progress) {
                run.progress.append(progress);
                if (cancelAfterPages > 0 && run.progress.size() == cancelAfterPages)
                    collector.cancel();
            });
        QObject::connect(&collector, &IssueCollector::rateLimited, &loop,
            [&](const RateLimitWait &wait) { run.waits.append(wait); });
        QObject::connect(
            &collector, &IssueCollector::finished, &loop, [&](const CollectSummary &summary) {
                run.finished = true;
                run.summary = summary;
                loop.quit();
            });
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        collector.start(request);
        if (!run.finished)
            loop.exec();
        EXPECT_TRUE(run.finished) << "the collection did not finish";
        return run;
    }

    static CollectRequest window(
        const QString &from, const QString &to, QStringList frameworks = {})
    {
        return {QDate::fromString(from, Qt::ISODate), QDate::fromString(to, Qt::ISODate),
            std::move(frameworks)};
    }

    // url|year|title, in the framework's row order.
    QStringList issues(const QString &framework) const
    {
        QSqlQuery query(m_store->database());
        query.prepare(u"SELECT i.url, coalesce(i.year, ''), coalesce(c.title, '') FROM issues i"
                      " JOIN frameworks f ON f.id = i.framework_id"
                      " LEFT JOIN issue_content c ON c.issue_id = i.id"
                      " WHERE f.name = ? ORDER BY i.row_order"_s);
        query.addBindValue(framework);
        query.exec();
        QStringList rows;
        while (query.next())
            rows.append(u"%1|%2|%3"_s.arg(
                query.value(0).toString(), query.value(1).toString(), query.value(2).toString()));
        return rows;
    }

    qint64 issueId(const QString &url) const
    {
        QSqlQuery query(m_store->database());
        query.prepare(u"SELECT id FROM issues WHERE url = ?"_s);
        query.addBindValue(url);
        query.exec();
        return query.next() ? query.value(0).toLongLong() : 0;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

QJsonObject countsOf(const CollectSummary &summary, const QString &framework)
{
    for (const CollectCounts &counts : summary.frameworks) {
        if (counts.framework == framework)
            return counts.toJson();
    }
    return {};
}

TEST_F(CollectTest, GitHubPagesKeepTheWindowsMatchingIssuesAndNoPullRequest)
{
    FakeApiServer server;
    serveGitHub(server);
    const Run run = collect(
        FetchProject::settings(server), window(u"2023-01-01"_s, u"2025-04-30"_s, {u"llmkit"_s}));
    ASSERT_TRUE(run.summary.isComplete()) << run.summary.error.toStdString();
    EXPECT_EQ(countsOf(run.summary, u"llmkit"_s),
        (QJsonObject {{u"name"_s, u"llmkit"_s}, {u"listed"_s, 10}, {u"pull_requests"_s, 2},
            {u"outside_window"_s, 2}, {u"not_matching"_s, 3}, {u"kept"_s, 3},
            {u"already_in_project"_s, 0}}));
    // The listing stopped at the issue before the window: page 4 was never asked for.
    EXPECT_EQ(server.count(), 3);
    for (const FakeRequest &request : server.requests())
        EXPECT_FALSE(hasQuery(request, "page=4"));
    EXPECT_EQ(issues(u"llmkit"_s),
        (QStringList {u"https://github.com/acme/llmkit/issues/17|2025|Slow start"_s,
            u"https://github.com/acme/llmkit/issues/15|2024|Yi tokenizer fails"_s,
            u"https://github.com/acme/llmkit/issues/12|2023|LLaMA OOM"_s}));
    // What the listing said is stored, and the keyword evidence beside it.
    auto content
        = IssueContentStore::load(*m_store, issueId(u"https://github.com/acme/llmkit/issues/12"_s));
    ASSERT_TRUE(content && content->has_value());
    EXPECT_EQ((*content)->state, u"closed"_s);
    EXPECT_EQ((*content)->author, u"user12"_s);
    EXPECT_EQ((*content)->repositoryLabels, QStringList {u"bug"_s});
    EXPECT_EQ((*content)->createdAt, u"2023-01-01T00:00:00Z"_s);
    EXPECT_EQ((*content)->closedAt, u"2023-01-01T00:00:00Z"_s);
    auto hits = KeywordEvidenceStore::forIssue(
        *m_store, issueId(u"https://github.com/acme/llmkit/issues/17"_s));
    ASSERT_TRUE(hits);
    ASSERT_EQ(hits->size(), 1);
    EXPECT_EQ(hits->first().keyword, u"llama"_s);
    // Progress was reported per page.
    ASSERT_EQ(run.progress.size(), 3);
    EXPECT_EQ(run.progress.last().listed, 10);
    EXPECT_EQ(run.progress.last().kept, 3);
}

TEST_F(CollectTest, GiteePagesUpToTotalPageWithTheYearInUtc)
{
    FakeApiServer server;
    serveGitee(server);
    const Run run = collect(
        FetchProject::settings(server), window(u"2023-01-01"_s, u"2023-12-31"_s, {u"mindkit"_s}));
    ASSERT_TRUE(run.summary.isComplete()) << run.summary.error.toStdString();
    EXPECT_EQ(countsOf(run.summary, u"mindkit"_s),
        (QJsonObject {{u"name"_s, u"mindkit"_s}, {u"listed"_s, 4}, {u"pull_requests"_s, 0},
            {u"outside_window"_s, 1}, {u"not_matching"_s, 1}, {u"kept"_s, 2},
            {u"already_in_project"_s, 0}}));
    EXPECT_EQ(server.count(), 2);
    // 07:30 on New Year's Day in +08:00 is the old year in UTC; 08:00 is the new one (outside).
    EXPECT_EQ(issues(u"mindkit"_s),
        (QStringList {u"https://gitee.com/acme/mindkit/issues/I9B001|2023|大模型 llm 报错"_s,
            u"https://gitee.com/acme/mindkit/issues/I8A000|2023|Pangu"_s}));
}

TEST_F(CollectTest, ASecondaryRateLimitMidListingIsWaitedOut)
{
    FakeApiServer server;
    // Page 2 is refused once with GitHub's secondary limit, then answered.
    server.addRoute(route("/repositories/77/issues",
        [](const FakeRequest &r) { return hasQuery(r, "page=2"); }, 1,
        {403, {{"content-type", "application/json"}, {"retry-after", "60"}},
            FakeApiServer::fixture(u"github/err_403_secondary_ratelimit.json"_s)}));
    serveGitHub(server);
    const Run run = collect(
        FetchProject::settings(server), window(u"2023-01-01"_s, u"2025-04-30"_s, {u"llmkit"_s}));
    ASSERT_TRUE(run.summary.isComplete()) << run.summary.error.toStdString();
    ASSERT_EQ(run.waits.size(), 1);
    EXPECT_EQ(run.waits.first().kind, Throttle::Kind::Secondary);
    EXPECT_EQ(run.waits.first().waitMs, 60000);
    EXPECT_EQ(countsOf(run.summary, u"llmkit"_s).value(u"kept"_s).toInteger(), 3);
    EXPECT_EQ(server.count(), 4);
}

TEST_F(CollectTest, ARerunAddsOnlyWhatIsNewAndRemovesNothing)
{
    FakeApiServer server;
    serveGitHub(server);
    serveGitee(server);
    const auto settings = FetchProject::settings(server);
    const Run first = collect(settings, window(u"2023-01-01"_s, u"2025-04-30"_s));
    ASSERT_TRUE(first.summary.isComplete()) << first.summary.error.toStdString();
    const QStringList before = issues(u"llmkit"_s) + issues(u"mindkit"_s);
    const Run second = collect(settings, window(u"2023-01-01"_s, u"2025-04-30"_s));
    ASSERT_TRUE(second.summary.isComplete());
    EXPECT_FALSE(second.summary.resumed);
    EXPECT_EQ(countsOf(second.summary, u"llmkit"_s).value(u"kept"_s).toInteger(), 0);
    EXPECT_EQ(countsOf(second.summary, u"llmkit"_s).value(u"already_in_project"_s).toInteger(), 3);
    EXPECT_EQ(countsOf(second.summary, u"mindkit"_s).value(u"already_in_project"_s).toInteger(), 3);
    EXPECT_EQ(issues(u"llmkit"_s) + issues(u"mindkit"_s), before);
}

TEST_F(CollectTest, ACancelledRunResumesWithTheNextPage)
{
    FakeApiServer server;
    serveGitHub(server);
    const auto settings = FetchProject::settings(server);
    const auto request = window(u"2023-01-01"_s, u"2025-04-30"_s, {u"llmkit"_s});
    const Run cancelled = collect(settings, request, 1);
    EXPECT_TRUE(cancelled.summary.isCancelled);
    EXPECT_EQ(issues(u"llmkit"_s).size(), 1); // page 1's match stays
    const int firstRequests = server.count();
    const Run resumed = collect(settings, request);
    ASSERT_TRUE(resumed.summary.isComplete()) << resumed.summary.error.toStdString();
    EXPECT_TRUE(resumed.summary.resumed);
    // Page 1 was not asked again, and the counts are the whole listing's.
    EXPECT_EQ(server.count() - firstRequests, 2);
    EXPECT_EQ(countsOf(resumed.summary, u"llmkit"_s).value(u"listed"_s).toInteger(), 10);
    EXPECT_EQ(countsOf(resumed.summary, u"llmkit"_s).value(u"kept"_s).toInteger(), 3);
    EXPECT_EQ(issues(u"llmkit"_s).size(), 3);
}

// A listing stopped against one API base is not resumed at a next link of another: the repository
// is listed from its first page on the new base (and its first page's issue is already in).
TEST_F(CollectTest, AResumeAgainstAnotherApiBaseListsTheRepositoryAgain)
{
    FakeApiServer before;
    serveGitHub(before);
    const auto request = window(u"2023-01-01"_s, u"2025-04-30"_s, {u"llmkit"_s});
    const Run cancelled = collect(FetchProject::settings(before), request, 1);
    ASSERT_TRUE(cancelled.summary.isCancelled);
    const int beforeRequests = before.count();
    FakeApiServer after;
    serveGitHub(after);
    const Run resumed = collect(FetchProject::settings(after), request);
    ASSERT_TRUE(resumed.summary.isComplete()) << resumed.summary.error.toStdString();
    EXPECT_EQ(before.count(), beforeRequests);
    EXPECT_EQ(after.count(), 3);
    EXPECT_EQ(countsOf(resumed.summary, u"llmkit"_s).value(u"listed"_s).toInteger(), 10);
    EXPECT_EQ(countsOf(resumed.summary, u"llmkit"_s).value(u"already_in_project"_s).toInteger(), 1);
    EXPECT_EQ(issues(u"llmkit"_s).size(), 3);
}

// A hostile page stops the run naming the repository, page and field; nothing of that page is
// stored, the pages before stay, and the same request resumes with the page that failed.
TEST_F(CollectTest, HostileAnswersStopTheRunAndLeaveItResumable)
{
    struct Case
    {
        const char *name;
        FakeResponse response;
        const char *expected;
    };
    QJsonArray wrongType {githubIssue(15, u"2024-06-01T00:00:00Z"_s, u"Yi"_s, u"x"_s),
        githubIssue(14, u"2024-05-01T00:00:00Z"_s, u"llama"_s, u"x"_s)};
    QJsonObject second = wrongType[1].toObject();
    second.insert(u"title"_s, 42);
    wrongType[1] = second;
    QJsonArray badDate {githubIssue(15, u"yesterday"_s, u"Yi"_s, u"x"_s)};
    const QList<Case> cases {
        {"an object instead of a list", {200, {}, R"({"message":"hello"})"},
            "a list of issues was expected, not an object"},
        {"a title that is a number", {200, {}, page(wrongType)}, "issue 2: \"title\" is a number"},
        {"a date that is no date", {200, {}, page(badDate)}, "\"yesterday\" is not a date"},
        {"a next link to another host",
            {200, {{"link", R"(<https://evil.example/steal?page=3>; rel="next")"}},
                page(QJsonArray {githubIssue(15, u"2024-06-01T00:00:00Z"_s, u"Yi"_s, u"x"_s)})},
            "is not on 127.0.0.1"},
        {"a next link back to the page",
            {200, {{"link", R"(<{{BASE}}/repositories/77/issues?state=all&page=2>; rel="next")"}},
                page(QJsonArray {})},
            "the Link header's next page is this page again"},
        {"a page larger than the limit", {200, {}, QByteArray(64 * 1024, ' ') + "[]"}, "llmkit"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        TearDown();
        m_dir.~QTemporaryDir();
        new (&m_dir) QTemporaryDir();
        SetUp();
        FakeApiServer server;
        server.addRoute(route(
            "/repositories/77/issues", [](const FakeRequest &r) { return hasQuery(r, "page=2"); },
            1, c.response));
        serveGitHub(server);
        auto settings = FetchProject::settings(server);
        settings.maxResponseBytes = 32 * 1024;
        const auto request = window(u"2023-01-01"_s, u"2025-04-30"_s, {u"llmkit"_s});
        const Run failed = collect(settings, request);
        EXPECT_FALSE(failed.summary.isComplete());
        EXPECT_TRUE(failed.summary.error.contains(u"github:acme/llmkit page 2"_s))
            << failed.summary.error.toStdString();
        EXPECT_TRUE(failed.summary.error.contains(QString::fromUtf8(c.expected)))
            << failed.summary.error.toStdString();
        EXPECT_EQ(issues(u"llmkit"_s).size(), 1); // page 1 only
        // The server is sane again: the same collection goes on with page 2.
        const Run resumed = collect(settings, request);
        ASSERT_TRUE(resumed.summary.isComplete()) << resumed.summary.error.toStdString();
        EXPECT_EQ(issues(u"llmkit"_s).size(), 3);
        EXPECT_EQ(countsOf(resumed.summary, u"llmkit"_s).value(u"listed"_s).toInteger(), 10);
    }
}

TEST_F(CollectTest, AGiteeTotalPageThatIsNoNumberStopsTheRun)
{
    FakeApiServer server;
    server.addRoute(route("/api/v5/repos/acme/mindkit/issues", {}, -1,
        {200, {{"total_page", "many"}}, page(QJsonArray {})}));
    const Run run = collect(
        FetchProject::settings(server), window(u"2023-01-01"_s, u"2023-12-31"_s, {u"mindkit"_s}));
    EXPECT_FALSE(run.summary.isComplete());
    EXPECT_TRUE(run.summary.error.contains(u"total_page header \"many\" is not a number"_s))
        << run.summary.error.toStdString();
    EXPECT_TRUE(run.summary.error.endsWith(u"nothing was changed"_s));
}

TEST_F(CollectTest, AnUnknownFrameworkIsRefusedBeforeAnyRequest)
{
    FakeApiServer server;
    const Run run = collect(
        FetchProject::settings(server), window(u"2023-01-01"_s, u"2023-12-31"_s, {u"nope"_s}));
    EXPECT_TRUE(run.summary.error.contains(u"no framework \"nope\""_s))
        << run.summary.error.toStdString();
    EXPECT_EQ(server.count(), 0);
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(content);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// The whole new study through the CLI: new-study, frameworks add (a plain list and the study's
// syntax), collect --json, issues add, export-study, import-study, export-study again: the two
// exports are the same bytes.
TEST(CollectCli, ANewStudyIsCollectedExportedAndImportedByteForByte)
{
    FakeApiServer server;
    serveGitHub(server);
    serveGitee(server);
    const ApiEnvironment environment(server);
    QTemporaryDir dir;
    const QString db = dir.filePath(u"new.taxonomist"_s);
    CliRun run = runCli({u"new-study"_s, db, u"--volunteers"_s, u"3"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    writeFile(dir.filePath(u"llmkit.txt"_s), "# LLM words\nllama\n\nyi\nllama\n");
    writeFile(dir.filePath(u"mindkit.keywords"_s), "mindkit_keywords = ['llm', \"pangu\"]\n");
    run = runCli({u"frameworks"_s, u"add"_s, u"llmkit"_s, u"--repo"_s, u"github:acme/llmkit"_s,
        u"--keywords"_s, dir.filePath(u"llmkit.txt"_s), u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"frameworks"_s, u"add"_s, u"mindkit"_s, u"--repo"_s, u"gitee:acme/mindkit"_s,
        u"--keywords"_s, dir.filePath(u"mindkit.keywords"_s), u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"frameworks"_s, u"list"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonArray frameworks
        = QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"frameworks"_s).toArray();
    ASSERT_EQ(frameworks.size(), 2);
    EXPECT_EQ(frameworks[0].toObject().value(u"keywords"_s).toArray(),
        (QJsonArray {u"llama"_s, u"yi"_s}));
    EXPECT_EQ(frameworks[1].toObject().value(u"repositories"_s).toArray(),
        QJsonArray {u"gitee:acme/mindkit"_s});

    run = runCli({u"collect"_s, u"--db"_s, db, u"--from"_s, u"2023-01-01"_s, u"--to"_s,
        u"2025-04-30"_s, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject collected = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray counts = collected.value(u"frameworks"_s).toArray();
    ASSERT_EQ(counts.size(), 2) << run.out.toStdString();
    EXPECT_EQ(counts[0].toObject().keys(),
        (QStringList {u"already_in_project"_s, u"kept"_s, u"listed"_s, u"name"_s, u"not_matching"_s,
            u"outside_window"_s, u"pull_requests"_s}));
    EXPECT_EQ(counts[0].toObject().value(u"kept"_s).toInteger(), 3);
    // I9B002 (2024 in UTC) matches now; I8A001 still does not.
    EXPECT_EQ(counts[1].toObject().value(u"kept"_s).toInteger(), 3);
    EXPECT_TRUE(run.err.contains(u"collect: llmkit github:acme/llmkit: page 1"_s))
        << run.err.toStdString();

    writeFile(dir.filePath(u"urls.txt"_s),
        "https://github.com/acme/llmkit/issues/3\n# "
        "known\nhttps://github.com/acme/llmkit/issues/12\n");
    run = runCli({u"issues"_s, u"add"_s, u"--file"_s, dir.filePath(u"urls.txt"_s), u"--framework"_s,
        u"llmkit"_s, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.startsWith(u"llmkit: 2 listed, 1 added, 1 already in the project\n"_s))
        << run.out.toStdString();
    // Its year comes with its content: fetch gives it (the collected issues are not asked again).
    server.addRoute(route("/repos/acme/llmkit/issues/3", {}, -1,
        {200, {{"content-type", "application/json"}},
            QJsonDocument(githubIssue(3, u"2024-02-02T00:00:00Z"_s, u"Old report"_s, u"llama"_s))
                .toJson()}));
    run = runCli({u"fetch"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"fetched"_s).toInteger(), 1)
        << run.out.toStdString();

    const QString first = dir.filePath(u"first"_s);
    run = runCli({u"export-study"_s, first, u"--db"_s, db, u"--long"_s, u"none"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(readFile(first + u"/Issue Report/llmkit/llmkit.csv"_s),
        "Issue_URL,Label1,Label2,Label3,Final_Label\n"
        "https://github.com/acme/llmkit/issues/17,,,,\n"
        "https://github.com/acme/llmkit/issues/15,,,,\n"
        "https://github.com/acme/llmkit/issues/12,,,,\n"
        "https://github.com/acme/llmkit/issues/3,,,,\n");
    EXPECT_EQ(readFile(first + u"/Issue Report/llmkit/llmkit_2025.txt"_s),
        "https://github.com/acme/llmkit/issues/17\n");
    EXPECT_EQ(readFile(first + u"/Issue Report/llmkit/llmkit_2024.txt"_s),
        "https://github.com/acme/llmkit/issues/15\n"
        "https://github.com/acme/llmkit/issues/3\n");
    EXPECT_EQ(readFile(first + u"/Issue Report/mindkit/mindkit_2024.txt"_s),
        "https://gitee.com/acme/mindkit/issues/I9B002\n");
    // Newest first: I9B001 was created after I8A000.
    EXPECT_EQ(readFile(first + u"/Issue Report/mindkit/mindkit_2023.txt"_s),
        "https://gitee.com/acme/mindkit/issues/I9B001\n"
        "https://gitee.com/acme/mindkit/issues/I8A000\n");
    EXPECT_EQ(readFile(first + u"/filter_keywords"_s),
        "llmkit_keywords = [\n    'llama',\n    'yi',\n]\n\n"
        "mindkit_keywords = [\n    'llm',\n    'pangu',\n]\n");

    const QString again = dir.filePath(u"again.taxonomist"_s);
    run = runCli({u"import-study"_s, first, u"--db"_s, again});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString second = dir.filePath(u"second"_s);
    run = runCli({u"export-study"_s, second, u"--db"_s, again, u"--long"_s, u"none"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(treeDifferences(first, second), QStringList());
    run = runCli({u"frameworks"_s, u"list"_s, u"--db"_s, again, u"--json"_s});
    EXPECT_EQ(QJsonDocument::fromJson(run.out.toUtf8())
                  .object()
                  .value(u"frameworks"_s)
                  .toArray()[0]
                  .toObject()
                  .value(u"keywords"_s)
                  .toArray(),
        (QJsonArray {u"llama"_s, u"yi"_s}));
}

TEST(CollectCli, BadInputIsRefusedWithTheFileAndPlace)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"new.taxonomist"_s);
    ASSERT_EQ(runCli({u"new-study"_s, db}).exitCode, 0);
    // The file exists now: never replaced.
    CliRun run = runCli({u"new-study"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"exists"_s)) << run.err.toStdString();
    run = runCli({u"frameworks"_s, u"add"_s, u"x"_s, u"--repo"_s, u"gitlab:a/b"_s,
        u"--all-issues"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"is not github:OWNER/REPO or gitee:OWNER/REPO"_s));
    run = runCli({u"frameworks"_s, u"add"_s, u"x"_s, u"--repo"_s, u"github:a/b"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 2);
    writeFile(dir.filePath(u"bad.kw"_s), "x_keywords = ['a', 'b'\n");
    run = runCli({u"frameworks"_s, u"add"_s, u"x"_s, u"--repo"_s, u"github:a/b"_s, u"--keywords"_s,
        dir.filePath(u"bad.kw"_s), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(dir.filePath(u"bad.kw"_s) + u":2:1"_s)) << run.err.toStdString();
    ASSERT_EQ(runCli({u"frameworks"_s, u"add"_s, u"toolkit"_s, u"--repo"_s, u"github:a/b"_s,
                         u"--all-issues"_s, u"--db"_s, db})
                  .exitCode,
        0);
    run = runCli({u"frameworks"_s, u"add"_s, u"Toolkit"_s, u"--repo"_s, u"github:a/c"_s,
        u"--all-issues"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"has a framework \"toolkit\" already"_s))
        << run.err.toStdString();
    // A bad line refuses the whole list.
    writeFile(dir.filePath(u"urls.txt"_s),
        "https://github.com/a/b/issues/1\n  https://example.com/a/b/issues/2\n");
    run = runCli({u"issues"_s, u"add"_s, u"--file"_s, dir.filePath(u"urls.txt"_s), u"--framework"_s,
        u"toolkit"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(dir.filePath(u"urls.txt"_s) + u":2:3"_s)) << run.err.toStdString();
    run = runCli({u"frameworks"_s, u"list"_s, u"--db"_s, db});
    EXPECT_EQ(run.out, u"toolkit: 0 issues; github:a/b; every issue\n"_s);
}

TEST(CollectCli, ATaxonomyIsImportedOnlyWhileNoLabelNamesANode)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"new.taxonomist"_s);
    const QString taxonomy
        = QStringLiteral(TAXONOMIST_SOURCE_DIR) + u"/taxonomy/llm-challenges.json"_s;
    ASSERT_EQ(runCli({u"new-study"_s, db, u"--volunteers"_s, u"2"_s}).exitCode, 0);
    CliRun run = runCli({u"taxonomy"_s, u"import"_s, taxonomy, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"taxonomy"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"nodes"_s).toArray().size(), 3);
    // Again, while nothing is labelled: replaced.
    ASSERT_EQ(runCli({u"taxonomy"_s, u"import"_s, taxonomy, u"--db"_s, db}).exitCode, 0);
    writeFile(dir.filePath(u"urls.txt"_s), "https://github.com/a/b/issues/1\n");
    ASSERT_EQ(runCli({u"frameworks"_s, u"add"_s, u"toolkit"_s, u"--repo"_s, u"github:a/b"_s,
                         u"--all-issues"_s, u"--db"_s, db})
                  .exitCode,
        0);
    ASSERT_EQ(runCli({u"issues"_s, u"add"_s, u"--file"_s, dir.filePath(u"urls.txt"_s),
                         u"--framework"_s, u"toolkit"_s, u"--db"_s, db})
                  .exitCode,
        0);
    run = runCli({u"label"_s, u"https://github.com/a/b/issues/1"_s, u"A.1"_s, u"--db"_s, db,
        u"--annotator"_s, u"Volunteer 1"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"taxonomy"_s, u"import"_s, taxonomy, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"the project has 1 labels that name nodes"_s))
        << run.err.toStdString();
}

} // namespace
