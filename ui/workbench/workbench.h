// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "issues/keywordmatchercache.h"
#include "store/issuequery.h"
#include "store/labelstore.h"

#include <QList>
#include <QWidget>

#include <optional>

class QSplitter;

namespace taxonomist::ui {

class IssueViewer;
class ProjectSession;
class TaxonomyModel;
class TaxonomyPicker;

// A volunteer's workbench: the issue on the left, the taxonomy picker on the right. It shows and
// writes only its session's annotator's own label (blind labelling); every change is committed
// at once as a command on the session's label stack, and the workbench follows the session's
// announcements, whoever made the change.
class Workbench final : public QWidget
{
    Q_OBJECT

public:
    // The session must outlive the workbench.
    explicit Workbench(ProjectSession *session, QWidget *parent = nullptr);

    void showIssue(qint64 issueId);
    qint64 currentIssueId() const { return m_issue ? m_issue->id : 0; }
    const std::optional<core::IssueRow> &currentIssue() const { return m_issue; }

    IssueViewer *viewer() const { return m_viewer; }
    TaxonomyPicker *picker() const { return m_picker; }
    TaxonomyModel *taxonomyModel() const { return m_taxonomy; }
    QSplitter *splitter() const { return m_splitter; }

Q_SIGNALS:
    // After the user saved a label: the window moves on to the next unlabeled issue.
    void advanceRequested();
    void failed(const QString &message);

private:
    void projectOpened();
    void projectClosing();
    void save(const core::Label &label);
    void labelsChanged(const QList<qint64> &issueIds);
    void writeFailed(const core::Error &error);
    void reloadLabel();
    // After the taxonomy evolved (an adopted proposal): the picker shows the new nodes.
    void reloadTaxonomy();
    // After a framework's keyword list changed: highlight with the new lists.
    void reloadKeywords();
    void rememberRecent(qint64 nodeId);

    ProjectSession *m_session;
    std::optional<core::IssueRow> m_issue;
    std::optional<core::Label> m_label; // the current issue's stored label
    QList<qint64> m_recent;
    KeywordMatcherCache m_keywords;
    TaxonomyModel *m_taxonomy;
    IssueViewer *m_viewer;
    TaxonomyPicker *m_picker;
    QSplitter *m_splitter;
};

} // namespace taxonomist::ui
