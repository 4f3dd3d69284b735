// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "quotelocator.h"

#include "textpositions.h"

#include <QList>

namespace taxonomist::core {

namespace {

QChar folded(QChar c)
{
    switch (c.unicode()) {
    case 0x2018: // ‘ ’ ‚ ′
    case 0x2019:
    case 0x201A:
    case 0x2032:
        return u'\'';
    case 0x201C: // “ ” „ ″
    case 0x201D:
    case 0x201E:
    case 0x2033:
        return u'"';
    case 0x2010: // hyphen, non-breaking hyphen, figure dash, en dash, em dash, minus
    case 0x2011:
    case 0x2012:
    case 0x2013:
    case 0x2014:
    case 0x2212:
        return u'-';
    default:
        return c.toLower();
    }
}

// The normalized text and, for each of its characters, where it came from in the original.
struct Folded
{
    QString text;
    QList<qsizetype> origin; // UTF-16 index in the original of each normalized character
};

Folded fold(const QString &text)
{
    Folded out;
    out.text.reserve(text.size());
    out.origin.reserve(text.size());
    bool inSpace = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isSpace()) {
            if (!inSpace && !out.text.isEmpty()) {
                out.text.append(u' ');
                out.origin.append(i);
            }
            inSpace = true;
            continue;
        }
        inSpace = false;
        out.text.append(folded(c));
        out.origin.append(i);
    }
    if (out.text.endsWith(u' ')) {
        out.text.chop(1);
        out.origin.removeLast();
    }
    return out;
}

} // namespace

QString QuoteLocator::normalized(const QString &text)
{
    return fold(text).text;
}

std::optional<QuoteLocator::Match> QuoteLocator::find(const QString &text, const QString &quote)
{
    const QString trimmed = quote.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    const auto count = [](const QString &haystack, const QString &needle, qsizetype first) {
        int n = 0;
        for (qsizetype at = first; at >= 0; at = haystack.indexOf(needle, at + 1))
            ++n;
        return n;
    };
    if (const qsizetype at = text.indexOf(trimmed); at >= 0) {
        const qsizetype start = TextPositions::toCodePoint(text, at);
        return Match {
            start, start + TextPositions::codePointLength(trimmed), count(text, trimmed, at), true};
    }
    const Folded haystack = fold(text);
    const QString needle = fold(trimmed).text;
    const qsizetype at = haystack.text.indexOf(needle);
    if (at < 0 || needle.isEmpty())
        return std::nullopt;
    const qsizetype from = haystack.origin[at];
    qsizetype to = haystack.origin[at + needle.size() - 1] + 1;
    if (to < text.size() && text[to - 1].isHighSurrogate() && text[to].isLowSurrogate())
        ++to;
    return Match {TextPositions::toCodePoint(text, from), TextPositions::toCodePoint(text, to),
        count(haystack.text, needle, at), false};
}

} // namespace taxonomist::core
