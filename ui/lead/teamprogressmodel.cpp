// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamprogressmodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TeamProgressModel::TeamProgressModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void TeamProgressModel::setProgress(const QList<VolunteerProgress> &progress)
{
    beginResetModel();
    m_progress = progress;
    endResetModel();
}

int TeamProgressModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_progress.size());
}

int TeamProgressModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeamProgressModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_progress.size())
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == VolunteerColumn ? QVariant()
                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const VolunteerProgress &row = m_progress.at(index.row());
    const QLocale locale;
    switch (index.column()) {
    case VolunteerColumn:
        return tr("%1 (Label%2)").arg(row.name).arg(row.labelColumn);
    case AssignedColumn:
        return locale.toString(row.assigned);
    case DoneColumn:
        return locale.toString(row.done);
    case RemainingColumn:
        return locale.toString(row.remaining());
    case PaceColumn:
        return locale.toString(row.labelsPerDay, 'f', 1);
    case FinishColumn:
        if (row.assigned == 0)
            return tr("nothing assigned");
        if (row.remaining() == 0)
            return tr("done");
        return row.finish ? locale.toString(*row.finish, QLocale::ShortFormat)
                          : tr("no recent labels");
    }
    return {};
}

QVariant TeamProgressModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case VolunteerColumn:
        return tr("Volunteer");
    case AssignedColumn:
        return tr("Assigned");
    case DoneColumn:
        return tr("Done");
    case RemainingColumn:
        return tr("Remaining");
    case PaceColumn:
        return tr("Labels/day (14 days)");
    case FinishColumn:
        return tr("Projected finish");
    }
    return {};
}

} // namespace taxonomist::ui
