// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamprogressmodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TeamProgressModel::TeamProgressModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

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
        return index.column() == VolunteerColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const VolunteerProgress &row = m_progress.at(index.row());
    const QLocale locale;
    switch (index.column()) {
    case VolunteerColumn:
        return u"%1 (Label%2)"_s.arg(row.name).arg(row.labelColumn);
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
            return u"nothing assigned"_s;
        if (row.remaining() == 0)
            return u"done"_s;
        return row.finish ? locale.toString(*row.finish, QLocale::ShortFormat) : u"no recent labels"_s;
    }
    return {};
}

QVariant TeamProgressModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case VolunteerColumn:
        return u"Volunteer"_s;
    case AssignedColumn:
        return u"Assigned"_s;
    case DoneColumn:
        return u"Done"_s;
    case RemainingColumn:
        return u"Remaining"_s;
    case PaceColumn:
        return u"Labels/day (14 days)"_s;
    case FinishColumn:
        return u"Projected finish"_s;
    }
    return {};
}

} // namespace taxonomist::ui
