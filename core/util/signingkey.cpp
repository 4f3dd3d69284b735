// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingkey.h"
#include "util/coretext.h"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr int keyBytes = 32;
constexpr int signatureBytes = 64;

struct KeyFree
{
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
struct ContextFree
{
    void operator()(EVP_MD_CTX *context) const { EVP_MD_CTX_free(context); }
};
using KeyPointer = std::unique_ptr<EVP_PKEY, KeyFree>;
using ContextPointer = std::unique_ptr<EVP_MD_CTX, ContextFree>;

const unsigned char *bytesOf(const QByteArray &bytes)
{
    return reinterpret_cast<const unsigned char *>(bytes.constData());
}

// Strict base64 of exactly `size` bytes (no line breaks, no URL alphabet).
std::optional<QByteArray> decoded(QByteArrayView base64, int size)
{
    if (base64.size() != (size + 2) / 3 * 4)
        return std::nullopt;
    auto result = QByteArray::fromBase64Encoding(
        base64.toByteArray(), QByteArray::AbortOnBase64DecodingErrors);
    if (!result || result.decoded.size() != size)
        return std::nullopt;
    return result.decoded;
}

} // namespace

SigningKey::SigningKey(QByteArray secret, QByteArray publicKey)
    : m_secret(std::move(secret))
    , m_public(std::move(publicKey))
{ }

Result<SigningKey> SigningKey::generate()
{
    QByteArray seed(keyBytes, '\0');
    if (RAND_priv_bytes(reinterpret_cast<unsigned char *>(seed.data()), keyBytes) != 1)
        return Error(CoreText::tr("the system's random source gave no bytes for a signing key"));
    return fromSecret(seed.toBase64());
}

Result<SigningKey> SigningKey::fromSecret(QByteArrayView secretBase64)
{
    const auto secret = decoded(secretBase64, keyBytes);
    if (!secret)
        return Error(CoreText::tr("the signing key is not 32 bytes in base64"));
    const KeyPointer key(
        EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytesOf(*secret), keyBytes));
    if (!key)
        return Error(CoreText::tr("OpenSSL cannot make an Ed25519 key of these bytes"));
    QByteArray publicKey(keyBytes, '\0');
    size_t length = keyBytes;
    if (EVP_PKEY_get_raw_public_key(
            key.get(), reinterpret_cast<unsigned char *>(publicKey.data()), &length)
            != 1
        || length != keyBytes)
        return Error(CoreText::tr("OpenSSL gave no public key for the signing key"));
    return SigningKey(*secret, publicKey);
}

Result<QByteArray> SigningKey::sign(QByteArrayView message) const
{
    const KeyPointer key(
        EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytesOf(m_secret), keyBytes));
    const ContextPointer context(EVP_MD_CTX_new());
    QByteArray signature(signatureBytes, '\0');
    size_t length = signatureBytes;
    if (!key || !context
        || EVP_DigestSignInit(context.get(), nullptr, nullptr, nullptr, key.get()) != 1
        || EVP_DigestSign(context.get(), reinterpret_cast<unsigned char *>(signature.data()),
               &length, reinterpret_cast<const unsigned char *>(message.data()),
               static_cast<size_t>(message.size()))
            != 1
        || length != signatureBytes)
        return Error(CoreText::tr("OpenSSL could not sign with the member's key"));
    return signature.toBase64();
}

bool SigningKey::verify(
    QByteArrayView publicBase64, QByteArrayView message, QByteArrayView signatureBase64)
{
    const auto publicKey = decoded(publicBase64, keyBytes);
    const auto signature = decoded(signatureBase64, signatureBytes);
    if (!publicKey || !signature)
        return false;
    const KeyPointer key(
        EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, bytesOf(*publicKey), keyBytes));
    const ContextPointer context(EVP_MD_CTX_new());
    return key && context
        && EVP_DigestVerifyInit(context.get(), nullptr, nullptr, nullptr, key.get()) == 1
        && EVP_DigestVerify(context.get(), bytesOf(*signature), signatureBytes,
               reinterpret_cast<const unsigned char *>(message.data()),
               static_cast<size_t>(message.size()))
        == 1;
}

bool SigningKey::isPublicKey(QByteArrayView publicBase64)
{
    return decoded(publicBase64, keyBytes).has_value();
}

} // namespace taxonomist::core
