// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sqlitestatement.h"

#include <QByteArray>

#include <memory>
#include <vector>

struct sqlite3;

namespace taxonomist::core {

// INSERT statements that write several rows of one shape at a time, "PREFIX (row),(row),...",
// each prepared once per row count when first needed. A bulk write (the study import) runs one
// statement for many rows instead of one per row: binding stays, the per-statement cost of
// stepping and resetting goes. A row's template may name parameters shared by every row
// (?1..?shared); its own are anonymous "?" that SQLite numbers on from there.
//
// Give the prefix "INSERT OR FAIL" where the caller rolls the whole transaction back on any
// error: a multi-row INSERT that may ABORT needs a statement journal (a copy of every page it
// touches), one that FAILs does not.
class MultiRowInsert final
{
public:
    MultiRowInsert(sqlite3 *db, QByteArray prefix, QByteArray rowTemplate, int sharedParameters,
        int rowParameters);
    ~MultiRowInsert();
    MultiRowInsert(const MultiRowInsert &) = delete;
    MultiRowInsert &operator=(const MultiRowInsert &) = delete;

    // The statement for `count` rows (at least 1).
    SqliteStatement &rows(qsizetype count);
    // The number of the parameter of `column` (0-based) in row `row` (0-based).
    int parameter(qsizetype row, int column) const
    {
        return m_shared + int(row) * m_perRow + column + 1;
    }

private:
    sqlite3 *m_db;
    QByteArray m_prefix;
    QByteArray m_row;
    int m_shared;
    int m_perRow;
    std::vector<std::unique_ptr<SqliteStatement>> m_statements; // by row count
};

} // namespace taxonomist::core
