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

bool TaxonomyFilterProxyModel::filterAcceptsRow(
    int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    const QString text = sourceModel()
                             ->index(sourceRow, 0, sourceParent)
                             .data(TaxonomyModel::SearchTextRole)
                             .toString();
    for (const QString &word : m_words) {
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace taxonomist::ui
