// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keychaintokenstore.h"

#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

namespace taxonomist::keychain {

KeychainTokenStore::KeychainTokenStore(QObject *parent)
    : TokenStore(parent)
{ }

QString KeychainTokenStore::serviceName()
{
    return u"Taxonomist"_s;
}

void KeychainTokenStore::read(Service service)
{
    auto *job = new QKeychain::ReadPasswordJob(serviceName(), this);
    job->setKey(key(service));
    connect(job, &QKeychain::Job::finished, this, [this, service, job] {
        if (job->error() == QKeychain::NoError)
            Q_EMIT tokenRead(service, job->textData());
        else if (job->error() == QKeychain::EntryNotFound)
            Q_EMIT tokenRead(service, QString());
        else
            Q_EMIT failed(service, job->errorString());
    });
    job->start();
}

void KeychainTokenStore::write(Service service, const QString &token)
{
    auto *job = new QKeychain::WritePasswordJob(serviceName(), this);
    job->setKey(key(service));
    job->setTextData(token);
    connect(job, &QKeychain::Job::finished, this, [this, service, job] {
        if (job->error() == QKeychain::NoError)
            Q_EMIT tokenWritten(service);
        else
            Q_EMIT failed(service, job->errorString());
    });
    job->start();
}

void KeychainTokenStore::remove(Service service)
{
    auto *job = new QKeychain::DeletePasswordJob(serviceName(), this);
    job->setKey(key(service));
    connect(job, &QKeychain::Job::finished, this, [this, service, job] {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound)
            Q_EMIT tokenRemoved(service);
        else
            Q_EMIT failed(service, job->errorString());
    });
    job->start();
}

} // namespace taxonomist::keychain
