// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fuzzmutator.h"

#include <utility>

namespace taxonomist::test::fuzz {

namespace {

QList<QByteArray> troublemakers()
{
    return {
        "\"", "\"\"", ",", "'", "\\", "\r", "\n", "\r\n", "\n\r", QByteArray(1, '\0'), " ", "\t",
        "\xEF\xBB\xBF", // a byte-order mark in the middle
        "\xFF", "\x80", "\xC0\x80", // never valid; an overlong NUL
        "\xED\xA0\x80", // an encoded surrogate
        "\xF4\x90\x80\x80", // above U+10FFFF
        "\xE2\x82", // a truncated sequence
        "\xC3\xA9", "\xE6\xBC\xA2", "\xF0\x9F\x98\x80", // é, 漢, an emoji (two UTF-16 units)
        "\xE2\x80\xA8", "\xC2\x85", "\xC2\xA0", // line and paragraph separators, NBSP
    };
}

} // namespace

FuzzMutator::FuzzMutator(std::uint64_t seed, const QList<QByteArray> &grammarTokens)
    : m_engine(seed)
    , m_tokens(troublemakers() + grammarTokens)
{ }

int FuzzMutator::below(int bound)
{
    return bound <= 1 ? 0 : std::uniform_int_distribution<int>(0, bound - 1)(m_engine);
}

const QByteArray &FuzzMutator::token()
{
    return m_tokens[below(int(m_tokens.size()))];
}

QByteArray FuzzMutator::mutate(QByteArray input, const QByteArray &other)
{
    const int count = 1 + below(6);
    for (int i = 0; i < count; ++i)
        mutateOnce(input, other);
    return input;
}

void FuzzMutator::mutateOnce(QByteArray &data, const QByteArray &other)
{
    switch (below(12)) {
    case 0:
    case 1:
    case 2: // the most telling: a grammar token or a troublemaker somewhere
        data.insert(position(data), token());
        break;
    case 3:
        if (!data.isEmpty())
            data.replace(below(int(data.size())), 1, token());
        break;
    case 4:
        data.insert(position(data), char(below(256)));
        break;
    case 5: { // delete a short or a long range
        const qsizetype at = position(data);
        data.remove(at, oneIn(4) ? below(200) : 1 + below(8));
        break;
    }
    case 6: { // repeat a range: nested brackets, runs of quotes, copied records
        const qsizetype at = position(data);
        const QByteArray range = data.mid(at, 1 + below(16));
        data.insert(at, range.repeated(1 + below(oneIn(8) ? 64 : 4)));
        break;
    }
    case 7: // truncated input
        data.truncate(position(data));
        break;
    case 8: { // rewrite line ends into a mix of LF, CR LF and lone CR
        QByteArray out;
        out.reserve(data.size() * 2);
        for (const char c : std::as_const(data)) {
            if (c != '\n') {
                out.append(c);
                continue;
            }
            static const char *const ends[] = {"\n", "\r\n", "\r", "\n\n", "\r\r\n"};
            out.append(ends[below(5)]);
        }
        data = out;
        break;
    }
    case 9: // splice two valid inputs
        data = data.left(position(data)) + other.mid(below(int(other.size()) + 1));
        break;
    case 10: // a huge field, now and then
        if (oneIn(200)) {
            const QByteArray unit = oneIn(2) ? QByteArray(1, 'x') : token();
            data.insert(position(data), unit.repeated(4096 + below(64 * 1024)));
        } else {
            data.insert(position(data), QByteArray(1 + below(300), 'a' + char(below(26))));
        }
        break;
    default: // swap two bytes
        if (data.size() >= 2) {
            const qsizetype a = below(int(data.size())), b = below(int(data.size()));
            std::swap(data[a], data[b]);
        }
        break;
    }
}

} // namespace taxonomist::test::fuzz
