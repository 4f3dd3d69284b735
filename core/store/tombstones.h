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
// meanwhile). Whether the kind has any tombstone at all is read when it is made, and again after
// any Tombstones of this process buried one: a copy that never removed such a row (a new copy
// filled by a pull) then looks none up.
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
    void lookForAny();

    SqliteStatement m_lift;
    SqliteStatement m_any;
    bool m_anyKnown = true; // false: no row of this kind was ever removed, none to find
    quint64 m_burialsSeen = 0; // the process's burials when m_anyKnown was read
};

} // namespace taxonomist::core
