// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/sha256.h"

#include <gtest/gtest.h>

#include <QCryptographicHash>
#include <QRandomGenerator>

using namespace taxonomist::core;

TEST(Sha256, GivesTheStandardsTestVectors)
{
    EXPECT_EQ(Sha256::hexOf(""),
        QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    EXPECT_EQ(Sha256::hexOf("abc"),
        QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
}

// Fed in pieces of every size, as the change files and the audit baseline feed it.
TEST(Sha256, AgreesWithQtOnInputFedInPieces)
{
    QRandomGenerator random(15);
    QByteArray bytes(3 * 1024 * 1024 + 17, Qt::Uninitialized);
    for (char &byte : bytes)
        byte = char(random.bounded(256));
    Sha256 hash;
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype piece = std::min<qsizetype>(random.bounded(1, 100000), bytes.size() - at);
        hash.add(QByteArrayView(bytes).sliced(at, piece));
        at += piece;
    }
    EXPECT_EQ(hash.hex(), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}
