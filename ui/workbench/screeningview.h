// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "issues/keywordmatchercache.h"
#include "store/issuequery.h"
#include "store/labelstore.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

namespace taxonomist::ui {

class IssueViewer;
class ProjectSession;

// The volunteer's screening pass, a window of its own: the candidate issues one at a time with
// the framework's keywords highlighted in the text and listed beside it (where each occurs), and
// two decisions by key — K keeps the issue, F marks it a false positive with the reason in the
// reason box (Enter there does too); B goes back. A false positive is the volunteer's own label
// (blind, undoable, synced like any label); a keep writes nothing (ScreeningRule) unless it takes
// back an earlier false-positive mark. How far the pass has come is remembered per project and
// annotator (Settings), so the window reopens where it was left.
class ScreeningView final : public QWidget
{
    Q_OBJECT

public:
    // The session must outlive the view.
    explicit ScreeningView(ProjectSession *session, QWidget *parent = nullptr);

    // Reads the candidates again (the annotator's assigned issues, or all) and shows where the
    // pass stands.
    void reload();
    void keep();
    void markFalsePositive();
    void back();

    qint64 currentIssueId() const;
    qsizetype screened() const { return m_furthest; }
    qsizetype candidates() const { return qsizetype(m_candidates.size()); }
    IssueViewer *viewer() const { return m_viewer; }

    // The reasons the study names for a false positive, offered in the reason box.
    static QStringList studyReasons();

Q_SIGNALS:
    void failed(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showCurrent();
    void showDecision();
    // Moves past the current issue, which counts as screened.
    void advance();
    void labelsChanged(const QList<qint64> &issueIds);

    ProjectSession *m_session;
    KeywordMatcherCache m_keywords;
    std::vector<qint64> m_candidates;
    qsizetype m_index = 0; // the issue shown
    qsizetype m_furthest = 0; // the candidates before it are screened
    std::optional<core::Label> m_label; // the annotator's label of the issue shown
    QLabel *m_progress;
    IssueViewer *m_viewer;
    QLabel *m_evidence;
    QLabel *m_decision;
    QComboBox *m_reason;
    QPushButton *m_keep;
    QPushButton *m_falsePositive;
    QPushButton *m_back;
};

} // namespace taxonomist::ui
