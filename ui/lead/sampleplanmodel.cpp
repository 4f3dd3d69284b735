// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sampleplanmodel.h"

#include <QFont>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

SamplePlanModel::SamplePlanModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SamplePlanModel::setPlan(const SamplePlan &plan)
{
    beginResetModel();
    m_strata = plan.strata;
    m_population = plan.size.population;
    m_n = plan.size.n;
    m_byYear = plan.design.strata == SampleStrata::FrameworkYear;
    endResetModel();
}

void SamplePlanModel::clear()
{
    beginResetModel();
    m_strata.clear();
    m_population = 0;
    m_n = 0;
    endResetModel();
}

int SamplePlanModel::rowCount(const QModelIndex &parent) const
{
    // The strata and a total row; nothing at all without strata.
    return parent.isValid() || m_strata.isEmpty() ? 0 : int(m_strata.size()) + 1;
}

int SamplePlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SamplePlanModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() > m_strata.size())
        return {};
    const bool total = index.row() == m_strata.size();
    if (role == Qt::TextAlignmentRole && index.column() >= IssuesColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && total) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    if (total) {
        switch (index.column()) {
        case FrameworkColumn:
            return tr("Total");
        case IssuesColumn:
            return locale.toString(m_population);
        case SampleColumn:
            return locale.toString(m_n);
        default:
            return {};
        }
    }
    const PlannedStratum &stratum = m_strata[index.row()];
    switch (index.column()) {
    case FrameworkColumn:
        return stratum.framework.isEmpty() ? tr("All issues") : stratum.framework;
    case YearColumn:
        if (!m_byYear)
            return {};
        return stratum.year > 0 ? QString::number(stratum.year) : tr("no year");
    case IssuesColumn:
        return locale.toString(stratum.population);
    case SampleColumn:
        return locale.toString(stratum.allocated);
    default:
        return {};
    }
}

QVariant SamplePlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FrameworkColumn:
        return tr("Framework");
    case YearColumn:
        return tr("Year");
    case IssuesColumn:
        return tr("Issues");
    case SampleColumn:
        return tr("Sample");
    default:
        return {};
    }
}

} // namespace taxonomist::ui
