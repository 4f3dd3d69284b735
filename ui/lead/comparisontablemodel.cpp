// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "comparisontablemodel.h"

#include "common/palettecolors.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ComparisonTableModel::ComparisonTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ComparisonTableModel::setComparison(const InterviewComparison &comparison)
{
    beginResetModel();
    m_comparison = comparison;
    endResetModel();
}

int ComparisonTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_comparison.rows.size());
}

int ComparisonTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 4 + frameworkColumns() + 4;
}

QVariant ComparisonTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_comparison.rows.size())
        return {};
    const InterviewComparison::Row &row = m_comparison.rows[index.row()];
    const int column = index.column();
    const int after = column - 4 - frameworkColumns(); // 0 users, 1 developers, 2 diverges, 3 who
    if (role == Qt::FontRole && row.level == 0) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ForegroundRole
        && (!row.inTaxonomy
            || (after == 2 && row.divergence != InterviewComparison::Divergence::Both)))
        return QBrush(PaletteColors::warning(QGuiApplication::palette()));
    if (role == Qt::TextAlignmentRole && column >= 2 && after < 2)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    if (column == 0)
        return row.code; // no indent: the CSV export gets the code as it is (types are bold)
    if (column == 1)
        return row.inTaxonomy ? row.name : tr("(not in the taxonomy: kept, flagged)");
    if (column == 2)
        return locale.toString(row.issues);
    if (column == 3)
        return u"%1%"_s.arg(row.issueShare * 100.0, 0, 'f', 1);
    if (after < 0)
        return locale.toString(row.issuesByFramework.value(column - 4));
    switch (after) {
    case 0:
        return u"%1/%2"_s.arg(row.users).arg(m_comparison.users);
    case 1:
        return u"%1/%2"_s.arg(row.developers).arg(m_comparison.developers);
    case 2:
        return InterviewComparison::divergenceText(row.divergence);
    case 3:
        return row.participants.join(u", "_s);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const QStringList before {tr("Code"), tr("Node"), tr("Issues"), tr("Share")};
    static const QStringList after {
        tr("Users"), tr("Developers"), tr("Raised by"), tr("Participants")};
    if (section < 4)
        return before.value(section);
    if (section < 4 + frameworkColumns())
        return m_comparison.frameworks.value(section - 4);
    return after.value(section - 4 - frameworkColumns());
}

} // namespace taxonomist::ui
