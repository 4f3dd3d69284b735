// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectstore.h"

#include "auditwriter.h"
#include "logging.h"
#include "schema.h"
#include "sqliteerror.h"
#include "sqlitestatement.h"
#include "sqlutil.h"
#include "tablecheck.h"
#include "transaction.h"
#include "tuning/sqlitesettings.h"
#include "util/coretext.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return u"taxonomist-project-%1"_s.arg(counter.fetchAndAddRelaxed(1));
}

// Reads one value from a statement that the caller knows returns a single row.
Result<QVariant> scalar(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement) || !query.next())
        return Error(query.lastError().text());
    return query.value(0);
}

// fsync(2) of a file (its data) or a folder (its entries), through a descriptor of its own: the
// file's read-write, as SQLite's own (a file system may refuse a sync through a read-only one).
Status syncFile(const QByteArray &path, bool folder)
{
    const int fd = ::open(path.constData(), (folder ? O_RDONLY | O_DIRECTORY : O_RDWR) | O_CLOEXEC);
    if (fd < 0)
        return Error(QString::fromLocal8Bit(std::strerror(errno)));
    const int synced = folder ? ::fsync(fd) : ::fdatasync(fd);
    const int error = errno;
    ::close(fd);
    if (synced != 0)
        return Error(QString::fromLocal8Bit(std::strerror(error)));
    return success();
}

} // namespace

ProjectStore::ProjectStore(QString path, QString connection)
    : m_path(std::move(path))
    , m_connection(std::move(connection))
{ }

ProjectStore::~ProjectStore()
{
    if (!m_tempPath.isEmpty()) {
        // Never published: remove the temporary file this store created, and nothing else.
        close();
        for (const QString &suffix : {QString(), u"-journal"_s, u"-wal"_s, u"-shm"_s})
            QFile::remove(m_tempPath + suffix);
        return;
    }
    // No checkpoint of its own: the last connection to close (of any process) folds the WAL in and
    // removes it, so a closed project is one file again. A TRUNCATE checkpoint here would, while
    // another process has the project open, wait for its readers with every writer blocked.
    close();
}

void ProjectStore::close()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_handle = nullptr;
}

