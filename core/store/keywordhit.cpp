// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keywordhit.h"

#include <array>

namespace taxonomist::core {

namespace {

constexpr std::array names {"title", "body", "comment", "code", "url", "user"};

} // namespace

QString keywordLocationName(KeywordLocation location)
{
    return QString::fromLatin1(names[size_t(location)]);
}

std::optional<KeywordLocation> keywordLocationFromName(const QString &name)
{
    for (size_t i = 0; i < names.size(); ++i) {
        if (name == QLatin1StringView(names[i]))
            return KeywordLocation(i);
    }
    return std::nullopt;
}

bool isProse(KeywordLocation location)
{
    return location == KeywordLocation::Title || location == KeywordLocation::Body
        || location == KeywordLocation::Comment;
}

} // namespace taxonomist::core
