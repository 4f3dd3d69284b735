// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace taxonomist::core::sqlite {

// What SQLite takes for the whole process, and only before its first connection: call it first
// thing in main(), before any thread or database exists.
//
// SQLite keeps no memory statistics (SQLITE_CONFIG_MEMSTATUS off). Kept, they take one
// process-wide mutex at every allocation, and Debian's SQLite allocates every small object with
// malloc (it is built without lookaside): two threads reading projects at once — a command and
// the check of its tables, the window and its workers — then wait for each other all the time
// (docs/performance.md has the measurement). Nothing here reads them (sqlite3_memory_used(), a soft
// heap limit).
//
// False when SQLite was already in use: its settings stay as they were, which is correct, only
// slower.
bool configureProcess();

} // namespace taxonomist::core::sqlite
