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

bool TaxonomyFilterProxyModel::filterAcceptsRow(
    int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_showRetired && index.data(TaxonomyModel::RetiredRole).toBool())
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
