// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changefile.h"
#include "result.h"
#include "store/projectstore.h"
#include "util/signingkey.h"

#include <QHash>
#include <QString>

namespace taxonomist::core {

// The members' signing keys (docs/team.md, "Keys and signatures"). Every member's public key is
// in the team's rows (annotators.signing_key) of every copy; a copy's own secret key is in its
// project_info (`team.signing_secret`) and never leaves it: no change file, package of another
// member or team server row carries it. The lead's key is minted the first time the lead's
// project signs something; a volunteer's when the lead makes their package, whose file is then
// the only place its secret half exists.
class MemberKeys final
{
public:
    static constexpr const char *secretInfoKey = "team.signing_secret";

    // Every member's public key by UUID (an empty text: none known).
    static Result<QHash<QString, QString>> publicKeys(const ProjectStore &store);

    // The key this copy signs `author`'s change files with: in a package its volunteer's, in the
    // lead's project the lead's (minted the first time, and again when the lead role went to a
    // member the key is not theirs of). Anyone else's changes cannot be signed here, since their
    // key is only in their own package. Writes: call inside the caller's transaction.
    static Result<SigningKey> signingKeyFor(ProjectStore &store, const Annotator &author);

    // The key of `author`'s package at `packagePath`, to sign an export of another copy of theirs
    // (a package made before packages had keys, or one whose key a new package replaced).
    static Result<SigningKey> signingKeyFromPackage(
        const ProjectStore &store, const Annotator &author, const QString &packagePath);

    // A new key for `volunteer`'s new package, made by the lead: its public half replaces the
    // volunteer's in the lead's project (files signed by an earlier package's key are refused
    // from then on); the secret half is returned for the package alone. The lead's own package
    // (a lead who also labels) carries the lead's key. `replaced`: the volunteer had a key.
    static Result<SigningKey> mintForPackage(
        ProjectStore &lead, const Annotator &volunteer, bool *replaced = nullptr);

    // Checks a change file against this project before any of it is merged: of this project, by
    // a member of its team, signed by that member's key as this project knows it. Sets
    // file.authenticated; an Error names the file.
    static Status authenticate(const ProjectStore &store, ChangeFile::Opened &file);

    // A second copy of `author`'s (a volunteer's second laptop, the lead's second machine, both
    // joined through the team server) signs with the key of their first copy at `firstCopy`:
    // a copy of this project whose secret key's public half is the key this copy knows for
    // `author`. Keeps the secret in this copy.
    static Status adoptFrom(ProjectStore &store, const Annotator &author, const QString &firstCopy);

    // Sets `uuid`'s public key in this project's team rows.
    static Status setPublicKey(ProjectStore &store, const QString &uuid, const QString &key);
};

} // namespace taxonomist::core
