// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace taxonomist::core::sql {

// Runs a prepared query; a failure becomes an Error naming the driver's message.
inline Status exec(QSqlQuery &query)
{
    if (query.exec())
        return success();
    return Error(QStringLiteral("database error: ") + query.lastError().text());
}

inline Status exec(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (query.exec(statement))
        return success();
    return Error(QStringLiteral("database error: ") + query.lastError().text());
}

// Call after every `while (query.next())` loop (and after a single next() that returned false):
// next() returns false at the end of the rows and on SQLITE_CORRUPT or SQLITE_IOERR alike, so a
// loop that stopped early must not pass for a complete read. The error names the project file.
inline Status readStatus(const QSqlQuery &query, const QString &projectFile)
{
    const QSqlError error = query.lastError();
    if (!error.isValid())
        return success();
    return Error(QStringLiteral("cannot read the project (the file may be damaged): ") + error.text(),
                 {projectFile, 0, 0});
}

} // namespace taxonomist::core::sql
