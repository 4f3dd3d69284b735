// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuetallystore.h"

#include "projectstore.h"
#include "schema.h"
#include "sqlitestatement.h"
#include "util/coretext.h"

#include <charconv>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Status execAll(sqlite3 *db, const QList<QByteArray> &statements)
{
    for (const QByteArray &sql : statements) {
        SqliteStatement statement(db, sql.constData());
        if (auto status = statement.exec(); !status)
            return status;
    }
    return success();
}

Status dropTallyTriggers(sqlite3 *db)
{
    QList<QByteArray> drops;
    for (const ExpectedTrigger &trigger : schema::tallyTriggers())
        drops.append("DROP TRIGGER IF EXISTS main." + QByteArray(trigger.name));
    return execAll(db, drops);
}

Status createTallyTriggers(sqlite3 *db)
{
    QList<QByteArray> creates;
    for (const ExpectedTrigger &trigger : schema::tallyTriggers())
        creates.append(trigger.sql);
    return execAll(db, creates);
}

// The issues a deferred tally must recompute, and the temporary triggers that note them: one
// per trigger of the tally, on the same table and event.
constexpr const char *notesTable = "tally_pending";

struct NoteTrigger
{
    const char *name;
    const char *event;
    QList<const char *> issues; // the written row's issue, before and after
};

const QList<NoteTrigger> &noteTriggers()
{
    static const QList<NoteTrigger> triggers {
        {"tally_note_issue_insert", "INSERT ON main.issues", {"NEW.id"}},
        {"tally_note_issue_update", "UPDATE OF id, framework_id, year ON main.issues",
            {"OLD.id", "NEW.id"}},
        {"tally_note_issue_delete", "DELETE ON main.issues", {"OLD.id"}},
        {"tally_note_label_insert", "INSERT ON main.labels", {"NEW.issue_id"}},
        {"tally_note_label_update", "UPDATE ON main.labels", {"OLD.issue_id", "NEW.issue_id"}},
        {"tally_note_label_delete", "DELETE ON main.labels", {"OLD.issue_id"}},
        {"tally_note_final_insert", "INSERT ON main.final_labels", {"NEW.issue_id"}},
        {"tally_note_final_update", "UPDATE ON main.final_labels",
            {"OLD.issue_id", "NEW.issue_id"}},
        {"tally_note_final_delete", "DELETE ON main.final_labels", {"OLD.issue_id"}},
    };
    return triggers;
}

} // namespace

QByteArray IssueTallyStore::encodeVotes(const QList<TallyVote> &votes)
{
    // Written in place (an import encodes every issue's votes): at most ',' and two 20-character
    // numbers around ':' a vote.
    QByteArray text(votes.size() * 42, Qt::Uninitialized);
    char *const begin = text.data();
    char *out = begin;
    for (const TallyVote &vote : votes) {
        if (out != begin)
            *out++ = ',';
        out = std::to_chars(out, out + 20, vote.annotatorId).ptr;
        *out++ = ':';
        if (vote.falsePositive)
            *out++ = '-';
        else
            out = std::to_chars(out, out + 20, vote.nodeId).ptr;
    }
    text.resize(out - begin);
    return text;
}

bool IssueTallyStore::parseVotes(QByteArrayView text, QList<TallyVote> &votes)
{
    votes.clear();
    return forEachVote(text, [&votes](qint64 annotatorId, qint64 nodeId, bool falsePositive) {
        votes.append({annotatorId, nodeId, falsePositive});
    });
}

