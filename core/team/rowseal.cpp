// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rowseal.h"

#include "util/inboundlimits.h"

#include <openssl/rand.h>

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
    // What comes before the record in one piece: each call into OpenSSL costs more than hashing
    // these few bytes, and a pull digests 600,000 rows.
    static constexpr QByteArrayView format = "taxonomist-row 1\n";
    char head[128];
    qsizetype size = 0;
    for (QByteArrayView part : {format, table, QByteArrayView("\n"), salt, QByteArrayView("\n")}) {
        if (size + part.size() > qsizetype(sizeof head)) { // not from this program: slowly
            hash.add(QByteArrayView(head, size));
            size = 0;
            hash.add(part);
            continue;
        }
        std::memcpy(head + size, part.data(), size_t(part.size()));
        size += part.size();
    }
    hash.add(QByteArrayView(head, size));
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
    constexpr size_t saltBytes = 16;
    if (m_randomUsed + saltBytes > m_random.size()) {
        // Only a broken random source fails here, and a row without an unpredictable salt would
        // let others test guesses of it against the batch: stop, as on a failed allocation.
        if (RAND_bytes(m_random.data(), int(m_random.size())) != 1)
            std::abort();
        m_randomUsed = 0;
    }
    const QByteArray salt = QByteArray::fromRawData(
        reinterpret_cast<const char *>(m_random.data() + m_randomUsed), saltBytes)
                                .toHex();
    m_randomUsed += saltBytes;
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
    batch.id = batch.id.toLower();
    batch.signer = batch.signer.toLower();
    const QString id = batch.id;
    const QByteArray table = batch.table.toLatin1();
    m_last = nullptr; // an insertion may move what it pointed to
    m_batches.insert(id, Held {std::move(batch), table, {}, {}, false});
}

BatchChecker::Held *BatchChecker::find(const QString &batchId) const
{
    if (m_last && batchId == m_lastId)
        return m_last;
    const auto found = m_batches.constFind(batchId);
    if (found == m_batches.constEnd())
        return nullptr;
    m_lastId = batchId;
    m_last = const_cast<Held *>(&*found);
    return m_last;
}

const QString &BatchChecker::signerOf(const QString &batchId) const
{
    static const QString none;
    const Held *held = find(batchId);
    return held ? held->batch.signer : none;
}

namespace {

quint64 slotOf(const unsigned char *digest)
{
    quint64 prefix = 0;
    std::memcpy(&prefix, digest, sizeof prefix);
    return prefix;
}

} // namespace

bool BatchChecker::Held::holds(const RowDigest &digest) const
{
    const size_t mask = slots.size() - 1;
    const char *all = batch.digests.constData();
    for (size_t at = slotOf(digest.data()) & mask;; at = (at + 1) & mask) {
        const qint32 index = slots[at];
        if (index < 0)
            return false;
        if (std::memcmp(all + size_t(index) * sizeof(RowDigest), digest.data(), sizeof(RowDigest))
            == 0)
            return true;
    }
}

std::optional<QString> BatchChecker::check(QByteArrayView table, const QString &batchId,
    const RowDigest &digest, const QString &signer, const QString &publicKey)
{
    if (batchId.isEmpty())
        return u"it is not signed (it names no batch)"_s;
    Held *found = find(batchId);
    if (!found)
        return u"its batch %1 is not on the server"_s.arg(batchId.left(40));
    Held &held = *found;
    if (held.table != table)
        return u"its batch signs rows of another table (%1)"_s.arg(held.batch.table.left(40));
    if (held.batch.signer != signer)
        return u"it is signed by %1, and only %2 writes it"_s.arg(
            held.batch.signer.left(40), signer);
    if (publicKey.isEmpty())
        return u"this project knows no signing key of %1, who alone writes it"_s.arg(signer);
    if (held.checkedWith != publicKey) {
        held.checkedWith = publicKey;
        held.slots.clear();
        const QByteArray &digests = held.batch.digests;
        const qsizetype rows = digests.size() / qsizetype(sizeof(RowDigest));
        held.refused = digests.isEmpty() || digests.size() % qsizetype(sizeof(RowDigest)) != 0
            || rows > InboundLimits::MaxRowsPerBatch
            || !SigningKey::verify(publicKey.toLatin1(),
                RowBatch::signedMessage(
                    m_project, held.batch.signer, held.batch.table, held.batch.id, digests),
                held.batch.signature);
        if (!held.refused) {
            size_t size = 2;
            while (size < size_t(rows) * 2)
                size *= 2;
            held.slots.assign(size, -1);
            const auto *all = reinterpret_cast<const unsigned char *>(digests.constData());
            for (qsizetype row = 0; row < rows; ++row) {
                size_t at = slotOf(all + row * qsizetype(sizeof(RowDigest))) & (size - 1);
                while (held.slots[at] >= 0)
                    at = (at + 1) & (size - 1);
                held.slots[at] = qint32(row);
            }
        }
    }
    if (held.refused)
        return u"its batch's signature is not %1's"_s.arg(signer);
    if (!held.holds(digest))
        return u"its batch, signed by %1, does not hold this record"_s.arg(signer);
    return std::nullopt;
}

} // namespace taxonomist::core
