// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>

namespace taxonomist::core {

// Where the app keeps API tokens between sessions: the system keychain, never the project file.
// An interface, so core stays free of the keychain library (the adapter is the separate
// taxonomist_keychain target) and tests can use a fake. Asynchronous, like keychains are.
class TokenStore : public QObject
{
    Q_OBJECT

public:
    enum class Service { GitHub, Gitee, TeamServer, TeamServerAdmin };
    Q_ENUM(Service)

    using QObject::QObject;

    // Each call ends with exactly one of the signals below for that service.
    virtual void read(Service service) = 0;
    virtual void write(Service service, const QString &token) = 0;
    virtual void remove(Service service) = 0;

    // "github-token" / "gitee-token" / "team-server-password" / "team-server-admin-password":
    // the keychain entries' names.
    static QString key(Service service);

Q_SIGNALS:
    void tokenRead(taxonomist::core::TokenStore::Service service, const QString &token);
    void tokenWritten(taxonomist::core::TokenStore::Service service);
    void tokenRemoved(taxonomist::core::TokenStore::Service service);
    // `message` never contains the token.
    void failed(taxonomist::core::TokenStore::Service service, const QString &message);
};

} // namespace taxonomist::core