bool ProjectStore::canWrite(const QString &path)
{
    const QByteArray file = QFile::encodeName(QFileInfo(path).absoluteFilePath());
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    if (::access(folder.constData(), W_OK) != 0)
        return false; // SQLite writes its -wal and -shm next to the file
    return ::access(file.constData(), W_OK) == 0 || errno == ENOENT;
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::open(
    const QString &path, OpenMode mode, const IntegrityCheck &check)
{
    const QFileInfo file(path);
    // A dangling symbolic link is something at the path too: never created through.
    const bool exists = file.exists() || file.isSymLink();
    if (exists && file.isDir())
        return Error(CoreText::tr("is a folder, not a project file"), {path, 0, 0});
    if (!exists && (mode == OpenMode::CreateNew || mode == OpenMode::CreateIfMissing)
        && !file.absoluteDir().exists())
        return Error(
            CoreText::tr("the folder for the new project file does not exist"), {path, 0, 0});

    if (mode == OpenMode::CreateNew) {
        if (exists)
            return Error(CoreText::tr("%1 already exists").arg(path));
        // Built under a unique hidden name in the same folder (same file system, so the final
        // rename is atomic); created with O_EXCL, so the name is ours alone.
        QString temp;
        for (int attempt = 0; attempt < 100 && temp.isEmpty(); ++attempt) {
            const QString candidate = file.absoluteDir().filePath(
                u".%1.%2.creating"_s.arg(file.fileName())
                    .arg(QRandomGenerator::system()->generate(), 8, 16, QChar(u'0')));
            const int fd = ::open(QFile::encodeName(candidate).constData(),
                O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
            if (fd >= 0) {
                ::close(fd);
                temp = candidate;
            } else if (errno != EEXIST) {
                const int error = errno;
                if (error == ENOSPC || error == EDQUOT)
                    return Error(CoreText::tr("disk full while writing %1").arg(path));
                return Error(CoreText::tr("cannot create the project file: %1")
                                 .arg(QString::fromLocal8Bit(std::strerror(error))),
                    {path, 0, 0});
            }
        }
        if (temp.isEmpty())
            return Error(CoreText::tr("cannot create a temporary file next to the project file"),
                {path, 0, 0});
        auto store = openFile(path, temp, false, false, true, true);
        if (!store) {
            for (const QString &suffix : {QString(), u"-journal"_s, u"-wal"_s, u"-shm"_s})
                QFile::remove(temp + suffix);
        }
        return store;
    }

    if (mode == OpenMode::CreateIfMissing) {
        bool created = false;
        if (!exists) {
            const int fd = ::open(
                QFile::encodeName(path).constData(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
            if (fd >= 0) {
                ::close(fd);
                created = true;
            } else if (errno != EEXIST) {
                return Error(CoreText::tr("cannot create the project file: %1")
                                 .arg(QString::fromLocal8Bit(std::strerror(errno))),
                    {path, 0, 0});
            }
        }
        if (created || QFileInfo(path).size() == 0) {
            auto store = openFile(path, path, false, false, true, false);
            if (!store && created) {
                // Only what this call created goes again.
                for (const QString &suffix : {QString(), u"-journal"_s, u"-wal"_s, u"-shm"_s})
                    QFile::remove(path + suffix);
            }
            return store;
        }
        mode = OpenMode::ReadWrite;
    }

    if (!exists)
        return Error(CoreText::tr("no such project file"), {path, 0, 0});
    if (file.size() == 0)
        return Error(CoreText::tr("not a Taxonomist project (the file is empty)"), {path, 0, 0});
    if (!file.isReadable())
        return Error(CoreText::tr("cannot read the project file: permission denied"), {path, 0, 0});

    const bool prefer = mode == OpenMode::PreferReadWrite;
    if (prefer)
        mode = canWrite(path) ? OpenMode::ReadWrite : OpenMode::ReadOnly;
    if (mode == OpenMode::ReadWrite) {
        auto store = openFile(path, path, false, false, false, false, check);
        if (store || !prefer)
            return store;
        // access(2) said yes but SQLite could not write (read-only media seen by root, say).
        qCInfo(lcStore) << "opening" << path << "read-only:" << store.error().message();
    }

    // A WAL project needs its -shm; a read-only folder without one can be read as immutable as
    // long as no WAL holds changes (nobody can be writing: they could not create the WAL).
    const QFileInfo wal(path + u"-wal"_s);
    const bool noWal = !wal.exists() || wal.size() == 0;
    const bool folderWritable
        = ::access(QFile::encodeName(file.absolutePath()).constData(), W_OK) == 0;
    const bool immutable = !folderWritable && noWal && !QFileInfo::exists(path + u"-shm"_s);
    auto store = openFile(path, path, true, immutable, false, false, check);
    if (!store && !immutable && noWal) {
        if (auto retry = openFile(path, path, true, true, false, false, check))
            return retry;
    }
    return store;
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::openFile(const QString &path,
    const QString &file, bool readOnly, bool immutable, bool isNew, bool building,
    const IntegrityCheck &check)
{
    const QString connection = nextConnectionName();
    const QString name = readOnly
        ? QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath()).toString(QUrl::FullyEncoded)
            + (immutable ? u"?mode=ro&immutable=1"_s : u"?mode=ro"_s)
        : file;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        if (readOnly)
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s);
        db.setDatabaseName(name);
        if (!db.open()) {
            const QString why = db.lastError().text();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connection);
            return Error(CoreText::tr("cannot open the project file %1 (%2)").arg(path, why));
        }
    }
    std::unique_ptr<ProjectStore> store(new ProjectStore(path, connection));
    store->m_handle = sqliteHandle(connection);
    store->m_uri = name;
    store->m_readOnly = readOnly;
    if (building)
        store->m_tempPath = file;
    if (!isNew) {
        // Read through SQLite's own descriptor before anything else reads: no second descriptor
        // of a file this process may hold open (hasSqliteHeader says why).
        const auto header = hasSqliteHeader(store->m_handle);
        if (!header)
            return Error(
                CoreText::tr("cannot read the project file: %1").arg(header.error().what()),
                {path, 0, 0});
        if (!*header)
            return Error(
                CoreText::tr("not a Taxonomist project (the file is not an SQLite database)"),
                {path, 0, 0});
    }
    if (auto status = store->prepare(isNew, check); !status) {
        store->m_tempPath.clear(); // the caller removes what it created
        return status.error();
    }
    return store;
}

Error ProjectStore::lastError(const QString &detail) const
{
    return sqlite::lastError(m_handle, m_path, detail);
}

Status ProjectStore::run(const QString &statement)
{
    QSqlQuery query(database());
    if (query.exec(statement))
        return success();
    return lastError(query.lastError().text());
}

Status ProjectStore::quickCheck(const QString &table) const
{
    return TableCheck::run(m_handle, m_path, table);
}

Status ProjectStore::checkIntegrity() const
{
    return quickCheck(QString());
}

Status ProjectStore::waitForCheck()
{
    if (!m_pendingCheck)
        return success();
    const Status status = m_pendingCheck->wait();
    m_pendingCheck.reset();
    return status;
}

Status ProjectStore::prepare(bool isNew, const IntegrityCheck &integrity)
{
    const QSqlDatabase db = database();
    // Only reads until the file is known to be ours and of a version this build understands.
    const auto appId = scalar(db, u"PRAGMA application_id"_s);
    const auto version = scalar(db, u"PRAGMA user_version"_s);
    const auto tables = scalar(db, u"SELECT count(*) FROM sqlite_master"_s);
    if (!appId || !version || !tables) {
        const Error &error = !appId ? appId.error() : !version ? version.error() : tables.error();
        return lastError(error.what());
    }
    const bool empty = tables->toInt() == 0;
    if (m_readOnly && (isNew || empty))
        return Error(
            CoreText::tr("not a Taxonomist project (an empty SQLite database)"), {m_path, 0, 0});
    if (appId->toInt() != schema::applicationId && !(isNew || empty))
        return Error(
            CoreText::tr("not a Taxonomist project (an SQLite database of another program)"),
            {m_path, 0, 0});
    const int fileVersion = version->toInt();
    if (fileVersion > schema::currentVersion()) {
        return Error(CoreText::tr("the project was written by a newer Taxonomist (schema version "
                                  "%1; this build reads up to %2)")
                         .arg(fileVersion)
                         .arg(schema::currentVersion()),
            {m_path, 0, 0});
    }
    if (!empty) {
        // Every open, read-only ones too: a damaged file is named before anything reads or writes
        // it — the whole file, or the tables a reader reads (IntegrityCheck). A file about to be
        // upgraded is checked whole, whatever the caller asked.
        const bool upgrading = !m_readOnly && fileVersion < schema::currentVersion();
        // The tables named are those of the current schema; an older file is checked whole.
        const bool whole = integrity.tables.isEmpty() || fileVersion != schema::currentVersion();
        if (upgrading || (!integrity.deferred && whole)) {
            if (auto status = quickCheck(QString()); !status)
                return status;
        } else if (!integrity.deferred && integrity.whileReading && m_readOnly
            && QFileInfo(m_path).size() >= integrity.whileReadingFrom) {
            // The tables are checked on a connection of their own while the caller reads them;
            // the caller waits for the verdict (waitForCheck()) before it shows anything.
            m_pendingCheck = std::make_unique<TableCheck>(m_uri.toUtf8(), m_path, integrity.tables);
        } else if (!integrity.deferred) {
            for (const QString &table : integrity.tables) {
                if (auto status = quickCheck(table); !status)
                    return status;
            }
        }
    }
    if (m_readOnly) {
        if (fileVersion < schema::currentVersion()) {
            return Error(CoreText::tr("the project was written by an older Taxonomist (schema "
                                      "version %1): open it once "
                                      "read-write to upgrade it")
                             .arg(fileVersion),
                {m_path, 0, 0});
        }
        return sqlite::applyConnectionSettings(m_handle, sqlite::ConnectionUse::Reading, m_path);
    }

    // A project being built is one transaction into a fresh file that nobody sees before
    // publish(), which syncs it once, whole, and turns WAL on before it is shown.
    const auto use
        = m_tempPath.isEmpty() ? sqlite::ConnectionUse::Working : sqlite::ConnectionUse::Building;
    if (auto status = sqlite::applyConnectionSettings(m_handle, use, m_path); !status)
        return status;
    if (fileVersion < schema::currentVersion())
        return migrate(fileVersion);
    return success();
}

Status ProjectStore::publish()
{
    if (m_tempPath.isEmpty())
        return success();
    // The file becomes a WAL file like every open project's before it is closed; the last
    // connection folds the (tiny) WAL in and removes it.
    if (auto status
        = sqlite::applyConnectionSettings(m_handle, sqlite::ConnectionUse::Working, m_path);
        !status)
        return status;
    close();
    const QString temp = m_tempPath;
    const auto removeTemp = [temp] {
        for (const QString &suffix : {QString(), u"-journal"_s, u"-wal"_s, u"-shm"_s})
            QFile::remove(temp + suffix);
    };
    const QFileInfo wal(temp + u"-wal"_s);
    if (wal.exists() && wal.size() > 0) {
        m_tempPath.clear();
        removeTemp();
        return Error(CoreText::tr(
            "cannot finish the project file %1: its WAL could not be folded in (disk full?)")
                         .arg(m_path));
    }
    const QByteArray from = QFile::encodeName(temp);
    const QByteArray to = QFile::encodeName(m_path);
    // Its commits did not sync it (prepare()): the whole file reaches the disk before its name
    // does. No connection is open on it now, so this descriptor's close drops no lock of SQLite's.
    if (auto synced = syncFile(from, false); !synced) {
        m_tempPath.clear();
        removeTemp();
        return Error(CoreText::tr("cannot finish the project file %1: %2")
                         .arg(m_path, synced.error().what()));
    }
    // Moves without replacing: exactly one of several processes creating the same file wins.
    int result = -1;
#ifdef RENAME_NOREPLACE
    result = ::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE);
    if (result != 0 && (errno == EINVAL || errno == ENOSYS))
#endif
    {
        result = ::link(from.constData(), to.constData());
        if (result == 0)
            ::unlink(from.constData());
    }
    const int error = result == 0 ? 0 : errno;
    m_tempPath.clear();
    removeTemp();
    if (error == EEXIST)
        return Error(CoreText::tr("%1 already exists").arg(m_path));
    if (error != 0)
        return Error(CoreText::tr("cannot move the new project into place: %1")
                         .arg(QString::fromLocal8Bit(std::strerror(error))),
            {m_path, 0, 0});
    // The new name survives a power cut too. The file is complete either way, so a failure here
    // is not one of the project's: it is logged.
    if (auto synced = syncFile(QFile::encodeName(QFileInfo(m_path).absolutePath()), true); !synced)
        qCWarning(lcStore) << "the folder of" << m_path
                           << "was not synced:" << synced.error().what();

    // The store goes on, on the published file.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        db.setDatabaseName(m_path);
        if (!db.open())
            return Error(CoreText::tr("cannot open the project file %1 (%2)")
                             .arg(m_path, db.lastError().text()));
    }
    m_handle = sqliteHandle(m_connection);
    return sqlite::applyConnectionSettings(m_handle, sqlite::ConnectionUse::Working, m_path);
}

