// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "taxonomy/taxonomy.h"

#include <QAbstractItemModel>
#include <QList>

namespace taxonomist::ui {

// The project's taxonomy as a tree model: type → theme → sub-theme. It reads core's Taxonomy
// directly (no copy into item objects); a node added later arrives as a row insertion.
class TaxonomyModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        NameRole,
        NodeIdRole, // the node's id in the project database
        DescriptionRole,
        DetailsRole, // QStringList
        SearchTextRole, // code, name, aliases and details, for the picker's search
        LevelRole,
        RetiredRole, // kept for the labels that use it; pickers offer it no more
    };

    explicit TaxonomyModel(QObject *parent = nullptr);

    // `nodeIds` are the database ids, index-aligned with taxonomy.nodes().
    void setTaxonomy(const core::Taxonomy &taxonomy, const QList<qint64> &nodeIds);
    // Adds a node under its parent (taxonomy evolution); returns its index in the taxonomy.
    int addNode(const core::TaxonomyNode &node, qint64 nodeId);

    const core::Taxonomy &taxonomy() const { return m_taxonomy; }
    QModelIndex indexOfNodeId(qint64 nodeId) const;
    qint64 nodeIdAt(int taxonomyIndex) const { return m_nodeIds.value(taxonomyIndex); }
    int taxonomyIndexOf(qint64 nodeId) const { return static_cast<int>(m_nodeIds.indexOf(nodeId)); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    // The taxonomy index behind a model index (internalId), -1 for the invisible root.
    int nodeOf(const QModelIndex &index) const;
    QModelIndex indexOfNode(int node) const;
    QList<int> childrenOf(int node) const;

    core::Taxonomy m_taxonomy;
    QList<qint64> m_nodeIds;
    QList<int> m_roots;
};

} // namespace taxonomist::ui
