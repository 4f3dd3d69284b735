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
class RoundTableModel;

// Pilot and rounds: the lead draws a reproducible random sample (seed, size, stratified by
// framework) and records it; every round's agreement is shown beside it, computed off the UI
// thread, so the team sees whether calibration works.
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

    RoundTableModel *model() const { return m_model; }

Q_SIGNALS:
    void roundsLoaded();
    void roundCreated(qint64 roundId);
    void failed(const QString &message);

private:
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
    QLabel *m_status;
};

} // namespace taxonomist::ui