Status IssueTallyStore::forEachRow(
    const ProjectStore &store, const std::function<Status(const IssueTallyRow &row)> &visit)
{
    SqliteStatement rows(store.handle(),
        "SELECT issue_id, framework_id, coalesce(year, 0), votes, final_method,"
        " final_node_id, final_false_positive FROM issue_tally ORDER BY issue_id");
    IssueTallyRow row;
    while (rows.next()) {
        row.issueId = rows.integer(0);
        row.frameworkId = rows.integer(1);
        row.year = static_cast<int>(rows.integer(2));
        row.votes = rows.utf8(3);
        row.finalMethod = rows.isNull(4) ? QByteArrayView() : rows.utf8(4);
        row.finalNodeId = rows.isNull(5) ? 0 : rows.integer(5);
        row.finalFalsePositive = rows.integer(6) != 0;
        if (auto status = visit(row); !status)
            return status;
    }
    return rows.readStatus();
}

Error IssueTallyStore::unreadableVotes(const ProjectStore &store, qint64 issueId)
{
    return Error(CoreText::tr("the vote tally of issue %1 cannot be read (the file may be damaged; "
                              "taxonomist-cli check"
                              " tells more)")
                     .arg(issueId),
        {store.path(), 0, 0});
}

Status IssueTallyStore::forEach(
    const ProjectStore &store, const std::function<Status(const IssueTally &row)> &visit)
{
    IssueTally tally;
    return forEachRow(store, [&](const IssueTallyRow &row) -> Status {
        tally.issueId = row.issueId;
        tally.frameworkId = row.frameworkId;
        tally.year = row.year;
        if (!parseVotes(row.votes, tally.votes))
            return unreadableVotes(store, row.issueId);
        if (tally.finalMethod != row.finalMethod) // most rows repeat the one before: no copy then
            tally.finalMethod = row.finalMethod.toByteArray();
        tally.finalNodeId = row.finalNodeId;
        tally.finalFalsePositive = row.finalFalsePositive;
        return visit(tally);
    });
}

Result<QList<IssueTally>> IssueTallyStore::readAll(const ProjectStore &store)
{
    QList<IssueTally> rows;
    auto status = forEach(store, [&rows](const IssueTally &row) {
        rows.append(row);
        return success();
    });
    if (!status)
        return status.error();
    return rows;
}

namespace {
// Tally rows a BulkWriter statement writes at once.
constexpr qsizetype BulkRows = 64;
} // namespace

IssueTallyStore::BulkWriter::BulkWriter(sqlite3 *db)
    : m_db(db)
    // OR FAIL: the bulk writer's caller rolls its transaction back on any error (see
    // MultiRowInsert).
    , m_insert(std::make_unique<MultiRowInsert>(db,
          "INSERT OR FAIL INTO issue_tally(issue_id, framework_id, year,"
          " votes, final_method, final_node_id, final_false_positive) VALUES",
          "(?, ?, ?, ?, ?, ?, ?)", 0, 7))
{
    m_pending.reserve(BulkRows);
}

IssueTallyStore::BulkWriter::~BulkWriter() = default;

Status IssueTallyStore::BulkWriter::suspendTriggers()
{
    return dropTallyTriggers(m_db);
}

Status IssueTallyStore::BulkWriter::add(const IssueTally &row, QByteArray encodedVotes)
{
    m_pending.push_back({row, std::move(encodedVotes)});
    if (qsizetype(m_pending.size()) < BulkRows)
        return success();
    return flush();
}

Status IssueTallyStore::BulkWriter::flush()
{
    if (m_pending.empty())
        return success();
    SqliteStatement &insert = m_insert->rows(qsizetype(m_pending.size()));
    for (qsizetype r = 0; r < qsizetype(m_pending.size()); ++r) {
        const IssueTally &row = m_pending[r].row;
        const auto at = [&](int column) { return m_insert->parameter(r, column); };
        insert.bind(at(0), row.issueId);
        insert.bind(at(1), row.frameworkId);
        if (row.year > 0)
            insert.bind(at(2), qint64(row.year));
        else
            insert.bindNull(at(2));
        // An issue nobody labeled has '' (a null QByteArray would bind NULL, which the column
        // refuses).
        insert.bindStatic(at(3),
            m_pending[r].votes.isEmpty() ? QByteArrayView("") : QByteArrayView(m_pending[r].votes));
        if (row.isDecided())
            insert.bindStatic(at(4), QByteArrayView(row.finalMethod));
        else
            insert.bindNull(at(4));
        if (row.isDecided() && !row.finalFalsePositive)
            insert.bind(at(5), row.finalNodeId);
        else
            insert.bindNull(at(5));
        insert.bind(at(6), qint64(row.isDecided() && row.finalFalsePositive ? 1 : 0));
    }
    auto status = insert.exec();
    m_pending.clear();
    return status;
}

