// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

struct KeywordMatch
{
    qsizetype start = 0;
    qsizetype length = 0;
    QString keyword; // as listed, e.g. "LLM" for a match of "llm"
};

// Finds a framework's filter keywords in text the way the study filtered: case-insensitive and
// on word boundaries, so "yi" does not match "yield"; where keywords overlap the longest wins
// ("t5-11b" rather than "t5").
class KeywordMatcher final
{
public:
    KeywordMatcher() = default;
    explicit KeywordMatcher(const QStringList &keywords);

    bool isEmpty() const { return m_keywords.isEmpty(); }
    const QStringList &keywords() const { return m_keywords; }
    // Non-overlapping matches in text order.
    QList<KeywordMatch> find(QStringView text) const;
    // The distinct keywords found, in the order of the keyword list.
    QStringList matchedKeywords(QStringView text) const;

private:
    QStringList m_keywords;
    QRegularExpression m_pattern;
};

} // namespace taxonomist::core
