// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace taxonomist::ui {

// Type-to-search over the taxonomy: a node stays when every typed word occurs in its code, name,
// aliases or details; its ancestors stay to show where it sits. Retired nodes, and the nodes under
// them, are left out (a new label cannot name them) unless shown on purpose (the lead's editor),
// but for the node of the label shown, which stays so that the label reads right. The taxonomy is
// small (under a hundred nodes), so a proxy is the right tool here, unlike for the
// issue list.
class TaxonomyFilterProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TaxonomyFilterProxyModel(QObject *parent = nullptr);
    void setSearchText(const QString &text);
    void setShowRetired(bool show);
    bool showsRetired() const { return m_showRetired; }
    // The node of the label shown (0: none): offered even when retired.
    void setKeptNode(qint64 nodeId);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool isHidden(const QModelIndex &index) const;

    QStringList m_words;
    bool m_showRetired = false;
    qint64 m_keptNode = 0;
};

} // namespace taxonomist::ui
