// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitestatement.h"
#include "util/coretext.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

SqliteStatement::SqliteStatement(sqlite3 *db, const char *sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK) {
        m_stmt = nullptr;
        m_failed = true;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

QString SqliteStatement::errorMessage() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_db));
}

void SqliteStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void SqliteStatement::bind(int index, QByteArrayView utf8)
{
    // A null QString or QByteArray is empty text, never SQL NULL (bindNull() says that).
    sqlite3_bind_text(m_stmt, index, utf8.data() ? utf8.data() : "", static_cast<int>(utf8.size()),
        SQLITE_TRANSIENT);
}

void SqliteStatement::bindStatic(int index, QByteArrayView utf8)
{
    sqlite3_bind_text(m_stmt, index, utf8.data() ? utf8.data() : "", static_cast<int>(utf8.size()),
        SQLITE_STATIC);
}

void SqliteStatement::bindBlob(int index, QByteArrayView bytes)
{
    sqlite3_bind_blob64(
        m_stmt, index, bytes.data(), static_cast<sqlite3_uint64>(bytes.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

Status SqliteStatement::exec()
{
    if (!m_stmt)
        return Error(CoreText::tr("SQL error: %1").arg(errorMessage()), {fileName(), 0, 0});
    const int rc = sqlite3_step(m_stmt);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
        // The message before reset: sqlite3_reset() may replace it.
        const QString why = errorMessage();
        sqlite3_reset(m_stmt);
        return Error(CoreText::tr("SQL error: %1").arg(why), {fileName(), 0, 0});
    }
    sqlite3_reset(m_stmt);
    return success();
}

bool SqliteStatement::next()
{
    if (!m_stmt) {
        m_failed = true;
        return false;
    }
    const int rc = sqlite3_step(m_stmt);
    m_failed = rc != SQLITE_ROW && rc != SQLITE_DONE;
    return rc == SQLITE_ROW;
}

Status SqliteStatement::readStatus() const
{
    if (!m_failed)
        return success();
    return Error(
        CoreText::tr("cannot read the project (the file may be damaged): %1").arg(errorMessage()),
        {fileName(), 0, 0});
}

QString SqliteStatement::fileName() const
{
    const char *name = m_db ? sqlite3_db_filename(m_db, "main") : nullptr;
    return name ? QString::fromUtf8(name) : QString();
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

qint64 SqliteStatement::changes() const
{
    return sqlite3_changes64(m_db);
}

qint64 SqliteStatement::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

qint64 SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

char SqliteStatement::storageClass(int column) const
{
    switch (sqlite3_column_type(m_stmt, column)) {
    case SQLITE_INTEGER:
        return 'i';
    case SQLITE_FLOAT:
        return 'r';
    case SQLITE_TEXT:
        return 't';
    case SQLITE_BLOB:
        return 'b';
    default:
        return 'n';
    }
}

QByteArrayView SqliteStatement::utf8(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QByteArrayView(text, sqlite3_column_bytes(m_stmt, column));
}

QString SqliteStatement::text(int column) const
{
    return QString::fromUtf8(utf8(column));
}

QByteArrayView SqliteStatement::blob(int column) const
{
    const auto *bytes = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return QByteArrayView(bytes, sqlite3_column_bytes(m_stmt, column));
}

sqlite3 *sqliteHandle(const QString &connectionName)
{
    const QVariant handle = QSqlDatabase::database(connectionName, false).driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.data());
}

Result<bool> hasSqliteHeader(sqlite3 *db)
{
    sqlite3_file *file = nullptr;
    if (!db || sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) != SQLITE_OK
        || !file || !file->pMethods)
        return Error(CoreText::tr("the file is not open"));
    char header[16] = {};
    const int read = file->pMethods->xRead(file, header, sizeof header, 0);
    if (read == SQLITE_IOERR_SHORT_READ)
        return false; // shorter than a header: not a database
    if (read != SQLITE_OK)
        return Error(QString::fromUtf8(sqlite3_errstr(read)));
    return QByteArrayView(header, sizeof header) == QByteArrayView("SQLite format 3\0", 16);
}

} // namespace taxonomist::core
