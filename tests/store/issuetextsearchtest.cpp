// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Full-text search (schema v10): found in titles, bodies and comments, in English and Chinese,
// kept current by every content write, built for a project that predates it.

#include "store/issuetextsearch.h"
#include "olderschema.h"
#include "store/issuecontent.h"
#include "store/issuequery.h"
#include "store/projectstore.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <tuple>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

class IssueTextSearchTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto opened = ProjectStore::open(path());
        ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
        store = std::move(*opened);
        QSqlQuery query(store->database());
        ASSERT_TRUE(query.exec(
            u"INSERT INTO frameworks(id, name, position) VALUES(1, 'vllm', 0), (2, 'mindspore', 1)"_s));
        for (int id = 1; id <= 3; ++id) {
            ASSERT_TRUE(query.exec(
                u"INSERT INTO issues(id, framework_id, row_order, url, host, owner, repo, number)"
                " VALUES(%1, %2, %1, 'https://github.com/o/r/issues/%1', 'github.com', 'o', 'r', '%1')"_s
                    .arg(id)
                    .arg(id == 3 ? 2 : 1)));
        }
        save(1, u"NCCL hang in tensor parallel serving"_s,
            u"Serving hangs after the first batch."_s,
            {u"Which NCCL version?"_s, u"Setting NCCL_P2P_DISABLE=1 fixed the deadlock for me"_s});
        save(2, u"Docs: the quantization guide is outdated"_s,
            u"The AWQ page still mentions v0.2."_s, {});
        save(3, u"训练时显存不足"_s,
            u"使用 MindSpore 2.3 训练大模型时出现显存不足 (out of memory)。"_s,
            {u"请尝试开启重计算"_s});
    }

    void save(qint64 issue, const QString &title, const QString &body, const QStringList &comments)
    {
        IssueContent content;
        content.title = title;
        content.body = body;
        for (const QString &comment : comments)
            content.comments.append({u"someone"_s, QString(), comment});
        ASSERT_TRUE(IssueContentStore::save(*store, issue, content).ok());
    }

    QList<qint64> found(const QString &query, qint64 framework = 0)
    {
        auto hits = IssueTextSearch::search(*store, query, framework);
        EXPECT_TRUE(hits.ok()) << (hits.ok() ? std::string()
                                             : hits.error().message().toStdString());
        QList<qint64> ids;
        for (const IssueTextHit &hit : hits.ok() ? *hits : QList<IssueTextHit>())
            ids.append(hit.issueId);
        return ids;
    }

    QString path() const { return dir.filePath(u"search.taxonomist"_s); }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(IssueTextSearchTest, FindsWordsInTitlesBodiesAndComments)
{
    EXPECT_EQ(found(u"nccl"_s), QList<qint64> {1});
    EXPECT_EQ(found(u"deadlock"_s), QList<qint64> {1}) << "a comment";
    EXPECT_EQ(found(u"awq outdated"_s), QList<qint64> {})
        << "every word in one part: AWQ is in the body, outdated in the title";
    EXPECT_EQ(found(u"awq v0.2"_s), QList<qint64> {2});
    EXPECT_EQ(found(u"quantiz"_s), QList<qint64> {2}) << "any part of a word";
    EXPECT_EQ(found(u"no such thing"_s), QList<qint64> {});
    EXPECT_EQ(found(u"   "_s), QList<qint64> {});
}

TEST_F(IssueTextSearchTest, FindsChineseIncludingTwoCharacterWords)
{
    EXPECT_EQ(found(u"显存不足"_s), QList<qint64> {3});
    EXPECT_EQ(found(u"显存"_s), QList<qint64> {3})
        << "two characters: below the trigram, still found";
    EXPECT_EQ(found(u"重计算"_s), QList<qint64> {3});
    EXPECT_EQ(found(u"显存"_s, 1), QList<qint64> {}) << "the framework filter";
}

TEST_F(IssueTextSearchTest, TheSnippetShowsWhereAndHighlightsTheWords)
{
    auto hits = IssueTextSearch::search(*store, u"nccl deadlock"_s);
    ASSERT_TRUE(hits.ok());
    ASSERT_EQ(hits->size(), 1);
    const IssueTextHit &hit = hits->first();
    EXPECT_EQ(hit.part, u"comment 2"_s);
    EXPECT_EQ(hit.url, u"https://github.com/o/r/issues/1"_s);
    EXPECT_EQ(hit.framework, u"vllm"_s);
    EXPECT_EQ(hit.snippet, u"Setting NCCL_P2P_DISABLE=1 fixed the deadlock for me"_s);
    ASSERT_EQ(hit.highlights.size(), 2);
    EXPECT_EQ(hit.snippet.mid(hit.highlights[0].first, hit.highlights[0].second), u"NCCL"_s);
    EXPECT_EQ(hit.snippet.mid(hit.highlights[1].first, hit.highlights[1].second), u"deadlock"_s);
}

