// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>
#include <QStringList>

struct sqlite3;

namespace taxonomist::core {

// What verifying a project's audit log found.
struct AuditReport
{
    qint64 entries = 0;
    // The first entry at which the chain breaks (a changed, inserted or missing entry, or one an
    // audit anchor names that the log no longer holds as it was seen); 0 when the chain is intact
    // or the problem is not tied to one entry (a dropped trigger).
    qint64 brokenAt = 0;
    QStringList chainProblems; // each names the entry (or the trigger) and the reason
    // Labels and final labels whose current value differs from what the log last recorded for
    // them, or that have no trace in it, and issues and annotators that are no longer the ones
    // the log recorded for the labels (another UUID, URL or label column): edits made with
    // plain SQL.
    QStringList labelProblems;

    bool isChainIntact() const { return chainProblems.isEmpty(); }
    bool isIntact() const { return chainProblems.isEmpty() && labelProblems.isEmpty(); }
    // "audit log intact (N entries)", "audit log broken at entry N: why", ...
    QString summary() const;
};

// Verifies the audit chain (every entry's hash over the previous hash and its fields, ids without
// gaps, the head in audit_head, the guarding triggers exactly as the schema made them, and every
// audit anchor: the entry another copy saw is still there with the hash it saw) and replays the
// label entries against the labels and final_labels tables, and the issues and annotators they
// name against what the entries and the last baseline recorded. Only reads; an Error when the
// file cannot be read (damaged), never a report that passes a log it could not read.
class AuditVerifier final
{
public:
    static Result<AuditReport> verify(sqlite3 *db);
    // At most this many label problems are listed (the count is still exact in the summary).
    static constexpr int maxListedProblems = 20;
};

} // namespace taxonomist::core
