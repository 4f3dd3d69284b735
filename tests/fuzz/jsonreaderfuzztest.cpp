// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every reader of remote or imported JSON (GitHub and Gitee REST, the GraphQL batch, a content
// file) shown type-confused documents built from recorded answers — each value replaced by every
// other type of value, at every path — and randomly mutated ones: nothing throws or crashes, and
// each document is read or refused with a message that names the field.
#include "fetch/contentjson.h"
#include "fetch/giteejson.h"
#include "fetch/githubjson.h"
#include "fetch/graphqlbatch.h"
#include "fuzzmutator.h"
#include "fuzzsettings.h"
#include "jsontypeconfusion.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>
#include <iostream>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;
using Type = QJsonValue::Type;

namespace {

struct Outcome
{
    bool failed = false;
    QString message;
};
using Reader = std::function<Outcome(const QByteArray &)>;

template<typename T>
Outcome outcomeOf(const Result<T> &result)
{
    return result ? Outcome {} : Outcome {true, result.error().message()};
}

QByteArray fixture(const QString &name)
{
    QFile file(fixturesDir() + u"/fetch/"_s + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    return file.readAll();
}

QJsonValue rootOf(const QByteArray &json)
{
    const QJsonDocument document = QJsonDocument::fromJson(json);
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

// Calls `read` in a way no exception can leave: one that does is a failure of the test.
std::optional<Outcome> readSafely(const Reader &read, const QByteArray &json, std::string &thrown)
{
    try {
        return read(json);
    } catch (const std::exception &exception) {
        thrown = exception.what();
    } catch (...) {
        thrown = "an exception that is not a std::exception";
    }
    return std::nullopt;
}

void runTypeConfusion(const std::string &name, const QByteArray &sample,
    const fuzz::ReadFields &reads, const Reader &read, int atLeast)
{
    const Outcome valid = read(sample);
    ASSERT_FALSE(valid.failed) << name << ": the sample itself: " << valid.message.toStdString();
    int cases = 0;
    int refused = 0;
    int broken = 0;
    fuzz::forEachTypeConfusion(rootOf(sample), [&](const fuzz::TypeConfusion &confusion) {
        ++cases;
        std::string thrown;
        const auto outcome = readSafely(read, confusion.json, thrown);
        const std::string problem = outcome
            ? fuzz::checkOutcome(confusion, reads, outcome->message, outcome->failed)
            : "threw " + thrown;
        refused += outcome && outcome->failed;
        if (!problem.empty() && ++broken <= 20) {
            const QByteArray replacement
                = QJsonDocument(QJsonArray {confusion.replacement}).toJson(QJsonDocument::Compact);
            ADD_FAILURE() << name << ": " << confusion.path.toStdString() << " = "
                          << fuzz::printable(replacement.mid(1, replacement.size() - 2), 40) << ": "
                          << problem
                          << (outcome ? " (" + outcome->message.toStdString() + ")" : "");
        }
    });
    std::cout << "[ fuzz     ] " << name << ": " << cases << " type-confused documents, " << refused
              << " refused" << std::endl;
    EXPECT_GE(cases, atLeast) << name;
    EXPECT_EQ(broken, 0) << name;
}

void runMutations(const std::string &name, std::uint64_t salt, const QList<QByteArray> &samples,
    const Reader &read, int count)
{
    std::cout << "[ fuzz     ] " << name << ", mutated documents: " << fuzz::describeRun(count)
              << std::endl;
    fuzz::FuzzMutator mutator(fuzz::seed() + salt, fuzz::jsonTokens());
    int broken = 0;
    for (int i = 0; i < count && broken < 20; ++i) {
        const QByteArray input = mutator.mutate(samples[mutator.below(int(samples.size()))],
            samples[mutator.below(int(samples.size()))]);
        std::string thrown;
        const auto outcome = readSafely(read, input, thrown);
        if (!outcome) {
            ++broken;
            ADD_FAILURE() << name << " threw " << thrown << " on input " << i << ": "
                          << fuzz::printable(input);
        } else if (outcome->failed && outcome->message.trimmed().isEmpty()) {
            ++broken;
            ADD_FAILURE() << name << ": an error without a message on input " << i << ": "
                          << fuzz::printable(input);
        }
    }
}

// Count of mutated documents per reader: a tenth of the suite's iterations keeps it quick.
int mutationCount()
{
    return std::max(1, fuzz::iterations() / 10);
}

using fuzz::FieldSpec;
const FieldSpec Text {{Type::String}, true};
const FieldSpec RequiredText {{Type::String}, false};
const FieldSpec Object {{Type::Object}, true};
const FieldSpec RequiredObject {{Type::Object}, false};
const FieldSpec List {{Type::Array}, true};
const FieldSpec RequiredList {{Type::Array}, false};
const FieldSpec Number {{Type::Double}, true};
const FieldSpec Label {{Type::Object, Type::String}, false}; // {"name": ...} or the name

// What the REST readers read of an issue (GitHub's and Gitee's share most of it).
fuzz::ReadFields restIssueFields()
{
    return {{u"$"_s, RequiredObject}, {u"$.title"_s, RequiredText}, {u"$.state"_s, Text},
        {u"$.user"_s, Object}, {u"$.user.login"_s, Text}, {u"$.created_at"_s, Text},
        {u"$.updated_at"_s, Text}, {u"$.labels"_s, List}, {u"$.labels[]"_s, Label},
        {u"$.labels[].name"_s, RequiredText}, {u"$.body"_s, Text}, {u"$.html_url"_s, Text},
        {u"$.comments"_s, Number}};
}

fuzz::ReadFields restCommentFields()
{
    return {{u"$"_s, RequiredList}, {u"$[]"_s, RequiredObject}, {u"$[].body"_s, Text},
        {u"$[].user"_s, Object}, {u"$[].user.login"_s, Text}, {u"$[].created_at"_s, Text}};
}

fuzz::ReadFields graphQlFields()
{
    fuzz::ReadFields reads = {{u"$"_s, RequiredObject}, {u"$.errors"_s, List},
        {u"$.errors[]"_s, RequiredObject}, {u"$.errors[].type"_s, Text},
        {u"$.data.repository"_s, Object}, {u"$.data.repository.i#"_s, Object}};
    const QList<std::pair<QString, FieldSpec>> node
        = {{u"title"_s, RequiredText}, {u"state"_s, Text}, {u"createdAt"_s, Text},
            {u"updatedAt"_s, Text}, {u"closedAt"_s, Text}, {u"body"_s, Text}, {u"url"_s, Text},
            {u"__typename"_s, Text}, {u"author"_s, Object}, {u"author.login"_s, Text},
            {u"labels"_s, Object}, {u"labels.nodes"_s, List}, {u"labels.nodes[]"_s, Label},
            {u"labels.nodes[].name"_s, RequiredText}, {u"comments"_s, RequiredObject},
            {u"comments.totalCount"_s, Number}, {u"comments.pageInfo"_s, Object},
            {u"comments.pageInfo.hasNextPage"_s, FieldSpec {{Type::Bool}, true}},
            {u"comments.nodes"_s, List}, {u"comments.nodes[]"_s, RequiredObject},
            {u"comments.nodes[].body"_s, Text}, {u"comments.nodes[].createdAt"_s, Text},
            {u"comments.nodes[].author"_s, Object}, {u"comments.nodes[].author.login"_s, Text}};
    for (const auto &[field, spec] : node)
        reads.insert(u"$.data.repository.i#."_s + field, spec);
    return reads;
}

const QStringList BatchNumbers = {u"129"_s, u"130"_s, u"999999"_s};

// Per-issue failures of a batch count as the batch's: each must name its field too.
Outcome readGraphQl(const QByteArray &json)
{
    const auto answer = GraphQlBatch::parse(json, BatchNumbers);
    if (!answer)
        return outcomeOf(answer);
    if (answer->invalid.isEmpty())
        return {};
    return {true, QStringList(answer->invalid.values()).join(u"; "_s)};
}

const QByteArray RateLimited = R"({"data": {"rateLimit": {"cost": 1, "remaining": 0,
    "resetAt": "2030-01-01T00:00:00Z"}, "repository": null}, "errors": [{"type": "RATE_LIMITED",
    "message": "API rate limit exceeded for user ID 1."}]})";

