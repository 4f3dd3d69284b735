// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sha256.h"

#include <openssl/evp.h>

#include <cstdlib>

namespace taxonomist::core {

struct Sha256::Context
{
    EVP_MD_CTX *md = nullptr;
};

Sha256::Sha256()
    : m_context(std::make_unique<Context>())
{
    m_context->md = EVP_MD_CTX_new();
    // Only an allocation failure makes these fail: as with any failed allocation, stop.
    if (!m_context->md || EVP_DigestInit_ex(m_context->md, EVP_sha256(), nullptr) != 1)
        std::abort();
}

Sha256::~Sha256()
{
    EVP_MD_CTX_free(m_context->md);
}

void Sha256::add(QByteArrayView bytes)
{
    if (!bytes.isEmpty())
        EVP_DigestUpdate(m_context->md, bytes.data(), static_cast<size_t>(bytes.size()));
}

QByteArray Sha256::hex()
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(m_context->md, digest, &length);
    return QByteArray(reinterpret_cast<const char *>(digest), static_cast<qsizetype>(length))
        .toHex();
}

void Sha256::rawAndRestart(unsigned char (&out)[32])
{
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(m_context->md, out, &length) != 1 || length != 32
        || EVP_DigestInit_ex2(m_context->md, nullptr, nullptr) != 1)
        std::abort();
}

QByteArray Sha256::hexOf(QByteArrayView bytes)
{
    Sha256 hash;
    hash.add(bytes);
    return hash.hex();
}

} // namespace taxonomist::core
