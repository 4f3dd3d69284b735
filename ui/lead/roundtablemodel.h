// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/dashboardsnapshot.h"

#include <QAbstractTableModel>
#include <QList>

namespace taxonomist::ui {

// The recorded rounds with the parameters that reproduce them and their agreement at the theme
// level, so the team sees whether calibration works from one round to the next.
class RoundTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        KindColumn,
        SeedColumn,
        SizeColumn,
        StratifiedColumn,
        IssuesColumn,
        RatedColumn,
        KappaColumn,
        AgreementColumn,
        CreatedColumn,
        ColumnCount
    };
    enum Role { RoundIdRole = Qt::UserRole + 1 };

    explicit RoundTableModel(QObject *parent = nullptr);

    void setRounds(QList<core::RoundAgreement> rounds);
    const QList<core::RoundAgreement> &rounds() const { return m_rounds; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::RoundAgreement> m_rounds;
};

} // namespace taxonomist::ui
