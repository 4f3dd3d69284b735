// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// A volunteer proposes a new theme or sub-theme from the workbench: where it goes (a type or a
// theme), its name, a description and an example issue. Accepting records the proposal (with
// the proposer's approval) for every annotator to vote on; the dialog stays open on an error.
class ProposalDialog final : public QDialog
{
    Q_OBJECT

public:
    // `parentNodeId` pre-selects where the new category goes (the picker's current node or its
    // theme); `exampleIssueId` is the issue the volunteer is looking at (0: none).
    ProposalDialog(core::ProjectStore *store, qint64 annotatorId, qint64 exampleIssueId,
        qint64 parentNodeId, QWidget *parent = nullptr);

    qint64 proposalId() const { return m_proposalId; }

    // Records the proposal; on success emits proposed() and closes with Accepted.
    void accept() override;

Q_SIGNALS:
    void proposed(qint64 proposalId);

private:
    qint64 exampleIssue() const;

    core::ProjectStore *m_store;
    qint64 m_annotatorId;
    qint64 m_proposalId = 0;
    QComboBox *m_parent;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_example;
    QLabel *m_code;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace taxonomist::ui
