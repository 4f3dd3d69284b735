// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyfilterproxymodel.h"

#include "taxonomymodel.h"

namespace taxonomist::ui {

TaxonomyFilterProxyModel::TaxonomyFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
}

void TaxonomyFilterProxyModel::setSearchText(const QString &text)
{
    m_words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

void TaxonomyFilterProxyModel::setShowRetired(bool show)
{
    if (show == m_showRetired)
        return;
    m_showRetired = show;
    invalidateFilter();
}

void TaxonomyFilterProxyModel::setKeptNode(qint64 nodeId)
{
    if (nodeId == m_keptNode)
        return;
    m_keptNode = nodeId;
    if (!m_showRetired)
        invalidateRowsFilter();
}

bool TaxonomyFilterProxyModel::isHidden(const QModelIndex &index) const
{
    // RetiredRole already holds for the nodes under a retired one.
    if (m_showRetired || !index.data(TaxonomyModel::RetiredRole).toBool())
        return false;
    if (m_keptNode <= 0)
        return true;
    // The kept node and the nodes above it stay.
    const auto *taxonomy = qobject_cast<const TaxonomyModel *>(sourceModel());
    for (QModelIndex kept = taxonomy ? taxonomy->indexOfNodeId(m_keptNode) : QModelIndex();
         kept.isValid(); kept = kept.parent()) {
        if (kept == index)
            return false;
    }
    return true;
}

bool TaxonomyFilterProxyModel::filterAcceptsRow(
    int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (isHidden(index))
        return false;
    if (m_words.isEmpty())
        return true;
    const QString text = index.data(TaxonomyModel::SearchTextRole).toString();
    for (const QString &word : m_words) {
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace taxonomist::ui
