// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kappatablemodel.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

// A number, or "undefined" (the reason is in the κ column's tooltip and in the CLI's report).
QString shown(const AgreementValue &value)
{
    return value.isDefined() ? value.format(3) : u"undefined"_s;
}

KappaTableModel::Row rowOf(
    const QString &scope, const QString &level, const AgreementSummary &summary)
{
    KappaTableModel::Row row;
    row.scope = scope;
    row.level = level;
    row.kappa = summary.fleiss.kappa;
    row.interval = summary.fleiss.ciLow.isDefined() && summary.fleiss.ciHigh.isDefined()
        ? u"%1 – %2"_s.arg(summary.fleiss.ciLow.format(3), summary.fleiss.ciHigh.format(3))
        : QString();
    row.items = summary.fleiss.itemsUsed;
    row.agreement = shown(summary.percentAgreement.value);
    row.ac1 = shown(summary.gwetAc1.value);
    row.alpha = shown(summary.krippendorffAlpha);
    return row;
}

} // namespace

KappaTableModel::KappaTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void KappaTableModel::setSnapshot(const DashboardSnapshot &snapshot)
{
    beginResetModel();
    m_rows.clear();
    if (!snapshot.typeLevel.groups.isEmpty())
        m_rows.append(
            rowOf(tr("all issues"), u"type"_s, snapshot.typeLevel.groups.first().summary));
    if (!snapshot.themeLevel.groups.isEmpty())
        m_rows.append(
            rowOf(tr("all issues"), u"theme"_s, snapshot.themeLevel.groups.first().summary));
    for (const AgreementGroup &group : snapshot.themeByType.groups)
        m_rows.append(rowOf(group.name, u"theme"_s, group.summary));
    // Each theme's κ against all other themes (CategoryKappa), the paper's per-category agreement.
    const int items = snapshot.themeLevel.groups.isEmpty()
        ? 0
        : snapshot.themeLevel.groups.first().summary.fleiss.itemsUsed;
    for (size_t c = 0; c < snapshot.themeKappas.size(); ++c) {
        Row row;
        row.scope = snapshot.themeLevel.categories.value(static_cast<qsizetype>(c));
        row.level = tr("theme vs. rest");
        row.kappa = snapshot.themeKappas[c];
        row.items = items;
        m_rows.append(row);
    }
    endResetModel();
}

int KappaTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int KappaTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KappaTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows[index.row()];
    if (role == Qt::ToolTipRole && index.column() == KappaColumn && !row.kappa.isDefined())
        return row.kappa.undefinedReason;
    if (role == Qt::TextAlignmentRole && index.column() >= KappaColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case ScopeColumn:
        return row.scope;
    case LevelColumn:
        return row.level;
    case KappaColumn:
        return shown(row.kappa);
    case IntervalColumn:
        return row.interval;
    case ItemsColumn:
        return row.items;
    case AgreementColumn:
        return row.agreement;
    case Ac1Column:
        return row.ac1;
    case AlphaColumn:
        return row.alpha;
    default:
        return {};
    }
}

QVariant KappaTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const QStringList titles {tr("Scope"), tr("Level"), tr("Fleiss κ"), tr("95% CI"),
        tr("Items"), tr("% agreement"), tr("Gwet AC1"), tr("Krippendorff α")};
    return titles.value(section);
}

} // namespace taxonomist::ui
