// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqliteprocess.h"

#include <sqlite3.h>

namespace taxonomist::core::sqlite {

bool configureProcess()
{
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK;
}

} // namespace taxonomist::core::sqlite
