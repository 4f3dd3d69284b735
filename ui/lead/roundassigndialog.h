// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/round.h"
#include "team/assignmentstore.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// Assigns one round's issues from the Rounds view: to every volunteer (the study's design), or
// to K volunteers per issue, balanced and seeded (AssignmentPlanner, as `team assign --round`).
// Only the round's issues change; the dialog stays open with the error when assigning fails.
class RoundAssignDialog final : public QDialog
{
    Q_OBJECT

public:
    // The store must outlive the dialog.
    RoundAssignDialog(
        core::ProjectStore *store, const core::Round &round, const QString &actor, QWidget *parent);

    const core::AssignmentSummary &summary() const { return m_summary; }

    void accept() override;

Q_SIGNALS:
    void assigned(const core::AssignmentSummary &summary);

private:
    core::ProjectStore *m_store;
    core::Round m_round;
    QString m_actor;
    core::AssignmentSummary m_summary;
    QRadioButton *m_everyone;
    QRadioButton *m_some;
    QSpinBox *m_perIssue;
    QSpinBox *m_seed;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace taxonomist::ui
