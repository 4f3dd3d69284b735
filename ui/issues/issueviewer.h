// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuecontent.h"
#include "store/issuequery.h"
#include "store/keywordhit.h"
#include "util/keywordmatcher.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;

namespace taxonomist::ui {

class SafeTextBrowser;

// The left half of the workbench: one issue as a volunteer reads it — title, state, author,
// dates, repository labels, then the body and every comment rendered from GitHub-flavoured
// Markdown, with the framework's filter keywords highlighted. Raw HTML shows as text and no
// remote resource is loaded. An issue without content says so and offers to fetch it.
class IssueViewer final : public QWidget
{
    Q_OBJECT

public:
    explicit IssueViewer(QWidget *parent = nullptr);

    // `hits` are the stored keyword matches with where they were found (title, body, code, ...);
    // when present the summary line says where each keyword occurs.
    void showIssue(const core::IssueRow &issue, const std::optional<core::IssueContent> &content,
        const core::KeywordMatcher &keywords, const QList<core::KeywordHit> &hits = {});
    void clear();
    // Whether the app can fetch content; without it the fetch button is hidden.
    void setFetchAvailable(bool available);

    qint64 issueId() const { return m_issueId; }
    // Find in the issue (Ctrl+F): shows the find bar with the focus in it.
    void showFindBar();

Q_SIGNALS:
    void fetchRequested(qint64 issueId);

protected:
    // A new palette (the system switched between light and dark) renders the issue again, so the
    // code blocks, comment headers and keyword hits take the new palette's colours.
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Shown
    {
        core::IssueRow issue;
        std::optional<core::IssueContent> content;
        core::KeywordMatcher keywords;
        QList<core::KeywordHit> hits;
    };

    // Selects the next (or previous) occurrence of the find bar's text, wrapping around.
    void find(bool backward = false);
    void renderContent(const core::IssueContent &content);
    void highlightKeywords(
        const core::KeywordMatcher &keywords, const QList<core::KeywordHit> &hits);

    QLabel *m_title;
    QLabel *m_meta;
    QLabel *m_keywords;
    QStackedWidget *m_stack;
    SafeTextBrowser *m_browser;
    QLabel *m_missing;
    QPushButton *m_fetch;
    QWidget *m_findBar;
    QLineEdit *m_find;
    QLabel *m_findState;
    qint64 m_issueId = 0;
    bool m_fetchAvailable = false;
    std::optional<Shown> m_shown;
};

} // namespace taxonomist::ui
