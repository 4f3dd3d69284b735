// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

struct sqlite3;

namespace taxonomist::core {

// A member of the team. A volunteer holds a label column (Label1..LabelN in every framework's
// export); the lead decides final labels and holds a column only when also added as a volunteer.
struct Annotator
{
    qint64 id = 0;
    QString name;
    int position = 0; // the team's order
    bool isLead = false;
    QString uuid; // the same in every copy of the project
    int labelColumn = 0; // 1 for Label1; 0: no label column (a lead who does not label)

    bool isVolunteer() const { return labelColumn > 0; }
};

// What open() runs SQLite's quick check over before anything reads or writes the file. The
// check reads every page it covers, so on a large project it is the cost of opening: a reader
// that reads a few tables checks those (their pages and indexes), and the GUI opens without
// and checks the whole file on a worker thread (checkIntegrity()). A project that must be
// upgraded is always checked whole first.
struct IntegrityCheck
{
    QStringList tables; // only these tables and their indexes; empty: the whole file
    bool deferred = false; // nothing now: the caller runs checkIntegrity() itself
    // Read-only, these tables, a file of whileReadingFrom bytes or more: the check runs on a
    // thread and connection of its own while the caller reads, and the caller shows nothing,
    // not even an error of its own, before waitForCheck() has passed. The same check, off the
    // caller's path when a core is free. A smaller file and a store opened read-write are
    // checked before open() returns: below about the study's size the second connection, its
    // schema and its thread cost about as much as they save (docs/performance.md).
    bool whileReading = false;
    qint64 whileReadingFrom = 0;

    static constexpr qint64 worthCheckingWhileReading = 32 * 1024 * 1024;

    static IntegrityCheck wholeFile() { return {}; }
    static IntegrityCheck ofTables(QStringList tables) { return {std::move(tables), false}; }
    static IntegrityCheck ofTablesWhileReading(
        QStringList tables, qint64 fromBytes = worthCheckingWhileReading)
    {
        return {std::move(tables), false, true, fromBytes};
    }
    static IntegrityCheck later() { return {{}, true}; }
};

class TableCheck;

// One project: a SQLite file opened through Qt Sql on a connection of its own. Opening checks
// that the file is a Taxonomist project of a version this build reads (and runs SQLite's quick
// check) before anything is written, then migrates it to the current schema in one transaction.
// Commits are durable (WAL with synchronous=FULL): a label shown as saved survives a power cut.
class ProjectStore final
{
public:
    enum class OpenMode {
        // An existing project, read only (SQLite mode=ro; immutable on a read-only folder without
        // a WAL): nothing is written, not even to an empty or foreign file, which is refused.
        ReadOnly,
        // An existing project, read and written; an empty or missing file is refused.
        ReadWrite,
        // ReadWrite when the file and its folder are writable (canWrite()), ReadOnly otherwise:
        // what the GUI does, so a project on read-only media opens read-only.
        PreferReadWrite,
        // A new project, exclusively: fails with "FILE already exists" when anything is at the
        // path. The project is built in a hidden temporary sibling; publish() moves it into place
        // without replacing anything, and a store that was never published removes only its own
        // temporary file.
        CreateNew,
        // An existing project, or a new one when the path is missing or an empty file (tests and
        // tools that do not race; a missing file is created with O_EXCL).
        CreateIfMissing,
        ExistingOnly = ReadWrite,
    };

    using IntegrityCheck = core::IntegrityCheck;

    static Result<std::unique_ptr<ProjectStore>> open(const QString &path,
        OpenMode mode = OpenMode::CreateIfMissing, const IntegrityCheck &check = {});
    // Whether the project file and its folder can be written by this process (access(2)).
    static bool canWrite(const QString &path);
    ~ProjectStore();
    ProjectStore(const ProjectStore &) = delete;
    ProjectStore &operator=(const ProjectStore &) = delete;

    const QString &path() const { return m_path; }
    QSqlDatabase database() const;
    const QString &connectionName() const { return m_connection; }
    sqlite3 *handle() const { return m_handle; }
    int schemaVersion() const;
    bool isReadOnly() const { return m_readOnly; }

    // CreateNew only: folds the project into one file and moves it to path() without replacing
    // anything there ("FILE already exists" when another process got there first); the store
    // stays open on path(). Until then path() does not exist.
    Status publish();
    // SQLite's quick check over the whole file on this connection; an Error saying "the project
    // file FILE is damaged: …" when it finds damage.
    Status checkIntegrity() const;
    // The verdict of the check open() left running beside the caller's reads
    // (IntegrityCheck::whileReading), waiting for it: the same Error open() would have
    // returned. success() when open() checked before it returned, or was told not to check.
    Status waitForCheck();
    // Folds the WAL into the project file (wal_checkpoint(TRUNCATE)); an error when that fails
    // (a full disk, a reader that holds the WAL) says the project is not yet one file.
    Status checkpoint();

    // A value of project_info; empty when the key is absent. An unreadable file (SQLITE_CORRUPT,
    // SQLITE_IOERR) is an Error naming the file; info() is for display and yields "" then.
    Result<QString> readInfo(const QString &key) const;
    QString info(const QString &key) const;
    Status setInfo(const QString &key, const QString &value);

    // Annotators in Label order; a read that stops early is an Error naming the file, never a
    // short list. annotators() is for display and yields the empty list then.
    Result<QList<Annotator>> readAnnotators() const;
    QList<Annotator> annotators() const;
    // A lead gets no label column; anyone else is a volunteer with the next one (see TeamRoster
    // for the team's rules: who may be added, renamed, made lead or removed).
    Result<qint64> addAnnotator(const QString &name, bool isLead = false);
    Status renameAnnotator(qint64 id, const QString &name);
    Status setLead(qint64 id, bool isLead);

    qint64 issueCount() const;

    // Appends to the audit log; `detailJson` is a JSON object as text.
    Status audit(const QString &actor, const QString &action, qint64 issueId = 0,
        const QString &detailJson = QStringLiteral("{}"));

    static QString nowUtc();

private:
    friend class Transaction; // the one way to write in a transaction: rolls back unless committed
    Status begin();
    Status beginRead();
    Status commit();
    void rollback();

    ProjectStore(QString path, QString connection);
    static Result<std::unique_ptr<ProjectStore>> openFile(const QString &path, const QString &file,
        bool readOnly, bool immutable, bool isNew, bool building, const IntegrityCheck &check = {});
    Status prepare(bool isNew, const IntegrityCheck &check);
    Status quickCheck(const QString &table) const;
    Status migrate(int fromVersion);
    // Runs one statement; a failure is described by sqlite::describe() for this file.
    Status run(const QString &statement);
    Error lastError(const QString &detail = {}) const;
    void close();

    QString m_path;
    QString m_connection;
    QString m_tempPath; // CreateNew before publish(): the file being built
    QString m_uri; // what SQLite was given to open: a URI when read-only
    std::unique_ptr<TableCheck> m_pendingCheck;
    sqlite3 *m_handle = nullptr;
    bool m_readOnly = false;
};

} // namespace taxonomist::core
