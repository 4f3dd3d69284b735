// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "taxonomy.h"

#include <QString>
#include <QStringList>

namespace taxonomist::core {

// What a search typed in the picker means: an exact code or name picks that node; free text
// picks the best-ranked match (names above details, then the deepest, then the first in order).
class TaxonomySearch final
{
public:
    // How well a node matches every word of a search; None means it does not match.
    // Prefix: the name (or an alias) begins with the first word; WordStart: every word begins a
    // word of the code, name or aliases; Name: every word occurs in them; Details: only with the
    // details does every word occur.
    enum class Rank { None = 0, Details = 1, Name = 2, WordStart = 3, Prefix = 4 };

    explicit TaxonomySearch(const QString &text);

    bool isEmpty() const { return m_words.isEmpty(); }
    const QStringList &words() const { return m_words; }

    Rank rank(const TaxonomyNode &node) const;
    // The node whose code, name or alias is exactly the search (ignoring case and spacing), or -1.
    int exactMatch(const Taxonomy &taxonomy) const;
    // The node Enter saves: the exact match if there is one, else the best-ranked free-text
    // match, else -1.
    int bestMatch(const Taxonomy &taxonomy) const;

    // "C Bug › C.10 Documentation and Maintainability › C.10.i …": where a node sits.
    static QString path(const Taxonomy &taxonomy, int index);

private:
    QString m_text;
    QStringList m_words;
};

} // namespace taxonomist::core
