// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fetch benchmark: 2,000 issues (each with one page of comments) from the local server, through
// IssueFetcher into a project file, beside a plain QNetworkAccessManager client making the same
// requests with the same concurrency and storing nothing. Prints a Markdown table.
//   fetch_bench [--issues N] [--runs R] [--concurrency C]
#include "fakeapiserver.h"
#include "fetch/issuefetcher.h"
#include "store/projectstore.h"
#include "store/transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <deque>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

QByteArray issueJson(const QByteArray &number)
{
    QByteArray body
        = "### Describe the bug\\n\\nLoading a 13B LLM with tensor_parallel_size=2 runs out of "
          "memory.\\n\\n"
          "```python\\nllm = LLM(model=\\\"example/13b\\\", tensor_parallel_size=2)\\n```\\n";
    body += QByteArray("Steps to reproduce and the full log follow. ").repeated(20);
    return R"({"id": 9)" + number + R"(, "number": )" + number
        + R"(, "title": "[Bug] CUDA OOM in issue )" + number
        + R"(", "state": "closed", "user": {"login": "alice-example", "id": 1001}, "labels": [{"name": "bug"}],)"
        + R"( "comments": 2, "created_at": "2023-05-14T09:21:33Z", "updated_at": "2023-06-02T11:05:10Z",)"
        + R"( "closed_at": "2023-06-02T11:05:09Z", "html_url": "https://github.com/bench/repo/issues/)"
        + number + R"(", "body": ")" + body + R"("})";
}

QByteArray commentsJson()
{
    return R"([{"id": 1, "user": {"login": "bob-maint"}, "created_at": "2023-05-14T10:02:00Z", "body": "Can you share the output of `nvidia-smi`?"},)"
           R"( {"id": 2, "user": {"login": "alice-example"}, "created_at": "2023-05-15T08:30:12Z", "body": "Two A10G GPUs, 24 GB each."}])";
}

void serve(test::FakeApiServer &server)
{
    test::FakeRoute route;
    route.path = "/repos/bench/repo/issues/*";
    route.handler = [](const test::FakeRequest &request) {
        test::FakeResponse response;
        const QByteArray rest = request.path().mid(qsizetype(strlen("/repos/bench/repo/issues/")));
        response.body = rest.endsWith("/comments") ? commentsJson() : issueJson(rest);
        response.headers = {{"etag", "W/\"" + rest + "\""}, {"x-ratelimit-remaining", "4999"}};
        return response;
    };
    server.addRoute(route);
}

struct Timing
{
    double seconds = 0;
    int requests = 0;
    int issues = 0;
};

Timing runTaxonomist(const test::FakeApiServer &server, int issues, int concurrency)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bench.taxonomist"_s);
    {
        auto store = core::ProjectStore::open(path);
        QSqlQuery query((*store)->database());
        query.exec(u"INSERT INTO frameworks(id, name, position) VALUES(1, 'bench', 0)"_s);
        query.exec(
            u"INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(1, 0, 'LLM'), (1, 1, 'OOM')"_s);
        core::Transaction transaction(**store);
        // A fresh file in a scratch folder; a failed write shows below as issues not fetched.
        std::ignore = transaction.begin();
        query.prepare(
            u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number) VALUES(1, ?, ?, 'github.com', 'bench', 'repo', ?)"_s);
        for (int n = 1; n <= issues; ++n) {
            query.addBindValue(n);
            query.addBindValue(u"https://github.com/bench/repo/issues/%1"_s.arg(n));
            query.addBindValue(QString::number(n));
            query.exec();
        }
        std::ignore = transaction.commit();
    }
    core::FetchSettings settings;
    settings.githubApi = server.baseUrl();
    settings.github = {concurrency, 0};
    core::IssueFetcher fetcher(path, settings);
    QEventLoop loop;
    core::FetchSummary summary;
    QObject::connect(
        &fetcher, &core::IssueFetcher::finished, &loop, [&](const core::FetchSummary &s) {
            summary = s;
            loop.quit();
        });
    QElapsedTimer clock;
    clock.start();
    fetcher.start(core::FetchScope::everything());
    loop.exec();
    return {clock.elapsed() / 1000.0, summary.requests, summary.count(core::FetchState::Fetched)};
}

// The same requests with a bare QNetworkAccessManager: no parsing, no storing, no policy.
Timing runPlain(const test::FakeApiServer &server, int issues, int concurrency)
{
    QNetworkAccessManager network;
    std::deque<QUrl> queue;
    for (int n = 1; n <= issues; ++n)
        queue.push_back(server.baseUrl().resolved(QUrl(u"/repos/bench/repo/issues/%1"_s.arg(n))));
    int inFlight = 0;
    int requests = 0;
    int done = 0;
    QEventLoop loop;
    std::function<void()> pump = [&] {
        while (inFlight < concurrency && !queue.empty()) {
            const QUrl url = queue.front();
            queue.pop_front();
            ++inFlight;
            ++requests;
            QNetworkReply *reply = network.get(QNetworkRequest(url));
            QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply, url] {
                reply->readAll();
                reply->deleteLater();
                --inFlight;
                if (!url.path().endsWith(u"/comments"_s)) {
                    QUrl comments = url;
                    comments.setPath(url.path() + u"/comments"_s);
                    queue.push_front(comments);
                } else if (++done == issues) {
                    loop.quit();
                }
                pump();
            });
        }
    };
    QElapsedTimer clock;
    clock.start();
    pump();
    loop.exec();
    return {clock.elapsed() / 1000.0, requests, done};
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = app.arguments();
    const auto option = [&](const QString &name, int fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args[at + 1].toInt() : fallback;
    };
    const int issues = option(u"--issues"_s, 2000);
    const int runs = option(u"--runs"_s, 3);
    const int concurrency = option(u"--concurrency"_s, 4);

    test::FakeApiServer server;
    serve(server);
    QList<double> taxonomist, plain;
    int requests = 0;
    for (int run = 0; run < runs; ++run) {
        const Timing t = runTaxonomist(server, issues, concurrency);
        const Timing p = runPlain(server, issues, concurrency);
        if (t.issues != issues || p.issues != issues) {
            QTextStream(stderr) << "run " << run << ": fetched " << t.issues << " and " << p.issues
                                << " of " << issues << Qt::endl;
            return 1;
        }
        taxonomist.append(t.seconds);
        plain.append(p.seconds);
        requests = t.requests;
    }
    const double t = median(taxonomist), p = median(plain);
    QTextStream out(stdout);
    out << "| client | issues | requests | wall (median of " << runs
        << ") | issues/s | requests/s |\n";
    out << "|---|---|---|---|---|---|\n";
    out << QString::asprintf("| Taxonomist IssueFetcher (parse, keywords, one transaction per "
                             "issue) | %d | %d | %.2f s | %.0f | %.0f |\n",
        issues, requests, t, issues / t, requests / t);
    out << QString::asprintf("| plain QNetworkAccessManager (same requests, nothing kept) | %d | "
                             "%d | %.2f s | %.0f | %.0f |\n",
        issues, 2 * issues, p, issues / p, 2 * issues / p);
    out << QString::asprintf(
        "\nOverhead of the client: %.2f ms per issue (%.0f%% of the plain client's time)\n",
        (t - p) * 1000.0 / issues, (t - p) * 100.0 / p);
    return 0;
}
