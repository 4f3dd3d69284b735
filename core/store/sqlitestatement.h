// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace taxonomist::core {

// A prepared statement on the raw SQLite handle of a Qt Sql connection. Core's bulk and hot paths
// use it (the study's import and export, ratings, labels, the team's changes, the audit log):
// binding and reading through QVariant costs more than the statement itself over many rows.
// QSqlQuery remains for the rest (docs/architecture.md says which).
class SqliteStatement final
{
public:
    SqliteStatement(sqlite3 *db, const char *sql);
    SqliteStatement(sqlite3 *db, const QByteArray &sql)
        : SqliteStatement(db, sql.constData())
    { }
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }
    // Whether preparing or the last step failed (next() returns false on errors too).
    bool hasFailed() const { return m_failed; }
    QString errorMessage() const;

    void bind(int index, qint64 value);
    void bind(int index, QByteArrayView utf8); // text; null binds '' (bindNull() binds NULL)
    // Text bound without a copy: the bytes must stay as they are until the statement is reset.
    void bindStatic(int index, QByteArrayView utf8);
    void bind(int index, const QString &text) { bind(index, QByteArrayView(text.toUtf8())); }
    void bindBlob(int index, QByteArrayView bytes);
    void bindNull(int index);

    // Runs a statement that returns no rows, then resets it for the next bindings.
    Status exec();
    // Steps to the next row; false at the end (or on error: check readStatus() after the loop).
    bool next();
    // After a read loop: an Error naming the project file when a step failed (SQLITE_CORRUPT,
    // SQLITE_IOERR, ...) or the statement never prepared, so a cut-short read never passes for
    // a complete one.
    Status readStatus() const;
    // The file of the connection's main database.
    QString fileName() const;
    void reset();
    qint64 lastInsertId() const;
    // Rows the connection's last INSERT, UPDATE or DELETE changed.
    qint64 changes() const;

    qint64 integer(int column) const;
    bool isNull(int column) const;
    // The value's storage class: 'i' integer, 'r' real, 't' text, 'b' blob, 'n' NULL.
    char storageClass(int column) const;
    QByteArrayView utf8(int column) const; // valid until the next step
    QString text(int column) const;
    QByteArrayView blob(int column) const;

private:
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    bool m_failed = false;
};

// The raw handle behind a Qt Sql connection of the SQLite driver, or nullptr.
sqlite3 *sqliteHandle(const QString &connectionName);

// Whether the main file of `db` starts with SQLite's header ("SQLite format 3\0"), read through
// the descriptor SQLite itself holds: a project file is never opened a second time inside a
// process that has it open, since closing any other descriptor of the file drops every POSIX lock
// the process holds on it (fcntl(2)) — and with them SQLite's hold on the WAL, which another
// process's last close would then checkpoint and delete under this one. An Error when the file
// cannot be read.
Result<bool> hasSqliteHeader(sqlite3 *db);

} // namespace taxonomist::core
