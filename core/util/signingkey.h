// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QByteArrayView>

namespace taxonomist::core {

// A member's Ed25519 signing key, through OpenSSL's EVP (docs/security.md, "Signed change files").
// Keys travel as base64 of their raw 32 bytes: the secret half stays in its member's project
// (project_info `team.signing_secret`), the public half goes to the team's rows (annotators,
// the team server's members), and a signature is base64 of its raw 64 bytes.
class SigningKey final
{
public:
    // A fresh key from the operating system's random source.
    static Result<SigningKey> generate();
    // The key whose secret half `secretBase64` holds; an Error names what is wrong with it.
    static Result<SigningKey> fromSecret(QByteArrayView secretBase64);

    QByteArray secretBase64() const { return m_secret.toBase64(); }
    QByteArray publicBase64() const { return m_public.toBase64(); }

    // The signature of `message`, base64.
    Result<QByteArray> sign(QByteArrayView message) const;

    // Whether `signatureBase64` is `publicBase64`'s signature of `message`. False for anything
    // malformed (not base64, a key or signature of the wrong length).
    static bool verify(
        QByteArrayView publicBase64, QByteArrayView message, QByteArrayView signatureBase64);
    // Whether `publicBase64` is shaped like a public key (32 bytes in base64).
    static bool isPublicKey(QByteArrayView publicBase64);

private:
    SigningKey(QByteArray secret, QByteArray publicKey);
    QByteArray m_secret; // raw 32 bytes
    QByteArray m_public; // raw 32 bytes
};

} // namespace taxonomist::core
