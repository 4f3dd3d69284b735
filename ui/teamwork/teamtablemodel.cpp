// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamtablemodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TeamTableModel::TeamTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

Status TeamTableModel::reload(const ProjectStore *store)
{
    beginResetModel();
    m_members.clear();
    Status status = success();
    if (store) {
        auto members = TeamRoster::members(*store);
        if (members)
            m_members = *members;
        else
            status = members.error();
    }
    endResetModel();
    return status;
}

int TeamTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_members.size());
}

int TeamTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeamTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_members.size())
        return {};
    const TeamMember &member = m_members.at(index.row());
    if (role == Qt::TextAlignmentRole && index.column() >= LabelsColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case NameColumn:
        return member.annotator.name;
    case RoleColumn:
        return member.role();
    case LabelColumnColumn:
        return member.annotator.isVolunteer() ? tr("Label%1").arg(member.annotator.labelColumn)
                                              : u"—"_s;
    case LabelsColumn:
        return locale.toString(member.labels);
    case AssignedColumn:
        return locale.toString(member.assigned);
    }
    return {};
}

QVariant TeamTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case RoleColumn:
        return tr("Role");
    case LabelColumnColumn:
        return tr("Export column");
    case LabelsColumn:
        return tr("Labels");
    case AssignedColumn:
        return tr("Assigned");
    }
    return {};
}

} // namespace taxonomist::ui
