// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/rowversion.h"
#include "store/sqlitestatement.h"
#include "store/tombstones.h"

#include <QList>
#include <QString>
#include <QStringList>

struct sqlite3;

namespace taxonomist::core {

class ProjectStore;

// What `team assign` does: every issue to every volunteer (the study's design), or K volunteers
// per issue (AssignmentPlanner), over all issues, some frameworks or one sampled round.
struct AssignmentRequest
{
    int perIssue = 0; // 0: all volunteers
    quint64 seed = 1;
    QStringList frameworks; // empty: every framework
    QString round; // a round's name: only its issues (a pilot); the newest of that name
    qint64 roundId = 0; // or the round itself (the lead's Rounds view), when above 0
};

struct AssignmentShare
{
    QString volunteer;
    qint64 issues = 0;
};

struct AssignmentSummary
{
    qint64 issues = 0;
    qint64 added = 0;
    qint64 removed = 0;
    qint64 kept = 0;
    QList<AssignmentShare> shares; // per volunteer, in label-column order
};

// An assignment as a copy stores it, with its version; a removed one keeps its removal's.
struct StoredAssignment
{
    bool assigned = false;
    bool removed = false;
    RowVersion version;
    qint64 changedBy = 0;

    bool exists() const { return assigned || removed; }
};

// Assignments are the lead's rows: `assign` replaces the assignments of the issues it covers
// (new ones added, dropped ones removed as versions other copies follow, the rest kept as they
// were), in one audit-logged transaction.
class AssignmentStore final
{
public:
    static Result<AssignmentSummary> assign(
        ProjectStore &store, const AssignmentRequest &request, const QString &actor);
    // What assign() would do, and each volunteer's share, without writing anything.
    static Result<AssignmentSummary> preview(ProjectStore &store, const AssignmentRequest &request);

    // One assignment version at a time, inside the caller's transaction (assign() and merges).
    class Writer final
    {
    public:
        explicit Writer(sqlite3 *db);
        Result<StoredAssignment> current(qint64 issueId, qint64 annotatorId);
        // `before` is what current() returned (a tombstone it held goes when the row comes back).
        Status write(qint64 issueId, qint64 annotatorId, const StoredAssignment &before,
            bool assigned, const RowVersion &version, qint64 changedBy);

    private:
        SqliteStatement m_select;
        SqliteStatement m_upsert;
        SqliteStatement m_remove;
        Tombstones m_tombstones;
    };
};

} // namespace taxonomist::core
