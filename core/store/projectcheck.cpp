// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectcheck.h"

#include "schema.h"
#include "sqlitestatement.h"
#include "util/coretext.h"

#include <QAtomicInt>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// A read-only connection of its own, removed when the check ends.
class ReadOnlyConnection final
{
public:
    explicit ReadOnlyConnection(const QString &path)
    {
        static QAtomicInt counter;
        m_name = u"taxonomist-check-%1"_s.arg(counter.fetchAndAddRelaxed(1));
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        // Without a WAL beside it (a closed project) the file is opened immutable: read-only
        // connections would otherwise leave -wal and -shm files behind.
        if (QFileInfo::exists(path + u"-wal"_s)) {
            db.setDatabaseName(path);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s);
        } else {
            db.setDatabaseName(
                QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + u"?immutable=1"_s);
            db.setConnectOptions(
                u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000"_s);
        }
        if (!db.open())
            m_error = db.lastError().text();
    }
    ~ReadOnlyConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    ReadOnlyConnection(const ReadOnlyConnection &) = delete;
    ReadOnlyConnection &operator=(const ReadOnlyConnection &) = delete;

    const QString &error() const { return m_error; }
    sqlite3 *handle() const { return sqliteHandle(m_name); }

private:
    QString m_name;
    QString m_error;
};

// Reads every row of a one-column statement as text; false (with a problem) when reading failed.
bool readLines(sqlite3 *db, const char *sql, QStringList &lines, ProjectCheckReport &report,
    const QString &what)
{
    SqliteStatement query(db, sql);
    while (query.next()) {
        if (lines.size() < ProjectCheck::maxListedFindings)
            lines.append(query.text(0));
    }
    if (auto status = query.readStatus(); !status) {
        report.problems.append(u"%1 could not run: %2"_s.arg(what, status.error().what()));
        return false;
    }
    return true;
}

std::optional<qint64> readNumber(sqlite3 *db, const char *sql, ProjectCheckReport &report)
{
    SqliteStatement query(db, sql);
    const bool hasRow = query.next();
    if (auto status = query.readStatus(); !status || !hasRow) {
        report.problems.append(u"cannot read the project: "_s
            + (status ? u"no result from %1"_s.arg(QString::fromUtf8(sql))
                      : status.error().what()));
        return std::nullopt;
    }
    return query.integer(0);
}

struct Invariant
{
    const char *countSql;
    const char *what; // "%1 …": the count goes first
    int since = 0; // the schema version it applies from
    int before = 1000; // and the one it no longer applies in
};

// What the schema intends but no constraint enforces (foreign keys and CHECKs are SQLite's).
constexpr Invariant invariants[] = {
    {"SELECT count(*) FROM taxonomy_nodes c JOIN taxonomy_nodes p ON p.id = c.parent_id WHERE "
     "c.level <> p.level + 1",
        "%1 taxonomy nodes sit at a level that does not follow their parent's"},
    {"SELECT count(*) FROM taxonomy_nodes WHERE parent_id IS NULL AND level <> 0",
        "%1 taxonomy nodes without a parent are not at the top level"},
    {"SELECT count(*) FROM labels WHERE node_id IS NULL AND false_positive = 0",
        "%1 labels name neither a taxonomy node nor a false positive", 0, 15},
    {"SELECT count(*) FROM labels WHERE node_id IS NULL AND false_positive = 0 AND open_code = ''",
        "%1 labels name neither a taxonomy node, a false positive nor an open code", 15},
    {"SELECT count(*) FROM labels l WHERE NOT EXISTS (SELECT 1 FROM issues i WHERE i.id = "
     "l.issue_id)"
     " OR NOT EXISTS (SELECT 1 FROM annotators a WHERE a.id = l.annotator_id)"
     " OR (l.node_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM taxonomy_nodes n WHERE n.id = "
     "l.node_id))",
        "%1 labels refer to an issue, annotator or taxonomy node that does not exist"},
    {"SELECT count(*) FROM final_labels f WHERE NOT EXISTS (SELECT 1 FROM issues i WHERE i.id = "
     "f.issue_id)"
     " OR (f.node_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM taxonomy_nodes n WHERE n.id = "
     "f.node_id))"
     " OR (f.decided_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM annotators a WHERE a.id = "
     "f.decided_by))",
        "%1 final labels refer to an issue, taxonomy node or annotator that does not exist"},
    {"SELECT count(*) FROM issues i WHERE NOT EXISTS (SELECT 1 FROM frameworks f WHERE f.id = "
     "i.framework_id)",
        "%1 issues belong to a framework that does not exist"},
    // Only the lead decides: a second one (set with plain SQL, or merged in) is a second person
    // whose final labels and team changes the project would take as the lead's.
    {"SELECT CASE WHEN count(*) > 1 THEN count(*) ELSE 0 END FROM annotators WHERE is_lead = 1",
        "%1 members are marked as the lead; a project has one lead at most"},
};

