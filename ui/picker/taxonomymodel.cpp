// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomymodel.h"

#include "common/untrustedtext.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TaxonomyModel::TaxonomyModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void TaxonomyModel::setTaxonomy(const Taxonomy &taxonomy, const QList<qint64> &nodeIds)
{
    beginResetModel();
    m_taxonomy = taxonomy;
    m_nodeIds = nodeIds;
    m_roots = m_taxonomy.roots();
    endResetModel();
}

int TaxonomyModel::addNode(const TaxonomyNode &node, qint64 nodeId)
{
    const int row = static_cast<int>(childrenOf(node.parent).size());
    beginInsertRows(indexOfNode(node.parent), row, row);
    const int added = m_taxonomy.addNode(node);
    m_nodeIds.append(nodeId);
    if (node.parent < 0)
        m_roots.append(added);
    endInsertRows();
    return added;
}

QList<int> TaxonomyModel::childrenOf(int node) const
{
    return node < 0 ? m_roots : m_taxonomy.node(node).children;
}

int TaxonomyModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<int>(index.internalId()) : -1;
}

QModelIndex TaxonomyModel::indexOfNode(int node) const
{
    if (node < 0)
        return {};
    const int row = static_cast<int>(childrenOf(m_taxonomy.node(node).parent).indexOf(node));
    return createIndex(row, 0, quintptr(node));
}

QModelIndex TaxonomyModel::indexOfNodeId(qint64 nodeId) const
{
    const int node = taxonomyIndexOf(nodeId);
    return node < 0 ? QModelIndex() : indexOfNode(node);
}

QModelIndex TaxonomyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, quintptr(childrenOf(nodeOf(parent)).at(row)));
}

QModelIndex TaxonomyModel::parent(const QModelIndex &child) const
{
    const int node = nodeOf(child);
    return node < 0 ? QModelIndex() : indexOfNode(m_taxonomy.node(node).parent);
}

int TaxonomyModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return static_cast<int>(childrenOf(nodeOf(parent)).size());
}

int TaxonomyModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant TaxonomyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int node = nodeOf(index);
    const TaxonomyNode &n = m_taxonomy.node(node);
    switch (role) {
    case Qt::DisplayRole:
        return n.code + u"  "_s + n.name;
    case Qt::ToolTipRole:
        return UntrustedText::toolTip(
            n.description.isEmpty() ? n.name : n.name + u"\n\n"_s + n.description);
    case CodeRole:
        return n.code;
    case NameRole:
        return n.name;
    case NodeIdRole:
        return m_nodeIds.value(node);
    case DescriptionRole:
        return n.description;
    case DetailsRole:
        return n.details;
    case LevelRole:
        return n.level;
    case RetiredRole:
        return n.retired;
    case SearchTextRole:
        return QStringList {n.code, n.name, n.aliases.join(u' '), n.details.join(u' ')}.join(u' ');
    }
    return {};
}

} // namespace taxonomist::ui
