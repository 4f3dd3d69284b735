// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqliteerror.h"

#include "tuning/sqlitesettings.h"
#include "util/coretext.h"

#include <sqlite3.h>

#include <cerrno>
#include <cstring>

using namespace Qt::StringLiterals;

namespace taxonomist::core::sqlite {

bool isDiskFull(int code, int systemErrno)
{
    return (code & 0xff) == SQLITE_FULL || systemErrno == ENOSPC || systemErrno == EDQUOT
        || systemErrno == EFBIG;
}

bool isReadOnly(int code, int systemErrno)
{
    return (code & 0xff) == SQLITE_READONLY || systemErrno == EROFS
        || ((code & 0xff) == SQLITE_CANTOPEN && (systemErrno == EACCES || systemErrno == EPERM));
}

QString describe(int code, int systemErrno, const QString &file, const QString &detail)
{
    const QString why = detail.isEmpty() ? QString::fromUtf8(sqlite3_errstr(code)) : detail;
    const QString system
        = systemErrno != 0 ? QString::fromLocal8Bit(std::strerror(systemErrno)) : QString();
    // The disk and the permissions are checked first: SQLite reports both under several codes.
    if (isDiskFull(code, systemErrno))
        return CoreText::tr("disk full while writing %1 (%2)")
            .arg(file, system.isEmpty() ? why : system);
    if (isReadOnly(code, systemErrno))
        return CoreText::tr("the project file %1 or its folder is read-only (%2)").arg(file, why);
    switch (code & 0xff) {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return CoreText::tr("the project file %1 is damaged: %2").arg(file, why);
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        // SQLite waited busy_timeout for the write lock (tuning/sqlitesettings.cpp) before this.
        return CoreText::tr(
            "the project file %1 is busy: another program (a CLI command, a second window, a "
            "sync) kept writing it for %2 s; nothing was written, try again (%3)")
            .arg(file)
            .arg(busyTimeoutMs() / 1000)
            .arg(why);
    case SQLITE_CANTOPEN:
        return CoreText::tr("cannot open the project file %1 (%2)")
            .arg(file, system.isEmpty() ? why : system);
    case SQLITE_PERM:
    case SQLITE_AUTH:
        return CoreText::tr("no permission to use the project file %1 (%2)").arg(file, why);
    case SQLITE_IOERR:
        return CoreText::tr("input/output error on %1 (%2)")
            .arg(file, system.isEmpty() ? why : system);
    default:
        return CoreText::tr("database error on %1: %2").arg(file, why);
    }
}

Error lastError(sqlite3 *db, const QString &file, const QString &detail)
{
    if (!db)
        return Error(CoreText::tr("database error on %1: %2").arg(file, detail));
    const int code = sqlite3_extended_errcode(db);
    return Error(describe(code, sqlite3_system_errno(db), file,
        detail.isEmpty() ? QString::fromUtf8(sqlite3_errmsg(db)) : detail));
}

} // namespace taxonomist::core::sqlite
