// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/labelstore.h"

#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeView;

namespace taxonomist::ui {

class TaxonomyFilterProxyModel;
class TaxonomyModel;

// The right half of the workbench: the taxonomy tree with type-to-search, the chosen node's
// description and details, recently used nodes, an open code (the volunteer's own short code
// where no node fits, as in a pilot without a taxonomy), a summary line, the volunteer's doubt
// (unsure and a comment for the lead) and the false-positive mark.
// Keyboard first: type to filter, arrows to move, Right to descend, Enter to save the label.
class TaxonomyPicker final : public QWidget
{
    Q_OBJECT

public:
    explicit TaxonomyPicker(TaxonomyModel *model, QWidget *parent = nullptr);

    // What the picker labels: an issue (summary, false positive) or an interview segment (a memo;
    // Enter adds the chosen node to the segment). The tree, search and keys are the same.
    enum class Purpose { IssueLabel, SegmentCoding };
    void setPurpose(Purpose purpose);

    // Shows an issue's label (or none) and clears the search.
    void showLabel(const std::optional<core::Label> &label);
    // The label as the picker holds it, or nothing when it holds no node, false positive or open
    // code.
    std::optional<core::Label> currentLabel() const;
    void setRecentNodes(const QList<qint64> &nodeIds);
    void setSaveState(const QString &text, bool isError = false);
    // The search, or the open code where the taxonomy is empty (a new study's pilot).
    void focusSearch();
    // Alt+O and Go › Write an Open Code: the volunteer's own code when no node fits.
    void focusOpenCode();
    // The tree takes the room before the node's details: where the pane is short (the lead's,
    // on a laptop) the rows of codes matter more than a long description.
    void favourTree();
    void selectNode(qint64 nodeId);
    // Saves what the picker holds (Enter does this); reports a missing category instead.
    void submit();

    QLineEdit *summaryField() const { return m_summary; }
    QCheckBox *unsureBox() const { return m_unsure; }
    QLineEdit *commentField() const { return m_comment; }
    QLineEdit *openCodeField() const { return m_openCode; }

    // The node the picker holds (its database id), 0 when none.
    qint64 currentNodeId() const { return selectedNodeId(); }

Q_SIGNALS:
    void submitted(const core::Label &label);
    // F1 on the search, the tree or a node: the codebook entry of the node (0: none chosen).
    void codebookRequested(qint64 nodeId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void searchChanged(const QString &text);
    void currentNodeChanged();
    // The line that says what Enter saves: the selected node and the open code, or a false
    // positive when checked.
    void updateTarget();
    // Without a taxonomy there is nothing to search or pick: the open code and summary remain.
    void updateTaxonomyShown();
    qint64 selectedNodeId() const;

    TaxonomyModel *m_model;
    TaxonomyFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QTreeView *m_tree;
    QHBoxLayout *m_recentRow;
    QList<QPushButton *> m_recentButtons;
    QTextBrowser *m_details;
    QLineEdit *m_openCode;
    QLineEdit *m_summary;
    QCheckBox *m_unsure; // created after the summary: Tab goes summary, unsure, comment
    QLineEdit *m_comment; // the volunteer's word to the lead
    QCheckBox *m_falsePositive;
    QLineEdit *m_reason;
    QPushButton *m_save;
    QLabel *m_saveState;
    QLabel *m_target; // the full path of the node Enter saves
    QLabel *m_summaryLabel = nullptr;
    QLabel *m_reasonLabel = nullptr;
    QLabel *m_commentLabel = nullptr;
    QLabel *m_openCodeLabel = nullptr;
    QWidget *m_recentBox = nullptr;
    Purpose m_purpose = Purpose::IssueLabel;
};

} // namespace taxonomist::ui