Status ProjectStore::checkpoint()
{
    if (m_readOnly || !m_tempPath.isEmpty())
        return success();
    QSqlQuery query(database());
    QString why;
    if (!query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s))
        why = lastError(query.lastError().text()).what();
    else if (query.next() && query.value(0).toInt() != 0)
        why = u"another connection is reading the project"_s;
    if (why.isEmpty())
        return success();
    return Error(CoreText::tr(
        "the project is not yet one file: %1-wal holds the rest (checkpoint failed: %2)")
                     .arg(m_path, why));
}

Status ProjectStore::migrate(int fromVersion)
{
    const QSqlDatabase db = database();
    Transaction transaction(*this);
    if (auto status = transaction.begin(); !status)
        return status;
    for (const Migration &migration : schema::migrations()) {
        if (migration.toVersion <= fromVersion)
            continue;
        qCDebug(lcStore) << "migrating" << m_path << "to schema version" << migration.toVersion
                         << "-" << migration.description;
        for (const char *statement : migration.statements) {
            if (auto status = sql::exec(db, QString::fromUtf8(statement)); !status)
                return Error(CoreText::tr("migration to schema version %1 failed: %2")
                                 .arg(migration.toVersion)
                                 .arg(status.error().what()));
        }
        if (auto status = migration.finish ? migration.finish(db) : success();
            !status) // h1a: audit chain
            return Error(CoreText::tr("migration to schema version %1 failed: %2")
                             .arg(migration.toVersion)
                             .arg(status.error().what()));
    }
    const QString stamp = u"PRAGMA application_id=%1"_s.arg(schema::applicationId);
    const QString version = u"PRAGMA user_version=%1"_s.arg(schema::currentVersion());
    for (const QString &statement : {stamp, version}) {
        if (auto status = sql::exec(db, statement); !status)
            return status;
    }
    if (fromVersion > 0) {
        qCInfo(lcStore) << "upgraded" << m_path << "from schema version" << fromVersion << "to"
                        << schema::currentVersion();
        if (auto status = audit(u"taxonomist"_s, u"migrate-schema"_s, 0,
                u"{\"from\":%1,\"to\":%2}"_s.arg(fromVersion).arg(schema::currentVersion()));
            !status)
            return status;
    }
    return transaction.commit();
}

