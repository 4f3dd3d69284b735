// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "labelstore.h"
#include "rowversion.h"

#include <QByteArray>

namespace taxonomist::core {

class SqliteStatement;

// The one mapping between a labels row and a Label with its version, for every query that reads
// labels to write them elsewhere (the writer, change files, packages): a column added to labels
// is added here and travels everywhere.
class LabelRow final
{
public:
    // The label's own columns, then its version's, each after `alias` and a dot when given.
    static QByteArray columns(const char *alias = nullptr);
    static constexpr int columnCount = 12;
    static Label readLabel(const SqliteStatement &row, int first);
    static RowVersion readVersion(const SqliteStatement &row, int first);
};

} // namespace taxonomist::core
