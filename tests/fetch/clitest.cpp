// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// taxonomist-cli fetch and show against the local server, through the environment as scripts do.
#include "fetchtestsupport.h"

#include "store/issuecontent.h"
#include "studyfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

void serveStudyIssues(FakeApiServer &server)
{
    server.addFixture("/repos/vllm-project/vllm/issues/129", u"github/issue_129.json"_s, 200,
        {{"etag", R"(W/"e129")"}});
    server.addFixture("/repos/vllm-project/vllm/issues/129/comments",
        u"github/issue_129_comments_p1.json"_s, 200,
        {{"link", R"(<{{BASE}}/repositories/100000001/issues/129/comments?page=2>; rel="next")"}});
    server.addFixture(
        "/repositories/100000001/issues/129/comments", u"github/issue_129_comments_p2.json"_s);
    server.addFixture("/repos/hpcaitech/ColossalAI/issues/999999", u"github/err_404.json"_s, 404);
    server.addFixture("/repos/tensorflow/tensorflow/issues/5", u"github/err_410.json"_s, 410);
    server.addFixture("/repos/microsoft/DeepSpeed/issues/7", u"github/err_301_moved.json"_s, 301,
        {{"location", "{{BASE}}/repositories/100000003/issues/7"}});
    server.addFixture("/repositories/100000003/issues/7", u"github/issue_deepspeed_7.json"_s);
}

} // namespace

TEST(FetchCommand, FetchesFromTheLocalServerAndPrintsASummary)
{
    FakeApiServer server;
    serveStudyIssues(server);
    ApiEnvironment environment(server);
    FetchProject project;
    project.addIssue(u"https://github.com/vllm-project/vllm/issues/129"_s);
    project.addIssue(u"https://github.com/hpcaitech/ColossalAI/issues/999999"_s);
    project.addIssue(u"https://github.com/tensorflow/tensorflow/issues/5"_s);
    project.addIssue(u"https://github.com/microsoft/DeepSpeed/issues/7"_s);

    const CliRun run = runCli({u"fetch"_s, u"--db"_s, project.path()});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"fetched    1\n"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"moved      1\n"_s));
    EXPECT_TRUE(run.out.contains(u"missing    1\n"_s));
    EXPECT_TRUE(run.out.contains(u"gone       1\n"_s));
    EXPECT_TRUE(run.err.contains(u"fetch: 4 issues"_s)) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(u"fetch: 4/4 (100%)"_s));

    // Nothing left to fetch: missing and gone issues are known answers.
    const int before = server.count();
    const CliRun again = runCli({u"fetch"_s, u"--db"_s, project.path(), u"--json"_s});
    EXPECT_EQ(again.exitCode, 0);
    EXPECT_EQ(server.count(), before);
    EXPECT_EQ(
        QJsonDocument::fromJson(again.out.toUtf8()).object().value(u"fetched"_s).toInt(-1), 0);
}

TEST(FetchCommand, FailuresGiveExitCodeThreeWithTheirReasons)
{
    FakeApiServer server;
    FakeRoute broken;
    broken.path = "/repos/vllm-project/vllm/issues/129";
    broken.response.body = "{\"title\": ";
    server.addRoute(broken);
    ApiEnvironment environment(server);
    FetchProject project;
    project.addIssue(u"https://github.com/vllm-project/vllm/issues/129"_s);

    const CliRun run = runCli(
        {u"fetch"_s, u"--db"_s, project.path(), u"--framework"_s, u"vllm"_s, u"--limit"_s, u"1"_s});
    EXPECT_EQ(run.exitCode, 3) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"failed     1\n"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"1 x malformed JSON"_s)) << run.out.toStdString();
}

TEST(FetchCommand, UnknownFrameworkFailsBeforeAnyRequest)
{
    FakeApiServer server;
    ApiEnvironment environment(server);
    FetchProject project;
    project.addIssue(u"https://github.com/vllm-project/vllm/issues/129"_s);

    const CliRun run = runCli({u"fetch"_s, u"--db"_s, project.path(), u"--framework"_s, u"nope"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"no framework named \"nope\""_s)) << run.err.toStdString();
    EXPECT_EQ(server.count(), 0);
    EXPECT_EQ(runCli({u"fetch"_s, u"--db"_s, project.path(), u"--limit"_s, u"zero"_s}).exitCode, 2);
}

