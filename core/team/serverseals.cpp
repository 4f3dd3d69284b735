// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverseals.h"

#include "changefile.h"
#include "memberkeys.h"
#include "serverconnection.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "util/inboundlimits.h"

#include <algorithm>
#include <QStringList>
#include <QThread>
#include <thread>

using namespace Qt::StringLiterals;

namespace taxonomist::core::pulled {

namespace {

// A copy that decodes member records to learn the keys they carry.
class MemberKeysOf final : public ChangeSink
{
public:
    Status begin(const ChangeHeader &) override { return success(); }
    Status info(const InfoRecord &) override { return success(); }
    Status member(const MemberRecord &r) override
    {
        keys.insert(r.uuid.toLower(), r.signingKey);
        return success();
    }
    Status framework(const FrameworkRecord &) override { return success(); }
    Status node(const NodeRecord &) override { return success(); }
    Status issue(const IssueRecord &) override { return success(); }
    Status content(const ContentRecord &) override { return success(); }
    Status proposal(const ProposalRecord &) override { return success(); }
    Status label(const LabelRecord &) override { return success(); }
    Status finalLabel(const FinalLabelRecord &) override { return success(); }
    Status assignment(const AssignmentRecord &) override { return success(); }
    Status vote(const VoteRecord &) override { return success(); }
    Status round(const RoundRecord &) override { return success(); }
    Status end() override { return success(); }

