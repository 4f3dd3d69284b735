// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "teamserver.h"

#include <QString>

namespace taxonomist::core {

// An invitation to a team server as one thing to hand over: a line of text to paste into
// Team › Join Team… (or `team join --invitation`), or a file holding that line, readable by its
// owner only. It carries the member's name, role, login, the server's address and the one-time
// password — a secret: it is written nowhere else (no project, no audit entry, no log).
//
//   taxonomist-invitation:1:BASE64URL(JSON {"name","role","login","url","password"})
namespace InvitationText {

QString encode(const Invitation &invitation);
// An invitation from its text (surrounding white space allowed), checked: the prefix and
// version, the fields' types and sizes, an address `ServerAddress::parse` takes whose login is
// the invitation's, a password. `source` names where the text came from in an Error.
Result<Invitation> decode(const QString &text, const QString &source);
// Writes the text to `path`, created with mode 0600 (an existing file is refused).
Status save(const Invitation &invitation, const QString &path);
// Reads an invitation file (a regular file of at most 64 KiB, no link followed).
Result<Invitation> load(const QString &path);
// Whether `text` looks like an invitation (its prefix), to tell it from a path or an address.
bool looksLikeOne(const QString &text);

} // namespace InvitationText

} // namespace taxonomist::core
