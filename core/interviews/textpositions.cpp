// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "textpositions.h"

#include <QChar>

#include <algorithm>

namespace taxonomist::core::TextPositions {

namespace {

// A high surrogate followed by a low one is one code point; a lone surrogate counts as one.
bool startsPair(QStringView text, qsizetype i)
{
    return i + 1 < text.size() && text[i].isHighSurrogate() && text[i + 1].isLowSurrogate();
}

} // namespace

qsizetype codePointLength(QStringView text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); i += startsPair(text, i) ? 2 : 1)
        ++count;
    return count;
}

qsizetype toUtf16(QStringView text, qsizetype codePoint)
{
    qsizetype i = 0;
    for (qsizetype n = 0; n < codePoint && i < text.size(); ++n)
        i += startsPair(text, i) ? 2 : 1;
    return i;
}

qsizetype toCodePoint(QStringView text, qsizetype utf16Index)
{
    const qsizetype end = std::clamp<qsizetype>(utf16Index, 0, text.size());
    qsizetype count = 0;
    for (qsizetype i = 0; i < end; i += startsPair(text, i) ? 2 : 1)
        ++count;
    return count;
}

QStringView slice(QStringView text, qsizetype start, qsizetype end)
{
    const qsizetype from = toUtf16(text, start);
    const qsizetype to = std::max(from, toUtf16(text, end));
    return text.sliced(from, to - from);
}

} // namespace taxonomist::core::TextPositions
