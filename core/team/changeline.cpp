// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changeline.h"

#include "util/inboundlimits.h"

#include <algorithm>

namespace taxonomist::core {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

void skipSpace(QByteArrayView line, qsizetype &at)
{
    while (at < line.size() && isSpace(line[at]))
        ++at;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(std::string &out, char32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

} // namespace

bool ChangeLineParser::fail(const char *what, qsizetype at)
{
    m_error = what;
    m_column = static_cast<int>(at) + 1;
    return false;
}

bool ChangeLineParser::string(QByteArrayView line, qsizetype &at, ChangeValue &value)
{
    const qsizetype start = ++at; // after the opening quote
    while (at < line.size() && line[at] != '"' && line[at] != '\\') {
        if (static_cast<unsigned char>(line[at]) < 0x20)
            return fail("a control character in a string", at);
        ++at;
    }
    if (at >= line.size())
        return fail("a string without its closing quote", start - 1);
    value.type = ChangeValue::Type::String;
    if (line[at] == '"') {
        value.text = line.sliced(start, at - start);
        ++at;
        return true;
    }
    // Decoded once into storage of the escaped text's size (never more than the raw string).
    qsizetype end = at;
    while (end < line.size() && line[end] != '"')
        end += line[end] == '\\' ? 2 : 1;
    std::string &decoded = m_decoded.emplace_back();
    decoded.reserve(static_cast<size_t>(std::min(end, line.size()) - start));
    decoded.append(line.data() + start, static_cast<size_t>(at - start));
    while (at < line.size() && line[at] != '"') {
        const char c = line[at];
        if (static_cast<unsigned char>(c) < 0x20)
            return fail("a control character in a string", at);
        if (c != '\\') {
            decoded += c;
            ++at;
            continue;
        }
        if (++at >= line.size())
            break;
        switch (line[at]) {
        case '"':
            decoded += '"';
            break;
        case '\\':
            decoded += '\\';
            break;
        case '/':
            decoded += '/';
            break;
        case 'b':
            decoded += '\b';
            break;
        case 'f':
            decoded += '\f';
            break;
        case 'n':
            decoded += '\n';
            break;
        case 'r':
            decoded += '\r';
            break;
        case 't':
            decoded += '\t';
            break;
        case 'u': {
            const auto unit = [&](qsizetype from) -> int {
                if (from + 4 > line.size())
                    return -1;
                int code = 0;
                for (qsizetype i = from; i < from + 4; ++i) {
                    const int digit = hexDigit(line[i]);
                    if (digit < 0)
                        return -1;
                    code = code * 16 + digit;
                }
                return code;
            };
            const int first = unit(at + 1);
            if (first < 0)
                return fail("a \\u escape without four hex digits", at);
            at += 4;
            char32_t code = char32_t(first);
            if (first >= 0xD800 && first <= 0xDBFF) {
                const int second
                    = at + 2 < line.size() && line[at + 1] == '\\' && line[at + 2] == 'u'
                    ? unit(at + 3)
                    : -1;
                if (second < 0xDC00 || second > 0xDFFF)
                    return fail("a lone surrogate in a \\u escape", at);
                code = 0x10000 + ((char32_t(first) - 0xD800) << 10) + (char32_t(second) - 0xDC00);
                at += 6;
            } else if (first >= 0xDC00 && first <= 0xDFFF) {
                return fail("a lone surrogate in a \\u escape", at);
            }
            appendUtf8(decoded, code);
            break;
        }
        default:
            return fail("an unknown escape in a string", at);
        }
        ++at;
    }
    if (at >= line.size())
        return fail("a string without its closing quote", start - 1);
    ++at;
    value.text = QByteArrayView(decoded.data(), static_cast<qsizetype>(decoded.size()));
    return true;
}

bool ChangeLineParser::skipNested(QByteArrayView line, qsizetype &at)
{
    int depth = 0;
    const qsizetype start = at;
    while (at < line.size()) {
        const char c = line[at];
        if (c == '"') {
            ChangeValue ignored;
            if (!string(line, at, ignored))
                return false;
            continue;
        }
        if (c == '[' || c == '{') {
            if (++depth > InboundLimits::MaxNestingDepth)
                return fail("lists or objects nested too deep", at);
        } else if (c == ']' || c == '}')
            --depth;
        ++at;
        if (depth == 0)
            return true;
    }
    return fail("a list or object without its end", start);
}

bool ChangeLineParser::parse(QByteArrayView line, std::vector<ChangeValue> &values)
{
    values.clear();
    m_decoded.clear();
    qsizetype at = 0;
    skipSpace(line, at);
    if (at >= line.size() || line[at] != '[')
        return fail("a record is a JSON list", at);
    ++at;
    skipSpace(line, at);
    if (at < line.size() && line[at] == ']') {
        ++at;
    } else {
        for (;;) {
            skipSpace(line, at);
            if (at >= line.size())
                return fail("the list has no end", at);
            ChangeValue value;
            const char c = line[at];
            const qsizetype start = at;
            value.column = static_cast<int>(start) + 1;
            if (c == '"') {
                if (!string(line, at, value))
                    return false;
            } else if (c == '[' || c == '{') {
                if (!skipNested(line, at))
                    return false;
                value.type = ChangeValue::Type::Nested;
                value.text = line.sliced(start, at - start);
            } else if (line.sliced(at).startsWith("true")) {
                value.type = ChangeValue::Type::Boolean;
                value.boolean = true;
                at += 4;
            } else if (line.sliced(at).startsWith("false")) {
                value.type = ChangeValue::Type::Boolean;
                at += 5;
            } else if (line.sliced(at).startsWith("null")) {
                at += 4;
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                if (c == '-')
                    ++at;
                const qsizetype digits = at;
                bool overflow = false;
                qint64 number = 0;
                while (at < line.size() && line[at] >= '0' && line[at] <= '9') {
                    overflow = overflow || number > (std::numeric_limits<qint64>::max() - 9) / 10;
                    number = number * 10 + (line[at] - '0');
                    ++at;
                }
                if (at == digits || (line[digits] == '0' && at - digits > 1))
                    return fail("a malformed number", start);
                value.type = ChangeValue::Type::Integer;
                value.integer = c == '-' ? -number : number;
                if (at < line.size() && (line[at] == '.' || line[at] == 'e' || line[at] == 'E')) {
                    ++at;
                    while (at < line.size() && !isSpace(line[at]) && line[at] != ','
                        && line[at] != ']')
                        ++at;
                    overflow = true;
                }
                if (overflow) {
                    value.type = ChangeValue::Type::Number; // not a whole number a field could take
                    value.text = line.sliced(start, at - start);
                }
            } else {
                return fail("not a JSON value", at);
            }
            values.push_back(value);
            skipSpace(line, at);
            if (at < line.size() && line[at] == ',') {
                ++at;
                continue;
            }
            if (at < line.size() && line[at] == ']') {
                ++at;
                break;
            }
            return fail("a comma or the end of the list expected", at);
        }
    }
    skipSpace(line, at);
    if (at != line.size())
        return fail("text after the record's list", at);
    return true;
}

} // namespace taxonomist::core
