// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchtestsupport.h"

#include "fetch/httpcachestore.h"
#include "fetch/issuefetcher.h"
#include "store/issuecontent.h"

#include <QEventLoop>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::test {

FetchProject::FetchProject()
{
    auto store = ProjectStore::open(path());
    if (!store) {
        ADD_FAILURE() << store.error().message().toStdString();
        return;
    }
    m_store = std::move(store).value();
    QSqlQuery query(m_store->database());
    for (const QString &statement :
        {u"INSERT INTO frameworks(id, name, position) VALUES(1, 'vllm', 0), (2, 'mindspore', 1)"_s,
            u"INSERT INTO framework_keywords(framework_id, position, keyword) VALUES"
            " (1, 0, 'LLM'), (1, 1, 'tensor_parallel_size'), (1, 2, 'OOM'), (1, 3, 'nvidia-smi'),"
            " (1, 4, 'carol'), (2, 0, 'matmul'), (2, 1, 'maintainer')"_s}) {
        if (!query.exec(statement))
            ADD_FAILURE() << query.lastError().text().toStdString();
    }
}

qint64 FetchProject::frameworkId(const QString &name) const
{
    QSqlQuery query(m_store->database());
    query.prepare(u"SELECT id FROM frameworks WHERE name = ?"_s);
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 FetchProject::addIssue(const QString &url, const QString &framework)
{
    const auto parsed = IssueUrl::parse(url);
    QSqlQuery query(m_store->database());
    query.prepare(
        u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
        " VALUES(?, (SELECT count(*) FROM issues), ?, ?, ?, ?, ?, 2024)"_s);
    query.addBindValue(frameworkId(framework));
    query.addBindValue(url);
    query.addBindValue(parsed ? parsed->host : QString(u""_s));
    query.addBindValue(parsed ? parsed->owner : QString(u""_s));
    query.addBindValue(parsed ? parsed->repo : QString(u""_s));
    query.addBindValue(parsed ? parsed->number : QString(u""_s));
    if (!query.exec()) {
        ADD_FAILURE() << query.lastError().text().toStdString();
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

FetchSettings FetchProject::settings(const FakeApiServer &server)
{
    FetchSettings settings;
    settings.githubApi = server.baseUrl();
    settings.giteeApi = server.baseUrl().resolved(QUrl(u"/api/v5"_s));
    settings.github = {4, 0};
    settings.gitee = {2, 0};
    settings.timeoutMs = 5000;
    settings.maxRetries = 2;
    settings.backoffBaseMs = 10;
    settings.waitScale = 0.0;
    return settings;
}

FetchRun FetchProject::fetch(const FetchSettings &settings, const FetchScope &scope, int limitMs,
    std::function<void(std::unique_ptr<IssueFetcher> &, qint64)> onIssue)
{
    FetchRun run;
    auto fetcher = std::make_unique<IssueFetcher>(path(), settings);
    QEventLoop loop;
    QObject::connect(fetcher.get(), &IssueFetcher::progressed, &loop,
        [&](const FetchProgress &progress) { run.progress.append(progress); });
    QObject::connect(fetcher.get(), &IssueFetcher::started, &loop,
        [&](const FetchProgress &progress) { run.progress.append(progress); });
    QObject::connect(fetcher.get(), &IssueFetcher::rateLimited, &loop,
        [&](const RateLimitWait &wait) { run.waits.append(wait); });
    QObject::connect(
        fetcher.get(), &IssueFetcher::issueFetched, &loop, [&](qint64 id, FetchState state) {
            run.issues.append({id, state});
            if (onIssue) {
                // Later, from the event loop: a fetcher is not destroyed inside its own signal.
                QTimer::singleShot(0, &loop, [&, id] {
                    onIssue(fetcher, id);
                    if (!fetcher)
                        loop.quit();
                });
            }
        });
    QObject::connect(
        fetcher.get(), &IssueFetcher::finished, &loop, [&](const FetchSummary &summary) {
            run.finished = true;
            run.summary = summary;
            loop.quit();
        });
    QTimer::singleShot(limitMs, &loop, &QEventLoop::quit);
    fetcher->start(scope);
    if (!run.finished)
        loop.exec();
    EXPECT_TRUE(run.finished || !fetcher || onIssue)
        << "the fetch did not finish within " << limitMs << " ms";
    return run;
}

QString FetchProject::snapshot(qint64 issueId) const
{
    QString text;
    QSqlQuery query(m_store->database());
    for (const QString &statement :
        {u"SELECT title, state, author, body, html_url, fetched_at FROM issue_content WHERE issue_id = %1"_s,
            u"SELECT position, author, body FROM issue_comments WHERE issue_id = %1 ORDER BY position"_s,
            u"SELECT keyword, location, hits FROM issue_keywords WHERE issue_id = %1 ORDER BY 1, 2"_s,
            u"SELECT url, etag FROM http_cache WHERE %1 > 0 ORDER BY url"_s}) {
        query.exec(statement.arg(issueId));
        while (query.next()) {
            for (int column = 0; column < query.record().count(); ++column)
                text += query.value(column).toString() + u'|';
            text += u'\n';
        }
    }
    return text;
}

void FetchProject::seed(qint64 issueId, const QString &apiUrl, const QString &etag)
{
    IssueContent content;
    content.title = u"Stored title"_s;
    content.state = u"open"_s;
    content.body = u"Stored body about an LLM"_s;
    content.fetchedAt = u"2024-01-01T00:00:00.000Z"_s;
    content.comments = {{u"someone"_s, u"2024-01-01T00:00:00Z"_s, u"stored comment"_s}};
    EXPECT_TRUE(IssueContentStore::save(*m_store, issueId, content).ok());
    EXPECT_TRUE(HttpCacheStore::put(*m_store, {apiUrl, etag, QString()}).ok());
    QSqlQuery query(m_store->database());
    EXPECT_TRUE(query.exec(
        u"INSERT INTO issue_keywords(issue_id, keyword, location, hits) VALUES(%1, 'LLM', 'body', 1)"_s
            .arg(issueId)));
}

QString FetchProject::status(qint64 issueId, const QString &column) const
{
    QSqlQuery query(m_store->database());
    query.exec(u"SELECT %1 FROM fetch_status WHERE issue_id = %2"_s.arg(column).arg(issueId));
    return query.next() ? query.value(0).toString() : QString();
}

ApiEnvironment::ApiEnvironment(const FakeApiServer &server)
{
    qputenv("TAXONOMIST_GITHUB_API", server.baseUrl().toEncoded());
    qputenv("TAXONOMIST_GITEE_API", server.baseUrl().toEncoded() + "/api/v5");
    m_githubToken = qgetenv("GITHUB_TOKEN");
    m_giteeToken = qgetenv("GITEE_TOKEN");
    qunsetenv("GITHUB_TOKEN");
    qunsetenv("GITEE_TOKEN");
}

ApiEnvironment::~ApiEnvironment()
{
    qunsetenv("TAXONOMIST_GITHUB_API");
    qunsetenv("TAXONOMIST_GITEE_API");
    if (!m_githubToken.isEmpty())
        qputenv("GITHUB_TOKEN", m_githubToken);
    if (!m_giteeToken.isEmpty())
        qputenv("GITEE_TOKEN", m_giteeToken);
}

} // namespace taxonomist::test
