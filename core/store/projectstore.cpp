#include "projectstore.h"

#include "logging.h"
#include "schema.h"
#include "sqlitestatement.h"
#include "sqlutil.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QVariant>

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

} // namespace

ProjectStore::ProjectStore(QString path, QString connection)
    : m_path(std::move(path))
    , m_connection(std::move(connection))
{
}

ProjectStore::~ProjectStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen()) {
            // Fold the WAL back into the file so a closed project is a single file again.
            QSqlQuery(db).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::open(const QString &path, OpenMode mode)
{
    const QFileInfo file(path);
    const bool exists = file.exists();
    if (!exists && mode == OpenMode::ExistingOnly)
        return Error(u"no such project file"_s, {path, 0, 0});
    if (exists && file.isDir())
        return Error(u"is a folder, not a project file"_s, {path, 0, 0});
    if (!exists && !file.absoluteDir().exists())
        return Error(u"the folder for the new project file does not exist"_s, {path, 0, 0});
    const bool isNew = !exists || file.size() == 0;
    if (!isNew) {
        QFile probe(path);
        if (!probe.open(QIODevice::ReadOnly))
            return Error(u"cannot read the project file: "_s + probe.errorString(), {path, 0, 0});
        if (probe.read(16) != QByteArrayView("SQLite format 3\0", 16))
            return Error(u"not a Taxonomist project (the file is not an SQLite database)"_s, {path, 0, 0});
    }

    const QString connection = nextConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            const QString why = db.lastError().text();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connection);
            return Error(u"cannot open the project: "_s + why, {path, 0, 0});
        }
    }
    std::unique_ptr<ProjectStore> store(new ProjectStore(path, connection));
    store->m_handle = sqliteHandle(connection);
    if (auto status = store->prepare(isNew); !status) {
        store.reset();
        if (!exists) {
            for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
                QFile::remove(path + suffix);
        }
        return Error(status.error().what(), {path, 0, 0});
    }
    return store;
}

Status ProjectStore::prepare(bool isNew)
{
    const QSqlDatabase db = database();
    // Only reads until the file is known to be ours and of a version this build understands.
    const auto appId = scalar(db, u"PRAGMA application_id"_s);
    const auto version = scalar(db, u"PRAGMA user_version"_s);
    const auto tables = scalar(db, u"SELECT count(*) FROM sqlite_master"_s);
    if (!appId || !version || !tables) {
        const Error &error = !appId ? appId.error() : !version ? version.error() : tables.error();
        return Error(u"the project file is damaged or not a database ("_s + error.what() + u")"_s);
    }
    const bool empty = tables->toInt() == 0;
    if (appId->toInt() != schema::applicationId && !(isNew || empty))
        return Error(u"not a Taxonomist project (an SQLite database of another program)"_s);
    const int fileVersion = version->toInt();
    if (fileVersion > schema::currentVersion()) {
        return Error(u"the project was written by a newer Taxonomist (schema version %1; this build reads up to %2)"_s
                         .arg(fileVersion)
                         .arg(schema::currentVersion()));
    }
    if (!empty && fileVersion < schema::currentVersion()) {
        const auto check = scalar(db, u"PRAGMA quick_check(1)"_s);
        if (!check || check->toString() != u"ok"_s)
            return Error(u"the project file is damaged: "_s + (check ? check->toString() : check.error().what()));
    }

    for (const QString &pragma : {u"PRAGMA journal_mode=WAL"_s, u"PRAGMA synchronous=NORMAL"_s,
                                  u"PRAGMA foreign_keys=ON"_s, u"PRAGMA busy_timeout=5000"_s}) {
        if (auto status = sql::exec(db, pragma); !status)
            return status;
    }
    if (fileVersion < schema::currentVersion())
        return migrate(fileVersion);
    return success();
}

Status ProjectStore::migrate(int fromVersion)
{
    const QSqlDatabase db = database();
    if (auto status = begin(); !status)
        return status;
    for (const Migration &migration : schema::migrations()) {
        if (migration.toVersion <= fromVersion)
            continue;
        qCDebug(lcStore) << "migrating" << m_path << "to schema version" << migration.toVersion << "-"
                        << migration.description;
        for (const char *statement : migration.statements) {
            if (auto status = sql::exec(db, QString::fromUtf8(statement)); !status) {
                rollback();
                return Error(u"migration to schema version %1 failed: %2"_s.arg(migration.toVersion)
                                 .arg(status.error().what()));
            }
        }
    }
    const QString stamp = u"PRAGMA application_id=%1"_s.arg(schema::applicationId);
    const QString version = u"PRAGMA user_version=%1"_s.arg(schema::currentVersion());
    for (const QString &statement : {stamp, version}) {
        if (auto status = sql::exec(db, statement); !status) {
            rollback();
            return status;
        }
    }
    if (fromVersion > 0) {
        qCInfo(lcStore) << "upgraded" << m_path << "from schema version" << fromVersion << "to"
                        << schema::currentVersion();
        if (auto status = audit(u"taxonomist"_s, u"migrate-schema"_s, 0,
                                u"{\"from\":%1,\"to\":%2}"_s.arg(fromVersion).arg(schema::currentVersion()));
            !status) {
            rollback();
            return status;
        }
    }
    return commit();
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
    return sql::exec(database(), u"BEGIN IMMEDIATE"_s);
}

Status ProjectStore::commit()
{
    return sql::exec(database(), u"COMMIT"_s);
}

void ProjectStore::rollback()
{
    sql::exec(database(), u"ROLLBACK"_s);
}

QString ProjectStore::info(const QString &key) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT value FROM project_info WHERE key = ?"_s);
    query.addBindValue(key);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
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

QList<Annotator> ProjectStore::annotators() const
{
    QList<Annotator> result;
    QSqlQuery query(database());
    query.exec(u"SELECT id, name, position, is_lead FROM annotators ORDER BY position"_s);
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toInt(),
                       query.value(3).toBool()});
    }
    return result;
}

Result<qint64> ProjectStore::addAnnotator(const QString &name, bool isLead)
{
    if (name.trimmed().isEmpty())
        return Error(u"an annotator needs a name"_s);
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO annotators(name, position, is_lead)"
                  " VALUES(?, (SELECT coalesce(max(position), 0) + 1 FROM annotators), ?)"_s);
    query.addBindValue(name.trimmed());
    query.addBindValue(isLead ? 1 : 0);
    if (!query.exec())
        return Error(u"cannot add annotator \"%1\": %2"_s.arg(name, query.lastError().text()));
    return query.lastInsertId().toLongLong();
}

Status ProjectStore::renameAnnotator(qint64 id, const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error(u"an annotator needs a name"_s);
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

Status ProjectStore::audit(const QString &actor, const QString &action, qint64 issueId,
                           const QString &detailJson)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO audit_log(at, actor, action, issue_id, detail) VALUES(?, ?, ?, ?, ?)"_s);
    query.addBindValue(nowUtc());
    query.addBindValue(actor);
    query.addBindValue(action);
    query.addBindValue(issueId > 0 ? QVariant(issueId) : QVariant(QMetaType(QMetaType::LongLong)));
    query.addBindValue(detailJson);
    return sql::exec(query);
}

QString ProjectStore::nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace taxonomist::core
