// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <functional>
#include <memory>
#include <optional>
#include <QByteArrayView>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace taxonomist::core {

// Where a team server is: a `postgresql://USER@HOST[:PORT]/DB[?sslmode=…]` address. The password
// never travels in it: libpq finds it in PGPASSWORD, ~/.pgpass or a PGSERVICE entry (or the app
// passes one from the keychain), so an address can be stored in a project and printed in logs.
struct ServerAddress
{
    QString host; // empty: libpq's default (PGHOST, the local socket)
    int port = 0; // 0: libpq's default (PGPORT, 5432)
    QString database;
    QString user;
    QStringList options; // libpq keywords from the query string, "sslmode=verify-full"

    // Refuses an address with a password, an unknown scheme or an unknown or unsafe option.
    static Result<ServerAddress> parse(const QString &url);
    QString url() const;
};

// One row of ServerConnection::stream: each value as the bytes the server sent (text format), no
// conversion made. Valid only during the call that hands it over.
class StreamedRow final
{
public:
    // `library`: the libpq functions the connection reads with (serverconnection.cpp).
    StreamedRow(const void *library, const void *result, int row)
        : m_library(library)
        , m_result(result)
        , m_row(row)
    { }
    int columns() const;
    bool isNull(int column) const;
    QByteArrayView value(int column) const; // empty for NULL
    // The value as a number, or std::nullopt when it is not one (or NULL).
    std::optional<qint64> number(int column) const;

private:
    const void *m_library;
    const void *m_result; // a PGresult (one row in single-row mode)
    int m_row;
};

// One connection to the team server through Qt's QPSQL driver, with its own connection name so
// each thread has its own; closed and removed when it goes.
class ServerConnection final
{
public:
    // Every session's bounds, in milliseconds: waiting for a lock another member holds (the
    // team's revision lock during their push), one statement, and an open transaction that sends
    // nothing. Past them the server cancels and the sync says so; the next sync tries again.
    static constexpr int lockTimeoutMs = 10000;
    static constexpr int statementTimeoutMs = 300000;
    static constexpr int idleInTransactionTimeoutMs = 60000;

    // `password` empty: libpq's own sources (PGPASSWORD, ~/.pgpass, PGSERVICE).
    static Result<std::unique_ptr<ServerConnection>> open(
        const ServerAddress &address, const QString &password = {});
    ~ServerConnection();
    ServerConnection(const ServerConnection &) = delete;
    ServerConnection &operator=(const ServerConnection &) = delete;

    const ServerAddress &address() const { return m_address; }
    QSqlDatabase database() const;

    // Runs one statement; the Error carries the server's message and what was being done.
    Status exec(const QString &sql, const QVariantList &values = {}, const QString &doing = {});
    // A forward-only query, executed, for the caller to read.
    Result<QSqlQuery> select(
        const QString &sql, const QVariantList &values = {}, const QString &doing = {});
    // Runs one statement and hands its rows to `take` one at a time as they arrive, through libpq
    // itself in single-row mode on this connection: no QVariant or QString is made for a value
    // the caller reads as bytes (a pull's 600,000 records). An Error from `take` stops the
    // statement (cancelled, its remaining rows dropped) and is returned. A select() still open on
    // this connection is ended first.
    Status stream(const QString &sql, const QString &doing,
        const std::function<Status(const StreamedRow &)> &take);
    Status begin(bool readOnlySnapshot = false);
    Status commit();
    void rollback();
    bool inTransaction() const { return m_inTransaction; }

private:
    ServerConnection(ServerAddress address, QString name);
    ServerAddress m_address;
    QString m_name;
    bool m_inTransaction = false;
};

} // namespace taxonomist::core
