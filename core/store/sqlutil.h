// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/coretext.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <optional>

namespace taxonomist::core::sql {

// Runs a prepared query; a failure becomes an Error naming the driver's message.
inline Status exec(QSqlQuery &query)
{
    if (query.exec())
        return success();
    return Error(CoreText::tr("database error: %1").arg(query.lastError().text()));
}

inline Status exec(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (query.exec(statement))
        return success();
    return Error(CoreText::tr("database error: %1").arg(query.lastError().text()));
}

// Call after every `while (query.next())` loop (and after a single next() that returned false):
// next() returns false at the end of the rows and on SQLITE_CORRUPT or SQLITE_IOERR alike, so a
// loop that stopped early must not pass for a complete read. The error names the project file.
inline Status readStatus(const QSqlQuery &query, const QString &projectFile)
{
    const QSqlError error = query.lastError();
    if (!error.isValid())
        return success();
    return Error(
        CoreText::tr("cannot read the project (the file may be damaged): %1").arg(error.text()),
        {projectFile, 0, 0});
}

// Runs a prepared query for one value: the first row's first column, nothing when there is no
// row, an Error when running or reading fails.
inline Result<std::optional<QVariant>> firstValue(QSqlQuery &query, const QString &projectFile)
{
    if (auto status = exec(query); !status)
        return status.error();
    if (query.next())
        return std::optional<QVariant>(query.value(0));
    if (auto status = readStatus(query, projectFile); !status)
        return status.error();
    return std::optional<QVariant>();
}

} // namespace taxonomist::core::sql
