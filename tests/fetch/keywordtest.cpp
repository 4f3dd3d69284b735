// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which keywords matched, and where: prose, code, links, user names.
#include "fetchtestsupport.h"

#include "fetch/frameworkkeywords.h"
#include "fetch/issuekeywords.h"
#include "fetch/markdownsegments.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "util/keywordmatcher.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

QByteArray kindsOf(const QString &text)
{
    return MarkdownSegments::classify(text);
}

QList<KeywordHit> hitsFor(const QStringList &keywords, const IssueContent &content,
    const QString &url = u"https://github.com/o/r/issues/1"_s)
{
    return IssueKeywords::compute(KeywordMatcher(keywords), url, content);
}

} // namespace

TEST(MarkdownSegments, FencedAndIndentedBlocksAreCode)
{
    const QString text = u"intro\n```python\nllm = 1\n```\nafter\n\n    indented llm\nend"_s;
    const QByteArray kinds = kindsOf(text);
    EXPECT_EQ(kinds[text.indexOf(u"intro"_s)], MarkdownSegments::Prose);
    EXPECT_EQ(kinds[text.indexOf(u"llm = 1"_s)], MarkdownSegments::Code);
    EXPECT_EQ(kinds[text.indexOf(u"after"_s)], MarkdownSegments::Prose);
    EXPECT_EQ(kinds[text.indexOf(u"indented"_s)], MarkdownSegments::Code);
}

TEST(MarkdownSegments, IndentedLineInsideAParagraphIsProse)
{
    const QString text = u"a paragraph\n    continues here"_s;
    EXPECT_EQ(kindsOf(text)[text.indexOf(u"continues"_s)], MarkdownSegments::Prose);
}

TEST(MarkdownSegments, UnclosedFenceRunsToTheEnd)
{
    const QString text = u"~~~\ncode\nstill code"_s;
    EXPECT_EQ(kindsOf(text)[text.indexOf(u"still"_s)], MarkdownSegments::Code);
}

TEST(MarkdownSegments, InlineCodeLinksAndMentions)
{
    const QString text
        = u"run `llm.generate()` see https://x.org/llm-guide). ask @llm-bot, mail a@llm.org"_s;
    const QByteArray kinds = kindsOf(text);
    EXPECT_EQ(kinds[text.indexOf(u"llm.generate"_s)], MarkdownSegments::Code);
    EXPECT_EQ(kinds[text.indexOf(u"x.org"_s)], MarkdownSegments::Url);
    EXPECT_EQ(kinds[text.indexOf(u")."_s)], MarkdownSegments::Prose)
        << "trailing punctuation is not the link";
    EXPECT_EQ(kinds[text.indexOf(u"llm-bot"_s)], MarkdownSegments::Mention);
    EXPECT_EQ(kinds[text.indexOf(u"llm.org"_s)], MarkdownSegments::Prose)
        << "an e-mail address is no mention";
}

TEST(IssueKeywords, TellsProseFromCodeLinksAndUserNames)
{
    IssueContent content;
    content.title = u"LLM fails to load"_s;
    content.body = u"Trace:\n```\nllm_engine.py: LLM error\n```\nDocs at https://example.org/LLM"_s;
    content.author = u"llm-fan"_s;
    content.comments = {{u"dev"_s, QString(), u"Please paste `nvidia-smi`; thanks @gpt-helper"_s}};
    const QList<KeywordHit> hits = hitsFor({u"LLM"_s, u"nvidia-smi"_s, u"gpt"_s}, content);
    EXPECT_EQ(hits,
        (QList<KeywordHit> {{u"LLM"_s, KeywordLocation::Title, 1},
            {u"LLM"_s, KeywordLocation::Code, 1}, {u"LLM"_s, KeywordLocation::Url, 1},
            {u"LLM"_s, KeywordLocation::User, 1}, {u"nvidia-smi"_s, KeywordLocation::Code, 1},
            {u"gpt"_s, KeywordLocation::User, 1}}));
    EXPECT_EQ(IssueKeywords::evidence(hits), KeywordEvidence::Prose);
}

TEST(IssueKeywords, MatchesOnWordBoundariesOnly)
{
    IssueContent content;
    content.title = u"yield is slow"_s;
    content.body = u"the Yi model"_s;
    const QList<KeywordHit> hits = hitsFor({u"yi"_s}, content);
    EXPECT_EQ(hits, (QList<KeywordHit> {{u"yi"_s, KeywordLocation::Body, 1}}));
}

TEST(IssueKeywords, UrlOnlyMatchIsIncidentalEvidence)
{
    IssueContent content;
    content.title = u"Crash on start"_s;
    const QList<KeywordHit> hits
        = hitsFor({u"llm"_s}, content, u"https://github.com/llm/engine/issues/4"_s);
    EXPECT_EQ(hits, (QList<KeywordHit> {{u"llm"_s, KeywordLocation::Url, 1}}));
    EXPECT_EQ(IssueKeywords::evidence(hits), KeywordEvidence::Incidental);
    EXPECT_EQ(IssueKeywords::evidence({}), KeywordEvidence::None);
}

