// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "team/teamserver.h"

namespace taxonomist::test {

// A volunteer's invitation as `team invite` makes one, for the tests of its text and of the Join
// dialog that takes it: a login of the team's form, a TLS address, a one-time password.
inline core::Invitation sampleInvitation(const QString &name = QStringLiteral("Ana"))
{
    core::Invitation invitation;
    invitation.name = name;
    invitation.role = QStringLiteral("volunteer");
    invitation.login = QStringLiteral("tx_0123456789abcdef_m_00112233445566778899aabbccddeeff");
    invitation.url
        = QStringLiteral("postgresql://%1@lab.example.org:5432/study?sslmode=verify-full")
              .arg(invitation.login);
    invitation.password = QStringLiteral("Xk3-9pQ_wR7tZ2mB5nV8cL4e");
    return invitation;
}

} // namespace taxonomist::test
