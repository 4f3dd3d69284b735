// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tablecheck.h"

#include "sqliteerror.h"
#include "tuning/sqlitesettings.h"
#include "util/coretext.h"

#include <QRegularExpression>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Status TableCheck::run(sqlite3 *db, const QString &file, const QString &table)
{
    // Table names come from the code, never from data; anything else is refused rather than quoted.
    static const QRegularExpression identifier(u"^[a-z_][a-z0-9_]*$"_s);
    if (!table.isEmpty() && !identifier.match(table).hasMatch())
        return Error(CoreText::tr("not a table name: %1").arg(table));
    const QByteArray pragma = table.isEmpty() ? QByteArray("PRAGMA quick_check(1)")
                                              : "PRAGMA quick_check(" + table.toUtf8() + ')';
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(db, pragma.constData(), -1, &statement, nullptr) != SQLITE_OK)
        return sqlite::lastError(db, file);
    Status status = success();
    if (sqlite3_step(statement) != SQLITE_ROW) {
        status = sqlite::lastError(db, file);
    } else {
        const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
        const QString first = QString::fromUtf8(text ? text : "");
        if (first != u"ok"_s)
            status = Error(CoreText::tr("the project file %1 is damaged: %2").arg(file, first));
    }
    sqlite3_finalize(statement);
    return status;
}

TableCheck::TableCheck(QByteArray uri, QString file, QStringList tables)
{
    m_thread = std::thread([this, uri = std::move(uri), file = std::move(file),
                               tables = std::move(tables)] {
        sqlite3 *db = nullptr;
        // This thread alone uses the connection: no mutex of its own (as Qt opens its
        // connections).
        const int opened = sqlite3_open_v2(uri.constData(), &db,
            SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
        if (opened != SQLITE_OK) {
            m_status = db ? sqlite::lastError(db, file)
                          : Error(sqlite::describe(opened, 0, file, QString()));
        } else {
            m_status = sqlite::applyConnectionSettings(db, sqlite::ConnectionUse::Reading, file);
            for (int i = 0; m_status && i < tables.size(); ++i)
                m_status = run(db, file, tables.at(i));
        }
        sqlite3_close_v2(db);
    });
}

TableCheck::~TableCheck()
{
    if (m_thread.joinable())
        m_thread.join();
}

Status TableCheck::wait()
{
    if (m_thread.joinable())
        m_thread.join();
    return m_status;
}

} // namespace taxonomist::core
