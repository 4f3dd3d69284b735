// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "sqlitestatement.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

// The identities every copy of a project shares or keeps apart: the project's UUID (the same in
// the lead's project and every package made from it), UUIDs of rows, and this copy's device,
// which stamps the versions written here. A copy opened on another machine mints a device of its
// own the first time it writes, so two machines of one volunteer never pass for one.
class ProjectIdentity final
{
public:
    static Result<QString> projectUuid(const ProjectStore &store);
    // This copy's device (team_devices.id), minted when the project has none or was last written
    // on another machine. Writes: call inside the caller's transaction.
    static Result<qint64> thisDevice(ProjectStore &store);
    // The device's row for a UUID, added when unknown (inside the caller's transaction).
    static Result<qint64> deviceId(ProjectStore &store, const QString &uuid);
    // The next revision of rows `ownerId` owns in this copy (inside the caller's transaction).
    static Result<qint64> nextRevision(ProjectStore &store, qint64 ownerId);
    // Reserves `count` revisions at once for a bulk write; returns the first.
    static Result<qint64> reserveRevisions(ProjectStore &store, qint64 ownerId, qint64 count);
    // Raises the owner's counter to at least `rev` (a merged row of theirs came with it).
    static Status raiseRevision(ProjectStore &store, qint64 ownerId, qint64 rev);

    // A random UUID in lower-case text without braces.
    static QString newUuid();
    // A name-based UUID (version 5) under Taxonomist's namespace: rows keyed by other rows (a
    // label is issue × annotator) get the same UUID in every copy without storing it.
    static QString derivedUuid(const QString &name);
    // A fingerprint of this machine (from its machine id), never the id itself.
    static QString machineFingerprint();
};

// Hands out owners' revisions in this copy, one statement prepared once: for writers that stamp
// many rows in one transaction.
class RevisionCounter final
{
public:
    explicit RevisionCounter(ProjectStore &store);
    // The next `count` revisions of `ownerId`'s rows; returns the first.
    Result<qint64> reserve(qint64 ownerId, qint64 count = 1);

private:
    SqliteStatement m_bump;
};

} // namespace taxonomist::core
