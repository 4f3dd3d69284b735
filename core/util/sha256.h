// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace taxonomist::core {

// SHA-256 through OpenSSL's libcrypto, which uses the CPU's SHA instructions where it has them:
// several times QCryptographicHash's speed, and the digests that decide whether a change file or
// an audit baseline is intact cover every label of a project (hundreds of MB at 10x the study).
class Sha256 final
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;

    void add(QByteArrayView bytes);
    // The digest of everything added, in lowercase hex; call once, at the end.
    QByteArray hex();
    // The digest of everything added as its raw 32 bytes, written to `out`; the hash then starts
    // over, so one Sha256 digests many short messages without a new context each (the team
    // server's row seals digest every row of a pull).
    void rawAndRestart(unsigned char (&out)[32]);

    static QByteArray hexOf(QByteArrayView bytes);

private:
    struct Context;
    std::unique_ptr<Context> m_context;
};

} // namespace taxonomist::core
