// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomycodes.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

struct Numeral
{
    int value;
    const char16_t *text;
};

constexpr Numeral numerals[] = {{1000, u"m"}, {900, u"cm"}, {500, u"d"}, {400, u"cd"}, {100, u"c"},
    {90, u"xc"}, {50, u"l"}, {40, u"xl"}, {10, u"x"}, {9, u"ix"}, {5, u"v"}, {4, u"iv"}, {1, u"i"}};

// The last segment of a code: "iii" of "C.3.iii".
QString lastSegment(const QString &code)
{
    const qsizetype dot = code.lastIndexOf(u'.');
    return dot < 0 ? code : code.mid(dot + 1);
}

} // namespace

QString TaxonomyCodes::toRoman(int number)
{
    QString result;
    for (const Numeral &numeral : numerals) {
        while (number >= numeral.value) {
            result += QString::fromUtf16(numeral.text);
            number -= numeral.value;
        }
    }
    return result;
}

int TaxonomyCodes::fromRoman(const QString &text)
{
    if (text.isEmpty())
        return 0;
    int value = 0;
    qsizetype at = 0;
    for (const Numeral &numeral : numerals) {
        const QStringView symbol(numeral.text);
        while (QStringView(text).mid(at).startsWith(symbol)) {
            value += numeral.value;
            at += symbol.size();
        }
    }
    // Only the canonical spelling counts ("iiii" is not 4).
    return at == text.size() && toRoman(value) == text ? value : 0;
}

QString TaxonomyCodes::nextChildCode(const Taxonomy &taxonomy, int parent)
{
    const QList<int> siblings = parent < 0 ? taxonomy.roots() : taxonomy.node(parent).children;
    // Depth decides the style when there are no siblings to copy it from: types are letters,
    // themes numbers, sub-themes Roman numerals.
    const int depth = parent < 0 ? 0 : taxonomy.node(parent).level + 1;
    bool roman = depth >= 2;
    int highest = 0;
    for (const int sibling : siblings) {
        const QString segment = lastSegment(taxonomy.node(sibling).code);
        bool isNumber = false;
        const int number = segment.toInt(&isNumber);
        if (isNumber) {
            roman = false;
            highest = std::max(highest, number);
        } else if (const int value = fromRoman(segment); value > 0) {
            roman = true;
            highest = std::max(highest, value);
        } else if (segment.size() == 1 && segment.front().isUpper()) {
            highest = std::max(highest, segment.front().unicode() - u'A' + 1);
        }
    }
    // A code already in the tree (only a hand-edited taxonomy has one out of sequence) is skipped.
    for (int number = highest + 1;; ++number) {
        const QString segment = depth == 0 ? QString(QChar(char16_t(u'A' + number - 1)))
            : roman                        ? toRoman(number)
                                           : QString::number(number);
        const QString code = parent < 0 ? segment : taxonomy.node(parent).code + u'.' + segment;
        if (taxonomy.indexOfCode(code) < 0)
            return code;
    }
}

QString TaxonomyCodes::nextMinorVersion(const QString &version)
{
    QStringList parts = version.split(u'.');
    bool majorOk = false;
    bool minorOk = false;
    if (parts.size() >= 2 && parts.size() <= 3) {
        parts[0].toInt(&majorOk);
        const int minor = parts[1].toInt(&minorOk);
        if (majorOk && minorOk) {
            parts[1] = QString::number(minor + 1);
            if (parts.size() == 3)
                parts[2] = u"0"_s;
            return parts.join(u'.');
        }
    }
    return version.isEmpty() ? u"1.1.0"_s : version + u".1"_s;
}

} // namespace taxonomist::core
