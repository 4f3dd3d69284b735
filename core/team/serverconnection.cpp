// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverconnection.h"

#include "teamlogging.h"

#include "util/coretext.h"
#include "util/runtimelibrary.h"

#include <libpq-fe.h>

#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The libpq keywords an address may carry. Not "password" (never in an address), nothing that
// names a program or file to run.
const QStringList allowedOptions {u"sslmode"_s, u"sslrootcert"_s, u"sslcert"_s, u"sslkey"_s,
    u"sslcrl"_s, u"service"_s, u"connect_timeout"_s, u"application_name"_s,
    u"target_session_attrs"_s, u"host"_s, u"port"_s};

// The session's bounds, said as what happened: the sync is safe to run again.
QString explained(const QString &code, const QString &text)
{
    if (code == u"55P03"_s)
        return CoreText::tr(
            "another member's sync held the team server's lock for more than %1 s; nothing "
            "was changed, sync again in a moment (%2)")
            .arg(ServerConnection::lockTimeoutMs / 1000)
            .arg(text);
    if (code == u"57014"_s)
        return CoreText::tr("the team server did not finish within %1 s; nothing was changed (%2)")
            .arg(ServerConnection::statementTimeoutMs / 1000)
            .arg(text);
    return text;
}

QString errorText(const QSqlError &error)
{
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        text = error.driverText().trimmed();
    return explained(error.nativeErrorCode(), text);
}

// A COPY answer never ends by itself (libpq hands out a COPY result on every call): a server that
// gives one to a query is not a team server, and the connection is dropped.
bool isCopy(ExecStatusType status)
{
    return status == PGRES_COPY_IN || status == PGRES_COPY_OUT || status == PGRES_COPY_BOTH;
}

struct LibPq
{
    decltype(&::PQclear) clear = nullptr;
    decltype(&::PQresultStatus) resultStatus = nullptr;
    decltype(&::PQgetResult) getResult = nullptr;
    decltype(&::PQsetSingleRowMode) setSingleRowMode = nullptr;
    decltype(&::PQsendQuery) sendQuery = nullptr;
    decltype(&::PQresultErrorMessage) resultErrorMessage = nullptr;
    decltype(&::PQresultErrorField) resultErrorField = nullptr;
    decltype(&::PQresStatus) resStatus = nullptr;
    decltype(&::PQntuples) ntuples = nullptr;
    decltype(&::PQnfields) nfields = nullptr;
    decltype(&::PQgetvalue) getvalue = nullptr;
    decltype(&::PQgetlength) getlength = nullptr;
    decltype(&::PQgetisnull) getisnull = nullptr;
    decltype(&::PQgetCancel) getCancel = nullptr;
    decltype(&::PQfreeCancel) freeCancel = nullptr;
    decltype(&::PQerrorMessage) errorMessage = nullptr;
    decltype(&::PQcancel) cancel = nullptr;
    QString error; // empty when every function was found
};

// libpq's functions the stream calls, taken from the library QPSQL loads when it connects
// (RuntimeLibrary: linked, libpq would load at every start of the CLI); `error` says what is
// missing.
const LibPq &libPq()
{
    static const LibPq loaded = [] {
        RuntimeLibrary library(u"pq"_s, 5);
        LibPq pq;
        library.take(pq.clear, "PQclear");
        library.take(pq.resultStatus, "PQresultStatus");
        library.take(pq.getResult, "PQgetResult");
        library.take(pq.setSingleRowMode, "PQsetSingleRowMode");
        library.take(pq.sendQuery, "PQsendQuery");
        library.take(pq.resultErrorMessage, "PQresultErrorMessage");
        library.take(pq.resultErrorField, "PQresultErrorField");
        library.take(pq.resStatus, "PQresStatus");
        library.take(pq.ntuples, "PQntuples");
        library.take(pq.nfields, "PQnfields");
        library.take(pq.getvalue, "PQgetvalue");
        library.take(pq.getlength, "PQgetlength");
        library.take(pq.getisnull, "PQgetisnull");
        library.take(pq.getCancel, "PQgetCancel");
        library.take(pq.freeCancel, "PQfreeCancel");
        library.take(pq.errorMessage, "PQerrorMessage");
        library.take(pq.cancel, "PQcancel");
        pq.error = library.error();
        return pq;
    }();
    return loaded;
}

} // namespace

