// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A grammar-aware mutator: it starts from a valid input and breaks it the ways real files and
// attackers break them — stray and doubled quotes, delimiters, CR/LF/CRLF mixes, NULs, invalid
// UTF-8, huge fields, truncation, repeated (nested) brackets, escapes — with tokens of the
// grammar being fuzzed, so most inputs get deep into the parser instead of failing at byte one.

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <random>

namespace taxonomist::test::fuzz {

class FuzzMutator final
{
public:
    // grammarTokens: the grammar's own punctuation and fragments, added to the shared
    // dictionary of troublemakers (quotes, line ends, NUL, invalid UTF-8, BOM, wide characters).
    FuzzMutator(std::uint64_t seed, const QList<QByteArray> &grammarTokens);

    // One to six mutations of input; other is a second valid input for splicing.
    QByteArray mutate(QByteArray input, const QByteArray &other);

    int below(int bound); // uniform in [0, bound)
    bool oneIn(int n) { return below(n) == 0; }
    std::mt19937_64 &engine() { return m_engine; }

private:
    const QByteArray &token();
    qsizetype position(const QByteArray &data) { return below(int(data.size()) + 1); }
    void mutateOnce(QByteArray &data, const QByteArray &other);

    std::mt19937_64 m_engine;
    QList<QByteArray> m_tokens;
};

} // namespace taxonomist::test::fuzz
