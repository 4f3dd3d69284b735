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

} // namespace taxonomist::core::sql
