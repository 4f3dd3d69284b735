// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fakeapiserver.h"
#include "fetch/fetchoutcome.h"
#include "fetch/fetchprogress.h"
#include "fetch/fetchscope.h"
#include "fetch/fetchsettings.h"
#include "fetch/fetchsummary.h"
#include "fetch/ratelimitpolicy.h"
#include "store/projectstore.h"

#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace taxonomist::core {
class IssueFetcher;
}

namespace taxonomist::test {

// Everything a fetch run reported, in order.
struct FetchRun
{
    bool finished = false;
    core::FetchSummary summary;
    QList<core::FetchProgress> progress;
    QList<core::RateLimitWait> waits;
    QList<std::pair<qint64, core::FetchState>> issues;
};

// A project in a temporary folder with two frameworks (vllm: GitHub, mindspore: Gitee) and
// the keyword lists the study would have imported, to add issues to by URL.
class FetchProject
{
public:
    FetchProject();
    QString path() const { return m_dir.filePath(QStringLiteral("fetch.taxonomist")); }
    core::ProjectStore &store() { return *m_store; }
    qint64 addIssue(const QString &url, const QString &framework = QStringLiteral("vllm"));
    qint64 frameworkId(const QString &name) const;

    // Settings for the local server: no pacing, no real waits, short timeouts.
    static core::FetchSettings settings(const FakeApiServer &server);

    // Runs a fetch on this thread's event loop until it finishes (at most `limitMs`).
    // `onIssue` may cancel or destroy the fetcher (then the run is not `finished`).
    FetchRun fetch(const core::FetchSettings &settings, const core::FetchScope &scope,
        int limitMs = 20000,
        std::function<void(std::unique_ptr<core::IssueFetcher> &, qint64)> onIssue = {});

    // The stored copy of an issue as text (content, comments, keyword hits, validators), so a
    // test can prove a failure left it exactly as it was.
    QString snapshot(qint64 issueId) const;
    // Stores content and an ETag for an issue as an earlier fetch would have.
    void seed(qint64 issueId, const QString &apiUrl, const QString &etag);
    // One column of the issue's fetch_status row ("" when there is none).
    QString status(qint64 issueId, const QString &column = QStringLiteral("state")) const;

private:
    QTemporaryDir m_dir;
    std::unique_ptr<core::ProjectStore> m_store;
};

// Points the CLI at the local server for the life of the object (TAXONOMIST_GITHUB_API and
// TAXONOMIST_GITEE_API), without the tokens of the environment, as scripts run it.
class ApiEnvironment
{
public:
    explicit ApiEnvironment(const FakeApiServer &server);
    ~ApiEnvironment();
    ApiEnvironment(const ApiEnvironment &) = delete;
    ApiEnvironment &operator=(const ApiEnvironment &) = delete;

private:
    QByteArray m_githubToken;
    QByteArray m_giteeToken;
};

} // namespace taxonomist::test
