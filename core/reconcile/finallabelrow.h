// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "finallabel.h"

#include <QByteArray>

#include <optional>

namespace taxonomist::core {

class SqliteStatement;

// The one mapping between a final_labels row and a FinalLabel, for every query that reads final
// labels: the six columns in the order read() expects them.
class FinalLabelRow final
{
public:
    // "node_id, false_positive, method, decided_by, note, decided_at", each after `alias` and a
    // dot when one is given ("f" → "f.node_id, ...").
    static QByteArray columns(const char *alias = nullptr);
    // The label in the six columns that start at `first`; nothing when the row has none (a LEFT
    // JOIN that found no final label: method, which the schema requires, is NULL).
    static std::optional<FinalLabel> read(const SqliteStatement &row, int first);
};

} // namespace taxonomist::core
