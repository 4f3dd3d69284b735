// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/tokenstore.h"

#include <QMap>

namespace taxonomist::test {

// The system keychain, in memory. `unavailable` makes every write fail as QtKeychain's does on a
// machine without a Secret Service (Debian with no keyring daemon running).
class MemoryTokenStore final : public core::TokenStore
{
public:
    QMap<Service, QString> tokens;
    bool unavailable = false;

    void read(Service service) override { Q_EMIT tokenRead(service, tokens.value(service)); }
    void write(Service service, const QString &token) override
    {
        if (unavailable) {
            Q_EMIT failed(service,
                QStringLiteral(
                    "The name org.freedesktop.secrets was not provided by any .service files"));
            return;
        }
        tokens[service] = token;
        Q_EMIT tokenWritten(service);
    }
    void remove(Service service) override
    {
        tokens.remove(service);
        Q_EMIT tokenRemoved(service);
    }
};

} // namespace taxonomist::test
