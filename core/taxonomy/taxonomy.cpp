// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomy.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

int Taxonomy::addNode(TaxonomyNode node)
{
    const int index = size();
    m_byCode.insert(node.code, index);
    if (node.parent >= 0)
        this->node(node.parent).children.append(index);
    m_nodes.push_back(std::move(node));
    return index;
}

QList<int> Taxonomy::roots() const
{
    QList<int> result;
    for (int i = 0; i < size(); ++i) {
        if (node(i).parent < 0)
            result.append(i);
    }
    return result;
}

QString Taxonomy::normalizedName(const QString &name)
{
    static const QRegularExpression commaWithSpaces(u"\\s*,\\s*"_s);
    QString result = name;
    result.replace(u'、', u',');
    result.replace(commaWithSpaces, u", "_s);
    return result.simplified().toLower();
}

int Taxonomy::findChildByName(int parent, const QString &name) const
{
    const QString wanted = normalizedName(name);
    const QList<int> candidates = parent < 0 ? roots() : node(parent).children;
    for (const int index : candidates) {
        const TaxonomyNode &candidate = node(index);
        if (normalizedName(candidate.name) == wanted)
            return index;
        for (const QString &alias : candidate.aliases) {
            if (normalizedName(alias) == wanted)
                return index;
        }
    }
    return -1;
}

int Taxonomy::ancestorAt(int index, int level) const
{
    while (index >= 0 && node(index).level > level)
        index = node(index).parent;
    return index >= 0 && node(index).level == level ? index : -1;
}

int Taxonomy::countAtLevel(int level) const
{
    return static_cast<int>(std::count_if(m_nodes.begin(), m_nodes.end(),
                                          [level](const TaxonomyNode &n) { return n.level == level; }));
}

int Taxonomy::detailCountAtLevel(int level) const
{
    int count = 0;
    for (const TaxonomyNode &n : m_nodes) {
        if (n.level == level)
            count += static_cast<int>(n.details.size());
    }
    return count;
}

} // namespace taxonomist::core
