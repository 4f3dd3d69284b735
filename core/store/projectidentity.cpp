// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectidentity.h"

#include "projectstore.h"
#include "sqlitestatement.h"
#include "util/coretext.h"

#include <QCryptographicHash>
#include <QSysInfo>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Taxonomist's namespace for name-based UUIDs (itself a fixed random UUID).
const QUuid taxonomistNamespace(u"6f1c2b7e-3d4a-4e59-9a61-5b0d8c2f7e13"_s);

Result<QString> info(sqlite3 *db, const char *key)
{
    SqliteStatement query(db, "SELECT value FROM project_info WHERE key = ?");
    query.bind(1, QByteArrayView(key));
    QString value;
    if (query.next())
        value = query.text(0);
    if (auto status = query.readStatus(); !status)
        return status.error();
    return value;
}

Status setInfo(sqlite3 *db, const char *key, const QString &value)
{
    SqliteStatement query(db,
        "INSERT INTO project_info(key, value) VALUES(?, ?)"
        " ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    query.bind(1, QByteArrayView(key));
    query.bind(2, value);
    return query.exec();
}

} // namespace

Result<QString> ProjectIdentity::projectUuid(const ProjectStore &store)
{
    auto uuid = info(store.handle(), "project.uuid");
    if (uuid && uuid->isEmpty())
        return Error(
            CoreText::tr("the project has no UUID (project_info 'project.uuid' is missing)"),
            {store.path(), 0, 0});
    return uuid;
}

Result<qint64> ProjectIdentity::thisDevice(ProjectStore &store)
{
    sqlite3 *db = store.handle();
    auto device = info(db, "team.device");
    if (!device)
        return device.error();
    auto machine = info(db, "team.device_machine");
    if (!machine)
        return machine.error();
    const QString here = machineFingerprint();
    if (device->isEmpty() || (!machine->isEmpty() && *machine != here)) {
        *device = newUuid(); // a new copy, or this file moved to another machine
        if (auto status = setInfo(db, "team.device", *device); !status)
            return status.error();
    }
    if (*machine != here) {
        if (auto status = setInfo(db, "team.device_machine", here); !status)
            return status.error();
    }
    return deviceId(store, *device);
}

Result<qint64> ProjectIdentity::deviceId(ProjectStore &store, const QString &uuid)
{
    const auto find = [&]() -> Result<qint64> {
        SqliteStatement query(store.handle(), "SELECT id FROM team_devices WHERE uuid = ?");
        query.bind(1, uuid);
        qint64 id = 0;
        if (query.next())
            id = query.integer(0);
        if (auto status = query.readStatus(); !status)
            return status.error();
        return id;
    };
    // Looked up first: a device known already writes nothing, so a reader (a sync's push, which
    // reads one snapshot without the write lock) never turns into a writer here.
    auto known = find();
    if (!known || *known > 0)
        return known;
    SqliteStatement insert(
        store.handle(), "INSERT INTO team_devices(uuid) VALUES(?) ON CONFLICT(uuid) DO NOTHING");
    insert.bind(1, uuid);
    if (auto status = insert.exec(); !status)
        return status.error();
    auto id = find();
    if (id && *id == 0)
        return Error(CoreText::tr("cannot record the device %1").arg(uuid), {store.path(), 0, 0});
    return id;
}

Result<qint64> ProjectIdentity::nextRevision(ProjectStore &store, qint64 ownerId)
{
    return reserveRevisions(store, ownerId, 1);
}

Result<qint64> ProjectIdentity::reserveRevisions(ProjectStore &store, qint64 ownerId, qint64 count)
{
    return RevisionCounter(store).reserve(ownerId, count);
}

RevisionCounter::RevisionCounter(ProjectStore &store)
    : m_bump(store.handle(),
        "INSERT INTO team_counters(annotator_id, last_rev) VALUES(?1, ?2)"
        " ON CONFLICT(annotator_id) DO UPDATE SET last_rev = last_rev + ?2 RETURNING last_rev")
{ }

Result<qint64> RevisionCounter::reserve(qint64 ownerId, qint64 count)
{
    m_bump.bind(1, ownerId);
    m_bump.bind(2, count);
    qint64 last = 0;
    if (m_bump.next())
        last = m_bump.integer(0);
    auto status = m_bump.readStatus();
    m_bump.reset();
    if (!status)
        return status.error();
    return last - count + 1;
}

Status ProjectIdentity::raiseRevision(ProjectStore &store, qint64 ownerId, qint64 rev)
{
    SqliteStatement raise(store.handle(),
        "INSERT INTO team_counters(annotator_id, last_rev) VALUES(?1, ?2)"
        " ON CONFLICT(annotator_id) DO UPDATE SET last_rev = max(last_rev, ?2)");
    raise.bind(1, ownerId);
    raise.bind(2, rev);
    return raise.exec();
}

QString ProjectIdentity::newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString ProjectIdentity::derivedUuid(const QString &name)
{
    return QUuid::createUuidV5(taxonomistNamespace, name).toString(QUuid::WithoutBraces);
}

QString ProjectIdentity::machineFingerprint()
{
    QByteArray id = QSysInfo::machineUniqueId();
    if (id.isEmpty())
        id = QSysInfo::machineHostName().toUtf8();
    return QString::fromLatin1(
        QCryptographicHash::hash("taxonomist-device:" + id, QCryptographicHash::Sha256)
            .toHex()
            .left(32));
}

} // namespace taxonomist::core
