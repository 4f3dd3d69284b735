// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminaltext.h"

namespace taxonomist::core {

namespace {

// The length of the UTF-8 sequence that starts with `lead` (1 for a byte that starts none).
int sequenceLength(unsigned char lead)
{
    if (lead < 0xC0)
        return 1;
    if (lead < 0xE0)
        return 2;
    if (lead < 0xF0)
        return 3;
    return lead < 0xF8 ? 4 : 1;
}

bool isEscaped(char32_t c)
{
    if (c < 0x20)
        return c != u'\n' && c != u'\t';
    if (c == 0x7F || (c >= 0x80 && c <= 0x9F))
        return true;
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}

void appendEscape(char32_t c, QByteArray &out)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4)
        out += hex[(c >> shift) & 0xF];
}

// The code point of a complete sequence, or U+FFFD when it is malformed (then passed as it is:
// what is malformed is no control either).
char32_t decode(QByteArrayView sequence)
{
    const auto byte = [&](qsizetype i) { return static_cast<unsigned char>(sequence[i]); };
    switch (sequence.size()) {
    case 1:
        return byte(0);
    case 2:
        return char32_t(byte(0) & 0x1F) << 6 | (byte(1) & 0x3F);
    case 3:
        return char32_t(byte(0) & 0x0F) << 12 | char32_t(byte(1) & 0x3F) << 6 | (byte(2) & 0x3F);
    default:
        return 0xFFFD;
    }
}

} // namespace

void TerminalText::append(QByteArrayView utf8, QByteArray &out)
{
    QByteArray joined;
    if (!m_pending.isEmpty()) {
        joined = m_pending + utf8.toByteArray();
        m_pending.clear();
        utf8 = joined;
    }
    out.reserve(out.size() + utf8.size());
    qsizetype i = 0;
    while (i < utf8.size()) {
        const auto lead = static_cast<unsigned char>(utf8[i]);
        if (lead >= 0x20 && lead < 0x7F) { // the common case: printable ASCII
            out += char(lead);
            ++i;
            continue;
        }
        if (lead == '\r') { // a line break written as CR LF (issue bodies) is no trick
            if (i + 1 == utf8.size()) {
                m_pending = "\r";
                return;
            }
            if (utf8[i + 1] == '\n') {
                out += "\r\n";
                i += 2;
                continue;
            }
        }
        const int length = sequenceLength(lead);
        if (lead >= 0x80 && length == 1) { // a stray continuation byte: malformed, no control
            out += char(lead);
            ++i;
            continue;
        }
        if (i + length > utf8.size()) {
            m_pending = utf8.sliced(i).toByteArray();
            return;
        }
        const QByteArrayView sequence = utf8.sliced(i, length);
        bool wellFormed = true;
        for (qsizetype k = 1; k < length; ++k)
            wellFormed = wellFormed && (static_cast<unsigned char>(sequence[k]) & 0xC0) == 0x80;
        const char32_t c = wellFormed ? decode(sequence) : 0xFFFD;
        if (wellFormed && isEscaped(c)) {
            appendEscape(c, out);
        } else if (wellFormed) {
            out += sequence;
        } else {
            out += char(lead); // a stray byte: passed alone, the next byte is looked at afresh
            i += 1;
            continue;
        }
        i += length;
    }
}

void TerminalText::finish(QByteArray &out)
{
    out += m_pending;
    m_pending.clear();
}

QByteArray TerminalText::escaped(QByteArrayView utf8)
{
    TerminalText text;
    QByteArray out;
    text.append(utf8, out);
    text.finish(out);
    return out;
}

} // namespace taxonomist::core
