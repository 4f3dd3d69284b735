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
    int year = 0; // 0: none
    QList<TallyVote> votes; // in annotator-id order
    QByteArray finalMethod; // empty: undecided
    qint64 finalNodeId = 0; // 0 for a false positive or undecided
    bool finalFalsePositive = false;

    bool isDecided() const { return !finalMethod.isEmpty(); }
};

// One issue's row of the tally as the statement holds it, for readers that parse the votes
// themselves: the texts are views into the row, valid during the visit.
struct IssueTallyRow
{
    qint64 issueId = 0;
    qint64 frameworkId = 0;
    int year = 0; // 0: none
    QByteArrayView votes; // as encodeVotes() writes them
    QByteArrayView finalMethod; // empty: undecided
    qint64 finalNodeId = 0; // 0 for a false positive or undecided
    bool finalFalsePositive = false;
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
    static Status forEach(
        const ProjectStore &store, const std::function<Status(const IssueTally &row)> &visit);
    // The same scan with the votes and the method left as text (parse them with forEachVote()).
    static Status forEachRow(
        const ProjectStore &store, const std::function<Status(const IssueTallyRow &row)> &visit);
    // The error of a row whose votes do not parse, naming the issue and the project file.
    static Error unreadableVotes(const ProjectStore &store, qint64 issueId);
    // Every row, issue-id order.
    static Result<QList<IssueTally>> readAll(const ProjectStore &store);

    // The votes column: "ANNOTATOR:NODE" per label, comma-separated, NODE "-" for a false
    // positive; what the triggers write.
    static QByteArray encodeVotes(const QList<TallyVote> &votes);
    static bool parseVotes(QByteArrayView text, QList<TallyVote> &votes);
    // parseVotes() without the list: add(annotatorId, nodeId, falsePositive) for each vote in
    // turn, in one pass over the text; false at the first entry that does not parse.
    template<typename Add>
    static bool forEachVote(QByteArrayView text, Add &&add);

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

template<typename Add>
bool IssueTallyStore::forEachVote(QByteArrayView text, Add &&add)
{
    // A decimal number of 1 to 18 digits (qint64 without overflow), or -1.
    const auto number = [](const char *&at, const char *end) -> qint64 {
        qint64 value = 0;
        int digits = 0;
        for (; at < end && *at >= '0' && *at <= '9'; ++at) {
            if (++digits > 18)
                return -1;
            value = value * 10 + (*at - '0');
        }
        return digits > 0 ? value : -1;
    };
    const char *at = text.data();
    const char *const end = at + text.size();
    while (at < end) {
        const qint64 annotatorId = number(at, end);
        if (annotatorId <= 0 || at == end || *at != ':')
            return false;
        ++at;
        const bool falsePositive = at < end && *at == '-';
        qint64 nodeId = 0;
        if (falsePositive)
            ++at;
        else if (nodeId = number(at, end); nodeId <= 0)
            return false;
        if (at < end
            && (*at != ',' || at + 1 == end)) // another entry follows, never a trailing comma
            return false;
        if (at < end)
            ++at;
        add(annotatorId, nodeId, falsePositive);
    }
    return true;
}

} // namespace taxonomist::core
