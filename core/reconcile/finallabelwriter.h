// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "finallabel.h"
#include "result.h"
#include "store/rowversion.h"
#include "store/sqlitestatement.h"
#include "store/tombstones.h"

#include <optional>

struct sqlite3;

namespace taxonomist::core {

// A final label as a copy stores it, with its version (docs/team.md); a removed one keeps the
// version of its removal (a tombstone) so the removal travels to other copies.
struct StoredFinalLabel
{
    std::optional<FinalLabel> label;
    RowVersion version;
    qint64 changedBy = 0; // the lead who wrote this version; 0: imported
    bool removed = false;

    bool exists() const { return label.has_value() || removed; }
};

// The one place final_labels rows are written, one version at a time, inside the caller's
// transaction: FinalLabelStore::write (the lead's decisions, audit-logged) and merges of other
// copies' versions (logged by the merge). Statements are prepared once per writer.
class FinalLabelWriter final
{
public:
    explicit FinalLabelWriter(sqlite3 *db);

    Result<StoredFinalLabel> current(qint64 issueId);
    Status write(qint64 issueId, const std::optional<FinalLabel> &label, const RowVersion &version,
        qint64 changedBy);

private:
    SqliteStatement m_select;
    SqliteStatement m_upsert;
    SqliteStatement m_remove;
    Tombstones m_tombstones;
};

} // namespace taxonomist::core
