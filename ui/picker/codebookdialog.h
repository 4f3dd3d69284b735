// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLineEdit;
class QTreeView;

namespace taxonomist::ui {

class ProjectSession;
class SafeTextBrowser;
class TaxonomyFilterProxyModel;
class TaxonomyModel;

// The codebook inside the app (Help › Codebook, F1 on a node of the picker): the project's
// taxonomy as a tree beside everything known about the chosen node — where it sits, its
// description, decision rules, the example issues the lead chose (URL and title) and every detail
// from the study — as escaped text, never markup from data.
class CodebookDialog final : public QDialog
{
    Q_OBJECT

public:
    // `session` (may be null) gives the example issues the lead chose, and says when they change.
    CodebookDialog(TaxonomyModel *model, ProjectSession *session, QWidget *parent = nullptr);

    // Selects a node (its database id) and shows it; 0 keeps the current one.
    void showNode(qint64 nodeId);
    qint64 currentNodeId() const;

private:
    void currentChanged();

    TaxonomyModel *m_model;
    ProjectSession *m_session;
    TaxonomyFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QTreeView *m_tree;
    SafeTextBrowser *m_text;
};

} // namespace taxonomist::ui
