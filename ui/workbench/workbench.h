#pragma once

#include "issues/keywordmatchercache.h"
#include "store/issuequery.h"
#include "store/labelstore.h"
#include "util/keywordmatcher.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QSplitter;
class QUndoStack;

namespace taxonomist::core {
class ProjectStore;
struct Annotator;
}

namespace taxonomist::ui {

class IssueViewer;
class TaxonomyModel;
class TaxonomyPicker;

// A volunteer's workbench: the issue on the left, the taxonomy picker on the right. It shows and
// writes only its annotator's own label (blind labelling); every change is committed at once and
// goes on the undo stack.
class Workbench final : public QWidget
{
    Q_OBJECT

public:
    explicit Workbench(QWidget *parent = nullptr);

    // The store must outlive the workbench or be replaced first; annotatorId 0 means read-only.
    void setProject(core::ProjectStore *store, qint64 annotatorId, const QString &annotatorName);
    void showIssue(qint64 issueId);
    // After a framework's keyword list changed: highlight with the new lists.
    void reloadKeywords();
    // After the taxonomy evolved (an adopted proposal): the picker shows the new nodes.
    void reloadTaxonomy();
    qint64 currentIssueId() const { return m_issue ? m_issue->id : 0; }
    const std::optional<core::IssueRow> &currentIssue() const { return m_issue; }

    QUndoStack *undoStack() const { return m_undo; }
    IssueViewer *viewer() const { return m_viewer; }
    TaxonomyPicker *picker() const { return m_picker; }
    TaxonomyModel *taxonomyModel() const { return m_taxonomy; }
    QSplitter *splitter() const { return m_splitter; }

Q_SIGNALS:
    // After a label was written (by a save, an undo or a redo).
    void labelChanged(qint64 issueId);
    // After the user saved a label: the window moves on to the next unlabeled issue.
    void advanceRequested();
    void failed(const QString &message);

private:
    void save(const core::Label &label);
    void labelApplied(qint64 issueId, const std::optional<core::Label> &label, const core::Status &status);
    void rememberRecent(qint64 nodeId);

    core::ProjectStore *m_store = nullptr;
    qint64 m_annotatorId = 0;
    QString m_annotatorName;
    std::optional<core::IssueRow> m_issue;
    std::optional<core::Label> m_label; // the current issue's stored label
    QList<qint64> m_recent;
    KeywordMatcherCache m_keywords;
    TaxonomyModel *m_taxonomy;
    IssueViewer *m_viewer;
    TaxonomyPicker *m_picker;
    QSplitter *m_splitter;
    QUndoStack *m_undo;
};

} // namespace taxonomist::ui