Result<ServerAddress> ServerAddress::parse(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"postgresql"_s && url.scheme() != u"postgres"_s))
        return Error(CoreText::tr(
            "not a team server address: %1 (expected postgresql://USER@HOST[:PORT]/DATABASE)")
                         .arg(text.left(200)));
    if (!url.password().isEmpty())
        return Error(
            CoreText::tr("the server address holds a password; put it in ~/.pgpass or PGPASSWORD "
                         "instead, so it is never stored"
                         " in a project or shown in a log"));
    ServerAddress address;
    address.host = url.host();
    address.port = url.port(0);
    address.user = url.userName();
    address.database = url.path().mid(1);
    static const QRegularExpression safeValue(u"^[A-Za-z0-9_./:@+-]+$"_s);
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (!allowedOptions.contains(key))
            return Error(CoreText::tr(
                "the server address's option \"%1\" is not one Taxonomist passes on (%2)")
                             .arg(key.left(40), allowedOptions.join(u", "_s)));
        if (!safeValue.match(value).hasMatch())
            return Error(CoreText::tr("the server address's option \"%1\" has a value with "
                                      "characters libpq would misread")
                             .arg(key));
        if (key == u"host"_s)
            address.host = value;
        else if (key == u"port"_s)
            address.port = value.toInt();
        else
            address.options.append(key + u'=' + value);
    }
    if (address.database.contains(u'/'))
        return Error(CoreText::tr("the server address's database name \"%1\" holds a slash")
                         .arg(address.database.left(80)));
    return address;
}

QString ServerAddress::url() const
{
    QUrl url;
    url.setScheme(u"postgresql"_s);
    url.setUserName(user);
    if (!host.startsWith(u'/'))
        url.setHost(host);
    if (port > 0 && !host.startsWith(u'/'))
        url.setPort(port);
    url.setPath(u'/' + database);
    QUrlQuery query;
    if (host.startsWith(u'/')) {
        query.addQueryItem(u"host"_s, host);
        if (port > 0)
            query.addQueryItem(u"port"_s, QString::number(port));
    }
    for (const QString &option : options)
        query.addQueryItem(option.section(u'=', 0, 0), option.section(u'=', 1));
    if (!query.isEmpty())
        url.setQuery(query);
    return url.toString();
}

ServerConnection::ServerConnection(ServerAddress address, QString name)
    : m_address(std::move(address))
    , m_name(std::move(name))
{ }

Result<std::unique_ptr<ServerConnection>> ServerConnection::open(
    const ServerAddress &address, const QString &password)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return Error(CoreText::tr("Qt's PostgreSQL driver (QPSQL) is not installed; on Debian: apt "
                                  "install libqt6sql6-psql"));
    const QString name
        = u"taxonomist-server-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<ServerConnection> connection(new ServerConnection(address, name));
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    db.setHostName(address.host);
    if (address.port > 0)
        db.setPort(address.port);
    db.setDatabaseName(address.database);
    db.setUserName(address.user);
    if (!password.isEmpty())
        db.setPassword(password);
    QStringList options = address.options;
    options.append(u"application_name=taxonomist"_s);
    db.setConnectOptions(options.join(u';'));
    if (!db.open()) {
        const QString why = errorText(db.lastError());
        return Error(
            CoreText::tr("cannot connect to the team server %1: %2").arg(address.url(), why));
    }
    // Bounds on every session (docs/team.md, "Waiting"): no sync waits without end for another
    // member's lock, a statement the server cannot finish, or a client that stalls mid-transaction.
    if (auto status
        = connection->exec(u"SET lock_timeout = %1; SET statement_timeout = %2;"
                           " SET idle_in_transaction_session_timeout = %3"_s.arg(lockTimeoutMs)
                               .arg(statementTimeoutMs)
                               .arg(idleInTransactionTimeoutMs),
            {}, CoreText::tr("setting the session's time limits"));
        !status)
        return status.error();
    return connection;
}

ServerConnection::~ServerConnection()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        if (db.isOpen()) {
            if (m_inTransaction)
                db.rollback();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase ServerConnection::database() const
{
    return QSqlDatabase::database(m_name, false);
}

Result<QSqlQuery> ServerConnection::select(
    const QString &sql, const QVariantList &values, const QString &doing)
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (values.isEmpty()) {
        if (!query.exec(sql))
            return Error((doing.isEmpty() ? QString() : doing + u": "_s)
                + CoreText::tr("the team server refused: %1").arg(errorText(query.lastError())));
        return query;
    }
    if (!query.prepare(sql))
        return Error((doing.isEmpty() ? QString() : doing + u": "_s)
            + CoreText::tr("the team server refused: %1").arg(errorText(query.lastError())));
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return Error((doing.isEmpty() ? QString() : doing + u": "_s)
            + CoreText::tr("the team server refused: %1").arg(errorText(query.lastError())));
    return query;
}

Status ServerConnection::exec(const QString &sql, const QVariantList &values, const QString &doing)
{
    auto query = select(sql, values, doing);
    if (!query)
        return query.error();
    return success();
}

Status ServerConnection::begin(bool readOnlySnapshot)
{
    if (auto status = exec(
            readOnlySnapshot ? u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s : u"BEGIN"_s);
        !status)
        return status;
    m_inTransaction = true;
    return success();
}

Status ServerConnection::commit()
{
    m_inTransaction = false;
    return exec(u"COMMIT"_s, {}, u"committing"_s);
}

