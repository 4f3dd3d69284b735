// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "study/studystatistics.h"

#include <QAbstractTableModel>

namespace taxonomist::ui {

// Table I: per framework the issues of each year and of each type of final label, the
// undecided ones, the final false positives and their rate, and a total row.
class StatisticsTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit StatisticsTableModel(QObject *parent = nullptr);

    void setStatistics(const core::StudyStatistics &statistics);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const core::FrameworkStatistics &row(int row) const;

    core::StudyStatistics m_statistics;
};

} // namespace taxonomist::ui
