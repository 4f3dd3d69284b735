// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rowseal.h"

#include "util/inboundlimits.h"

#include <openssl/rand.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QByteArray RowBatch::signedMessage(const QString &project, const QString &signer,
    const QString &table, const QString &id, QByteArrayView digests)
{
    QByteArray message = "taxonomist-batch 1\n";
    for (const QString &part : {project, signer, table, id})
        message += part.toLower().toUtf8() + '\n';
    message += digests;
    return message;
}

RowDigest rowDigest(Sha256 &hash, QByteArrayView table, QByteArrayView salt, QByteArrayView record)
{
    hash.add("taxonomist-row 1\n");
    hash.add(table);
    hash.add("\n");
    hash.add(salt);
    hash.add("\n");
    hash.add(record);
    RowDigest digest;
    unsigned char(&raw)[32] = *reinterpret_cast<unsigned char(*)[32]>(digest.data());
    hash.rawAndRestart(raw);
    return digest;
}

BatchSigner::BatchSigner(
    const SigningKey &key, const QString &signer, const QString &project, const QString &table)
    : m_key(key)
    , m_signer(signer.toLower())
    , m_project(project.toLower())
    , m_table(table)
{ }

QByteArray BatchSigner::add(QByteArrayView record)
{
    if (m_id.isEmpty())
        m_id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    unsigned char random[16];
    // Only a broken random source fails here, and a row without an unpredictable salt would let
    // others test guesses of it against the batch: stop, as on a failed allocation.
    if (RAND_bytes(random, sizeof random) != 1)
        std::abort();
    const QByteArray salt
        = QByteArray::fromRawData(reinterpret_cast<const char *>(random), sizeof random).toHex();
    const RowDigest digest = rowDigest(m_hash, m_table.toUtf8(), salt, record);
    m_digests.append(reinterpret_cast<const char *>(digest.data()), qsizetype(digest.size()));
    return salt;
}

Result<RowBatch> BatchSigner::take()
{
    RowBatch batch {m_id, m_signer, m_table, m_digests, {}};
    auto signature
        = m_key.sign(RowBatch::signedMessage(m_project, m_signer, m_table, m_id, m_digests));
    if (!signature)
        return signature.error();
    batch.signature = *signature;
    m_id.clear();
    m_digests.clear();
    return batch;
}

BatchChecker::BatchChecker(const QString &project)
    : m_project(project.toLower())
{ }

void BatchChecker::add(RowBatch batch)
{
    const QString id = batch.id.toLower();
    m_batches.insert(id, Held {std::move(batch), {}, {}, false});
}

QString BatchChecker::signerOf(const QString &batchId) const
{
    const auto found = m_batches.constFind(batchId.toLower());
    return found == m_batches.constEnd() ? QString() : found->batch.signer.toLower();
}

std::optional<QString> BatchChecker::check(const QString &table, const QString &batchId,
    QByteArrayView salt, QByteArrayView record, const QString &signer, const QString &publicKey)
{
    if (batchId.isEmpty())
        return u"it is not signed (it names no batch)"_s;
    const auto found = m_batches.find(batchId.toLower());
    if (found == m_batches.end())
        return u"its batch %1 is not on the server"_s.arg(batchId.left(40));
    Held &held = *found;
    if (held.batch.table != table)
        return u"its batch signs rows of another table (%1)"_s.arg(held.batch.table.left(40));
    if (held.batch.signer.compare(signer, Qt::CaseInsensitive) != 0)
        return u"it is signed by %1, and only %2 writes it"_s.arg(
            held.batch.signer.left(40), signer);
    if (publicKey.isEmpty())
        return u"this project knows no signing key of %1, who alone writes it"_s.arg(signer);
    if (held.checkedWith != publicKey) {
        held.checkedWith = publicKey;
        held.sorted.clear();
        const QByteArray &digests = held.batch.digests;
        held.refused = digests.isEmpty() || digests.size() % qsizetype(sizeof(RowDigest)) != 0
            || digests.size() > InboundLimits::MaxRowsPerBatch * qsizetype(sizeof(RowDigest))
            || !SigningKey::verify(publicKey.toLatin1(),
                RowBatch::signedMessage(
                    m_project, held.batch.signer, held.batch.table, held.batch.id, digests),
                held.batch.signature);
        if (!held.refused) {
            held.sorted.resize(size_t(digests.size()) / sizeof(RowDigest));
            std::memcpy(held.sorted.data(), digests.constData(), size_t(digests.size()));
            std::sort(held.sorted.begin(), held.sorted.end());
        }
    }
    if (held.refused)
        return u"its batch's signature is not %1's"_s.arg(signer);
    if (!std::binary_search(held.sorted.begin(), held.sorted.end(),
            rowDigest(m_hash, table.toUtf8(), salt, record)))
        return u"its batch, signed by %1, does not hold this record"_s.arg(signer);
    return std::nullopt;
}

} // namespace taxonomist::core