QSqlDatabase ProjectStore::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

int ProjectStore::schemaVersion() const
{
    const auto version = scalar(database(), u"PRAGMA user_version"_s);
    return version ? version->toInt() : -1;
}

Status ProjectStore::begin()
{
    if (m_readOnly)
        return Error(CoreText::tr("the project %1 is open read-only").arg(m_path));
    return run(u"BEGIN IMMEDIATE"_s);
}

Status ProjectStore::beginRead()
{
    return run(u"BEGIN DEFERRED"_s);
}

Status ProjectStore::commit()
{
    return run(u"COMMIT"_s);
}

void ProjectStore::rollback()
{
    // Nothing to do when it fails: SQLite rolled back already (no transaction is active) or the
    // connection is gone, and the caller is returning the error that made it roll back.
    std::ignore = sql::exec(database(), u"ROLLBACK"_s);
}

Result<QString> ProjectStore::readInfo(const QString &key) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT value FROM project_info WHERE key = ?"_s);
    query.addBindValue(key);
    if (!query.exec())
        return Error(CoreText::tr("cannot read the project (the file may be damaged): %1")
                         .arg(query.lastError().text()),
            {m_path, 0, 0});
    if (query.next())
        return query.value(0).toString();
    // next() is false both when the key is absent and when the step failed.
    if (auto status = sql::readStatus(query, m_path); !status)
        return status.error();
    return QString();
}

