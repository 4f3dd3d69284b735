// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "admincredentials.h"

#include "fetch/tokenstore.h"

using namespace taxonomist::core;

namespace taxonomist::ui {

void AdminCredentials::setTokenStore(TokenStore *tokens)
{
    m_tokens = tokens;
    if (!tokens)
        return;
    connect(tokens, &TokenStore::tokenRead, this,
        [this](TokenStore::Service service, const QString &token) {
            if (service != TokenStore::Service::TeamServerAdmin || m_known || token.isEmpty())
                return;
            m_password = token;
            m_known = true;
        });
    connect(tokens, &TokenStore::tokenWritten, this, [this](TokenStore::Service service) {
        if (service != TokenStore::Service::TeamServerAdmin || !m_writing)
            return;
        m_writing = false;
        Q_EMIT noticed(tr("The administrator's password is kept in the system keychain."), false);
    });
    connect(tokens, &TokenStore::failed, this,
        [this](TokenStore::Service service, const QString &message) {
            if (service != TokenStore::Service::TeamServerAdmin || !m_writing)
                return;
            m_writing = false;
            Q_EMIT noticed(
                tr("The system keychain could not keep the administrator's password "
                   "(%1). Taxonomist remembers it until you quit and asks again next "
                   "time; it is written to no file. To keep it for the app and taxonomist-cli "
                   "alike, put it in ~/.pgpass and leave the password empty.")
                    .arg(message.simplified()),
                true);
        });
    tokens->read(TokenStore::Service::TeamServerAdmin);
}

void AdminCredentials::keep(const QString &password)
{
    const bool asked = !m_known || m_password != password;
    m_password = password;
    m_known = true;
    if (!asked)
        return;
    if (password.isEmpty()) {
        Q_EMIT noticed(tr("The administrator's login connects with libpq's own password "
                          "(~/.pgpass, PGPASSWORD or PGSERVICE); nothing was kept."),
            false);
        return;
    }
    if (!m_tokens) {
        Q_EMIT noticed(tr("This build of Taxonomist has no system keychain: the administrator's "
                          "password is remembered until you quit and asked again next time; it "
                          "is written to no file."),
            true);
        return;
    }
    m_writing = true;
    m_tokens->write(TokenStore::Service::TeamServerAdmin, password);
}

void AdminCredentials::forget()
{
    m_password.clear();
    m_known = false;
    if (m_tokens)
        m_tokens->remove(TokenStore::Service::TeamServerAdmin);
}

} // namespace taxonomist::ui
