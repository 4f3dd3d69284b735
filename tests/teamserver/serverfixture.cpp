// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverfixture.h"

#include "team/rowseal.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::test {

namespace {

// The maintenance database on the test server, for CREATE and DROP DATABASE.
QString adminConnection(QString *why)
{
    if (qEnvironmentVariable("PGPORT").isEmpty() && qEnvironmentVariable("PGHOST").isEmpty()) {
        *why = u"PGHOST and PGPORT are not set"_s;
        return {};
    }
    const QString name = u"server-fixture-admin"_s;
    if (QSqlDatabase::contains(name))
        return name;
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    db.setDatabaseName(u"postgres"_s);
    if (!db.open()) {
        *why = db.lastError().text();
        return {};
    }
    return name;
}

} // namespace

ServerFixture::ServerFixture(const QString &database)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
        m_unavailable = u"Qt's QPSQL driver is not installed (libqt6sql6-psql)"_s;
        return;
    }
    const QString admin = adminConnection(&m_unavailable);
    if (admin.isEmpty())
        return;
    m_database = database.isEmpty() ? u"t_"_s + QUuid::createUuid().toString(QUuid::Id128).left(16)
                                    : database;
    QSqlQuery query(QSqlDatabase::database(admin));
    if (!query.exec(u"CREATE DATABASE \""_s + m_database + u'"')) {
        m_unavailable = query.lastError().text();
        m_database.clear();
    }
}

ServerFixture::~ServerFixture()
{
    if (m_database.isEmpty())
        return;
    QSqlQuery query(QSqlDatabase::database(u"server-fixture-admin"_s));
    QSqlDatabase::removeDatabase(u"admin-"_s + m_database);
    std::ignore = query.exec(u"DROP DATABASE IF EXISTS \"%1\" WITH (FORCE)"_s.arg(m_database));
}

bool ServerFixture::exec(const QString &sql) const
{
    const QString name = u"admin-"_s + m_database;
    QSqlDatabase db = QSqlDatabase::contains(name) ? QSqlDatabase::database(name)
                                                   : QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    db.setDatabaseName(m_database);
    if (!db.isOpen() && !db.open())
        return false;
    QSqlQuery query(db);
    return query.exec(sql);
}

qint64 ServerFixture::number(const QString &sql) const
{
    if (!exec(u"SELECT 1"_s))
        return -1;
    QSqlQuery query(QSqlDatabase::database(u"admin-"_s + m_database));
    if (!query.exec(sql) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

QList<QStringList> ServerFixture::rows(const QString &sql) const
{
    QList<QStringList> found;
    if (!exec(u"SELECT 1"_s))
        return found;
    QSqlQuery query(QSqlDatabase::database(u"admin-"_s + m_database));
    if (!query.exec(sql))
        return found;
    while (query.next()) {
        QStringList columns;
        for (int i = 0; i < query.record().count(); ++i)
            columns.append(query.value(i).toString());
        found.append(columns);
    }
    return found;
}

bool ServerFixture::signRows(const QString &table, const QString &where,
    const QString &secretBase64, const QString &signer, const QString &project) const
{
    auto key = core::SigningKey::fromSecret(secretBase64.toLatin1());
    if (!key)
        return false;
    core::BatchSigner batch(*key, signer, project, table);
    const QList<QStringList> found
        = rows(u"SELECT ctid::text, payload FROM taxonomist.%1 WHERE %2"_s.arg(table, where));
    QStringList updates;
    for (const QStringList &row : found) {
        const QByteArray salt = batch.add(row.value(1).toUtf8());
        updates.append(
            u"UPDATE taxonomist.%1 SET batch = '%2', salt = '%3' WHERE ctid = '%4'"_s.arg(
                table, batch.id(), QString::fromLatin1(salt), row.value(0)));
    }
    if (updates.isEmpty())
        return false;
    auto signedBatch = batch.take();
    if (!signedBatch)
        return false;
    if (!exec(u"INSERT INTO taxonomist.batches(id, signer, tbl, digests, signature) VALUES"
              " ('%1', '%2', '%3', decode('%4', 'base64'), '%5')"_s.arg(signedBatch->id,
                  signedBatch->signer, signedBatch->table,
                  QString::fromLatin1(signedBatch->digests.toBase64()),
                  QString::fromLatin1(signedBatch->signature))))
        return false;
    for (const QString &update : std::as_const(updates)) {
        if (!exec(update))
            return false;
    }
    return true;
}

QString ServerFixture::url() const
{
    const QString host = qEnvironmentVariable("PGHOST", u"localhost"_s);
    const QString user = qEnvironmentVariable("PGUSER", u"postgres"_s);
    const QString port = qEnvironmentVariable("PGPORT", u"5432"_s);
    if (host.startsWith(u'/'))
        return u"postgresql://%1@/%2?host=%3&port=%4"_s.arg(user, m_database, host, port);
    return u"postgresql://%1@%2:%3/%4"_s.arg(user, host, port, m_database);
}

} // namespace taxonomist::test