    QHash<QString, QString> keys;
};

// The keys the member records among `rows` carry (a record that does not decode carries none;
// the merge refuses it later with its reason).
QHash<QString, QString> keysIn(const Rows &rows, const ChangeHeader &header)
{
    MemberKeysOf found;
    for (const Row &row : rows) {
        if (row.columns.part != SharedRows || row.columns.extra != u"member"_s)
            continue;
        ChangeFile::Writer writer {QString()};
        if (!writer.begin(header) || !writer.rawRecord(row.line))
            continue;
        if (auto opened = writer.take(u"team server"_s))
            (void)ChangeFile::read(*opened, found);
    }
    return found.keys;
}

// The rows of `parts` that name a batch.
void sealedRows(std::array<Rows, PartCount> &parts, std::vector<Row *> &into)
{
    for (Rows &part : parts) {
        for (Row &row : part) {
            if (!row.columns.batch.isEmpty())
                into.push_back(&row);
        }
    }
}

// Each row's digest, as its batch must hold it, on up to `threads` threads: a pull of everything
// hashes every record it brings once more.
void digestRows(const std::vector<Row *> &rows, int threads)
{
    const auto work = [&rows](size_t first, size_t step) {
        Sha256 hash;
        for (size_t i = first; i < rows.size(); i += step) {
            Row &row = *rows[i];
            row.digest = rowDigest(hash, tableOf(row.columns.part), row.salt, row.line);
        }
    };
    const size_t count = rows.size() < 10000 ? 1 : size_t(std::clamp(threads, 1, 8));
    std::vector<std::thread> helpers;
    for (size_t t = 1; t < count; ++t)
        helpers.emplace_back(work, t, count);
    work(0, count);
    for (std::thread &helper : helpers)
        helper.join();
}

} // namespace

Status fetchBatches(ServerConnection &connection, const QSet<QString> &ids, QList<RowBatch> &into)
{
    QSet<QString> wanted = ids;
    while (!wanted.isEmpty()) {
        auto batches = connection.select(
            u"WITH wanted AS (SELECT id, signer, tbl, digests, signature,"
            " sum(octet_length(digests)) OVER (ORDER BY id) AS upto FROM taxonomist.batches"
            " WHERE id = ANY(CAST(? AS uuid[])))"
            " SELECT id::text, signer::text, tbl, digests, signature FROM wanted"
            " WHERE upto - octet_length(digests) < %1"_s.arg(InboundLimits::MaxBatchBytesPerRead),
            {u"{"_s + QStringList(wanted.cbegin(), wanted.cend()).join(u","_s) + u"}"_s},
            u"reading the signatures of the new rows"_s);
        if (!batches)
            return batches.error();
        qsizetype got = 0; // of the wanted ones: a batch not asked for counts for nothing
        while (batches->next()) {
            const QString id = batches->value(0).toString();
            if (!wanted.remove(id))
                continue;
            ++got;
            into.append({id, batches->value(1).toString(), batches->value(2).toString().left(40),
                batches->value(3).toByteArray(),
                batches->value(4).toString().toLatin1().left(200)});
        }
        if (got == 0)
            break; // the rest are not on the server: their rows are refused
    }
    return success();
}

Result<qint64> signedFromFor(ProjectStore &store, const ServerIdentity &identity, qint64 newest)
{
    auto seen = store.readInfo(u"server.signed_from"_s);
    if (!seen)
        return seen.error();
    bool ok = false;
    const qint64 kept = seen->toLongLong(&ok);
    const qint64 offered = std::min(identity.signedFrom, newest);
    const qint64 signedFrom = ok ? std::min(kept, offered) : offered;
    if (!ok || signedFrom != kept) {
        if (auto status = store.setInfo(u"server.signed_from"_s, QString::number(signedFrom));
            !status)
            return status.error();
    }
    return signedFrom;
}

Result<SealFilter> checkLeadSeals(ProjectStore &store, const ServerIdentity &identity,
    qint64 sinceRev, qint64 signedFrom, BatchChecker &checker,
    std::array<Rows, PartCount> &leadRows, QList<SkippedRow> &skipped)
{
    auto projectKeys = MemberKeys::publicKeys(store);
    if (!projectKeys)
        return projectKeys.error();
    QHash<QString, QString> keys;
    for (auto it = projectKeys->cbegin(); it != projectKeys->cend(); ++it)
        keys.insert(it.key().toLower(), it.value());
    const QString leadKey = identity.lead.toLower();
    ChangeHeader header;
    header.project = identity.project;
    header.author = identity.lead;
    header.device = identity.server;
    header.createdAt = ProjectStore::nowUtc();
    // Only a new copy (a join: nothing pulled yet, no lead known) takes the lead's key from the
    // lead's member row; a copy that knows the lead and no key of theirs takes none from the
    // server.
    bool knowsLead = false;
    for (const Annotator &member : store.annotators())
        knowsLead = knowsLead || sameUuid(member.uuid, identity.lead);
    if (keys.value(leadKey).isEmpty() && !knowsLead && sinceRev == 0)
        keys.insert(leadKey, keysIn(leadRows[SharedRows], header).value(leadKey));
    std::vector<Row *> sealed;
    sealedRows(leadRows, sealed);
    digestRows(sealed, QThread::idealThreadCount());
    SealFilter filter(checker, leadKey, signedFrom, std::move(keys));
    // The lead's own rows first: their member rows bring the keys the rest are checked with.
    const auto leadSigned = [&](const Row &row) { return filter.leadSigned(row); };
    for (Rows &rows : leadRows)
        filter.keep(rows, leadKey, leadSigned, skipped);
    filter.learn(keysIn(leadRows[SharedRows], header));
    filter.keep(
        leadRows[ProposalRows], leadKey, [&](const Row &row) { return !leadSigned(row); }, skipped);
    // A proposer's open row of a proposal this copy holds decided is an old one (a decision is the
    // lead's, and only the lead reopens): taken, it would reopen the proposal.
    QSet<QString> decided;
    SqliteStatement held(store.handle(),
        "SELECT lower(uuid) FROM taxonomy_proposals WHERE uuid IS NOT NULL AND status <> 'open'");
    while (held.next())
        decided.insert(held.text(0));
    if (auto status = held.readStatus(); !status)
        return status.error();
    leadRows[ProposalRows].removeIf([&](const Row &row) {
        if (filter.leadSigned(row) || !decided.contains(row.columns.key.toLower()))
            return false;
        skipped.append({u"proposals"_s, row.columns.key, row.columns.owner, row.columns.rev,
            u"it is its proposer's open copy of a proposal the lead has decided"_s});
        return true;
    });
    return filter;
}

void checkMemberSeals(SealFilter &filter,
    const std::vector<std::pair<QString, std::array<Rows, PartCount> *>> &groups,
    QList<SkippedRow> &skipped, int threads)
{
    std::vector<Row *> sealed;
    for (const auto &[author, parts] : groups)
        sealedRows(*parts, sealed);
    digestRows(sealed, threads);
    for (const auto &[author, parts] : groups) {
        for (Rows &rows : *parts)
            filter.keep(
                rows, author, [](const Row &) { return true; }, skipped);
    }
}

} // namespace taxonomist::core::pulled
