// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "opencodecardfilterproxymodel.h"

#include "opencodecardmodel.h"

namespace taxonomist::ui {

OpenCodeCardFilterProxyModel::OpenCodeCardFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::DisplayRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void OpenCodeCardFilterProxyModel::setText(const QString &text)
{
    const QString simplified = text.simplified();
    if (simplified == m_text)
        return;
    m_text = simplified;
    invalidateRowsFilter();
}

void OpenCodeCardFilterProxyModel::setUnplacedOnly(bool unplacedOnly)
{
    if (unplacedOnly == m_unplacedOnly)
        return;
    m_unplacedOnly = unplacedOnly;
    invalidateRowsFilter();
}

bool OpenCodeCardFilterProxyModel::filterAcceptsRow(
    int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_unplacedOnly && index.data(OpenCodeCardModel::IsPlacedRole).toBool())
        return false;
    return m_text.isEmpty()
        || index.data(OpenCodeCardModel::CodeRole)
               .toString()
               .simplified()
               .contains(m_text, Qt::CaseInsensitive);
}

} // namespace taxonomist::ui
