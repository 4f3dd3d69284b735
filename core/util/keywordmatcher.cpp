// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keywordmatcher.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

KeywordMatcher::KeywordMatcher(const QStringList &keywords)
{
    QSet<QString> seen;
    for (const QString &keyword : keywords) {
        const QString trimmed = keyword.trimmed();
        if (!trimmed.isEmpty() && !seen.contains(trimmed.toLower())) {
            seen.insert(trimmed.toLower());
            m_keywords.append(trimmed);
        }
    }
    if (m_keywords.isEmpty())
        return;
    QStringList alternatives;
    for (const QString &keyword : std::as_const(m_keywords))
        alternatives.append(QRegularExpression::escape(keyword));
    // Longest first, so the alternation prefers "t5-11b" over "t5" at the same position.
    std::stable_sort(alternatives.begin(), alternatives.end(),
        [](const QString &a, const QString &b) { return a.size() > b.size(); });
    m_pattern = QRegularExpression(
        u"(?<![\\p{L}\\p{N}_])(?:%1)(?![\\p{L}\\p{N}_])"_s.arg(alternatives.join(u'|')),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

QList<KeywordMatch> KeywordMatcher::find(QStringView text) const
{
    QList<KeywordMatch> matches;
    if (m_keywords.isEmpty())
        return matches;
    auto it = m_pattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QStringView found = match.capturedView(0);
        const auto keyword = std::find_if(m_keywords.begin(), m_keywords.end(),
            [&](const QString &k) { return found.compare(k, Qt::CaseInsensitive) == 0; });
        matches.append({match.capturedStart(0), match.capturedLength(0),
            keyword != m_keywords.end() ? *keyword : found.toString()});
    }
    return matches;
}

QStringList KeywordMatcher::matchedKeywords(QStringView text) const
{
    QSet<QString> found;
    for (const KeywordMatch &match : find(text))
        found.insert(match.keyword);
    QStringList ordered;
    for (const QString &keyword : m_keywords) {
        if (found.contains(keyword))
            ordered.append(keyword);
    }
    return ordered;
}

} // namespace taxonomist::core