const QString Url129 = u"https://github.com/vllm-project/vllm/issues/129"_s;
const QString Url130 = u"https://github.com/vllm-project/vllm/issues/130"_s;

// A content file for two issues of a project, with every field the format has.
const QByteArray Content = R"([
  {"url": "https://github.com/vllm-project/vllm/issues/129", "title": "CUDA OOM with TP=2",
   "state": "closed", "author": "alice", "created_at": "2023-05-14T09:21:33Z",
   "updated_at": "2023-06-02T11:05:10Z", "closed_at": "2023-06-02T11:05:09Z",
   "labels": ["bug", {"name": "LLM"}], "body": "OOM when loading a 13B model",
   "comments": [{"author": "bob", "created_at": "2023-05-14T10:02:00Z", "body": "nvidia-smi?"}]},
  {"url": "https://github.com/vllm-project/vllm/issues/130", "title": "A pull request",
   "state": "open", "author": null, "labels": [], "body": null, "comments": []}
])";

fuzz::ReadFields contentFields()
{
    return {{u"$"_s, RequiredList}, {u"$[]"_s, RequiredObject}, {u"$[].url"_s, RequiredText},
        {u"$[].title"_s, RequiredText}, {u"$[].state"_s, Text}, {u"$[].author"_s, Text},
        {u"$[].created_at"_s, Text}, {u"$[].updated_at"_s, Text}, {u"$[].closed_at"_s, Text},
        {u"$[].body"_s, Text}, {u"$[].labels"_s, List}, {u"$[].labels[]"_s, Label},
        {u"$[].labels[].name"_s, RequiredText}, {u"$[].comments"_s, List},
        {u"$[].comments[]"_s, RequiredObject}, {u"$[].comments[].body"_s, RequiredText},
        {u"$[].comments[].author"_s, Text}, {u"$[].comments[].created_at"_s, Text}};
}

