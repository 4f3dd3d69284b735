// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "rowversion.h"
#include "sqlitestatement.h"

#include <optional>

struct sqlite3;

namespace taxonomist::core {

// A removed shared row's last version (a tombstone): kept so that the removal travels to other
// copies and an older version arriving later cannot bring the row back.
struct Tombstone
{
    RowVersion version;
    qint64 changedBy = 0;
};

// The tombstones of one kind of row ("label", "final_label", "assignment"), keyed by issue and
// annotator (0 for a row of the issue alone), for the writers of those rows. Statements are
// prepared once; use inside the caller's transaction (BEGIN IMMEDIATE: no other connection writes
// meanwhile). Whether the kind has any tombstone at all is read once, when it is made: a copy that
// never removed such a row (a new copy filled by a pull) then looks none up.
class Tombstones final
{
public:
    Tombstones(sqlite3 *db, const char *kind);

    Result<std::optional<Tombstone>> find(qint64 issueId, qint64 annotatorId);
    Status bury(qint64 issueId, qint64 annotatorId, const RowVersion &version, qint64 changedBy);
    // The row is back: its tombstone goes.
    Status lift(qint64 issueId, qint64 annotatorId);

private:
    SqliteStatement m_find;
    SqliteStatement m_bury;
    SqliteStatement m_lift;
    bool m_any = true; // false: no row of this kind was ever removed, so there is none to find
};

} // namespace taxonomist::core
