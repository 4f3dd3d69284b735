// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The keychain adapter: entry names, and that a read always ends with a signal (no keychain
// daemon runs on CI, so there it ends in failed(), never in a hang).
#include "fetch/keychain/keychaintokenstore.h"

#include <QEventLoop>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist;

TEST(KeychainTokenStore, ReadEndsWithASignalEvenWithoutAKeychain)
{
    EXPECT_EQ(core::TokenStore::key(core::TokenStore::Service::GitHub), u"github-token"_s);
    EXPECT_EQ(core::TokenStore::key(core::TokenStore::Service::Gitee), u"gitee-token"_s);
    keychain::KeychainTokenStore store;
    QEventLoop loop;
    int answers = 0;
    QObject::connect(&store, &core::TokenStore::tokenRead, &loop, [&] {
        ++answers;
        loop.quit();
    });
    QObject::connect(&store, &core::TokenStore::failed, &loop,
        [&](core::TokenStore::Service, const QString &message) {
            ++answers;
            EXPECT_FALSE(message.isEmpty());
            loop.quit();
        });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    store.read(core::TokenStore::Service::GitHub);
    if (answers == 0)
        loop.exec();
    EXPECT_EQ(answers, 1);
}
