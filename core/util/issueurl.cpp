// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issueurl.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool isAlphanumeric(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9');
}

bool isHostCharacter(QChar c)
{
    return isAlphanumeric(c) || c == u'.' || c == u'-';
}

bool isNameCharacter(QChar c)
{
    return isHostCharacter(c) || c == u'_';
}

// The non-empty run of `accepted` characters from `at` up to the next '/', as (from, size);
// `at` moves past the '/'. Nothing when another character comes first or no '/' follows.
template<typename Accepted>
std::optional<std::pair<qsizetype, qsizetype>> takeSegment(QStringView url, qsizetype end, qsizetype &at,
                                                           Accepted accepted)
{
    const qsizetype from = at;
    while (at < end && url[at] != u'/') {
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
bool isUnsigned64(QStringView digits)
{
    quint64 value = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return false;
        if (__builtin_mul_overflow(value, quint64(10), &value)
            || __builtin_add_overflow(value, quint64(c.unicode() - u'0'), &value))
            return false;
    }
    return true;
}

} // namespace

// What the pattern ^https?://([A-Za-z0-9.-]+)/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)/(issues|pulls?)/
// ([A-Za-z0-9]+)/?$ matched, read without a regular expression and without copies: an import
// reads every row's link (the match and its captured strings were a third of the time its reading
// thread spent on a row). The test IssueUrl.ParsesWhatThePatternMatched holds the two to the same
// answers.
std::optional<IssueUrl::Spans> IssueUrl::locate(QStringView url)
{
    qsizetype end = url.size();
    // The pattern's `$` also matched before a line feed that ends the text.
    if (end > 0 && url[end - 1] == u'\n')
        --end;
    qsizetype at = 0;
    if (url.startsWith(u"https://"))
        at = 8;
    else if (url.startsWith(u"http://"))
        at = 7;
    else
        return std::nullopt;
    Spans spans;
    const auto host = takeSegment(url, end, at, isHostCharacter);
    if (!host)
        return std::nullopt;
    const auto owner = takeSegment(url, end, at, isNameCharacter);
    if (!owner)
        return std::nullopt;
    const auto repo = takeSegment(url, end, at, isNameCharacter);
    if (!repo)
        return std::nullopt;
    const auto kind = takeSegment(url, end, at, isAlphanumeric);
    if (!kind)
        return std::nullopt;
    const QStringView kindText = url.sliced(kind->first, kind->second);
    if (kindText != u"issues" && kindText != u"pull" && kindText != u"pulls")
        return std::nullopt;
    if (end > at && url[end - 1] == u'/')
        --end;
    const QStringView number = url.sliced(at, end - at);
    if (number.isEmpty() || !std::all_of(number.begin(), number.end(), isAlphanumeric))
        return std::nullopt;
    // GitHub numbers issues; Gitee's ids carry letters.
    if (url.sliced(host->first, host->second).compare(u"github.com", Qt::CaseInsensitive) == 0
        && !isUnsigned64(number))
        return std::nullopt;
    spans.hostFrom = host->first;
    spans.hostSize = host->second;
    spans.ownerFrom = owner->first;
    spans.ownerSize = owner->second;
    spans.repoFrom = repo->first;
    spans.repoSize = repo->second;
    spans.numberFrom = at;
    spans.numberSize = number.size();
    spans.isPullRequest = kindText != u"issues";
    return spans;
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
