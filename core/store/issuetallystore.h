// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "multirowinsert.h"
#include "result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <functional>
#include <memory>

struct sqlite3;

namespace taxonomist::core {

class ProjectStore;
class SqliteStatement;

// One label as the tally keeps it.
struct TallyVote
{
    qint64 annotatorId = 0;
    qint64 nodeId = 0; // 0 for a false positive
    bool falsePositive = false;

    bool operator==(const TallyVote &) const = default;
};

// One issue's row of the tally (issue_tally): its framework and year, every label, the final label.
struct IssueTally
{
    qint64 issueId = 0;
    qint64 frameworkId = 0;
    int year = 0;           // 0: none
    QList<TallyVote> votes; // in annotator-id order
    QByteArray finalMethod; // empty: undecided
    qint64 finalNodeId = 0; // 0 for a false positive or undecided
    bool finalFalsePositive = false;

    bool isDecided() const { return !finalMethod.isEmpty(); }
};

// The vote tally (schema version 8): per issue, every label and the final label in one narrow
// row, kept current by triggers in the same transaction as each write of an issue, a label or a
// final label. Agreement, the lead's queue, the rules and the dashboard read it in one scan
// instead of each joining the labels afresh.
class IssueTallyStore final
{
public:
    // Visits every issue's row in issue-id order; `row` is reused from one call to the next. A
    // row that does not parse is an Error naming the project file.
    static Status forEach(const ProjectStore &store, const std::function<Status(const IssueTally &row)> &visit);
    // Every row, issue-id order.
    static Result<QList<IssueTally>> readAll(const ProjectStore &store);

    // The votes column: "ANNOTATOR:NODE" per label, comma-separated, NODE "-" for a false
    // positive; what the triggers write.
    static QByteArray encodeVotes(const QList<TallyVote> &votes);
    static bool parseVotes(QByteArrayView text, QList<TallyVote> &votes);

    // A bulk writer (the study import) turns the triggers off inside its transaction, writes each
    // issue's row itself with add(), and turns them on again before it commits; a rollback
    // brings the triggers back with everything else.
    class BulkWriter final
    {
    public:
        explicit BulkWriter(sqlite3 *db);
        ~BulkWriter();
        Status suspendTriggers();
        // A row with its votes already encoded (encodeVotes); row.votes is not read. Rows are
        // written several to a statement: flush() (or resumeTriggers()) writes the rest.
        Status add(const IssueTally &row, QByteArray encodedVotes);
        Status flush();
        Status resumeTriggers();

    private:
        struct Pending
        {
            IssueTally row;
            QByteArray votes;
        };
        sqlite3 *m_db;
        std::unique_ptr<MultiRowInsert> m_insert;
        std::vector<Pending> m_pending;
    };

    // A bulk change of rows the tally counts (a merge of change files, a pull from the team
    // server), inside one transaction. begin() sets the triggers aside and puts temporary
    // triggers in their place that only note which issues were written; finish() recomputes
    // those issues' rows in two statements and puts the triggers back, before the transaction
    // commits. Whoever writes in between (any statement, any table the triggers watch) is
    // noted. A rollback brings everything back as it was, the triggers included; an unfinished
    // deferral's destructor removes its temporary triggers so that nothing of it outlives the
    // transaction.
    class Deferral final
    {
    public:
        // Rows from which setting the triggers aside pays for a sync's pull (measured in
        // docs/performance.md): below it, the triggers do their work row by row.
        static constexpr qint64 worthwhileFrom = 500;

        explicit Deferral(sqlite3 *db);
        ~Deferral();
        Deferral(const Deferral &) = delete;
        Deferral &operator=(const Deferral &) = delete;

        Status begin();
        bool isActive() const { return m_active; }
        // The issues noted so far (for a summary or a test).
        Result<qint64> pendingIssues() const;
        Status finish();

    private:
        Status dropNotes();

        sqlite3 *m_db;
        bool m_active = false;
    };
};

} // namespace taxonomist::core
