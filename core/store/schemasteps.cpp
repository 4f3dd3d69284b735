// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "schemasteps.h"

#include "sqlitestatement.h"

#include <sqlite3.h>

namespace taxonomist::core::schema {

// ---- Full-text search ----
// One FTS5 row per searchable part of an issue: rowid = issue id × 65536 + part, where part 0 is
// the title, 1 the body and 2 + n comment n. The trigram tokenizer finds any substring of three
// characters or more, so Chinese text without spaces is found as well as English. Triggers keep
// it current in the same transaction as every write of content, whoever writes it.
#define TAXONOMIST_ISSUE_TEXT_ROW(issue, part) "((" issue ") * 65536 + (" part "))"
const QList<const char *> &issueTextMigration()
{
    static const QList<const char *> statements {
        // The codebook's decision rules of each node (a JSON array; '' for none).
        "ALTER TABLE taxonomy_nodes ADD COLUMN decision_rules TEXT NOT NULL DEFAULT ''",
        "CREATE VIRTUAL TABLE issue_text USING fts5(text, tokenize = 'trigram')",
        "INSERT INTO issue_text(rowid, text)"
        " SELECT " TAXONOMIST_ISSUE_TEXT_ROW(
            "issue_id", "0") ", title FROM issue_content"
                             " UNION ALL SELECT " TAXONOMIST_ISSUE_TEXT_ROW("issue_id",
                                 "1") ", body FROM issue_content"
                                      " UNION ALL SELECT " TAXONOMIST_ISSUE_TEXT_ROW("issue_id",
                                          "2 + min(position, 65533)") ", body FROM issue_comments",
        "CREATE TRIGGER issue_text_content_insert AFTER INSERT ON issue_content BEGIN"
        " DELETE FROM issue_text WHERE rowid IN (" TAXONOMIST_ISSUE_TEXT_ROW(
            "NEW.issue_id", "0") ", " TAXONOMIST_ISSUE_TEXT_ROW("NEW.issue_id",
            "1") ");"
                 " INSERT INTO issue_text(rowid, text) VALUES(" TAXONOMIST_ISSUE_TEXT_ROW(
                     "NEW.issue_id", "0") ", NEW.title),"
                                          " (" TAXONOMIST_ISSUE_TEXT_ROW(
                                              "NEW.issue_id", "1") ", NEW.body); END",
        "CREATE TRIGGER issue_text_content_update AFTER UPDATE ON issue_content BEGIN"
        " DELETE FROM issue_text WHERE rowid IN (" TAXONOMIST_ISSUE_TEXT_ROW(
            "OLD.issue_id", "0") ", " TAXONOMIST_ISSUE_TEXT_ROW("OLD.issue_id",
            "1") ");"
                 " INSERT INTO issue_text(rowid, text) VALUES(" TAXONOMIST_ISSUE_TEXT_ROW(
                     "NEW.issue_id", "0") ", NEW.title),"
                                          " (" TAXONOMIST_ISSUE_TEXT_ROW(
                                              "NEW.issue_id", "1") ", NEW.body); END",
        "CREATE TRIGGER issue_text_content_delete AFTER DELETE ON issue_content BEGIN"
        " DELETE FROM issue_text WHERE rowid IN (" TAXONOMIST_ISSUE_TEXT_ROW(
            "OLD.issue_id", "0") ", " TAXONOMIST_ISSUE_TEXT_ROW("OLD.issue_id", "1") "); END",
        "CREATE TRIGGER issue_text_comment_insert AFTER INSERT ON issue_comments BEGIN"
        " DELETE FROM issue_text WHERE rowid = " TAXONOMIST_ISSUE_TEXT_ROW("NEW.issue_id",
            "2 + min(NEW.position, 65533)") ";"
                                            " INSERT INTO issue_text(rowid, text) "
                                            "VALUES(" TAXONOMIST_ISSUE_TEXT_ROW("NEW.issue_id",
                                                "2 + min(NEW.position, 65533)") ", NEW.body); END",
        "CREATE TRIGGER issue_text_comment_update AFTER UPDATE ON issue_comments BEGIN"
        " DELETE FROM issue_text WHERE rowid = " TAXONOMIST_ISSUE_TEXT_ROW("OLD.issue_id",
            "2 + min(OLD.position, 65533)") ";"
                                            " INSERT INTO issue_text(rowid, text) "
                                            "VALUES(" TAXONOMIST_ISSUE_TEXT_ROW("NEW.issue_id",
                                                "2 + min(NEW.position, 65533)") ", NEW.body); END",
        "CREATE TRIGGER issue_text_comment_delete AFTER DELETE ON issue_comments BEGIN"
        " DELETE FROM issue_text WHERE rowid = " TAXONOMIST_ISSUE_TEXT_ROW(
            "OLD.issue_id", "2 + min(OLD.position, 65533)") "; END",
    };
    return statements;
}
#undef TAXONOMIST_ISSUE_TEXT_ROW
// ---- end of full-text search ----

// ---- Open codes ----
// A label may be an open code alone (v15). SQLite cannot alter a CHECK constraint, and a table
// rebuild would have to drop and remake every trigger that reads labels; instead the looser
// CHECK, which every row already meets, is written into the table's definition the way SQLite's
// documentation describes for removing one (lang_altertable.html, "Making other kinds of table
// schema changes"): the rows and b-trees stay as they are, and the schema cookie moves on so that
// every connection reads the definition again.
namespace {

constexpr const char *labelCheckBefore = "CHECK(node_id IS NOT NULL OR false_positive = 1))";
constexpr const char *labelCheckAfter
    = "CHECK(node_id IS NOT NULL OR false_positive = 1 OR open_code <> ''))";

} // namespace

Status widenLabelCheck(const QSqlDatabase &db)
{
    sqlite3 *handle = sqliteHandle(db.connectionName());
    if (!handle)
        return Error(QStringLiteral("no SQLite handle to widen the labels table's CHECK"));
    SqliteStatement cookie(handle, "PRAGMA schema_version");
    const qint64 version = cookie.next() ? cookie.integer(0) : -1;
    if (auto status = cookie.readStatus(); !status)
        return status;
    if (auto status = SqliteStatement(handle, "PRAGMA writable_schema = ON").exec(); !status)
        return status;
    SqliteStatement update(handle,
        "UPDATE sqlite_schema SET sql = replace(sql, ?1, ?2)"
        " WHERE type = 'table' AND name = 'labels' AND instr(sql, ?1) > 0");
    update.bindStatic(1, labelCheckBefore);
    update.bindStatic(2, labelCheckAfter);
    Status updated = update.exec();
    if (updated && sqlite3_changes(handle) != 1)
        updated = Error(
            QStringLiteral("the labels table is not the one Taxonomist made: its definition lacks ")
            + QLatin1StringView(labelCheckBefore));
    if (auto status = SqliteStatement(handle, "PRAGMA writable_schema = OFF").exec(); !status)
        return status;
    if (!updated)
        return updated;
    return SqliteStatement(handle, "PRAGMA schema_version = " + QByteArray::number(version + 1))
        .exec();
}
// ---- end of open codes ----

} // namespace taxonomist::core::schema
