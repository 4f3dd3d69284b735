// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "statisticstablemodel.h"

#include <QFont>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

StatisticsTableModel::StatisticsTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void StatisticsTableModel::setStatistics(const StudyStatistics &statistics)
{
    beginResetModel();
    m_statistics = statistics;
    endResetModel();
}

const FrameworkStatistics &StatisticsTableModel::row(int row) const
{
    return row < m_statistics.frameworks.size() ? m_statistics.frameworks[row] : m_statistics.total;
}

int StatisticsTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || m_statistics.frameworks.isEmpty())
        return 0;
    return static_cast<int>(m_statistics.frameworks.size()) + 1;
}

int StatisticsTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    // Framework, years, types, undecided, false positives (final labels), excluded in screening,
    // the false-positive rate, issues.
    return 1 + static_cast<int>(m_statistics.yearKeys.size() + m_statistics.typeKeys.size()) + 5;
}

QVariant StatisticsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const FrameworkStatistics &stats = row(index.row());
    const bool total = index.row() == rowCount() - 1;
    if (role == Qt::FontRole && total) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole && index.column() > 0)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale english(QLocale::English);
    int column = index.column();
    if (column == 0)
        return stats.name;
    column -= 1;
    if (column < m_statistics.yearKeys.size())
        return english.toString(stats.years.value(m_statistics.yearKeys[column]));
    column -= static_cast<int>(m_statistics.yearKeys.size());
    if (column < m_statistics.typeKeys.size())
        return english.toString(stats.types.value(m_statistics.typeKeys[column]));
    column -= static_cast<int>(m_statistics.typeKeys.size());
    switch (column) {
    case 0:
        return english.toString(stats.undecided);
    case 1:
        return english.toString(stats.falsePositives);
    case 2:
        return english.toString(stats.excluded);
    case 3:
        return stats.issues > 0
            ? english.toString(100.0 * stats.falsePositiveRate(), 'f', 1) + u"%"_s
            : u"—"_s;
    case 4:
        return english.toString(stats.issues);
    default:
        return {};
    }
}

QVariant StatisticsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const int tailStart
        = 1 + static_cast<int>(m_statistics.yearKeys.size() + m_statistics.typeKeys.size());
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section - tailStart) {
        case 1:
            return tr("Issues whose final label marks them as false positives");
        case 2:
            return tr("Issues excluded in screening: every volunteer expected to screen them "
                      "marked them as false positives, or their final label does");
        case 3:
            return tr("The excluded share of the framework's issues (the study's false-positive "
                      "rate)");
        default:
            return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("Framework");
    int column = section - 1;
    if (column < m_statistics.yearKeys.size())
        return QString::number(m_statistics.yearKeys[column]);
    column -= static_cast<int>(m_statistics.yearKeys.size());
    if (column < m_statistics.typeKeys.size()) {
        const QString &type = m_statistics.typeKeys[column];
        return type.left(1).toUpper() + type.mid(1);
    }
    column -= static_cast<int>(m_statistics.typeKeys.size());
    static const QStringList tail {
        tr("Undecided"), tr("False positives"), tr("Excluded"), tr("FP rate"), tr("Issues")};
    return tail.value(column);
}

} // namespace taxonomist::ui