// The vote tally (issue_tally) against the labels it summarises: agreement and the lead's views
// read it, so a tally edited with plain SQL, or left stale by dropped triggers, would mislead them.
void checkTally(sqlite3 *db, ProjectCheckReport &report)
{
    QHash<QString, QByteArray> present;
    SqliteStatement triggers(db,
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'issue_tally_%'");
    while (triggers.next())
        present.insert(triggers.text(0), triggers.utf8(1).toByteArray());
    if (auto status = triggers.readStatus(); !status) {
        report.problems.append(
            u"cannot read the vote tally's triggers: "_s + status.error().what());
        return;
    }
    for (const ExpectedTrigger &trigger : schema::tallyTriggers()) {
        const QString name = QString::fromUtf8(trigger.name);
        if (!present.contains(name))
            report.problems.append(
                u"the trigger %1 that keeps the vote tally current was dropped"_s.arg(name));
        else if (present.value(name) != QByteArray(trigger.sql))
            report.problems.append(
                u"the trigger %1 that keeps the vote tally current was replaced"_s.arg(name));
    }
    const QByteArray recount = schema::tallyRecount();
    const QByteArray differing
        = "SELECT count(*) FROM (SELECT * FROM issue_tally EXCEPT SELECT * FROM (" + recount
        + ")) UNION ALL SELECT count(*) FROM (SELECT * FROM (" + recount
        + ") EXCEPT SELECT * FROM issue_tally)";
    SqliteStatement counts(db, differing.constData());
    qint64 stale = 0;
    while (counts.next())
        stale = qMax(stale, counts.integer(0));
    if (auto status = counts.readStatus(); !status) {
        report.problems.append(
            u"cannot compare the vote tally with the labels: "_s + status.error().what());
        return;
    }
    if (stale > 0) {
        report.problems.append(
            u"the vote tally differs from the labels and final labels of %1 issues (agreement and"
            " the lead's views read the tally)"_s.arg(stale));
    }
}

} // namespace

QString ProjectCheckReport::auditSummary() const
{
    if (audit)
        return audit->summary();
    if (schemaVersion >= 0 && schemaVersion < schema::auditChainVersion)
        return u"audit log not chained yet (schema version %1)"_s.arg(schemaVersion);
    return u"audit log not verified"_s;
}

QString ProjectCheckReport::toText() const
{
    QString text = u"project: %1\n"_s.arg(file);
    text += u"schema version: %1 (this build: %2)\n"_s.arg(schemaVersion)
                .arg(schema::currentVersion());
    text += u"integrity: %1\n"_s.arg(
        integrity.isEmpty() ? u"not checked"_s : integrity.section(u'\n', 0, 0));
    text += auditSummary() + u'\n';
    for (const QString &note : notes)
        text += u"note: "_s + note + u'\n';
    for (const QString &problem : problems)
        text += u"problem: "_s + problem + u'\n';
    text += isOk() ? u"result: ok\n"_s : u"result: %1 problem(s) found\n"_s.arg(problems.size());
    return text;
}

QJsonObject ProjectCheckReport::toJson() const
{
    QJsonObject object {{u"file"_s, file}, {u"ok"_s, isOk()}, {u"schema_version"_s, schemaVersion},
        {u"integrity"_s, integrity}, {u"audit"_s, auditSummary()},
        {u"problems"_s, QJsonArray::fromStringList(problems)},
        {u"notes"_s, QJsonArray::fromStringList(notes)}};
    if (audit) {
        object.insert(u"audit_entries"_s, audit->entries);
        object.insert(u"audit_intact"_s, audit->isIntact());
        object.insert(u"audit_broken_at"_s, audit->brokenAt);
    }
    return object;
}

