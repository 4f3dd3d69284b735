// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/sampleplan.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableView;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class AsyncTask;
class SamplePlanModel;

// The lead draws a sample of the size a confidence level and margin need (Cochran's formula
// with the finite-population correction), from some or all frameworks, stratified by framework
// and year, seeded: the size and each stratum's share show as the parameters change, and
// drawing records the sample as a round. The project's issues are read once, off the UI thread.
class SampleDialog final : public QDialog
{
    Q_OBJECT

public:
    // The store must outlive the dialog; the round is recorded as created by `leadId`.
    SampleDialog(core::ProjectStore *store, qint64 leadId, const QString &leadName,
        QWidget *parent = nullptr);
    ~SampleDialog() override;

    bool isLoading() const;
    // The plan for the current parameters; nothing while loading or when they are out of range.
    const std::optional<core::SamplePlan> &plan() const { return m_plan; }
    qint64 roundId() const { return m_roundId; }

    // Draws and records the round; on success emits drawn() and closes with Accepted, else the
    // dialog stays open with the error.
    void accept() override;

Q_SIGNALS:
    void populationLoaded();
    void drawn(qint64 roundId);

private:
    void replan();
    core::SampleDesign design() const;

    core::ProjectStore *m_store;
    qint64 m_leadId;
    QString m_leadName;
    AsyncTask *m_task;
    std::optional<core::SamplePopulation> m_population;
    std::optional<core::SamplePlan> m_plan;
    qint64 m_roundId = 0;
    QLineEdit *m_name;
    QComboBox *m_kind;
    QDoubleSpinBox *m_confidence;
    QDoubleSpinBox *m_margin;
    QDoubleSpinBox *m_proportion;
    QComboBox *m_strata;
    QSpinBox *m_seed;
    QListWidget *m_frameworks;
    QLabel *m_size;
    SamplePlanModel *m_model;
    QTableView *m_table;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace taxonomist::ui
