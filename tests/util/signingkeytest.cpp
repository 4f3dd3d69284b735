// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/signingkey.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;

namespace {

TEST(SigningKey, ASignatureVerifiesWithItsKeyOnly)
{
    auto key = SigningKey::generate();
    ASSERT_TRUE(key) << key.error().message().toStdString();
    auto other = SigningKey::generate();
    ASSERT_TRUE(other);
    EXPECT_NE(key->publicBase64(), other->publicBase64());
    const QByteArray message = "taxonomist-changes 2\nsha256 0123";
    auto signature = key->sign(message);
    ASSERT_TRUE(signature);
    EXPECT_TRUE(SigningKey::verify(key->publicBase64(), message, *signature));
    EXPECT_FALSE(SigningKey::verify(other->publicBase64(), message, *signature));
    EXPECT_FALSE(SigningKey::verify(key->publicBase64(), message + ' ', *signature));
    QByteArray flipped = QByteArray::fromBase64(*signature);
    flipped[10] = char(flipped[10] ^ 1);
    EXPECT_FALSE(SigningKey::verify(key->publicBase64(), message, flipped.toBase64()));
}

TEST(SigningKey, TheSecretRestoresTheSameKey)
{
    auto key = SigningKey::generate();
    ASSERT_TRUE(key);
    auto restored = SigningKey::fromSecret(key->secretBase64());
    ASSERT_TRUE(restored);
    EXPECT_EQ(restored->publicBase64(), key->publicBase64());
    auto signature = restored->sign("m");
    ASSERT_TRUE(signature);
    EXPECT_TRUE(SigningKey::verify(key->publicBase64(), "m", *signature));
}

// RFC 8032, section 7.1, test 1: the public key and signature of the empty message.
TEST(SigningKey, MatchesTheRfc8032Vector)
{
    const QByteArray secret
        = QByteArray::fromHex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
    auto key = SigningKey::fromSecret(secret.toBase64());
    ASSERT_TRUE(key);
    EXPECT_EQ(QByteArray::fromBase64(key->publicBase64()).toHex(),
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
    auto signature = key->sign({});
    ASSERT_TRUE(signature);
    EXPECT_EQ(QByteArray::fromBase64(*signature).toHex(),
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701c"
        "f9"
        "b46bd25bf5f0595bbe24655141438e7a100b");
}

TEST(SigningKey, MalformedKeysAndSignaturesNeverVerify)
{
    auto key = SigningKey::generate();
    ASSERT_TRUE(key);
    auto signature = key->sign("m");
    ASSERT_TRUE(signature);
    for (const QByteArray &bad : {QByteArray(), QByteArray("AAAA"), QByteArray("!!not base64!!"),
             key->publicBase64() + "==", key->publicBase64().left(40)}) {
        EXPECT_FALSE(SigningKey::verify(bad, "m", *signature)) << bad.constData();
        EXPECT_FALSE(SigningKey::isPublicKey(bad)) << bad.constData();
        EXPECT_FALSE(SigningKey::verify(key->publicBase64(), "m", bad)) << bad.constData();
        EXPECT_FALSE(SigningKey::fromSecret(bad)) << bad.constData();
    }
    EXPECT_TRUE(SigningKey::isPublicKey(key->publicBase64()));
}

} // namespace