TEST_F(IssueTextSearchTest, QueryOperatorsAreText)
{
    // FTS5 syntax typed by a user (or pasted from an issue) is searched for, never parsed.
    EXPECT_EQ(found(u"NEAR(nccl"_s), QList<qint64> {});
    EXPECT_EQ(found(u"\"nccl"_s), QList<qint64> {});
    EXPECT_EQ(found(u"nccl OR awq"_s), QList<qint64> {});
    EXPECT_EQ(found(u"NCCL_P2P_DISABLE=1"_s), QList<qint64> {1});
}

TEST_F(IssueTextSearchTest, ARefetchReplacesTheIndexedTextInTheSameTransaction)
{
    save(2, u"Docs: the guide is fine now"_s, u"Nothing about it any more."_s, {});
    EXPECT_EQ(found(u"awq"_s), QList<qint64> {});
    EXPECT_EQ(found(u"fine now"_s), QList<qint64> {2});
    {
        // A write that rolls back takes the index back with it.
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.begin().ok());
        IssueContent content;
        content.title = u"rolled back sentinel"_s;
        ASSERT_TRUE(IssueContentStore::save(*store, 2, content).ok());
        EXPECT_EQ(found(u"sentinel"_s), QList<qint64> {2});
    }
    EXPECT_EQ(found(u"sentinel"_s), QList<qint64> {});
    EXPECT_EQ(found(u"fine now"_s), QList<qint64> {2});
}

TEST_F(IssueTextSearchTest, TheIssueListFilterSearchesTheFullText)
{
    IssueFilter filter;
    filter.text = u"deadlock"_s;
    auto page = IssueQuery::page(*store, filter, nullptr, 10);
    ASSERT_TRUE(page.ok()) << page.error().message().toStdString();
    ASSERT_EQ(page->size(), 1);
    EXPECT_EQ(page->first().id, 1);
    filter.text = u"issues/2"_s; // a part of the URL still works
    page = IssueQuery::page(*store, filter, nullptr, 10);
    ASSERT_TRUE(page.ok());
    ASSERT_EQ(page->size(), 1);
    EXPECT_EQ(page->first().id, 2);
}

TEST_F(IssueTextSearchTest, TheMigrationIndexesAProjectFromVersion9)
{
    // The project as version 9 had it: content, and no index.
    store.reset();
    ASSERT_EQ(taxonomist::test::rewindProject(path(), 9), QString());
    auto opened = ProjectStore::open(path());
    ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
    store = std::move(*opened);
    EXPECT_EQ(store->schemaVersion(), schema::currentVersion());
    EXPECT_EQ(found(u"deadlock"_s), QList<qint64> {1})
        << "comments written before the index exist are found";
    EXPECT_EQ(found(u"显存"_s), QList<qint64> {3});
    save(1, u"retitled"_s, QString(), {});
    EXPECT_EQ(found(u"deadlock"_s), QList<qint64> {})
        << "and the triggers keep it current from now on";
}

TEST_F(IssueTextSearchTest, TheCliSearchesAsTheAppDoes)
{
    store.reset(); // the CLI opens the file on its own
    const auto cli = [this](QStringList arguments) {
        arguments << u"--db"_s << path();
        QProcess process;
        process.start(QStringLiteral(TAXONOMIST_CLI), arguments);
        EXPECT_TRUE(process.waitForFinished(60000));
        return std::tuple {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
    };
    auto [code, out, err] = cli({u"search"_s, u"nccl"_s, u"deadlock"_s});
    EXPECT_EQ(code, 0) << err.toStdString();
    EXPECT_EQ(out,
        u"https://github.com/o/r/issues/1  (vllm, comment 2)\n"
        "  NCCL hang in tensor parallel serving\n"
        "  Setting [NCCL]_P2P_DISABLE=1 fixed the [deadlock] for me\n\n"
        "1 issue\n"_s);
    std::tie(code, out, err) = cli({u"search"_s, u"显存"_s, u"--json"_s});
    EXPECT_EQ(code, 0) << err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(out.toUtf8()).object();
    ASSERT_EQ(json.value(u"issues"_s).toArray().size(), 1) << out.toStdString();
    const QJsonObject hit = json.value(u"issues"_s).toArray().first().toObject();
    EXPECT_EQ(hit.value(u"framework"_s).toString(), u"mindspore"_s);
    EXPECT_EQ(hit.value(u"part"_s).toString(), u"title"_s);
    EXPECT_EQ(hit.value(u"parts_matched"_s).toInt(), 2);
    EXPECT_EQ(hit.value(u"highlights"_s).toArray().first().toArray(), (QJsonArray {3, 2}));
    std::tie(code, out, err) = cli({u"search"_s, u"显存"_s, u"--framework"_s, u"vllm"_s});
    EXPECT_EQ(code, 0);
    EXPECT_TRUE(out.isEmpty());
    EXPECT_TRUE(err.contains(u"no fetched issue matches"_s)) << err.toStdString();
    std::tie(code, out, err) = cli({u"search"_s, u"x"_s, u"--framework"_s, u"nope"_s});
    EXPECT_EQ(code, 1);
    std::tie(code, out, err) = cli({u"search"_s});
    EXPECT_EQ(code, 2) << "no words is a usage error";
}
