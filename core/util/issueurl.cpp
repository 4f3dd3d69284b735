// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issueurl.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// A UTF-16 unit or a byte of UTF-8, as a number (a byte of a multi-byte character is 0x80 or more).
char32_t unit(QChar c)
{
    return c.unicode();
}

char32_t unit(char c)
{
    return static_cast<unsigned char>(c);
}

template<typename Char>
bool isAlphanumeric(Char c)
{
    const char32_t u = unit(c);
    return (u >= U'a' && u <= U'z') || (u >= U'A' && u <= U'Z') || (u >= U'0' && u <= U'9');
}

template<typename Char>
bool isHostCharacter(Char c)
{
    return isAlphanumeric(c) || unit(c) == U'.' || unit(c) == U'-';
}

template<typename Char>
bool isNameCharacter(Char c)
{
    return isHostCharacter(c) || unit(c) == U'_';
}

// The non-empty run of `accepted` characters from `at` up to the next '/', as (from, size);
// `at` moves past the '/'. Nothing when another character comes first or no '/' follows.
template<typename View, typename Accepted>
std::optional<std::pair<qsizetype, qsizetype>> takeSegment(
    View url, qsizetype end, qsizetype &at, Accepted accepted)
{
    const qsizetype from = at;
    while (at < end && unit(url[at]) != U'/') {
        if (!accepted(url[at]))
            return std::nullopt;
        ++at;
    }
    if (at == from || at == end)
        return std::nullopt;
    const qsizetype size = at - from;
    ++at;
    return std::make_pair(from, size);
}

// What QString::toULongLong() accepts of a run of letters and digits: digits, within 64 bits.
template<typename View>
bool isUnsigned64(View digits)
{
    quint64 value = 0;
    for (const auto c : digits) {
        const char32_t u = unit(c);
        if (u < U'0' || u > U'9')
            return false;
        if (__builtin_mul_overflow(value, quint64(10), &value)
            || __builtin_add_overflow(value, quint64(u - U'0'), &value))
            return false;
    }
    return true;
}

// `text` is `ascii` (given in lower case when the case is ignored), unit for unit.
template<typename View>
bool equalsAscii(
    View text, QLatin1StringView ascii, Qt::CaseSensitivity sensitivity = Qt::CaseSensitive)
{
    if (text.size() != ascii.size())
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t u = unit(text[i]);
        if (sensitivity == Qt::CaseInsensitive && u >= U'A' && u <= U'Z')
            u += U'a' - U'A';
        if (u != char32_t(ascii[i].unicode()))
            return false;
    }
    return true;
}

template<typename View>
std::optional<IssueUrl::Spans> locateIn(View url)
{
    qsizetype end = url.size();
    // The pattern's `$` also matched before a line feed that ends the text.
    if (end > 0 && unit(url[end - 1]) == U'\n')
        --end;
    qsizetype at = 0;
    const auto startsWith = [&](QLatin1StringView prefix) {
        return url.size() >= prefix.size() && equalsAscii(url.first(prefix.size()), prefix);
    };
    if (startsWith("https://"_L1))
        at = 8;
    else if (startsWith("http://"_L1))
        at = 7;
    else
        return std::nullopt;
    const auto host = takeSegment(url, end, at, isHostCharacter<typename View::value_type>);
    if (!host)
        return std::nullopt;
    const auto owner = takeSegment(url, end, at, isNameCharacter<typename View::value_type>);
    if (!owner)
        return std::nullopt;
    const auto repo = takeSegment(url, end, at, isNameCharacter<typename View::value_type>);
    if (!repo)
        return std::nullopt;
    const auto kind = takeSegment(url, end, at, isAlphanumeric<typename View::value_type>);
    if (!kind)
        return std::nullopt;
    const View kindText = url.sliced(kind->first, kind->second);
    const bool issues = equalsAscii(kindText, "issues"_L1);
    if (!issues && !equalsAscii(kindText, "pull"_L1) && !equalsAscii(kindText, "pulls"_L1))
        return std::nullopt;
    if (end > at && unit(url[end - 1]) == U'/')
        --end;
    const View number = url.sliced(at, end - at);
    if (number.isEmpty()
        || !std::all_of(number.begin(), number.end(), isAlphanumeric<typename View::value_type>))
        return std::nullopt;
    // GitHub numbers issues; Gitee's ids carry letters.
    if (equalsAscii(url.sliced(host->first, host->second), "github.com"_L1, Qt::CaseInsensitive)
        && !isUnsigned64(number))
        return std::nullopt;
    IssueUrl::Spans spans;
    spans.hostFrom = host->first;
    spans.hostSize = host->second;
    spans.ownerFrom = owner->first;
    spans.ownerSize = owner->second;
    spans.repoFrom = repo->first;
    spans.repoSize = repo->second;
    spans.numberFrom = at;
    spans.numberSize = number.size();
    spans.isPullRequest = !issues;
    return spans;
}

} // namespace

// What the pattern ^https?://([A-Za-z0-9.-]+)/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)/(issues|pulls?)/
// ([A-Za-z0-9]+)/?$ matched, read without a regular expression and without copies: an import
// reads every row's link (the match and its captured strings were a third of the time its reading
// thread spent on a row). The test IssueUrl.ParsesWhatThePatternMatched holds the two to the same
// answers.
std::optional<IssueUrl::Spans> IssueUrl::locate(QStringView url)
{
    return locateIn(url);
}

std::optional<IssueUrl::Spans> IssueUrl::locate(QByteArrayView utf8)
{
    return locateIn(utf8);
}

std::optional<IssueUrl> IssueUrl::parse(const QString &url)
{
    const auto spans = locate(url);
    if (!spans)
        return std::nullopt;
    IssueUrl result;
    result.host = url.sliced(spans->hostFrom, spans->hostSize).toLower();
    result.owner = url.sliced(spans->ownerFrom, spans->ownerSize);
    result.repo = url.sliced(spans->repoFrom, spans->repoSize);
    result.number = url.sliced(spans->numberFrom, spans->numberSize);
    result.isPullRequest = spans->isPullRequest;
    return result;
}

} // namespace taxonomist::core