Result<ProjectCheckReport> ProjectCheck::run(const QString &path, Scope scope)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error(CoreText::tr("no such project file"), {path, 0, 0});
    if (!info.isFile())
        return Error(CoreText::tr("not a regular file"), {path, 0, 0});
    if (!info.isReadable())
        return Error(CoreText::tr("cannot read the project file: permission denied"), {path, 0, 0});
    const ReadOnlyConnection connection(path);
    sqlite3 *db = connection.handle();
    if (!connection.error().isEmpty() || !db)
        return Error(
            CoreText::tr("cannot open the project: %1").arg(connection.error()), {path, 0, 0});
    // Through SQLite's descriptor: the app checks the project it has open (hasSqliteHeader).
    const auto header = hasSqliteHeader(db);
    if (!header)
        return Error(CoreText::tr("cannot read the project file: %1").arg(header.error().what()),
            {path, 0, 0});
    if (!*header)
        return Error(CoreText::tr("not a Taxonomist project (the file is not an SQLite database)"),
            {path, 0, 0});

    ProjectCheckReport report;
    report.file = path;
    {
        QStringList lines;
        const char *check
            = scope == Scope::Full ? "PRAGMA integrity_check(50)" : "PRAGMA quick_check(50)";
        if (readLines(db, check, lines, report, u"SQLite's integrity check"_s)) {
            report.integrity = lines.join(u'\n');
            if (lines != QStringList {u"ok"_s}) {
                for (const QString &line : std::as_const(lines))
                    report.problems.append(u"integrity: "_s + line);
            }
        }
    }
    const auto appId = readNumber(db, "PRAGMA application_id", report);
    const auto version = readNumber(db, "PRAGMA user_version", report);
    if (!appId || !version)
        return report;
    report.schemaVersion = static_cast<int>(*version);
    if (*appId != schema::applicationId) {
        report.problems.append(u"not a Taxonomist project (application id %1)"_s.arg(*appId));
        return report;
    }
    if (*version > schema::currentVersion()) {
        report.problems.append(
            u"written by a newer Taxonomist (schema version %1; this build knows up to %2)"_s
                .arg(*version)
                .arg(schema::currentVersion()));
        return report;
    }

    if (scope == Scope::Full) {
        QStringList keys;
        if (readLines(db,
                "SELECT \"table\" || ' row ' || coalesce(rowid, '?') || ' refers to a missing row "
                "of ' || parent"
                " FROM pragma_foreign_key_check",
                keys, report, u"the foreign-key check"_s)) {
            for (const QString &line : std::as_const(keys))
                report.problems.append(u"foreign key: "_s + line);
        }
        for (const Invariant &invariant : invariants) {
            if (*version < invariant.since || *version >= invariant.before)
                continue;
            const auto count = readNumber(db, invariant.countSql, report);
            if (count && *count > 0)
                report.problems.append(QString::fromUtf8(invariant.what).arg(*count));
        }
        if (*version >= schema::tallyVersion)
            checkTally(db, report);
    }

    if (*version < schema::auditChainVersion) {
        report.notes.append(
            u"schema version %1: opening the project in Taxonomist upgrades it to %2 and chains its audit log"_s
                .arg(*version)
                .arg(schema::currentVersion()));
        return report;
    }
    auto audit = AuditVerifier::verify(db);
    if (!audit) {
        report.problems.append(u"cannot verify the audit log: "_s + audit.error().what());
        return report;
    }
    report.audit = *audit;
    if (!audit->isChainIntact()) {
        const QString summary = audit->summary();
        report.problems.append(summary);
        for (const QString &problem : std::as_const(audit->chainProblems)) {
            // The summary repeats the first problem: "audit log broken at entry N: WHY" for an
            // "entry N: WHY", "audit log broken: PROBLEM" for another.
            if (summary == u"audit log broken: "_s + problem)
                continue;
            if (!summary.endsWith(problem.section(u": "_s, 1)) || !problem.startsWith(u"entry "_s))
                report.problems.append(u"audit log: "_s + problem);
        }
    }
    for (const QString &problem : std::as_const(audit->labelProblems))
        report.problems.append(u"edited outside Taxonomist: "_s + problem);
    return report;
}

} // namespace taxonomist::core
