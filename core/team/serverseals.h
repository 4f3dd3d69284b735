// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "rowseal.h"
#include "serverpull.h"
#include "serverrows.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <array>
#include <utility>
#include <vector>

namespace taxonomist::core {

class ProjectStore;
class ServerConnection;

// Holding pulled rows to their signed batches (docs/security.md, "Signed server rows"): the
// batches they name, read from the server; the rows' digests; and of each author's group only the
// rows whose batch is signed by who alone may write them.
namespace pulled {

// The batches with the UUIDs `ids`, from the server, appended to `into` (for a BatchChecker); up
// to MaxBatchBytesPerRead of digests a round trip.
Status fetchBatches(ServerConnection &connection, const QSet<QString> &ids, QList<RowBatch> &into);

// Holds rows to their seals (RowBatch): keeps of each group only the rows whose batch is signed
// by who alone may write them; the rest go to a list of skipped rows. Rows stored before the
// server signed rows are taken unsigned up to the first `signed_from` this copy saw.
class SealFilter final
{
public:
    SealFilter(
        BatchChecker &checker, QString leadKey, qint64 signedFrom, QHash<QString, QString> keys)
        : m_checker(checker)
        , m_leadKey(std::move(leadKey))
        , m_signedFrom(signedFrom)
        , m_keys(std::move(keys))
    { }

    // Who must have signed a row. A proposal is its proposer's while open (RowGuard holds an open
    // one to carrying no decision), the lead's in any other status. A label or vote is its
    // annotator's, or the lead's: `team create` uploads the labels the lead's project holds (an
    // imported study's), which only the owner's step may write for another member — the lead is
    // the root of the team's first data, as the maker of every package and its key.
    const QString &signerOf(const Row &row, const QString &author) const
    {
        const QString &signer = m_checker.signerOf(row.columns.batch);
        switch (row.columns.part) {
        case ProposalRows:
            return signer == row.columns.owner && row.columns.extra == QStringLiteral("open")
                ? row.columns.owner
                : m_leadKey;
        case LabelRows:
        case VoteRows:
            return signer == m_leadKey ? m_leadKey : author;
        default:
            return author;
        }
    }
    bool leadSigned(const Row &row) const { return signerOf(row, m_leadKey) == m_leadKey; }

    // Drops, in place, the rows of `author`'s group that `which` picks and whose seal does not
    // hold.
    template<typename Which>
    void keep(Rows &rows, const QString &author, Which &&which, QList<SkippedRow> &skipped)
    {
        QString lastSigner; // most rows of a group have one signer
        QString lastKey;
        rows.removeIf([&](const Row &row) {
            if (!which(row))
                return false;
            if (row.columns.batch.isEmpty() && row.columns.rev <= m_signedFrom)
                return false; // stored before the server signed rows
            const QString &signer = signerOf(row, author);
            if (signer != lastSigner || lastSigner.isEmpty()) {
                lastSigner = signer;
                lastKey = m_keys.value(signer);
            }
            const char *table = tableOf(row.columns.part);
            const std::optional<QString> why
                = m_checker.check(table, row.columns.batch, row.digest, signer, lastKey);
            if (!why)
                return false;
            skipped.append({QLatin1StringView(table), row.columns.key, row.columns.owner,
                row.columns.rev, *why});
            return true;
        });
    }

    // Keys the lead's checked member rows carry replace the project's.
    void learn(const QHash<QString, QString> &keys)
    {
        for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
            if (!it.value().isEmpty())
                m_keys.insert(it.key(), it.value());
        }
    }

private:
    BatchChecker &m_checker;
    QString m_leadKey;
    qint64 m_signedFrom;
    QHash<QString, QString> m_keys;
};

// Up to which revision this copy takes rows unsigned (stored before the server signed rows): the
// first `signed_from` it saw, no later than the newest revision the server had then — a server
// cannot call rows it has not stored yet old — and never a later value. Kept in the project,
// even by a pull that brings nothing.
Result<qint64> signedFromFor(ProjectStore &store, const ServerIdentity &identity, qint64 newest);

// The lead's rows held to their seals, with the lead's key as this project knows it — or, in a
// new copy (a join), as the lead's own member row says; then the keys of the other members are
// this project's, updated by what the lead's checked member rows say. Returns the filter for the
// other members' rows.
Result<SealFilter> checkLeadSeals(ProjectStore &store, const ServerIdentity &identity,
    qint64 sinceRev, qint64 signedFrom, BatchChecker &checker,
    std::array<Rows, PartCount> &leadRows, QList<SkippedRow> &skipped);

// The other members' rows (`groups`, by author) held to their seals, on up to `threads` threads
// for the digests.
void checkMemberSeals(SealFilter &filter,
    const std::vector<std::pair<QString, std::array<Rows, PartCount> *>> &groups,
    QList<SkippedRow> &skipped, int threads);

} // namespace pulled

} // namespace taxonomist::core
