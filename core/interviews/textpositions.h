// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringView>

namespace taxonomist::core::TextPositions {

// Ranges in a transcript count Unicode code points (REFI-QDA's unit; a character outside the
// Basic Multilingual Plane is one position, not two). Qt strings index UTF-16 code units; these
// convert between the two. Out-of-range input is clamped to the text.
qsizetype codePointLength(QStringView text);
qsizetype toUtf16(QStringView text, qsizetype codePoint);
qsizetype toCodePoint(QStringView text, qsizetype utf16Index);
// The text of [start, end) in code points.
QStringView slice(QStringView text, qsizetype start, qsizetype end);

} // namespace taxonomist::core::TextPositions
