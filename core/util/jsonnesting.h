// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>

#include <optional>

namespace taxonomist::core {

// The offset of the first bracket in a JSON text that opens nesting level `limit + 1`, if there
// is one; brackets inside strings do not count. For untrusted JSON, before a parser builds a tree
// of it (Qt's accepts 1,024 levels, nlohmann's any number).
std::optional<qsizetype> firstTooDeep(QByteArrayView json, int limit);

} // namespace taxonomist::core
