// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class ProjectSession;
class RoundAssignDialog;
class RoundTableModel;
class SampleDialog;

// Pilot and rounds: the lead draws a reproducible random sample (seed, size, stratified by
// framework) and records it, or a sample of the size a confidence and margin need (Draw a
// Sample…); assigns a selected round to the volunteers (Assign…); every round's agreement is
// shown beside it, computed off the UI thread, so the team sees whether calibration works.
class RoundsView final : public QWidget
{
    Q_OBJECT

public:
    // The session (its annotator draws as the lead) and the dialogs must outlive the view.
    RoundsView(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);
    ~RoundsView() override;

    void reload();
    // Draws and records a round with the form's name, kind, seed, size and stratification.
    bool drawRound();
    bool isLoading() const;
    // Opens Draw a Sample (window-modal, not blocking); a drawn sample reloads the rounds.
    SampleDialog *openSampleDialog();
    // Opens Assign for the selected round; nullptr when no round is selected.
    RoundAssignDialog *openAssignDialog();

    RoundTableModel *model() const { return m_model; }

Q_SIGNALS:
    void roundsLoaded();
    void roundCreated(qint64 roundId);
    void failed(const QString &message);

private:
    ProjectSession *m_session;
    core::ProjectStore *m_store;
    qint64 m_leadId;
    QString m_leadName;
    DialogService *m_dialogs;
    AsyncTask *m_task;
    RoundTableModel *m_model;
    QTableView *m_table;
    QLineEdit *m_name;
    QComboBox *m_kind;
    QSpinBox *m_seed;
    QSpinBox *m_size;
    QCheckBox *m_stratified;
    QPushButton *m_draw;
    QPushButton *m_sample;
    QPushButton *m_assign;
    QLabel *m_status;
};

} // namespace taxonomist::ui
