// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "team/assignmentstore.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class ProjectSession;

// Assign… in Project › Team…: `team assign` from the app. Every issue to every volunteer (the
// study's design) or K volunteers per issue (balanced, seeded, stratified by framework and year),
// optionally only some frameworks' issues or one round's. A preview says how many issues each
// volunteer gets and what changes before anything is written; Assign asks once more, then writes
// in one audit-logged transaction, off the UI thread, as the CLI does (AssignmentStore).
class AssignDialog final : public QDialog
{
    Q_OBJECT

public:
    AssignDialog(ProjectSession *session, DialogService &dialogs, QWidget *parent = nullptr);

    core::AssignmentRequest request() const;
    // The preview shown (after previewed()), and whether a preview or the assignment runs.
    const core::AssignmentSummary &preview() const { return m_preview; }
    bool isBusy() const;
    // Asks, then writes (the Assign button).
    void apply();

Q_SIGNALS:
    void previewed(bool ok);
    void assigned(bool ok, const QString &message);

private:
    void schedulePreview();
    void runPreview();
    void showPreview(const core::AssignmentSummary &summary);
    void report(const QString &message, bool failed);
    void updateButtons();

    ProjectSession *m_session;
    DialogService &m_dialogs;
    QRadioButton *m_all;
    QRadioButton *m_perIssue;
    QSpinBox *m_count;
    QSpinBox *m_seed;
    QListWidget *m_frameworks;
    QComboBox *m_round;
    QTableWidget *m_shares;
    QLabel *m_summary;
    QPushButton *m_assign;
    QTimer *m_debounce;
    AsyncTask *m_task;
    core::AssignmentSummary m_preview;
    bool m_previewValid = false;
    int m_volunteers = 0;
};

} // namespace taxonomist::ui
