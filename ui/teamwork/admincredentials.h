// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>

namespace taxonomist::core {
class TokenStore;
}

namespace taxonomist::ui {

// The team server administrator's password (the login that invites and removes members), asked
// once and kept as the app keeps its other server password: in the system keychain (entry
// `team-server-admin-password`), and in memory for this session. When the keychain cannot keep it
// (no keychain service on the machine, a locked or refused one) the app says so, and which
// fallback it uses: the password is remembered until the app quits, never written to a file.
class AdminCredentials final : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    void setTokenStore(core::TokenStore *tokens);
    // Whether the password is known (asked or read from the keychain) this session; an empty one
    // (libpq's own ~/.pgpass, PGPASSWORD or PGSERVICE) counts once it has worked.
    bool isKnown() const { return m_known; }
    QString password() const { return m_password; }
    // The password worked: remembered for the session and written to the keychain (an empty
    // one is remembered only). Ends with one noticed() saying where it is kept.
    void keep(const QString &password);
    // The server refused it: forgotten here and in the keychain, asked again next time.
    void forget();

Q_SIGNALS:
    // Where the password is kept, or why the keychain could not keep it (never the password).
    void noticed(const QString &message, bool failed);

private:
    core::TokenStore *m_tokens = nullptr;
    QString m_password;
    bool m_known = false;
    bool m_writing = false;
};

} // namespace taxonomist::ui
