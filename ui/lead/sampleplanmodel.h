// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/sampleplan.h"

#include <QAbstractTableModel>
#include <QList>

namespace taxonomist::ui {

// A sample's strata before it is drawn — framework, year, issues, and the share the sample
// takes — with a total row, so the lead sees the allocation change as the parameters do.
class SamplePlanModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { FrameworkColumn, YearColumn, IssuesColumn, SampleColumn, ColumnCount };

    explicit SamplePlanModel(QObject *parent = nullptr);

    void setPlan(const core::SamplePlan &plan);
    // No strata (parameters out of range, the population still loading).
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::PlannedStratum> m_strata;
    qint64 m_population = 0;
    qint64 m_n = 0;
    bool m_byYear = false;
};

} // namespace taxonomist::ui
