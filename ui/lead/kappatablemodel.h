// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/dashboardsnapshot.h"

#include <QAbstractTableModel>
#include <QList>

namespace taxonomist::ui {

// Agreement per scope the paper reports: all issues at the type and theme levels, each type at
// the theme level, and each theme's own κ — with the interval, items and the other coefficients.
class KappaTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ScopeColumn,
        LevelColumn,
        KappaColumn,
        IntervalColumn,
        ItemsColumn,
        AgreementColumn,
        Ac1Column,
        AlphaColumn,
        ColumnCount
    };

    struct Row
    {
        QString scope;
        QString level;
        core::AgreementValue kappa;
        QString interval;
        int items = 0;
        QString agreement;
        QString ac1;
        QString alpha;
    };

    explicit KappaTableModel(QObject *parent = nullptr);

    void setSnapshot(const core::DashboardSnapshot &snapshot);
    const QList<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Row> m_rows;
};

} // namespace taxonomist::ui
