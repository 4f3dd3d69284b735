// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputtext.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool needsEscape(char32_t c)
{
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == 0x2028 || c == 0x2029
        || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E
        || c == 0x200F || c == 0xFEFF;
}

} // namespace

QString quotedForMessage(QStringView text, int maxChars)
{
    QString out = u"\""_s;
    int shown = 0;
    qsizetype i = 0;
    while (i < text.size() && shown < maxChars) {
        char32_t c = text[i].unicode();
        qsizetype width = 1;
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            width = 2;
        }
        if (c == u'\n')
            out += u"\\n"_s;
        else if (c == u'\r')
            out += u"\\r"_s;
        else if (c == u'\t')
            out += u"\\t"_s;
        else if (c == u'"' || c == u'\\')
            out += u"\\"_s + QChar(c);
        else if (needsEscape(c) || (width == 1 && text[i].isSurrogate()))
            out += u"\\u{%1}"_s.arg(uint(c), 4, 16, QChar(u'0'));
        else
            out += text.mid(i, width);
        i += width;
        ++shown;
    }
    out += u'"';
    if (i < text.size())
        out += u"… (%1 characters)"_s.arg(text.size());
    return out;
}

} // namespace taxonomist::core
