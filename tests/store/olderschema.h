// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/sqlitestatement.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>

#include <sqlite3.h>

namespace taxonomist::test {

// How to add a migration (CONTRIBUTING.md): append it to schema::migrations(), then add its undo
// to `schemaUndos` below, newest first. Nothing else in the tests changes: the upgrade tests
// rewind a current project with these undos, and SchemaMigrations.* fails until the undo is here
// and exactly reverses the migration.

// The oldest version a current project can be rewound to with olderSchema(). Older versions are
// fixtures written by those versions (tests/fixtures/project-v1.sql).
constexpr int oldestRewindableVersion = 9;

// What each migration since oldestRewindableVersion added, undone, newest first.
struct SchemaUndo
{
    int version; // the migration this undoes
    const char *sql;
};
inline constexpr SchemaUndo schemaUndos[] = {
    {15,
        "DROP TRIGGER rounds_mint_uuid; DROP INDEX rounds_uuid; ALTER TABLE rounds DROP COLUMN "
        "uuid;"
        " DROP TABLE card_sort_labels; DROP TABLE card_sort_nodes; DROP TABLE card_sort_codes;"
        " DROP TABLE card_sorts; ALTER TABLE taxonomy_nodes DROP COLUMN retired;"
        " DROP INDEX labels_open_code; PRAGMA writable_schema = ON;"
        " UPDATE sqlite_schema SET sql = replace(sql,"
        " 'CHECK(node_id IS NOT NULL OR false_positive = 1 OR open_code <> ''''))',"
        " 'CHECK(node_id IS NOT NULL OR false_positive = 1))')"
        " WHERE type = 'table' AND name = 'labels'; PRAGMA writable_schema = OFF;"
        // Past any cookie a test file reaches: the connection reads the definition again.
        " PRAGMA schema_version = 1000000; ALTER TABLE labels DROP COLUMN open_code;"},
    {14, "DROP INDEX issue_tally_excludable;"},
    {13, "DROP TABLE audit_anchors; ALTER TABLE annotators DROP COLUMN signing_key;"},
    {12,
        "DROP INDEX assignments_owner_rev; DROP INDEX final_labels_owner_rev; DROP INDEX "
        "issue_content_fetched;"},
    {11,
        "DROP TABLE codebook_examples; DROP INDEX labels_unsure; ALTER TABLE labels DROP "
        "COLUMN unsure;"
        " ALTER TABLE labels DROP COLUMN comment;"},
    {10,
        "DROP TRIGGER issue_text_content_insert; DROP TRIGGER issue_text_content_update;"
        " DROP TRIGGER issue_text_content_delete; DROP TRIGGER issue_text_comment_insert;"
        " DROP TRIGGER issue_text_comment_update; DROP TRIGGER issue_text_comment_delete;"
        " DROP TABLE issue_text; ALTER TABLE taxonomy_nodes DROP COLUMN decision_rules;"},
};

// The statements that turn a current project back into the file an older version wrote
// (oldestRewindableVersion or later), ending with that version's user_version.
inline QByteArray olderSchema(int version)
{
    QByteArray script;
    for (const SchemaUndo &undo : schemaUndos) {
        if (undo.version > version)
            script += undo.sql;
    }
    return script + " PRAGMA user_version = " + QByteArray::number(version) + ';';
}

// Runs an SQL script on a file through a connection of its own, outside ProjectStore (no
// ProjectStore may have the file open). Empty when it ran, else SQLite's message.
inline QString runScriptOn(const QString &path, const QByteArray &script)
{
    const QString connection = QStringLiteral("olderschema-script");
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            error = QStringLiteral("cannot open ") + path;
        } else {
            char *message = nullptr;
            if (sqlite3_exec(
                    core::sqliteHandle(connection), script.constData(), nullptr, nullptr, &message)
                != SQLITE_OK)
                error = QString::fromUtf8(message ? message : "failed");
            sqlite3_free(message);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return error;
}

// Turns the closed current project at `path` into the file `version` wrote.
inline QString rewindProject(const QString &path, int version)
{
    return runScriptOn(path, olderSchema(version));
}

} // namespace taxonomist::test
