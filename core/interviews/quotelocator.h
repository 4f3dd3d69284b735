// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>

namespace taxonomist::core {

// Finds a code book's quote in a transcript. Exactly first; then ignoring how the quote was
// typeset — runs of white space, curly or straight quotes and apostrophes, dashes, case — since
// a quote copied into a spreadsheet rarely keeps the transcript's typography.
class QuoteLocator final
{
public:
    struct Match
    {
        qsizetype start = 0; // code points, [start, end)
        qsizetype end = 0;
        int occurrences = 0; // how often the quote occurs; the first is taken
        bool exact = false;
    };

    static std::optional<Match> find(const QString &text, const QString &quote);
    // The typeset-insensitive form both sides are compared in.
    static QString normalized(const QString &text);
};

} // namespace taxonomist::core
