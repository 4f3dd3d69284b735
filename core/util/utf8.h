// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>

#include <optional>

namespace taxonomist::core::utf8 {

// Byte offset of the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or nothing when the whole input is valid.
std::optional<qsizetype> firstInvalidByte(QByteArrayView data);

// 1-based line and column (counted in code points) of a byte offset, for error messages.
struct TextPosition
{
    int line = 1;
    int column = 1;
};
TextPosition positionOf(QByteArrayView data, qsizetype offset);

} // namespace taxonomist::core::utf8
