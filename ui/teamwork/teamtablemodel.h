// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "team/teamroster.h"

#include <QAbstractTableModel>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// The team as a table: name, role, label column, labels and assigned issues per member.
class TeamTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        RoleColumn,
        LabelColumnColumn,
        LabelsColumn,
        AssignedColumn,
        ColumnCount
    };

    explicit TeamTableModel(QObject *parent = nullptr);

    // Reads the team again; an Error when the project cannot be read (the table is then empty).
    core::Status reload(const core::ProjectStore *store);
    const core::TeamMember &member(int row) const { return m_members.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::TeamMember> m_members;
};

} // namespace taxonomist::ui
