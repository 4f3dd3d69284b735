// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeextractor.h"
#include "changemerger.h"
#include "result.h"
#include "serverpull.h"

#include <QJsonObject>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// A member's login, shown once: the password is not stored anywhere by Taxonomist.
struct Invitation
{
    QString name;
    QString role;
    QString login;
    QString password; // empty: the login kept the password it had
    QString url;

    QJsonObject toJson() const;
};

struct ServerCreated
{
    QString url; // the administrator's address, as given
    ExtractStats stats;
    qint64 stored = 0; // rows the server took
    qint64 revision = 0; // the server's revision after the upload
    Invitation lead; // the lead's everyday login, which the lead's project now syncs as
};

struct SyncReport
{
    QString role;
    qint64 sent = 0; // own rows sent
    qint64 stored = 0; // of which the server took (new or newer versions)
    qint64 pulled = 0; // rows the server sent
    qint64 revision = 0; // the server revision this copy has everything up to
    qint64 waiting = 0; // own changes not yet on the server (after the sync: 0)
    QString syncedAt;
    MergeReport merge;
    QList<SkippedRow> skipped; // rows the server sent that this copy refused
    // Anchors of this copy's audit log that the log no longer holds (it was cut or rewritten
    // since the server saw it); `check` reports them too.
    QStringList auditProblems;

    QString toText() const;
    QJsonObject toJson() const;
};

// The team server (docs/team.md, "The team server"): PostgreSQL holds the shared rows, row-level
// security decides who reads and writes what, and every member's project stays a local SQLite
// file that syncs when online. Sync is push then pull: the member's own rows changed since the last
// push (ChangeExtractor), in one server transaction; then the rows with a server revision above the
// last one pulled, merged in one project transaction (ChangeMerger). Both are idempotent, so an
// interrupted sync is simply run again. Passwords come from libpq (PGPASSWORD, ~/.pgpass,
// PGSERVICE) or the caller; the project stores only the address.
class TeamServer final
{
public:
    // Creates (or brings up to date) the server schema and uploads the lead's whole project, as
    // the address's login: the team's administrator (CREATEROLE), which makes the roles, owns
    // nothing (a NOLOGIN owner role does) and is not the lead's sync login. Makes the lead's own
    // login (a member of the lead group, bound by the policies like everyone), returned once in
    // `lead`; the project then syncs as it. Run again, the lead's login keeps its password.
    static Result<ServerCreated> create(
        ProjectStore &lead, const QString &url, const QString &actor, const QString &password = {});
    // A login for `name` (a volunteer or the lead on the team; a viewer is anyone) with a new
    // password, shown once; inviting again gives a new password.
    static Result<Invitation> invite(ProjectStore &lead, const QString &name, const QString &role,
        const QString &actor, const QString &password = {});
    // A new project at `path` with what the login may see, synced. A volunteer's first copy
    // mints its signing key; a member's second copy signs with the key of the first, taken from
    // the project file at `signingKeyFrom` (MemberKeys::adoptFrom).
    // Takes `name`'s login off the server (a volunteer, or a viewer by the name they were invited
    // under): it can no longer connect. Their rows stay on the server and in every copy, and so
    // does their row of the members table; inviting them again lets them back in with a new
    // password. Returns the login. The lead's own login is refused (the project syncs as it).
    static Result<QString> removeMember(ProjectStore &lead, const QString &name,
        const QString &actor, const QString &password = {});
    static Result<SyncReport> join(const QString &url, const QString &path, const QString &actor,
        const QString &password = {}, const QString &signingKeyFrom = {});
    static Result<SyncReport> sync(
        ProjectStore &store, const QString &actor, const QString &password = {});

    // The server address this project syncs with (empty when none).
    static QString address(const ProjectStore &store);
    // The administrator's address (the login the server was created with), which invites and
    // removes members; empty when the project is on no server.
    static QString adminAddress(const ProjectStore &store);
    // Own rows changed since the last push ("3 changes waiting").
    static Result<qint64> waiting(ProjectStore &store);

    // A SCRAM-SHA-256 verifier for `password`, as PostgreSQL stores it: the password itself never
    // reaches the server, its logs or its statement statistics.
    static QString scramVerifier(
        const QString &password, const QByteArray &salt, int iterations = 4096);
};

} // namespace taxonomist::core
