// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchoutcome.h"
#include "fetchsettings.h"
#include "httpexchange.h"
#include "parsedissue.h"
#include "util/issueurl.h"

#include <QObject>

#include <optional>

namespace taxonomist::core {

class RequestScheduler;

// Fetches one issue over REST: the issue (conditionally, with a stored ETag), then every page
// of its comments, on GitHub or Gitee. Ends with one finished() carrying the outcome; nothing
// is written here, so a failure half-way leaves the stored copy alone.
class IssueFetchTask final : public QObject
{
    Q_OBJECT

public:
    IssueFetchTask(RequestScheduler &scheduler, const FetchSettings &settings, IssueUrl issue,
        std::optional<CacheValidator> validator, QObject *parent = nullptr);

    void start();
    const IssueUrl &issue() const { return m_issue; }

    // Why an issue URL cannot be fetched (empty when it can): only github.com (or the GitHub
    // Enterprise host of the configured API) and gitee.com have an API here.
    static QString unsupportedReason(const FetchSettings &settings, const IssueUrl &issue);
    // The API URL of an issue: GitHub's issues endpoint (pull requests too) or Gitee's v5 one.
    static QUrl apiUrl(const FetchSettings &settings, const IssueUrl &issue);

Q_SIGNALS:
    void finished(const taxonomist::core::FetchOutcome &outcome);

private:
    void issueAnswered(const HttpResponse &response);
    void requestComments(const QUrl &url);
    void commentsAnswered(const HttpResponse &response);
    void complete();
    void finish(FetchOutcome outcome);
    FetchOutcome failure(const HttpResponse &response, const QString &what) const;
    bool isGitee() const { return m_issue.isGitee(); }

    RequestScheduler &m_scheduler;
    const FetchSettings &m_settings;
    IssueUrl m_issue;
    std::optional<CacheValidator> m_validator;
    ParsedIssue m_parsed;
    HttpResponse m_issueResponse;
    QUrl m_commentsBase;
    int m_page = 0;
    int m_maxPages = 0;
    int m_attempts = 0;
    bool m_done = false;
};

} // namespace taxonomist::core
