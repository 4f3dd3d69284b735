// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomy.h"

#include <QRegularExpression>

#include <algorithm>
#include <bit>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// FNV-1a over the UTF-16 units.
std::size_t hashOfCode(QStringView code)
{
    std::uint32_t hash = 2166136261u;
    for (const QChar c : code) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return hash;
}

} // namespace

int Taxonomy::addNode(TaxonomyNode node)
{
    const int index = size();
    if (node.parent >= 0)
        this->node(node.parent).children.append(index);
    m_nodes.push_back(std::move(node));
    if (m_codeSlots.size() < 2 * m_nodes.size()) {
        // Grown and filled again; a code seen twice keeps its last node, as a map's insert would.
        m_codeSlots.assign(std::max<std::size_t>(16, std::bit_ceil(4 * m_nodes.size())), -1);
        for (int i = 0; i < size(); ++i)
            indexCode(i);
    } else {
        indexCode(index);
    }
    return index;
}

void Taxonomy::indexCode(int index)
{
    const QString &code = node(index).code;
    const std::size_t mask = m_codeSlots.size() - 1;
    for (std::size_t slot = hashOfCode(code) & mask;; slot = (slot + 1) & mask) {
        int &entry = m_codeSlots[slot];
        if (entry < 0 || node(entry).code == code) {
            entry = index;
            return;
        }
    }
}

int Taxonomy::indexOfCode(QStringView code) const
{
    if (m_codeSlots.empty())
        return -1;
    const std::size_t mask = m_codeSlots.size() - 1;
    for (std::size_t slot = hashOfCode(code) & mask;; slot = (slot + 1) & mask) {
        const int entry = m_codeSlots[slot];
        if (entry < 0)
            return -1;
        if (node(entry).code == code)
            return entry;
    }
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
