// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/disagreementqueue.h"
#include "reconcile/reconcilesettings.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QSpinBox;

namespace taxonomist::core {
class ProjectStore;
struct StoredTaxonomy;
} // namespace taxonomist::core

namespace taxonomist::ui {

// The row above the lead's queue: its filters (framework, year, theme, volunteer, status, unsure
// only), the project's majority rule (threshold and mode) and the two bulk actions.
class QueueFilterBar final : public QWidget
{
    Q_OBJECT

public:
    explicit QueueFilterBar(QWidget *parent = nullptr);

    // Fills the filters from the project and shows its settings, without emitting anything.
    void populate(const core::ProjectStore &store, const core::StoredTaxonomy &taxonomy,
        const core::ReconcileSettings &settings);
    core::QueueFilter filter() const;
    // Shows a filter without emitting filterChanged().
    void setFilter(const core::QueueFilter &filter);
    // The settings with the bar's threshold and mode.
    core::ReconcileSettings settings(core::ReconcileSettings base) const;

    QPushButton *applyRulesButton() const { return m_applyRules; }
    QPushButton *acceptMajorityButton() const { return m_acceptMajority; }

Q_SIGNALS:
    void filterChanged();
    // The threshold or the mode changed.
    void ruleChanged();

private:
    QComboBox *m_framework;
    QComboBox *m_year;
    QComboBox *m_theme;
    QComboBox *m_annotator;
    QComboBox *m_status;
    QCheckBox *m_unsureOnly;
    QCheckBox *m_votesChanged;
    QSpinBox *m_threshold;
    QComboBox *m_mode;
    QPushButton *m_applyRules;
    QPushButton *m_acceptMajority;
};

} // namespace taxonomist::ui
