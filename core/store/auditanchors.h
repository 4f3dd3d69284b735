// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

struct sqlite3;

namespace taxonomist::core {

// Where this copy's own audit chain stood when another copy (the lead, a volunteer) or the team
// server last saw it: one row of `audit_anchors` per source (schema version 13). The chain alone
// cannot show a log cut short whose head record was fixed up to match; an anchor can, since the
// entry it names must still be there with the hash that source saw. The check
// (AuditVerifier, `taxonomist-cli check`) reports every anchor the log no longer holds as a break.
//
// How the transport uses it, on this copy's connection:
//   - before sending, head() gives the chain's head to send: {entryId, hash};
//   - when the other side confirms what it saw (or on a successful push of that head),
//     record(db, source, entryId, hash, seenAt) keeps it; source is a stable name for the other
//     side (a member's UUID, the server's address), seenAt an ISO 8601 time in UTC;
//   - verify() (the check runs it too) lists the anchors the log no longer holds.
// record() writes one statement and may run inside or outside the caller's transaction. A copy
// rebuilt from a package or pulled afresh has a new log of its own: record only heads that
// head() gave on this file.
class AuditAnchors final
{
public:
    // The head of the chain: the last entry's id and its chain hash (64 lowercase hex digits);
    // {0, ""} for an empty log.
    struct Head
    {
        qint64 entryId = 0;
        QByteArray hash;
    };
    struct Anchor
    {
        QString source;
        qint64 entryId = 0;
        QByteArray hash;
        QString seenAt;
    };
    // An anchor whose entry the log no longer holds (isMissing) or holds with another hash.
    struct Problem
    {
        Anchor anchor;
        bool isMissing = false;
        // "the audit log was cut or rewritten: entry N, which "SOURCE" saw on DATE, is missing"
        // (or "differs"); the source quoted and escaped (it came from elsewhere).
        QString what;
    };

    // The head as audit_head records it, checked against audit_log: the entry it names is the
    // log's last and has that hash, and that hash is the chain hash of the entry's fields after
    // the entry before it. An Error (naming the entry) when they disagree: a head the log does
    // not reach is never handed on. It does not verify the whole chain (the check does); it
    // reads three rows.
    static Result<Head> head(sqlite3 *db);

    // Keeps what `source` saw of this copy's chain: inserts its anchor or moves it forward. An
    // anchor never moves backwards: an entry id lower than the one stored for `source`, or the
    // same id with another hash (the log was rewritten since, or the source is wrong), is an
    // Error naming the source, and the stored anchor stays. Seeing the same entry again updates
    // seen_at only. The hash must be 64 lowercase hex digits (empty only for entry 0, an empty
    // log); source and seenAt must not be blank. The entry is not looked up: an anchor is what
    // the other side saw, and verify() tells when this log no longer agrees.
    static Status record(sqlite3 *db, const QString &source, qint64 entryId, const QByteArray &hash,
        const QString &seenAt);

    // Every anchor, by source. Empty on a file older than anchors (no table).
    static Result<QList<Anchor>> list(sqlite3 *db);

    // Every anchor whose entry the log no longer holds with exactly the hash it saw, in entry
    // order. Empty when all hold, or on a file older than anchors. An Error only when the file
    // cannot be read.
    static Result<QList<Problem>> verify(sqlite3 *db);
};

} // namespace taxonomist::core
