// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchoutcome.h"

#include <array>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr std::array names {
    "fetched", "unchanged", "moved", "missing", "gone", "forbidden", "failed"};

} // namespace

QString fetchStateName(FetchState state)
{
    return QString::fromLatin1(names[size_t(state)]);
}

std::optional<FetchState> fetchStateFromName(const QString &name)
{
    for (size_t i = 0; i < names.size(); ++i) {
        if (name == QLatin1StringView(names[i]))
            return FetchState(i);
    }
    return std::nullopt;
}

} // namespace taxonomist::core
