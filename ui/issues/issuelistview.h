// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuetextsearch.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class IssueTableModel;
class ProjectSession;

// The issue list with its filters — framework, year, my status, a sampled round (when the copy
// holds rounds), a full-text search (URL, title,
// body, comments; the current issue's snippet under the list) — and
// the annotator's progress ("312 of 3,855 labeled in ColossalAI"). Filtering happens in SQL. It
// shows the session's project as the session's annotator sees it (only a lead sees final
// labels) and refreshes the rows the session says changed.
class IssueListView final : public QWidget
{
    Q_OBJECT

public:
    // The session must outlive the view.
    explicit IssueListView(ProjectSession *session, QWidget *parent = nullptr);

    IssueTableModel *model() const { return m_model; }

    // Selects an issue, loading pages of the list until it is there; false when it is filtered out.
    bool selectIssue(qint64 issueId);
    qint64 currentIssueId() const;
    // Moves the selection by `step` rows; false at either end.
    bool step(int step);
    void updateProgress();
    // Focus in the search box (Go › Search Issues).
    void focusSearch();

Q_SIGNALS:
    void currentIssueChanged(qint64 issueId);

private:
    // The status filter's entry for the issues excluded in screening (the lead's).
    static constexpr int ExcludedStatus = -1;
    // annotatorId 0: nobody labels (no status filter, no progress).
    void setStore(const core::ProjectStore *store, qint64 annotatorId = 0, bool isLead = false);
    void refreshIssues(const QList<qint64> &issueIds);
    void applyFilter();
    // The rounds this copy holds, keeping the chosen one while it exists.
    void fillRounds();
    void updateSummary();
    // The full-text matches of the search box, and the current issue's snippet under the list.
    void updateMatches();
    void updateSnippet();

    const core::ProjectStore *m_store = nullptr;
    qint64 m_annotatorId = 0;
    IssueTableModel *m_model;
    QComboBox *m_framework;
    QComboBox *m_year;
    QComboBox *m_status;
    QComboBox *m_evidence;
    QComboBox *m_round;
    QLineEdit *m_search;
    QCheckBox *m_assigned;
    QTimer *m_searchDelay;
    QLabel *m_summary;
    QLabel *m_progress;
    QLabel *m_snippet;
    QHash<qint64, core::IssueTextHit> m_matches;
    QTableView *m_table;
    qint64 m_total = 0;
};

} // namespace taxonomist::ui
