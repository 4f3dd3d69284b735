// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/taxonomyevolution.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeView;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class ProjectSession;
class TaxonomyFilterProxyModel;
class TaxonomyModel;

// The lead's editor of the team's own taxonomy: the tree with its retired nodes (on request), and
// rename, retire or restore, merge into another node and move under another parent, each one
// core::TaxonomyEvolution call that makes a new version. What a merge or a move would do to the
// labels is said before it is confirmed; what it did is said after. The change is announced
// through the session, so the pickers and queues follow.
class TaxonomyEditorDialog final : public QDialog
{
    Q_OBJECT

public:
    // How many labels and final labels name each node, counted off the UI thread.
    struct Usage
    {
        int labels = 0;
        int decisions = 0;
    };

    TaxonomyEditorDialog(
        ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);
    ~TaxonomyEditorDialog() override;

    // Selects a node of the tree (and shows its forms); false when the tree does not show it.
    bool selectNode(const QString &code);
    bool isCounting() const;

Q_SIGNALS:
    // The counts of labels and decisions per node arrived (after opening and after each change).
    void usageLoaded();
    // A change was made: its result, as the dialog shows it.
    void changed(const core::TaxonomyChange &change);

private:
    void buildForms(QTabWidget *tabs);
    void reload();
    void reloadUsage();
    void showCurrent();
    void updateMergePreview();
    void updateMovePreview();
    void rename();
    void toggleRetired();
    void merge();
    void move();
    // Shows the result or the error of a change, and announces a change to every view.
    bool finish(const QString &what, const core::Result<core::TaxonomyChange> &result);
    qint64 currentNodeId() const;
    int currentNode() const; // taxonomy index, -1 for none
    int targetNode(const QTreeView *tree) const;
    Usage usageOf(qint64 nodeId) const { return m_usage.value(nodeId); }
    QString actor() const;

    ProjectSession *m_session;
    DialogService *m_dialogs;
    TaxonomyModel *m_model;
    TaxonomyFilterProxyModel *m_proxy;
    TaxonomyFilterProxyModel *m_mergeProxy;
    TaxonomyFilterProxyModel *m_moveProxy;
    AsyncTask *m_counter;
    QHash<qint64, Usage> m_usage;
    bool m_usageKnown = false;

    QLabel *m_version;
    QCheckBox *m_showRetired;
    QLineEdit *m_search;
    QTreeView *m_tree;
    QLabel *m_details;
    QPushButton *m_retire;
    QTabWidget *m_tabs;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QPushButton *m_rename;
    QLineEdit *m_mergeSearch;
    QTreeView *m_mergeTargets;
    QLabel *m_mergePreview;
    QPushButton *m_merge;
    QCheckBox *m_topLevel;
    QTreeView *m_moveTargets;
    QLabel *m_movePreview;
    QPushButton *m_move;
    QLabel *m_result;
};

} // namespace taxonomist::ui
