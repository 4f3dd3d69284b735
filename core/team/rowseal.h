// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/sha256.h"
#include "util/signingkey.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace taxonomist::core {

// Signed batches of team server rows (docs/security.md, "Signed server rows"). Every row a copy
// pushes carries a random salt and the UUID of its batch; the batch (taxonomist.batches) holds
// the SHA-256 of each of its rows — of the table's name, the salt and the row's record — and its
// signer's Ed25519 signature over the project, the signer, the table, the batch's UUID and those
// digests. A pull takes a row only when its batch is signed by who alone may write the row and
// holds the row's digest: neither the server nor anyone who can write to it can make or change a
// row another member's copy takes. The salt keeps the digests of rows a member may not read from
// telling them anything: it is in the row, never in the batch.
struct RowBatch
{
    QString id; // UUID, lowercase
    QString signer; // the annotator UUID of who signed it, lowercase
    QString table; // "labels", "shared", ...
    QByteArray digests; // raw, 32 bytes a row
    QByteArray signature; // base64

    // What the signature covers.
    static QByteArray signedMessage(const QString &project, const QString &signer,
        const QString &table, const QString &id, QByteArrayView digests);
};

// The SHA-256 a batch holds for one row.
using RowDigest = std::array<unsigned char, 32>;
RowDigest rowDigest(Sha256 &hash, QByteArrayView table, QByteArrayView salt, QByteArrayView record);

// One table's open batch, as a push fills it.
class BatchSigner final
{
public:
    BatchSigner(
        const SigningKey &key, const QString &signer, const QString &project, const QString &table);

    // Adds a row whose record is `record`; returns the row's salt (32 lowercase hex digits).
    QByteArray add(QByteArrayView record);
    const QString &id() const { return m_id; }
    qsizetype rows() const { return m_digests.size() / qsizetype(sizeof(RowDigest)); }
    // The batch so far, signed; the next row begins a new batch.
    Result<RowBatch> take();

private:
    const SigningKey &m_key;
    QString m_signer;
    QString m_project;
    QString m_table;
    QString m_id;
    QByteArray m_digests;
    Sha256 m_hash;
    // Random bytes for the salts, drawn many rows at a time.
    std::array<unsigned char, 4096> m_random {};
    size_t m_randomUsed = 4096;
};

// Checks pulled rows against their batches.
class BatchChecker final
{
public:
    explicit BatchChecker(const QString &project);

    // A batch the server sent (its signature is checked when a row first needs it).
    void add(RowBatch batch);
    // Why the row of `table` with `batchId` whose digest (rowDigest) is `digest` is not
    // `signer`'s, whose public key (base64) is `publicKey`; std::nullopt when it is. `batchId`
    // and `signer` as the server writes UUIDs (lowercase); `table` "labels", ...
    std::optional<QString> check(QByteArrayView table, const QString &batchId,
        const RowDigest &digest, const QString &signer, const QString &publicKey);
    // The signer a batch names, lowercase (empty: no such batch), for choosing whose key checks
    // it.
    const QString &signerOf(const QString &batchId) const;

private:
    struct Held
    {
        RowBatch batch;
        QByteArray table; // batch.table, Latin-1
        // Its digests by their first bytes (open addressing; -1 empty), once its signature held.
        std::vector<qint32> slots;
        QString checkedWith; // the key its signature held with
        bool refused = false;
        bool holds(const RowDigest &digest) const;
    };
    // The batch `batchId` names (nullptr: none); rows of one batch come together, so the last
    // one found is asked first.
    Held *find(const QString &batchId) const;

    QString m_project;
    QHash<QString, Held> m_batches;
    mutable QString m_lastId;
    mutable Held *m_last = nullptr;
};

} // namespace taxonomist::core
