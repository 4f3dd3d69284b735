// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "team/teamprogress.h"

#include <QAbstractTableModel>

namespace taxonomist::ui {

// Per volunteer: assigned, done, remaining, labels a day (the last two weeks) and the date that
// pace would finish — the dashboard's "Team progress" table.
class TeamProgressModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        VolunteerColumn,
        AssignedColumn,
        DoneColumn,
        RemainingColumn,
        PaceColumn,
        FinishColumn,
        ColumnCount
    };

    explicit TeamProgressModel(QObject *parent = nullptr);
    void setProgress(const QList<core::VolunteerProgress> &progress);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::VolunteerProgress> m_progress;
};

} // namespace taxonomist::ui