QString ProjectStore::info(const QString &key) const
{
    auto value = readInfo(key);
    return value ? *value : QString();
}

Status ProjectStore::setInfo(const QString &key, const QString &value)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO project_info(key, value) VALUES(?, ?)"
                  " ON CONFLICT(key) DO UPDATE SET value = excluded.value"_s);
    query.addBindValue(key);
    query.addBindValue(value);
    return sql::exec(query);
}

qint64 ProjectStore::issueCount() const
{
    const auto count = scalar(database(), u"SELECT count(*) FROM issues"_s);
    return count ? count->toLongLong() : 0;
}

Result<QList<Annotator>> ProjectStore::readAnnotators() const
{
    QList<Annotator> result;
    QSqlQuery query(database());
    if (!query.exec(
            u"SELECT id, name, position, is_lead, uuid, coalesce(label_column, 0) FROM annotators"
            " ORDER BY position"_s))
        return Error(CoreText::tr("cannot read the project (the file may be damaged): %1")
                         .arg(query.lastError().text()),
            {m_path, 0, 0});
    while (query.next()) {
        result.append(
            {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toInt(),
                query.value(3).toBool(), query.value(4).toString(), query.value(5).toInt()});
    }
    if (auto status = sql::readStatus(query, m_path); !status)
        return status.error();
    return result;
}

QList<Annotator> ProjectStore::annotators() const
{
    auto result = readAnnotators();
    return result ? *result : QList<Annotator>();
}

Result<qint64> ProjectStore::addAnnotator(const QString &name, bool isLead)
{
    if (name.trimmed().isEmpty())
        return Error(CoreText::tr("an annotator needs a name"));
    QSqlQuery query(database());
    query.prepare(
        u"INSERT INTO annotators(name, position, is_lead, label_column)"
        " VALUES(?, (SELECT coalesce(max(position), 0) + 1 FROM annotators), ?,"
        " CASE WHEN ? THEN NULL ELSE (SELECT coalesce(max(label_column), 0) + 1 FROM annotators) END)"_s);
    query.addBindValue(name.trimmed());
    query.addBindValue(isLead ? 1 : 0);
    query.addBindValue(isLead ? 1 : 0);
    if (!query.exec())
        return Error(
            CoreText::tr("cannot add annotator \"%1\": %2").arg(name, query.lastError().text()));
    return query.lastInsertId().toLongLong();
}

Status ProjectStore::renameAnnotator(qint64 id, const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error(CoreText::tr("an annotator needs a name"));
    QSqlQuery query(database());
    query.prepare(u"UPDATE annotators SET name = ? WHERE id = ?"_s);
    query.addBindValue(name.trimmed());
    query.addBindValue(id);
    return sql::exec(query);
}

Status ProjectStore::setLead(qint64 id, bool isLead)
{
    QSqlQuery query(database());
    query.prepare(u"UPDATE annotators SET is_lead = ? WHERE id = ?"_s);
    query.addBindValue(isLead ? 1 : 0);
    query.addBindValue(id);
    return sql::exec(query);
}

Status ProjectStore::audit(
    const QString &actor, const QString &action, qint64 issueId, const QString &detailJson)
{
    // Every entry goes through AuditWriter, which chains it to the one before (h1a).
    return AuditWriter(m_handle).append(nowUtc(), actor, action, issueId, detailJson.toUtf8());
}

QString ProjectStore::nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace taxonomist::core