void ServerConnection::rollback()
{
    if (!m_inTransaction)
        return;
    m_inTransaction = false;
    std::ignore
        = exec(u"ROLLBACK"_s); // a failed rollback leaves the transaction to the server's cleanup
}

int StreamedRow::columns() const
{
    return static_cast<const LibPq *>(m_library)->nfields(static_cast<const PGresult *>(m_result));
}

bool StreamedRow::isNull(int column) const
{
    return column < 0 || column >= columns()
        || static_cast<const LibPq *>(m_library)->getisnull(
               static_cast<const PGresult *>(m_result), m_row, column)
        != 0;
}

QByteArrayView StreamedRow::value(int column) const
{
    if (isNull(column))
        return {};
    const auto *result = static_cast<const PGresult *>(m_result);
    return {static_cast<const LibPq *>(m_library)->getvalue(result, m_row, column),
        static_cast<const LibPq *>(m_library)->getlength(result, m_row, column)};
}

std::optional<qint64> StreamedRow::number(int column) const
{
    const QByteArrayView text = value(column);
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    bool ok = false;
    const qint64 parsed = text.toLongLong(&ok);
    return ok ? std::optional<qint64>(parsed) : std::nullopt;
}

Status ServerConnection::stream(const QString &sql, const QString &doing,
    const std::function<Status(const StreamedRow &)> &take)
{
    const auto failed = [&](const QString &why) {
        return Error((doing.isEmpty() ? QString() : doing + u": "_s)
            + CoreText::tr("the team server refused: %1").arg(why.trimmed()));
    };
    const LibPq *pq = &libPq();
    if (!pq->error.isEmpty())
        return Error((doing.isEmpty() ? QString() : doing + u": "_s)
            + CoreText::tr(
                "libpq, which reads the team server's answer row by row, could not be loaded: %1")
                  .arg(pq->error));
    const QVariant handle = database().driver()->handle();
    // QPSQL's handle is a PGconn* (its type is named after libpq's struct pg_conn).
    if (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return failed(CoreText::tr("the connection is not a PostgreSQL one"));
    PGconn *connection = *static_cast<PGconn *const *>(handle.constData());
    if (!connection)
        return failed(CoreText::tr("the connection is closed"));
    // A forward-only QSqlQuery that was not read to its end (QPSQL reads row by row too) leaves
    // its statement's results on the connection until the driver's next statement: they go first.
    while (PGresult *left = pq->getResult(connection)) {
        const bool copy = isCopy(pq->resultStatus(left));
        pq->clear(left);
        if (copy) {
            database().close();
            return failed(
                CoreText::tr("the server answered with a COPY, which no team server sends"));
        }
    }
    if (pq->sendQuery(connection, sql.toUtf8().constData()) == 0)
        return failed(QString::fromUtf8(pq->errorMessage(connection)));
    // Row by row, or not at all: a whole result of a full pull would be held in memory at once.
    if (pq->setSingleRowMode(connection) == 0) {
        while (PGresult *left = pq->getResult(connection)) {
            const bool copy = isCopy(pq->resultStatus(left));
            pq->clear(left);
            if (copy) {
                database().close();
                break;
            }
        }
        return failed(CoreText::tr("libpq did not read the answer row by row"));
    }
    Status outcome = success();
    bool stopped = false;
    // Every result is taken, to the last (nullptr): the connection is then free for the next
    // statement, whatever happened to this one.
    while (PGresult *result = pq->getResult(connection)) {
        const ExecStatusType status = pq->resultStatus(result);
        if (isCopy(status)) {
            pq->clear(result);
            database().close();
            return failed(
                CoreText::tr("the server answered with a COPY, which no team server sends"));
        }
        if (!stopped && status == PGRES_FATAL_ERROR) {
            const char *code = pq->resultErrorField(result, PG_DIAG_SQLSTATE);
            outcome = failed(explained(code ? QString::fromLatin1(code) : QString(),
                QString::fromUtf8(pq->resultErrorMessage(result)).trimmed()));
            stopped = true;
        } else if (!stopped && (status == PGRES_SINGLE_TUPLE || status == PGRES_TUPLES_OK)) {
            for (int row = 0; row < pq->ntuples(result) && !stopped; ++row) {
                if (Status taken = take(StreamedRow(pq, result, row)); !taken) {
                    outcome = taken;
                    stopped = true;
                }
            }
            if (stopped) { // the rest of the rows are not wanted: the server stops sending them
                if (PGcancel *cancel = pq->getCancel(connection)) {
                    char message[256];
                    pq->cancel(cancel, message, sizeof message);
                    pq->freeCancel(cancel);
                }
            }
        } else if (!stopped && status != PGRES_SINGLE_TUPLE && status != PGRES_TUPLES_OK) {
            outcome = failed(CoreText::tr("an answer of kind %1")
                                 .arg(QString::fromLatin1(pq->resStatus(status))));
            stopped = true;
        }
        pq->clear(result);
    }
    return outcome;
}

} // namespace taxonomist::core
