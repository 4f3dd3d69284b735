// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class DialogService;
class ProjectSession;
class ProposalTableModel;

// Taxonomy proposals for the session's annotator: vote on the open ones (a rejection needs a
// reason), propose a new category, and export the evolved taxonomy. The lead's window shows it;
// the main window can show it to a volunteer too. An adoption is announced through the session.
class ProposalsView final : public QWidget
{
    Q_OBJECT

public:
    // The session and the dialogs must outlive the view.
    ProposalsView(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);

    void reload();
    // Votes on the selected proposal as this view's annotator.
    bool vote(bool approve);
    void selectProposal(qint64 proposalId);
    // Writes the taxonomy as JSON and the study's three detail CSVs into a folder the user picks.
    void exportTaxonomy();

    ProposalTableModel *model() const { return m_model; }

Q_SIGNALS:
    void proposalsChanged();
    void failed(const QString &message);

private:
    void showSelected();

    ProjectSession *m_session;
    core::ProjectStore *m_store;
    qint64 m_annotatorId;
    DialogService *m_dialogs;
    ProposalTableModel *m_model;
    QTableView *m_table;
    QLabel *m_detail;
    QLineEdit *m_reason;
    QPushButton *m_approve;
    QPushButton *m_reject;
    QPushButton *m_propose;
    QPushButton *m_export;
};

} // namespace taxonomist::ui
