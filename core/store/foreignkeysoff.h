// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sqlitestatement.h"

namespace taxonomist::core {

// Turns SQLite's foreign-key checks off for a bulk write whose every id comes from the project
// itself (the study import; a member's first pull, whose merger resolves each issue, member,
// node and device it writes), and back on as they were. PRAGMA foreign_keys cannot change inside a
// transaction: make the guard before it begins and let it go after it ends.
class ForeignKeysOff final
{
public:
    ForeignKeysOff(sqlite3 *db, bool wanted)
        : m_db(db)
    {
        if (!wanted)
            return;
        SqliteStatement state(m_db, "PRAGMA foreign_keys");
        m_restore = state.next() && state.integer(0) != 0;
        state.reset();
        if (m_restore)
            (void)SqliteStatement(m_db, "PRAGMA foreign_keys=OFF").exec();
    }
    ~ForeignKeysOff()
    {
        if (m_restore)
            (void)SqliteStatement(m_db, "PRAGMA foreign_keys=ON").exec();
    }
    ForeignKeysOff(const ForeignKeysOff &) = delete;
    ForeignKeysOff &operator=(const ForeignKeysOff &) = delete;

private:
    sqlite3 *m_db;
    bool m_restore = false;
};

} // namespace taxonomist::core