TEST(IssueKeywords, StoredWithFetchedContentAndQueryableForTriage)
{
    FakeApiServer server;
    FakeRoute route;
    for (const auto &[n, body] : {std::pair {1, R"(An LLM question)"},
             std::pair {2, R"(```\nOOM here\n```)"}, std::pair {3, R"(nothing relevant)"}}) {
        route.path = "/repos/bench/repo/issues/" + QByteArray::number(n);
        route.response.body
            = R"({"number": 1, "title": "t", "state": "open", "comments": 0, "body": ")"
            + QByteArray(body).replace("\n", "\\n") + "\"}";
        server.addRoute(route);
    }
    FetchProject project;
    const qint64 prose = project.addIssue(u"https://github.com/bench/repo/issues/1"_s);
    const qint64 code = project.addIssue(u"https://github.com/bench/repo/issues/2"_s);
    const qint64 none = project.addIssue(u"https://github.com/bench/repo/issues/3"_s);
    const qint64 unfetched = project.addIssue(u"https://github.com/bench/repo/issues/4"_s);
    project.fetch(FetchProject::settings(server), FetchScope::everything());

    const auto hits = KeywordEvidenceStore::forIssue(project.store(), code);
    ASSERT_TRUE(hits.ok());
    EXPECT_EQ(*hits, (QList<KeywordHit> {{u"OOM"_s, KeywordLocation::Code, 1}}));
    EXPECT_EQ(*KeywordEvidenceStore::issuesWith(project.store(), KeywordEvidence::Prose),
        QList<qint64> {prose});
    EXPECT_EQ(*KeywordEvidenceStore::issuesWith(project.store(), KeywordEvidence::Incidental),
        QList<qint64> {code});
    EXPECT_EQ(*KeywordEvidenceStore::issuesWith(project.store(), KeywordEvidence::None),
        QList<qint64> {none})
        << "an issue not fetched yet is not evidence of anything";
    EXPECT_FALSE(KeywordEvidenceStore::issuesWith(project.store(), KeywordEvidence::None)
                     .value()
                     .contains(unfetched));
}

TEST(FrameworkKeywords, EditingTheListRecomputesMatchesAndIsAudited)
{
    FetchProject project;
    const qint64 id = project.addIssue(u"https://github.com/bench/repo/issues/1"_s);
    IssueContent content;
    content.title = u"Qwen answers slowly"_s;
    ASSERT_TRUE(IssueContentStore::save(project.store(), id, content).ok());
    const qint64 vllm = project.frameworkId(u"vllm"_s);
    EXPECT_TRUE(KeywordEvidenceStore::forIssue(project.store(), id)->isEmpty());

    const auto recomputed = FrameworkKeywords::set(
        project.store(), vllm, {u"qwen"_s, u" QWEN "_s, u"llm"_s}, u"lead"_s);
    ASSERT_TRUE(recomputed.ok()) << recomputed.error().message().toStdString();
    EXPECT_EQ(*recomputed, 1);
    EXPECT_EQ(*FrameworkKeywords::list(project.store(), vllm), (QStringList {u"qwen"_s, u"llm"_s}));
    EXPECT_EQ(*KeywordEvidenceStore::forIssue(project.store(), id),
        (QList<KeywordHit> {{u"qwen"_s, KeywordLocation::Title, 1}}));
    QSqlQuery audit(project.store().database());
    audit.exec(u"SELECT actor, action FROM audit_log WHERE action = 'set-keywords'"_s);
    ASSERT_TRUE(audit.next());
    EXPECT_EQ(audit.value(0).toString(), u"lead"_s);
}

TEST(FrameworkKeywords, AVolunteersCopyCannotChangeTheLeadsLists)
{
    FetchProject project;
    const qint64 vllm = project.frameworkId(u"vllm"_s);
    const QStringList before = *FrameworkKeywords::list(project.store(), vllm);
    EXPECT_TRUE(FrameworkKeywords::checkEditable(project.store()));
    for (const QString &role : {u"volunteer"_s, u"viewer"_s}) {
        ASSERT_TRUE(project.store().setInfo(u"team.role"_s, role));
        const Status editable = FrameworkKeywords::checkEditable(project.store());
        ASSERT_FALSE(editable);
        EXPECT_TRUE(editable.error().message().contains(u"lead's"_s));
        const auto refused
            = FrameworkKeywords::set(project.store(), vllm, {u"mine"_s}, u"Volunteer 1"_s);
        ASSERT_FALSE(refused) << role.toStdString();
        EXPECT_EQ(*FrameworkKeywords::list(project.store(), vllm), before) << "nothing changed";
    }
    ASSERT_TRUE(project.store().setInfo(u"team.role"_s, u"lead"_s));
    EXPECT_TRUE(FrameworkKeywords::set(project.store(), vllm, {u"mine"_s}, u"Lead"_s));
}
