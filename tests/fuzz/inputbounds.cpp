// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputbounds.h"

namespace taxonomist::test::fuzz {

InputBounds::InputBounds(const QByteArray &input)
{
    int codePoints = 0;
    for (const char c : input) {
        if (c == '\n') {
            m_codePointsPerLine.append(codePoints);
            codePoints = 0;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++codePoints;
        }
    }
    m_codePointsPerLine.append(codePoints);
}

bool InputBounds::contains(int line, int column) const
{
    return line >= 1 && line <= m_codePointsPerLine.size() && column >= 1
        && column <= m_codePointsPerLine[line - 1] + 1;
}

} // namespace taxonomist::test::fuzz
