// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

struct sqlite3;

namespace taxonomist::core::sqlite {

// The one place that turns an SQLite failure on a project file into words a user can act on:
// a full disk is a full disk, a read-only file is read-only, and only SQLITE_CORRUPT / NOTADB
// call the file damaged. `code` is an extended result code, `systemErrno` what
// sqlite3_system_errno() reported with it (0 when none), `detail` the driver's own text.
QString describe(int code, int systemErrno, const QString &file, const QString &detail);

// Whether the failure means there is no room left (SQLITE_FULL, ENOSPC, EDQUOT, EFBIG).
bool isDiskFull(int code, int systemErrno);
// Whether the failure means the file or its folder cannot be written (SQLITE_READONLY*, EROFS,
// EACCES).
bool isReadOnly(int code, int systemErrno);

// describe() for the last failure on `db`; `detail` defaults to sqlite3_errmsg().
Error lastError(sqlite3 *db, const QString &file, const QString &detail = {});

} // namespace taxonomist::core::sqlite
