// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The lines of a fuzz input and their lengths, measured once, so every position a parser
// reports (an error, a row) can be checked against the input in constant time.

#include <QByteArray>
#include <QList>

namespace taxonomist::test::fuzz {

class InputBounds final
{
public:
    explicit InputBounds(const QByteArray &input);

    // Whether a 1-based position lies inside the input: line 1 to the number of LF-separated
    // lines, column 1 to one past the last code point of that line.
    bool contains(int line, int column) const;

private:
    QList<int> m_codePointsPerLine;
};

} // namespace taxonomist::test::fuzz
