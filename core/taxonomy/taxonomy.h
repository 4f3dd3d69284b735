// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace taxonomist::core {

struct TaxonomyLevel
{
    QString key; // "type", "theme", "subtheme"
    QString name; // "Type", "Theme", "Sub-theme"
};

struct TaxonomyNode
{
    QString code; // "C.3.ii"
    QString name;
    QString description;
    QStringList aliases; // other spellings, e.g. the study repository's
    QStringList details; // symptoms, expectations or intents; leaves only in the LLM study
    QStringList decisionRules; // how to tell this node from its neighbours (the codebook; optional)
    int level = 0; // 0 = first level (type)
    int parent = -1; // index into Taxonomy::nodes(), -1 for a root
    QList<int> children;
    bool retired = false; // kept for the labels that used it; a picker offers it no more
};

// A code tree of named nodes in levels. Nodes are addressed by their index, which is stable for
// the lifetime of the object; codes are unique across the tree.
class Taxonomy final
{
public:
    QString name; // machine name, e.g. "llm-challenges"
    QString version; // e.g. "1.0.0"; recorded by every project that uses it
    QString title;
    QString source;
    QList<TaxonomyLevel> levels;

    // Appends a node (its parent must already be there) and returns its index.
    int addNode(TaxonomyNode node);

    const std::vector<TaxonomyNode> &nodes() const { return m_nodes; }
    const TaxonomyNode &node(int index) const { return m_nodes[static_cast<size_t>(index)]; }
    TaxonomyNode &node(int index) { return m_nodes[static_cast<size_t>(index)]; }
    int size() const { return static_cast<int>(m_nodes.size()); }
    QList<int> roots() const;

    // Index of the node with this code, or -1.
    int indexOfCode(QStringView code) const;
    // Index of the child of `parent` (-1: among roots) whose name or alias matches `name`
    // ignoring case, spacing and the enumeration comma "、"; -1 when none does.
    int findChildByName(int parent, const QString &name) const;
    // The ancestor of `index` at `level` (the node itself if it is at that level), or -1 when the
    // node is above that level.
    int ancestorAt(int index, int level) const;
    int countAtLevel(int level) const;
    int detailCountAtLevel(int level) const;

    // Lower-case, "、" as ", ", single spaces: how spelling variants are compared.
    static QString normalizedName(const QString &name);

private:
    void indexCode(int index);

    std::vector<TaxonomyNode> m_nodes;
    // Node indexes by code: open addressing over a hash of the code's UTF-16 units, -1 for an
    // empty slot, at most half full. An import looks up every label of the study here (eight
    // codes a row), where QHash's seeded hash of a short QString showed in profiles.
    std::vector<int> m_codeSlots;
};

} // namespace taxonomist::core
