// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringView>

#include <cstring>

namespace taxonomist::core {

// Whether two strings hold the same UTF-16 code units: a size check and one memcmp. Qt 6.4's
// QString operator== goes through its general ordering comparison, which the merge of a full
// pull (several lookups for each of 600,000 rows) showed as its largest single cost outside
// SQLite.
inline bool sameText(QStringView a, QStringView b) noexcept
{
    return a.size() == b.size()
        && (a.isEmpty() || a.data() == b.data()
            || std::memcmp(a.data(), b.data(), size_t(a.size()) * sizeof(QChar)) == 0);
}

} // namespace taxonomist::core