// A project holding the two issues the content file is for.
class ContentProject
{
public:
    ContentProject()
    {
        auto store = ProjectStore::open(m_dir.filePath(u"content.taxonomist"_s));
        if (!store) {
            ADD_FAILURE() << store.error().message().toStdString();
            return;
        }
        m_store = std::move(store).value();
        QSqlQuery query(m_store->database());
        for (const QString &statement :
            {u"INSERT INTO frameworks(id, name, position) VALUES(1, 'vllm', 0)"_s,
                u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
                " VALUES(1, 0, '%1', 'github.com', 'vllm-project', 'vllm', '129', 2024),"
                " (1, 1, '%2', 'github.com', 'vllm-project', 'vllm', '130', 2024)"_s.arg(
                    Url129, Url130)}) {
            if (!query.exec(statement))
                ADD_FAILURE() << query.lastError().text().toStdString();
        }
    }
    Outcome import(const QByteArray &json)
    {
        return outcomeOf(ContentJson::import(*m_store, json, u"content.json"_s));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

} // namespace

TEST(JsonReaderFuzz, GitHubIssueReadsOrNamesTheFieldOfEveryOtherType)
{
    fuzz::ReadFields reads = restIssueFields();
    reads.insert(u"$.number"_s, {{Type::Double}, false});
    reads.insert(u"$.closed_at"_s, Text);
    reads.insert(u"$.pull_request"_s, Object);
    const Reader read = [](const QByteArray &json) { return outcomeOf(GitHubJson::issue(json)); };
    runTypeConfusion("GitHubJson::issue", fixture(u"github/issue_129.json"_s), reads, read, 300);
    runTypeConfusion("GitHubJson::issue (a pull request)", fixture(u"github/issue_130_pr.json"_s),
        reads, read, 300);
}

TEST(JsonReaderFuzz, GitHubCommentsReadOrNameTheFieldOfEveryOtherType)
{
    runTypeConfusion(
        "GitHubJson::comments", fixture(u"github/issue_129_comments_p1.json"_s),
        restCommentFields(),
        [](const QByteArray &json) { return outcomeOf(GitHubJson::comments(json)); }, 200);
}

TEST(JsonReaderFuzz, GiteeIssueAndCommentsReadOrNameTheFieldOfEveryOtherType)
{
    fuzz::ReadFields reads = restIssueFields();
    reads.insert(u"$.number"_s, RequiredText); // Gitee numbers are identifiers ("I71V26")
    reads.insert(u"$.finished_at"_s, Text);
    runTypeConfusion(
        "GiteeJson::issue", fixture(u"gitee/issue_I71V26.json"_s), reads,
        [](const QByteArray &json) { return outcomeOf(GiteeJson::issue(json)); }, 500);
    runTypeConfusion(
        "GiteeJson::comments", fixture(u"gitee/issue_I71V26_comments_p1.json"_s),
        restCommentFields(),
        [](const QByteArray &json) { return outcomeOf(GiteeJson::comments(json)); }, 100);
}

TEST(JsonReaderFuzz, GraphQlBatchReadsOrNamesTheFieldOfEveryOtherType)
{
    fuzz::ReadFields reads = graphQlFields();
    reads.insert(u"$.data"_s, RequiredObject);
    runTypeConfusion("GraphQlBatch::parse", fixture(u"github/graphql_batch_response.json"_s), reads,
        readGraphQl, 600);

    // A rate-limited answer: what the wait is read from.
    const auto limited = GraphQlBatch::parse(RateLimited, BatchNumbers);
    ASSERT_TRUE(limited.ok() && limited->rateLimited && limited->resetAt.isValid());
    const fuzz::ReadFields limitReads = {{u"$"_s, RequiredObject}, {u"$.data"_s, Object},
        {u"$.errors"_s, List}, {u"$.errors[]"_s, RequiredObject}, {u"$.errors[].type"_s, Text},
        {u"$.data.rateLimit"_s, Object}, {u"$.data.rateLimit.resetAt"_s, Text}};
    runTypeConfusion(
        "GraphQlBatch::parse (rate limited)", RateLimited, limitReads, readGraphQl, 80);
}

TEST(JsonReaderFuzz, ContentFileImportsOrNamesTheFieldOfEveryOtherType)
{
    ContentProject project;
    runTypeConfusion(
        "ContentJson::import", Content, contentFields(),
        [&](const QByteArray &json) { return project.import(json); }, 250);
}

TEST(JsonReaderFuzz, MutatedAnswersAreReadOrRefusedWithoutThrowing)
{
    const int count = mutationCount();
    runMutations(
        "GitHubJson::issue", 11,
        {fixture(u"github/issue_129.json"_s), fixture(u"github/issue_130_pr.json"_s)},
        [](const QByteArray &json) { return outcomeOf(GitHubJson::issue(json)); }, count);
    runMutations(
        "GitHubJson::comments", 12,
        {fixture(u"github/issue_129_comments_p1.json"_s),
            fixture(u"github/issue_129_comments_p2.json"_s)},
        [](const QByteArray &json) { return outcomeOf(GitHubJson::comments(json)); }, count);
    runMutations(
        "GiteeJson::issue", 13, {fixture(u"gitee/issue_I71V26.json"_s)},
        [](const QByteArray &json) { return outcomeOf(GiteeJson::issue(json)); }, count);
    runMutations("GraphQlBatch::parse", 14,
        {fixture(u"github/graphql_batch_response.json"_s), RateLimited}, readGraphQl, count);
    ContentProject project;
    runMutations(
        "ContentJson::import", 15, {Content},
        [&](const QByteArray &json) { return project.import(json); }, count / 5);
}

// --- what the type confusion found, each pinned by its smallest case ---------------------------

TEST(JsonReaderFinding, ADocumentNestedDeeperThanTheLimitIsRefusedNamingTheLimit)
{
    // Qt parses up to 1024 levels; a reader stops past InboundLimits::MaxNestingDepth.
    const QByteArray prefix = R"({"title": "t", "number": 1, "extra": )";
    const auto deep = GitHubJson::issue(prefix + QByteArray(64, '[') + QByteArray(64, ']') + "}");
    ASSERT_FALSE(deep.ok());
    EXPECT_EQ(deep.error().message(),
        u"malformed JSON: nested deeper than 64 levels at offset %1"_s.arg(prefix.size() + 63));
    EXPECT_TRUE(GitHubJson::issue(prefix + QByteArray(63, '[') + QByteArray(63, ']') + "}").ok());
    // Brackets in text are text.
    EXPECT_TRUE(
        GitHubJson::issue(R"({"title": ")" + QByteArray(100, '[') + R"(", "number": 1})").ok());
}

TEST(JsonReaderFinding, ANullPullRequestMarksAnIssueNotAPullRequest)
{
    const auto issue = GitHubJson::issue(R"({"title": "t", "number": 1, "pull_request": null})");
    ASSERT_TRUE(issue.ok()) << issue.error().message().toStdString();
    EXPECT_FALSE(issue->content.isPullRequest);
    const auto pr = GitHubJson::issue(R"({"title": "t", "number": 1, "pull_request": {}})");
    ASSERT_TRUE(pr.ok());
    EXPECT_TRUE(pr->content.isPullRequest);
}

TEST(JsonReaderFinding, AGraphQlAnswerOfTheWrongShapeFailsNamingTheField)
{
    const auto repository = GraphQlBatch::parse(R"({"data": {"repository": 7}})", BatchNumbers);
    ASSERT_FALSE(repository.ok()) << "a damaged answer was read as three missing issues";
    EXPECT_EQ(repository.error().message(),
        u"unexpected JSON: data: \"repository\" is a number, expected an object"_s);
    const auto errors = GraphQlBatch::parse(R"({"data": {}, "errors": {"type": "x"}})", {});
    ASSERT_FALSE(errors.ok());
    EXPECT_EQ(
        errors.error().message(), u"unexpected JSON: \"errors\" is an object, expected a list"_s);
    const auto node = GraphQlBatch::parse(R"({"data": {"repository": {"i129": "x"}}})", {u"129"_s});
    ASSERT_TRUE(node.ok());
    EXPECT_EQ(node->invalid.value(u"129"_s),
        u"unexpected JSON: issue 129: \"i129\" is text, expected an object"_s);
}

TEST(JsonReaderFinding, AContentFileFieldOfTheWrongTypeIsRefusedNamingIt)
{
    ContentProject project;
    const QByteArray issue = R"([{"url": ")" + Url129.toUtf8() + R"(", "title": "t", )";
    const auto state = project.import(issue + R"("state": 3}])");
    EXPECT_TRUE(state.failed) << "a number was imported as an empty state";
    EXPECT_EQ(state.message,
        u"content.json: unexpected JSON: $[0]: \"state\" is a number, expected text"_s);
    const auto label = project.import(issue + R"("labels": ["bug", 7]}])");
    EXPECT_EQ(label.message,
        u"content.json: unexpected JSON: $[0]: \"labels[1]\" is a number, expected text"_s);
    EXPECT_EQ(project.import("[7]").message,
        u"content.json: $[0]: is a number, expected an issue object"_s);
}
