// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/tokenstore.h"

namespace taxonomist::keychain {

// TokenStore on the system keychain through QtKeychain (Secret Service, KWallet, macOS
// Keychain, Windows Credential Store). In its own target so core does not link the library.
class KeychainTokenStore final : public core::TokenStore
{
    Q_OBJECT

public:
    explicit KeychainTokenStore(QObject *parent = nullptr);

    void read(Service service) override;
    void write(Service service, const QString &token) override;
    void remove(Service service) override;

    // The keychain service name the entries live under.
    static QString serviceName();
};

} // namespace taxonomist::keychain
