// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "schema.h"

#include "auditwriter.h"
#include "schemasteps.h"
#include "sqlitestatement.h"
#include "util/coretext.h"

// A random (version 4) UUID in lower-case text, evaluated per row: SQLite has no UUID function.
#define TAXONOMIST_SQL_UUID4                                                                       \
    "lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), " \
    "2) || '-'"                                                                                    \
    " || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || "   \
    "hex(randomblob(6)))"

namespace taxonomist::core::schema {

namespace {

constexpr const char *auditDeleteTrigger
    = "CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log"
      " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END";
// From version 6: an entry can get its hash once (the migration chains the old log), never change.
constexpr const char *auditUpdateTrigger
    = "CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log WHEN OLD.hash IS NOT "
      "NULL"
      " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END";
// INSERT OR REPLACE deletes the old row without firing the delete trigger (recursive triggers are
// off), so an insert may not reuse an id; and only a chained entry may come in.
constexpr const char *auditInsertTrigger
    = "CREATE TRIGGER audit_log_chained_insert BEFORE INSERT ON audit_log"
      " WHEN NEW.hash IS NULL OR length(NEW.hash) <> 64 OR EXISTS (SELECT 1 FROM audit_log WHERE "
      "id = NEW.id)"
      " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only and chained: entries come from "
      "Taxonomist'); END";

// ---- The vote tally ----
// One row per issue with every label and the final label in short: what agreement, the lead's
// queue, the rules and the dashboard read in one narrow scan instead of each joining the labels.
// Triggers keep it current in the same transaction as every write of an issue, a label or a
// final label, whoever writes them (the workbench, the lead, a merge, a sync, sqlite3).
constexpr const char *tallyTable = "CREATE TABLE issue_tally("
                                   " issue_id INTEGER PRIMARY KEY,"
                                   " framework_id INTEGER NOT NULL,"
                                   " year INTEGER,"
                                   // "ANNOTATOR:NODE" per label in annotator-id order,
                                   // comma-separated; NODE "-" is a false positive
                                   " votes TEXT NOT NULL DEFAULT '',"
                                   " final_method TEXT," // NULL: undecided
                                   " final_node_id INTEGER," // NULL for a false positive
                                   " final_false_positive INTEGER NOT NULL DEFAULT 0)";

// The tally of the issues `where` selects (an SQL condition on issues i), or of all, with the
// table's column names: what the triggers, the migration and a bulk writer's refresh compute.
QByteArray tallyWhere(const QByteArray &where)
{
    return "SELECT i.id AS issue_id, i.framework_id AS framework_id, i.year AS year,"
           " coalesce((SELECT group_concat(v, ',') FROM (SELECT l.annotator_id || ':' ||"
           " CASE WHEN l.false_positive <> 0 THEN '-' ELSE l.node_id END AS v FROM labels l"
           " WHERE l.issue_id = i.id ORDER BY l.annotator_id)), '') AS votes,"
           " f.method AS final_method,"
           " CASE WHEN f.false_positive <> 0 THEN NULL ELSE f.node_id END AS final_node_id,"
           " coalesce(f.false_positive <> 0, 0) AS final_false_positive"
           " FROM issues i LEFT JOIN final_labels f ON f.issue_id = i.id"
        + (where.isEmpty() ? QByteArray() : " WHERE " + where);
}

// The tally of one issue (`issue`: an SQL expression) or of all.
QByteArray tallyOf(const QByteArray &issue)
{
    return tallyWhere(issue.isEmpty() ? QByteArray() : "i.id = " + issue);
}

constexpr const char *tallyColumns
    = "issue_id, framework_id, year, votes, final_method, final_node_id, final_false_positive";

// Brings one issue's row up to date. No OR-clause: a writer's INSERT OR IGNORE on labels would
// turn a trigger's INSERT OR REPLACE into an ignore; this updates, inserts what is missing and
// removes the row of an issue that is gone.
QByteArray refreshTally(const QByteArray &issue)
{
    return "UPDATE issue_tally SET framework_id = n.framework_id, year = n.year, votes = n.votes,"
           " final_method = n.final_method,"
           " final_node_id = n.final_node_id, final_false_positive = n.final_false_positive FROM ("
        + tallyOf(issue)
        + ") AS n WHERE issue_tally.issue_id = n.issue_id; INSERT INTO issue_tally(" + tallyColumns
        + ") SELECT * FROM (" + tallyOf(issue)
        + ") AS n WHERE NOT EXISTS (SELECT 1 FROM issue_tally t WHERE"
          " t.issue_id = n.issue_id); DELETE FROM issue_tally WHERE issue_id = "
        + issue + " AND NOT EXISTS (SELECT 1 FROM issues WHERE id = " + issue + ");";
}

struct TallyTrigger
{
    QByteArray name;
    QByteArray sql;
};

const QList<TallyTrigger> &tallyTriggerList()
{
    static const QList<TallyTrigger> triggers = [] {
        const auto trigger = [](const char *name, const char *event, const QByteArray &body) {
            return TallyTrigger {name,
                "CREATE TRIGGER " + QByteArray(name) + " AFTER " + event + " BEGIN " + body
                    + " END"};
        };
        const auto both = [](const char *key) {
            return refreshTally(QByteArray("OLD.") + key) + " "
                + refreshTally(QByteArray("NEW.") + key);
        };
        return QList<TallyTrigger> {
            trigger("issue_tally_issue_insert", "INSERT ON issues", refreshTally("NEW.id")),
            trigger("issue_tally_issue_update", "UPDATE OF id, framework_id, year ON issues",
                both("id")),
            trigger("issue_tally_issue_delete", "DELETE ON issues", refreshTally("OLD.id")),
            trigger("issue_tally_label_insert", "INSERT ON labels", refreshTally("NEW.issue_id")),
            trigger("issue_tally_label_update", "UPDATE ON labels", both("issue_id")),
            trigger("issue_tally_label_delete", "DELETE ON labels", refreshTally("OLD.issue_id")),
            trigger(
                "issue_tally_final_insert", "INSERT ON final_labels", refreshTally("NEW.issue_id")),
            trigger("issue_tally_final_update", "UPDATE ON final_labels", both("issue_id")),
            trigger(
                "issue_tally_final_delete", "DELETE ON final_labels", refreshTally("OLD.issue_id")),
        };
    }();
    return triggers;
}

const QList<const char *> &tallyMigration()
{
    static const QByteArray fill
        = "INSERT INTO issue_tally(" + QByteArray(tallyColumns) + ") " + tallyOf({});
    static const QList<const char *> statements = [] {
        QList<const char *> list {tallyTable, fill.constData()};
        for (const TallyTrigger &trigger : tallyTriggerList())
            list.append(trigger.sql.constData());
        return list;
    }();
    return statements;
}
// ---- end of the vote tally ----

Status chainAuditLog(const QSqlDatabase &db)
{
    sqlite3 *handle = sqliteHandle(db.connectionName());
    if (!handle)
        return Error(CoreText::tr("no SQLite handle for the audit chain"));
    return AuditWriter::chainExisting(handle);
}

} // namespace

const QList<Migration> &migrations()
{
    static const QList<Migration> list {
        {1,
            "initial schema: taxonomy, frameworks, issues, annotators, labels, final labels, audit "
            "log",
            {
                "CREATE TABLE project_info(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT "
                "ROWID",
                "CREATE TABLE taxonomy_nodes("
                " id INTEGER PRIMARY KEY,"
                " code TEXT NOT NULL UNIQUE,"
                " name TEXT NOT NULL,"
                " level INTEGER NOT NULL CHECK(level >= 0),"
                " parent_id INTEGER REFERENCES taxonomy_nodes(id),"
                " position INTEGER NOT NULL,"
                " description TEXT NOT NULL DEFAULT '',"
                " aliases TEXT NOT NULL DEFAULT '')",
                "CREATE TABLE taxonomy_details("
                " node_id INTEGER NOT NULL REFERENCES taxonomy_nodes(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " text TEXT NOT NULL,"
                " PRIMARY KEY(node_id, position)) WITHOUT ROWID",
                "CREATE TABLE frameworks("
                " id INTEGER PRIMARY KEY,"
                " name TEXT NOT NULL UNIQUE,"
                " position INTEGER NOT NULL,"
                " label_columns INTEGER NOT NULL DEFAULT 0,"
                " csv_crlf INTEGER NOT NULL DEFAULT 0,"
                " csv_bom INTEGER NOT NULL DEFAULT 0)",
                "CREATE TABLE framework_repositories("
                " framework_id INTEGER NOT NULL REFERENCES frameworks(id) ON DELETE CASCADE,"
                " host TEXT NOT NULL, owner TEXT NOT NULL, name TEXT NOT NULL,"
                " PRIMARY KEY(framework_id, host, owner, name)) WITHOUT ROWID",
                "CREATE TABLE framework_keywords("
                " framework_id INTEGER NOT NULL REFERENCES frameworks(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " keyword TEXT NOT NULL,"
                " PRIMARY KEY(framework_id, position)) WITHOUT ROWID",
                "CREATE TABLE framework_years("
                " framework_id INTEGER NOT NULL REFERENCES frameworks(id) ON DELETE CASCADE,"
                " year INTEGER NOT NULL,"
                " PRIMARY KEY(framework_id, year)) WITHOUT ROWID",
                "CREATE TABLE issues("
                " id INTEGER PRIMARY KEY,"
                " framework_id INTEGER NOT NULL REFERENCES frameworks(id),"
                " row_order INTEGER NOT NULL,"
                " url TEXT NOT NULL,"
                " host TEXT NOT NULL, owner TEXT NOT NULL, repo TEXT NOT NULL, number TEXT NOT "
                "NULL,"
                " year INTEGER,"
                " UNIQUE(framework_id, row_order))",
                "CREATE INDEX issues_url ON issues(url)",
                "CREATE INDEX issues_framework_year ON issues(framework_id, year)",
                "CREATE TABLE year_entries("
                " framework_id INTEGER NOT NULL REFERENCES frameworks(id) ON DELETE CASCADE,"
                " year INTEGER NOT NULL,"
                " position INTEGER NOT NULL,"
                " url TEXT NOT NULL,"
                " issue_id INTEGER REFERENCES issues(id),"
                " PRIMARY KEY(framework_id, year, position)) WITHOUT ROWID",
                "CREATE INDEX year_entries_issue ON year_entries(issue_id)",
                "CREATE TABLE annotators("
                " id INTEGER PRIMARY KEY,"
                " name TEXT NOT NULL UNIQUE,"
                " position INTEGER NOT NULL UNIQUE,"
                " is_lead INTEGER NOT NULL DEFAULT 0)",
                "CREATE TABLE labels("
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                " node_id INTEGER REFERENCES taxonomy_nodes(id),"
                " summary TEXT NOT NULL DEFAULT '',"
                " false_positive INTEGER NOT NULL DEFAULT 0,"
                " false_positive_reason TEXT NOT NULL DEFAULT '',"
                " updated_at TEXT NOT NULL,"
                " PRIMARY KEY(issue_id, annotator_id),"
                " CHECK(node_id IS NOT NULL OR false_positive = 1)) WITHOUT ROWID",
                "CREATE INDEX labels_annotator ON labels(annotator_id, issue_id)",
                "CREATE TABLE final_labels("
                " issue_id INTEGER PRIMARY KEY REFERENCES issues(id) ON DELETE CASCADE,"
                " node_id INTEGER REFERENCES taxonomy_nodes(id),"
                " false_positive INTEGER NOT NULL DEFAULT 0,"
                " method TEXT NOT NULL CHECK(method IN "
                "('imported','unanimous','majority','consensus','lead')),"
                " decided_by INTEGER REFERENCES annotators(id),"
                " note TEXT NOT NULL DEFAULT '',"
                " decided_at TEXT NOT NULL,"
                " CHECK(node_id IS NOT NULL OR false_positive = 1))",
                "CREATE TABLE audit_log("
                " id INTEGER PRIMARY KEY,"
                " at TEXT NOT NULL,"
                " actor TEXT NOT NULL,"
                " action TEXT NOT NULL,"
                " issue_id INTEGER,"
                " detail TEXT NOT NULL DEFAULT '{}')",
                "CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log"
                " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
                auditDeleteTrigger,
            }},
        {2, "duplicate-URL flags on issues; the study's source files kept verbatim for export",
            {
                "ALTER TABLE issues ADD COLUMN is_duplicate_url INTEGER NOT NULL DEFAULT 0",
                "UPDATE issues SET is_duplicate_url = 1 WHERE EXISTS (SELECT 1 FROM issues other"
                " WHERE other.framework_id = issues.framework_id AND other.url = issues.url"
                " AND other.id <> issues.id)",
                "CREATE TABLE study_files("
                " path TEXT PRIMARY KEY,"
                " content BLOB NOT NULL) WITHOUT ROWID",
            }},
        {3, "issue content for offline work: title, state, body and every comment",
            {
                "CREATE TABLE issue_content("
                " issue_id INTEGER PRIMARY KEY REFERENCES issues(id) ON DELETE CASCADE,"
                " title TEXT NOT NULL,"
                " state TEXT NOT NULL DEFAULT '',"
                " author TEXT NOT NULL DEFAULT '',"
                " created_at TEXT NOT NULL DEFAULT '',"
                " updated_at TEXT NOT NULL DEFAULT '',"
                " closed_at TEXT NOT NULL DEFAULT '',"
                " repository_labels TEXT NOT NULL DEFAULT '[]',"
                " body TEXT NOT NULL DEFAULT '',"
                " html_url TEXT NOT NULL DEFAULT '',"
                " is_pull_request INTEGER NOT NULL DEFAULT 0,"
                " fetched_at TEXT NOT NULL)",
                "CREATE TABLE issue_comments("
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " author TEXT NOT NULL DEFAULT '',"
                " created_at TEXT NOT NULL DEFAULT '',"
                " body TEXT NOT NULL DEFAULT '',"
                " PRIMARY KEY(issue_id, position)) WITHOUT ROWID",
            }},
        {4,
            "fetching: per-issue fetch status, HTTP validators, a resumable job queue, keyword "
            "matches",
            {
                "CREATE TABLE fetch_status("
                " issue_id INTEGER PRIMARY KEY REFERENCES issues(id) ON DELETE CASCADE,"
                " state TEXT NOT NULL CHECK(state IN"
                " ('fetched','unchanged','moved','missing','gone','forbidden','failed')),"
                " http_status INTEGER NOT NULL DEFAULT 0,"
                " reason TEXT NOT NULL DEFAULT '',"
                " moved_to TEXT NOT NULL DEFAULT '',"
                " attempts INTEGER NOT NULL DEFAULT 0,"
                " updated_at TEXT NOT NULL)",
                "CREATE INDEX fetch_status_state ON fetch_status(state)",
                // ETag and Last-Modified of each API URL whose response is in the project.
                "CREATE TABLE http_cache("
                " url TEXT PRIMARY KEY,"
                " etag TEXT NOT NULL DEFAULT '',"
                " last_modified TEXT NOT NULL DEFAULT '',"
                " updated_at TEXT NOT NULL) WITHOUT ROWID",
                "CREATE TABLE fetch_jobs("
                " id INTEGER PRIMARY KEY,"
                " scope TEXT NOT NULL,"
                " created_at TEXT NOT NULL,"
                " state TEXT NOT NULL CHECK(state IN ('open','finished')),"
                " finished_at TEXT NOT NULL DEFAULT '')",
                "CREATE INDEX fetch_jobs_scope ON fetch_jobs(scope, state)",
                "CREATE TABLE fetch_job_items("
                " job_id INTEGER NOT NULL REFERENCES fetch_jobs(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " state TEXT NOT NULL DEFAULT 'pending' CHECK(state IN ('pending','done')),"
                " PRIMARY KEY(job_id, position)) WITHOUT ROWID",
                "CREATE INDEX fetch_job_items_issue ON fetch_job_items(issue_id)",
                "CREATE TABLE issue_keywords("
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " keyword TEXT NOT NULL,"
                " location TEXT NOT NULL CHECK(location IN "
                "('title','body','comment','code','url','user')),"
                " hits INTEGER NOT NULL,"
                " PRIMARY KEY(issue_id, keyword, location)) WITHOUT ROWID",
                "CREATE INDEX issue_keywords_location ON issue_keywords(location, issue_id)",
            }},
        {5, "the lead's work: sampled rounds, taxonomy proposals and votes, taxonomy versions",
            {
                "CREATE TABLE rounds("
                " id INTEGER PRIMARY KEY,"
                " name TEXT NOT NULL,"
                " kind TEXT NOT NULL CHECK(kind IN ('pilot','round')),"
                " seed INTEGER NOT NULL,"
                " size INTEGER NOT NULL,"
                " stratified INTEGER NOT NULL,"
                " created_by INTEGER REFERENCES annotators(id),"
                " created_at TEXT NOT NULL)",
                "CREATE TABLE round_issues("
                " round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " PRIMARY KEY(round_id, position)) WITHOUT ROWID",
                "CREATE INDEX round_issues_issue ON round_issues(issue_id)",
                "CREATE TABLE taxonomy_proposals("
                " id INTEGER PRIMARY KEY,"
                " parent_id INTEGER NOT NULL REFERENCES taxonomy_nodes(id),"
                " name TEXT NOT NULL,"
                " description TEXT NOT NULL DEFAULT '',"
                " example_issue_id INTEGER REFERENCES issues(id) ON DELETE SET NULL,"
                " proposed_by INTEGER NOT NULL REFERENCES annotators(id),"
                " created_at TEXT NOT NULL,"
                " status TEXT NOT NULL DEFAULT 'open' CHECK(status IN "
                "('open','adopted','rejected')),"
                " reason TEXT NOT NULL DEFAULT '',"
                " decided_at TEXT NOT NULL DEFAULT '',"
                " node_id INTEGER REFERENCES taxonomy_nodes(id))",
                "CREATE TABLE taxonomy_proposal_votes("
                " proposal_id INTEGER NOT NULL REFERENCES taxonomy_proposals(id) ON DELETE CASCADE,"
                " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                " approve INTEGER NOT NULL,"
                " reason TEXT NOT NULL DEFAULT '',"
                " voted_at TEXT NOT NULL,"
                " PRIMARY KEY(proposal_id, annotator_id)) WITHOUT ROWID",
                // One row per taxonomy version the project moved to after it was created.
                "CREATE TABLE taxonomy_versions("
                " id INTEGER PRIMARY KEY,"
                " version TEXT NOT NULL,"
                " previous TEXT NOT NULL,"
                " proposal_id INTEGER REFERENCES taxonomy_proposals(id),"
                " created_at TEXT NOT NULL)",
            }},
        {6, "a tamper-evident audit log: each entry chained to the one before by a SHA-256 hash",
            {
                "ALTER TABLE audit_log ADD COLUMN hash TEXT",
                "DROP TRIGGER audit_log_append_only_update",
                auditUpdateTrigger,
                auditInsertTrigger,
                // The chain's last id and hash: a log cut short no longer reaches them.
                "CREATE TABLE audit_head("
                " slot INTEGER PRIMARY KEY CHECK(slot = 1),"
                " last_id INTEGER NOT NULL,"
                " last_hash TEXT NOT NULL)",
            },
            &chainAuditLog},
        // ---- Teams: stable identities, revisions, assignments, change files ----
        {7,
            "teams: UUIDs for the project, issues, annotators and proposals; volunteer label "
            "columns; revisions"
            " (rev, device, base) on labels, final labels and votes; assignments; tombstones, row "
            "history, merges",
            {
                "ALTER TABLE issues ADD COLUMN uuid TEXT",
                "UPDATE issues SET uuid = " TAXONOMIST_SQL_UUID4,
                "CREATE UNIQUE INDEX issues_uuid ON issues(uuid)",
                "CREATE TRIGGER issues_mint_uuid AFTER INSERT ON issues WHEN NEW.uuid IS NULL"
                " BEGIN UPDATE issues SET uuid = " TAXONOMIST_SQL_UUID4 " WHERE id = NEW.id; END",
                "ALTER TABLE annotators ADD COLUMN uuid TEXT",
                "UPDATE annotators SET uuid = " TAXONOMIST_SQL_UUID4,
                "CREATE UNIQUE INDEX annotators_uuid ON annotators(uuid)",
                "CREATE TRIGGER annotators_mint_uuid AFTER INSERT ON annotators WHEN NEW.uuid IS "
                "NULL"
                " BEGIN UPDATE annotators SET uuid = " TAXONOMIST_SQL_UUID4
                " WHERE id = NEW.id; END",
                // Label1..LabelN: a volunteer's column in every framework's export; NULL for a lead
                // who does not label (and any other member). Before teams every annotator had one.
                "ALTER TABLE annotators ADD COLUMN label_column INTEGER",
                "UPDATE annotators SET label_column = position WHERE is_lead = 0"
                " OR EXISTS (SELECT 1 FROM labels l WHERE l.annotator_id = annotators.id)",
                "CREATE UNIQUE INDEX annotators_label_column ON annotators(label_column)",
                "ALTER TABLE taxonomy_proposals ADD COLUMN uuid TEXT",
                "UPDATE taxonomy_proposals SET uuid = " TAXONOMIST_SQL_UUID4,
                "CREATE UNIQUE INDEX taxonomy_proposals_uuid ON taxonomy_proposals(uuid)",
                "CREATE TRIGGER taxonomy_proposals_mint_uuid AFTER INSERT ON taxonomy_proposals "
                "WHEN NEW.uuid IS NULL"
                " BEGIN UPDATE taxonomy_proposals SET uuid = " TAXONOMIST_SQL_UUID4
                " WHERE id = NEW.id; END",
                "INSERT INTO project_info(key, value) VALUES('project.uuid', " TAXONOMIST_SQL_UUID4
                ")"
                " ON CONFLICT(key) DO NOTHING",
                // The copies that wrote row versions; this copy's is project_info 'team.device'.
                "CREATE TABLE team_devices(id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE)",
                "INSERT INTO team_devices(uuid) VALUES(" TAXONOMIST_SQL_UUID4 ")",
                "INSERT INTO project_info(key, value) VALUES('team.device', (SELECT uuid FROM "
                "team_devices))"
                " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                // Each owner's revision counter in this copy, and the last revision exported.
                "CREATE TABLE team_counters("
                " annotator_id INTEGER PRIMARY KEY,"
                " last_rev INTEGER NOT NULL DEFAULT 0,"
                " exported_rev INTEGER NOT NULL DEFAULT 0)",
                // A row version: rev (the owner's counter where it was written), the copy that
                // wrote it (device_id) and the version it replaced as that copy last had it from
                // elsewhere (base_device_id, base_rev). A label's changed_at is updated_at, its
                // owner its annotator.
                "ALTER TABLE labels ADD COLUMN rev INTEGER NOT NULL DEFAULT 0",
                "ALTER TABLE labels ADD COLUMN device_id INTEGER REFERENCES team_devices(id)",
                "ALTER TABLE labels ADD COLUMN base_device_id INTEGER REFERENCES team_devices(id)",
                "ALTER TABLE labels ADD COLUMN base_rev INTEGER NOT NULL DEFAULT 0",
                "UPDATE labels SET device_id = (SELECT id FROM team_devices)",
                "ALTER TABLE final_labels ADD COLUMN rev INTEGER NOT NULL DEFAULT 0",
                "ALTER TABLE final_labels ADD COLUMN changed_at TEXT NOT NULL DEFAULT ''",
                "ALTER TABLE final_labels ADD COLUMN changed_by INTEGER REFERENCES annotators(id)",
                "ALTER TABLE final_labels ADD COLUMN device_id INTEGER REFERENCES team_devices(id)",
                "ALTER TABLE final_labels ADD COLUMN base_device_id INTEGER REFERENCES "
                "team_devices(id)",
                "ALTER TABLE final_labels ADD COLUMN base_rev INTEGER NOT NULL DEFAULT 0",
                "UPDATE final_labels SET changed_at = decided_at, device_id = (SELECT id FROM "
                "team_devices),"
                " changed_by = (SELECT id FROM annotators WHERE is_lead = 1 ORDER BY position "
                "LIMIT 1)",
                "ALTER TABLE taxonomy_proposal_votes ADD COLUMN rev INTEGER NOT NULL DEFAULT 0",
                "ALTER TABLE taxonomy_proposal_votes ADD COLUMN device_id INTEGER REFERENCES "
                "team_devices(id)",
                "ALTER TABLE taxonomy_proposal_votes ADD COLUMN base_device_id INTEGER REFERENCES "
                "team_devices(id)",
                "ALTER TABLE taxonomy_proposal_votes ADD COLUMN base_rev INTEGER NOT NULL DEFAULT "
                "0",
                "UPDATE taxonomy_proposal_votes SET device_id = (SELECT id FROM team_devices)",
                // Which volunteer labels which issue; the lead owns every row.
                "CREATE TABLE assignments("
                " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " rev INTEGER NOT NULL DEFAULT 0,"
                " changed_at TEXT NOT NULL,"
                " changed_by INTEGER REFERENCES annotators(id),"
                " device_id INTEGER REFERENCES team_devices(id),"
                " base_device_id INTEGER REFERENCES team_devices(id),"
                " base_rev INTEGER NOT NULL DEFAULT 0,"
                " PRIMARY KEY(annotator_id, issue_id)) WITHOUT ROWID",
                "CREATE INDEX assignments_issue ON assignments(issue_id)",
                // A removed row that other copies may still hold: its removal travels as a version.
                "CREATE TABLE team_tombstones("
                " kind TEXT NOT NULL CHECK(kind IN ('label','final_label','assignment')),"
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " annotator_id INTEGER NOT NULL DEFAULT 0,"
                " rev INTEGER NOT NULL DEFAULT 0,"
                " changed_at TEXT NOT NULL,"
                " changed_by INTEGER REFERENCES annotators(id),"
                " device_id INTEGER REFERENCES team_devices(id),"
                " base_device_id INTEGER REFERENCES team_devices(id),"
                " base_rev INTEGER NOT NULL DEFAULT 0,"
                " PRIMARY KEY(kind, issue_id, annotator_id)) WITHOUT ROWID",
                // Every change file merged (by checksum: the same file twice is merged once).
                "CREATE TABLE team_merges("
                " id INTEGER PRIMARY KEY,"
                " sha256 TEXT NOT NULL UNIQUE,"
                " author TEXT NOT NULL,"
                " kind TEXT NOT NULL,"
                " file_created_at TEXT NOT NULL,"
                " merged_at TEXT NOT NULL,"
                " summary TEXT NOT NULL DEFAULT '{}')",
                // Versions a merge replaced or that lost a conflict: never discarded.
                "CREATE TABLE team_history("
                " id INTEGER PRIMARY KEY,"
                " kind TEXT NOT NULL,"
                " row_uuid TEXT NOT NULL,"
                " issue_id INTEGER REFERENCES issues(id) ON DELETE CASCADE,"
                " device TEXT NOT NULL,"
                " rev INTEGER NOT NULL,"
                " changed_at TEXT NOT NULL,"
                " record TEXT NOT NULL,"
                " reason TEXT NOT NULL CHECK(reason IN ('superseded','conflict')),"
                " merge_id INTEGER REFERENCES team_merges(id),"
                " UNIQUE(kind, row_uuid, device, rev))",
                "CREATE INDEX team_history_issue ON team_history(issue_id)",
            }},
        // ---- end of teams ----
        // ---- The vote tally ----
        {8,
            "the vote tally: every issue's labels and final label in one row, kept current by "
            "triggers",
            tallyMigration()},
        // ---- end of the vote tally ----
        // ---- Interviews and REFI-QDA exchange (docs/interviews.md) ----
        {9,
            "interviews: participants with attributes, transcripts, coded segments linked to "
            "taxonomy codes",
            {
                "CREATE TABLE participants("
                " id INTEGER PRIMARY KEY,"
                " code TEXT NOT NULL UNIQUE,"
                " role TEXT NOT NULL CHECK(role IN ('user','developer','other')),"
                " position INTEGER NOT NULL,"
                " guid TEXT NOT NULL UNIQUE,"
                " created_at TEXT NOT NULL)",
                // Type, experience, framework context and any further column of a code book.
                "CREATE TABLE participant_attributes("
                " participant_id INTEGER NOT NULL REFERENCES participants(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " name TEXT NOT NULL,"
                " value TEXT NOT NULL,"
                " PRIMARY KEY(participant_id, name)) WITHOUT ROWID",
                "CREATE TABLE transcripts("
                " id INTEGER PRIMARY KEY,"
                " participant_id INTEGER NOT NULL REFERENCES participants(id) ON DELETE CASCADE,"
                " guid TEXT NOT NULL UNIQUE,"
                " name TEXT NOT NULL,"
                " format TEXT NOT NULL CHECK(format IN ('text','markdown')),"
                " content TEXT NOT NULL,"
                " length INTEGER NOT NULL," // in code points, the unit of every range
                " added_at TEXT NOT NULL)",
                // A quote, anchored in a transcript by a code-point range [start, end) or
                // standalone; its coder's (an annotator), or the project's code book when coder_id
                // is NULL.
                "CREATE TABLE segments("
                " id INTEGER PRIMARY KEY,"
                " guid TEXT NOT NULL UNIQUE,"
                " participant_id INTEGER NOT NULL REFERENCES participants(id) ON DELETE CASCADE,"
                " transcript_id INTEGER REFERENCES transcripts(id) ON DELETE CASCADE,"
                " start_pos INTEGER,"
                " end_pos INTEGER,"
                " text TEXT NOT NULL,"
                " coder_id INTEGER REFERENCES annotators(id),"
                " memo TEXT NOT NULL DEFAULT '',"
                " category TEXT NOT NULL DEFAULT '',"
                " codebook_row INTEGER,"
                " created_at TEXT NOT NULL,"
                " updated_at TEXT NOT NULL,"
                " CHECK((transcript_id IS NULL AND start_pos IS NULL AND end_pos IS NULL)"
                " OR (transcript_id IS NOT NULL AND start_pos >= 0 AND end_pos > start_pos)))",
                "CREATE INDEX segments_transcript ON segments(transcript_id, coder_id)",
                "CREATE INDEX segments_participant ON segments(participant_id)",
                // Codes as written: a code the taxonomy does not have (C.11) is kept and flagged.
                "CREATE TABLE segment_links("
                " segment_id INTEGER NOT NULL REFERENCES segments(id) ON DELETE CASCADE,"
                " position INTEGER NOT NULL,"
                " code TEXT NOT NULL,"
                " PRIMARY KEY(segment_id, position)) WITHOUT ROWID",
                "CREATE INDEX segment_links_code ON segment_links(code)",
                // How CodeBook.csv spelled each cell, so an unchanged code book exports byte for
                // byte.
                "CREATE TABLE codebook_cells("
                " segment_id INTEGER NOT NULL REFERENCES segments(id) ON DELETE CASCADE,"
                " col INTEGER NOT NULL,"
                " text TEXT NOT NULL,"
                " quoted INTEGER NOT NULL,"
                " PRIMARY KEY(segment_id, col)) WITHOUT ROWID",
                // GUIDs another QDA program gave taxonomy nodes (and the codes outside the taxonomy
                // that links name), kept so a re-export updates its codes instead of duplicating
                // them.
                "CREATE TABLE exchange_guids("
                " kind TEXT NOT NULL CHECK(kind IN ('node','unknown-code','unknown-folder')),"
                " key TEXT NOT NULL,"
                " guid TEXT NOT NULL,"
                " PRIMARY KEY(kind, key)) WITHOUT ROWID",
            }},
        // ---- end of interviews ----
        // ---- Full-text search (docs/architecture.md, "Full-text search") ----
        {10,
            "full-text search over issue titles, bodies and comments (FTS5, trigram), kept current "
            "by triggers;"
            " the codebook's decision rules on taxonomy nodes",
            issueTextMigration()},
        {11, "a volunteer's doubt on a label (unsure, comment); the codebook's example issues",
            {
                "ALTER TABLE labels ADD COLUMN unsure INTEGER NOT NULL DEFAULT 0 CHECK(unsure IN "
                "(0, 1))",
                "ALTER TABLE labels ADD COLUMN comment TEXT NOT NULL DEFAULT ''",
                // The lead's queue counts doubts per issue: a few rows, found without a scan.
                "CREATE INDEX labels_unsure ON labels(issue_id) WHERE unsure = 1",
                // An issue the lead chose to show what a node means; it is the lead's, like final
                // labels.
                "CREATE TABLE codebook_examples("
                " node_id INTEGER NOT NULL REFERENCES taxonomy_nodes(id) ON DELETE CASCADE,"
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " added_by INTEGER REFERENCES annotators(id),"
                " added_at TEXT NOT NULL,"
                " PRIMARY KEY(node_id, issue_id)) WITHOUT ROWID",
                "CREATE INDEX codebook_examples_issue ON codebook_examples(issue_id)",
            }},
        // ---- end of full-text search ----
        // ---- A sync that finds nothing new stays quick for the lead ----
        {12,
            "the lead's rows by owner and revision, fetched content by time: what a sync sends is "
            "found"
            " without a scan",
            {
                // "The lead's rows changed since revision R" (ChangeExtractor, TeamServer's count
                // of what waits): 271,194 assignments and 38,742 final labels for the study.
                "CREATE INDEX assignments_owner_rev ON assignments(changed_by, rev)",
                "CREATE INDEX final_labels_owner_rev ON final_labels(changed_by, rev)",
                // The lead's sync sends the content fetched since the last one.
                "CREATE INDEX issue_content_fetched ON issue_content(fetched_at)",
            }},
        // ---- end of the sync's indexes ----
        // ---- Team trust (docs/security.md, "Signed changes" and "Audit anchors") ----
        {13, "members' public signing keys; the audit heads other copies saw of this one",
            {
                // Ed25519, the raw 32 bytes in base64; NULL until the member has a key. The
                // secret half of this copy's own key is in project_info (team.signing_secret).
                "ALTER TABLE annotators ADD COLUMN signing_key TEXT",
                // Where this copy's audit chain stood when another copy (the lead, a volunteer,
                // the team server) last saw it: `check` finds a chain cut below an anchor.
                "CREATE TABLE audit_anchors("
                " source TEXT PRIMARY KEY,"
                " entry_id INTEGER NOT NULL CHECK(entry_id >= 0),"
                " hash TEXT NOT NULL,"
                " seen_at TEXT NOT NULL)",
            }},
        // ---- end of team trust ----
        {14, "an index of the issues screening can exclude",
            {
                // The tally rows with a false-positive vote or a final false positive, the only
                // issues ScreeningRule can exclude: a volunteer's list leaves out the excluded ones
                // without a pass over the whole tally (a tenth of a second at 387,420 issues).
                "CREATE INDEX issue_tally_excludable ON issue_tally(issue_id)"
                " WHERE final_false_positive = 1 OR instr(votes, ':-') > 0",
            }},
        // ---- Open codes and the card sort (docs/user-guide.md, "A new study") ----
        {15,
            "open codes on labels; nodes a taxonomy retires; the card sorts that grew the taxonomy"
            " from open codes",
            {
                "ALTER TABLE labels ADD COLUMN open_code TEXT NOT NULL DEFAULT ''",
                // The card sort lists the open codes of every volunteer; a few rows among many.
                "CREATE INDEX labels_open_code ON labels(open_code) WHERE open_code <> ''",
                // A retired node stays for the labels that used it and is offered no more.
                "ALTER TABLE taxonomy_nodes ADD COLUMN retired INTEGER NOT NULL DEFAULT 0"
                " CHECK(retired IN (0, 1))",
                // One card sort the lead applied: the taxonomy version it made; undone_at is set
                // when it was undone.
                "CREATE TABLE card_sorts("
                " id INTEGER PRIMARY KEY,"
                " version TEXT NOT NULL,"
                " previous TEXT NOT NULL,"
                " applied_by INTEGER REFERENCES annotators(id),"
                " applied_at TEXT NOT NULL,"
                " undone_at TEXT NOT NULL DEFAULT '')",
                // Which open code it put under which node, and which nodes it made.
                "CREATE TABLE card_sort_codes("
                " sort_id INTEGER NOT NULL REFERENCES card_sorts(id) ON DELETE CASCADE,"
                " open_code TEXT NOT NULL,"
                " node_id INTEGER NOT NULL REFERENCES taxonomy_nodes(id),"
                " PRIMARY KEY(sort_id, open_code)) WITHOUT ROWID",
                "CREATE TABLE card_sort_nodes("
                " sort_id INTEGER NOT NULL REFERENCES card_sorts(id) ON DELETE CASCADE,"
                " node_id INTEGER NOT NULL REFERENCES taxonomy_nodes(id),"
                " PRIMARY KEY(sort_id, node_id)) WITHOUT ROWID",
                // A round travels to the team (volunteers filter their work by it) under a UUID.
                "ALTER TABLE rounds ADD COLUMN uuid TEXT",
                "UPDATE rounds SET uuid = " TAXONOMIST_SQL_UUID4,
                "CREATE UNIQUE INDEX rounds_uuid ON rounds(uuid)",
                "CREATE TRIGGER rounds_mint_uuid AFTER INSERT ON rounds WHEN NEW.uuid IS NULL"
                " BEGIN UPDATE rounds SET uuid = " TAXONOMIST_SQL_UUID4 " WHERE id = NEW.id; END",
                // The labels it mapped, so that undoing it unmaps exactly those.
                "CREATE TABLE card_sort_labels("
                " sort_id INTEGER NOT NULL REFERENCES card_sorts(id) ON DELETE CASCADE,"
                " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                " node_id INTEGER NOT NULL REFERENCES taxonomy_nodes(id),"
                " PRIMARY KEY(sort_id, issue_id, annotator_id)) WITHOUT ROWID",
            },
            widenLabelCheck},
        // ---- end of open codes ----
    };
    return list;
}

int currentVersion()
{
    return migrations().last().toVersion;
}

QList<ExpectedTrigger> tallyTriggers()
{
    QList<ExpectedTrigger> result;
    for (const TallyTrigger &trigger : tallyTriggerList())
        result.append(ExpectedTrigger {trigger.name.constData(), trigger.sql.constData()});
    return result;
}

QByteArray tallyRecount()
{
    return tallyOf({}) + " ORDER BY i.id";
}

QList<QByteArray> tallyRefresh(const QByteArray &issueIds)
{
    const QByteArray in = " IN (" + issueIds + ")";
    return {"DELETE FROM issue_tally WHERE issue_id" + in,
        "INSERT INTO issue_tally(" + QByteArray(tallyColumns) + ") " + tallyWhere("i.id" + in)};
}

QList<ExpectedTrigger> auditTriggers()
{
    return {{"audit_log_append_only_update", auditUpdateTrigger},
        {"audit_log_append_only_delete", auditDeleteTrigger},
        {"audit_log_chained_insert", auditInsertTrigger}};
}

} // namespace taxonomist::core::schema