Status IssueTallyStore::BulkWriter::resumeTriggers()
{
    if (auto status = flush(); !status)
        return status;
    return createTallyTriggers(m_db);
}

IssueTallyStore::Deferral::Deferral(sqlite3 *db)
    : m_db(db)
{ }

IssueTallyStore::Deferral::~Deferral()
{
    if (m_active)
        (void)dropNotes(); // the transaction rolls back the rest
}

Status IssueTallyStore::Deferral::begin()
{
    if (m_active)
        return Error(CoreText::tr("the vote tally is deferred already"));
    QList<QByteArray> statements {
        "CREATE TEMP TABLE " + QByteArray(notesTable) + "(issue_id INTEGER PRIMARY KEY)"};
    for (const NoteTrigger &trigger : noteTriggers()) {
        QByteArray body;
        for (const char *issue : trigger.issues) {
            // Unqualified: SQLite allows no schema name there, and a temporary trigger finds the
            // temporary table first. Inside a trigger the writer's conflict policy overrides the
            // trigger's own: an insert's OR IGNORE holds for the writers of these tables (they
            // use none, OR IGNORE or OR REPLACE, which replaces the note by itself), and it is
            // much cheaper than a NOT EXISTS test; but the update of an upsert (ON CONFLICT DO
            // UPDATE) runs under ABORT, so an update notes an issue only when it is not noted yet.
            if (QByteArrayView(trigger.event).startsWith("UPDATE")) {
                body += "INSERT INTO " + QByteArray(notesTable) + "(issue_id) SELECT " + issue
                    + " WHERE NOT EXISTS (SELECT 1 FROM " + notesTable
                    + " WHERE issue_id = " + issue + "); ";
            } else {
                body += "INSERT OR IGNORE INTO " + QByteArray(notesTable) + "(issue_id) VALUES("
                    + issue + "); ";
            }
        }
        statements.append("CREATE TEMP TRIGGER " + QByteArray(trigger.name) + " AFTER "
            + trigger.event + " BEGIN " + body + "END");
    }
    m_active = true;
    if (auto status = execAll(m_db, statements); !status)
        return status;
    return dropTallyTriggers(m_db);
}

Result<qint64> IssueTallyStore::Deferral::pendingIssues() const
{
    if (!m_active)
        return qint64(0);
    SqliteStatement count(m_db, "SELECT count(*) FROM temp." + QByteArray(notesTable));
    const qint64 issues = count.next() ? count.integer(0) : 0;
    if (auto status = count.readStatus(); !status)
        return status.error();
    return issues;
}

Status IssueTallyStore::Deferral::finish()
{
    if (!m_active)
        return success();
    if (auto status = execAll(
            m_db, schema::tallyRefresh("SELECT issue_id FROM temp." + QByteArray(notesTable)));
        !status)
        return status;
    if (auto status = dropNotes(); !status)
        return status;
    m_active = false;
    return createTallyTriggers(m_db);
}

Status IssueTallyStore::Deferral::dropNotes()
{
    QList<QByteArray> drops;
    for (const NoteTrigger &trigger : noteTriggers())
        drops.append("DROP TRIGGER IF EXISTS temp." + QByteArray(trigger.name));
    drops.append("DROP TABLE IF EXISTS temp." + QByteArray(notesTable));
    return execAll(m_db, drops);
}

} // namespace taxonomist::core