TEST(ShowCommand, PrintsTheIssueAsStoredWithLabelsAndKeywords)
{
    FakeApiServer server;
    serveStudyIssues(server);
    ApiEnvironment environment(server);
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/vllm-project/vllm/issues/129"_s);
    QSqlQuery query(project.store().database());
    ASSERT_TRUE(query.exec(
        u"INSERT INTO taxonomy_nodes(id, code, name, level, position) VALUES(1, 'C.2', 'Resource', 1, 0)"_s));
    ASSERT_TRUE(query.exec(u"INSERT INTO annotators(id, name, position) VALUES(1, 'Label1', 1)"_s));
    ASSERT_TRUE(
        query.exec(u"INSERT INTO labels(issue_id, annotator_id, node_id, summary, updated_at)"
                   " VALUES(%1, 1, 1, 'OOM at load', '2024-01-01')"_s.arg(id)));
    ASSERT_EQ(runCli({u"fetch"_s, u"--db"_s, project.path()}).exitCode, 0);

    const CliRun text = runCli({u"show"_s, u"https://github.com/vllm-project/vllm/issues/129"_s,
        u"--db"_s, project.path()});
    EXPECT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(
        u"# [Bug] CUDA OOM when loading a 13B model with tensor_parallel_size=2"_s))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(u"label Label1: C.2 \u2014 OOM at load"_s));
    EXPECT_TRUE(text.out.contains(u"--- comment 3 by bob-maint"_s));
    EXPECT_TRUE(text.out.contains(u"keywords: "_s));

    // Any spelling of the same issue finds it.
    const CliRun json = runCli({u"show"_s, u"https://github.com/VLLM-Project/vllm/pull/129"_s,
        u"--db"_s, project.path(), u"--json"_s});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
    EXPECT_EQ(object.value(u"state"_s).toString(), u"closed"_s);
    EXPECT_EQ(object.value(u"comments"_s).toArray().size(), 3);
    EXPECT_EQ(object.value(u"labels"_s).toArray().first().toObject().value(u"code"_s).toString(),
        u"C.2"_s);
    EXPECT_EQ(object.value(u"fetch"_s).toObject().value(u"state"_s).toString(), u"fetched"_s);
    QStringList where;
    for (const QJsonValue &hit : object.value(u"keywords"_s).toArray())
        where.append(hit[u"keyword"_s].toString() + u'@' + hit[u"location"_s].toString());
    // "OOM" is in the title, tensor_parallel_size in the title and in a code block, nvidia-smi in
    // a comment's inline code.
    EXPECT_TRUE(where.contains(u"OOM@title"_s)) << where.join(u' ').toStdString();
    EXPECT_TRUE(where.contains(u"tensor_parallel_size@code"_s)) << where.join(u' ').toStdString();
    EXPECT_TRUE(where.contains(u"nvidia-smi@code"_s)) << where.join(u' ').toStdString();
}

TEST(ShowCommand, RemoteTextCannotDriveTheTerminal)
{
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/o/r/issues/1"_s);
    IssueContent content;
    content.title = u"evil \x1b]0;owned\x07 title"_s;
    content.body = u"<script>alert(1)</script> \x1b[2J"_s;
    ASSERT_TRUE(IssueContentStore::save(project.store(), id, content).ok());

    const CliRun run
        = runCli({u"show"_s, u"https://github.com/o/r/issues/1"_s, u"--db"_s, project.path()});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_FALSE(run.out.contains(QChar(0x1b)));
    EXPECT_TRUE(run.out.contains(u"evil \\x1b]0;owned\\x07 title"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"<script>alert(1)</script>"_s)) << "HTML is text";
}

TEST(ShowCommand, UnknownUrlIsAnError)
{
    FetchProject project;
    const CliRun run
        = runCli({u"show"_s, u"https://github.com/o/r/issues/404"_s, u"--db"_s, project.path()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"no issue with the URL"_s));
    EXPECT_TRUE(run.out.isEmpty());
}
