// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomysearch.h"

#include <functional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool containsAll(const QString &text, const QStringList &words)
{
    for (const QString &word : words) {
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

// True when every word starts a word of `text` ("doc" in "Documentation and Tutorial Support").
bool startsWords(const QString &text, const QStringList &words)
{
    for (const QString &word : words) {
        qsizetype from = 0;
        bool found = false;
        while (!found) {
            const qsizetype at = text.indexOf(word, from, Qt::CaseInsensitive);
            if (at < 0)
                break;
            found = at == 0 || !text.at(at - 1).isLetterOrNumber();
            from = at + 1;
        }
        if (!found)
            return false;
    }
    return true;
}

} // namespace

TaxonomySearch::TaxonomySearch(const QString &text)
    : m_text(text.simplified())
    , m_words(m_text.split(u' ', Qt::SkipEmptyParts))
{ }

TaxonomySearch::Rank TaxonomySearch::rank(const TaxonomyNode &node) const
{
    if (m_words.isEmpty())
        return Rank::None;
    const QString name = QStringList {node.code, node.name, node.aliases.join(u' ')}.join(u' ');
    if (containsAll(name, m_words)) {
        if (!startsWords(name, m_words))
            return Rank::Name;
        const QString &first = m_words.first();
        bool prefix = node.name.startsWith(first, Qt::CaseInsensitive);
        for (const QString &alias : node.aliases)
            prefix = prefix || alias.startsWith(first, Qt::CaseInsensitive);
        return prefix ? Rank::Prefix : Rank::WordStart;
    }
    const QString all = name + u' ' + node.details.join(u' ');
    return containsAll(all, m_words) ? Rank::Details : Rank::None;
}

int TaxonomySearch::exactMatch(const Taxonomy &taxonomy) const
{
    if (m_text.isEmpty())
        return -1;
    const QString wanted = Taxonomy::normalizedName(m_text);
    for (int i = 0; i < taxonomy.size(); ++i) {
        const TaxonomyNode &node = taxonomy.node(i);
        if (node.code.compare(m_text, Qt::CaseInsensitive) == 0
            || Taxonomy::normalizedName(node.name) == wanted)
            return i;
    }
    for (int i = 0; i < taxonomy.size(); ++i) {
        for (const QString &alias : taxonomy.node(i).aliases) {
            if (Taxonomy::normalizedName(alias) == wanted)
                return i;
        }
    }
    return -1;
}

int TaxonomySearch::bestMatch(const Taxonomy &taxonomy) const
{
    const int exact = exactMatch(taxonomy);
    if (exact >= 0 || m_words.isEmpty())
        return exact;
    int best = -1;
    Rank bestRank = Rank::None;
    // Tree order (depth first), so that among equals the first one shown in the picker wins.
    std::function<void(const QList<int> &)> visit = [&](const QList<int> &nodes) {
        for (const int i : nodes) {
            const TaxonomyNode &node = taxonomy.node(i);
            const Rank r = rank(node);
            if (r > bestRank
                || (r == bestRank && r != Rank::None && node.level > taxonomy.node(best).level)) {
                best = i;
                bestRank = r;
            }
            visit(node.children);
        }
    };
    visit(taxonomy.roots());
    return best;
}

QString TaxonomySearch::path(const Taxonomy &taxonomy, int index)
{
    QStringList parts;
    for (int i = index; i >= 0; i = taxonomy.node(i).parent)
        parts.prepend(taxonomy.node(i).code + u' ' + taxonomy.node(i).name);
    return parts.join(u" › "_s);
}

} // namespace taxonomist::core
