// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "proposalstore.h"

#include "reconcilesettings.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "taxonomy/taxonomystore.h"
#include "taxonomyevolution.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The name of an annotator, or an Error when there is none (or the file cannot be read).
Result<QString> annotatorName(const ProjectStore &store, qint64 annotatorId)
{
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.id == annotatorId && !annotator.name.isEmpty())
            return annotator.name;
    }
    return Error(CoreText::tr("no annotator with id %1").arg(annotatorId));
}

// A SELECT that failed to run (its first step is inside exec()) as an Error naming the file.
Error readError(const QSqlQuery &query, const QString &file)
{
    auto status = sql::readStatus(query, file);
    return status ? Error(CoreText::tr("cannot read the project"), {file, 0, 0}) : status.error();
}

// Qt binds a null QString as SQL NULL; the text columns hold '' for "nothing".
QString text(const QString &value)
{
    return value.isNull() ? u""_s : value.trimmed();
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// Reads one proposal (or all, with id 0) with votes and the vote counts the project requires.
Result<QList<Proposal>> read(const ProjectStore &store, qint64 proposalId)
{
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    auto settings = ReconcileSettings::read(store);
    if (!settings)
        return settings.error();
    const int voters = static_cast<int>(annotators->size());
    const double threshold = settings->adoptionThreshold;
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT p.id, p.parent_id, parent.code, p.name, p.description, "
        u"coalesce(p.example_issue_id, 0),"
        " coalesce(i.url, ''), p.proposed_by, a.name, p.created_at, p.status, p.reason, "
        "p.decided_at,"
        " coalesce(p.node_id, 0), coalesce(n.code, ''),"
        " coalesce((SELECT v.version FROM taxonomy_versions v WHERE v.proposal_id = p.id), '')"
        " FROM taxonomy_proposals p JOIN taxonomy_nodes parent ON parent.id = p.parent_id"
        " JOIN annotators a ON a.id = p.proposed_by"
        " LEFT JOIN issues i ON i.id = p.example_issue_id"
        " LEFT JOIN taxonomy_nodes n ON n.id = p.node_id"
        " WHERE ? = 0 OR p.id = ?"
        " ORDER BY p.status <> 'open', p.id DESC"_s);
    query.addBindValue(proposalId);
    query.addBindValue(proposalId);
    if (!query.exec())
        return readError(query, store.path());
    QList<Proposal> result;
    while (query.next()) {
        Proposal p;
        p.id = query.value(0).toLongLong();
        p.parentNodeId = query.value(1).toLongLong();
        p.parentCode = query.value(2).toString();
        p.name = query.value(3).toString();
        p.description = query.value(4).toString();
        p.exampleIssueId = query.value(5).toLongLong();
        p.exampleUrl = query.value(6).toString();
        p.proposedBy = query.value(7).toLongLong();
        p.proposer = query.value(8).toString();
        p.createdAt = query.value(9).toString();
        p.status
            = Proposal::statusFromKey(query.value(10).toString()).value_or(Proposal::Status::Open);
        p.reason = query.value(11).toString();
        p.decidedAt = query.value(12).toString();
        p.nodeId = query.value(13).toLongLong();
        p.code = query.value(14).toString();
        p.version = query.value(15).toString();
        p.voters = voters;
        p.required = std::max(1, static_cast<int>(std::ceil(threshold * voters - 1e-9)));
        result.append(p);
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    QSqlQuery votes(store.database());
    votes.prepare(
        u"SELECT v.annotator_id, a.name, v.approve, v.reason, v.voted_at FROM "
        u"taxonomy_proposal_votes v"
        " JOIN annotators a ON a.id = v.annotator_id WHERE v.proposal_id = ? ORDER BY a.position"_s);
    for (Proposal &p : result) {
        votes.addBindValue(p.id);
        if (!votes.exec())
            return readError(votes, store.path());
        while (votes.next()) {
            p.votes.append({votes.value(0).toLongLong(), votes.value(1).toString(),
                votes.value(2).toBool(), votes.value(3).toString(), votes.value(4).toString()});
        }
        if (auto status = sql::readStatus(votes, store.path()); !status)
            return status.error();
    }
    return result;
}

// Adopts or rejects an open proposal once its votes decide it; the caller owns the transaction.
// Only the lead's project decides: a volunteer's package records votes and sends them on.
Status settle(ProjectStore &store, qint64 proposalId, const QString &actor)
{
    auto role = store.readInfo(u"team.role"_s);
    if (!role)
        return role.error();
    if (*role == u"volunteer"_s)
        return success();
    auto read = ProposalStore::proposal(store, proposalId);
    if (!read)
        return read.error();
    const Proposal &p = *read;
    const bool adopted = p.approvals() >= p.required;
    const bool rejected = !adopted && p.voters - p.rejections() < p.required;
    if (!adopted && !rejected)
        return success();
    QSqlQuery update(store.database());
    if (adopted) {
        auto node
            = TaxonomyEvolution::addNode(store, p.parentNodeId, p.name, p.description, p.id, actor);
        if (!node)
            return node.error();
        update.prepare(
            u"UPDATE taxonomy_proposals SET status = 'adopted', decided_at = ?, node_id = ? WHERE id = ?"_s);
        update.addBindValue(ProjectStore::nowUtc());
        update.addBindValue(node->nodeId);
    } else {
        QStringList reasons;
        for (const ProposalVote &vote : p.votes) {
            if (!vote.approve)
                reasons.append(u"%1: %2"_s.arg(vote.annotator, vote.reason));
        }
        update.prepare(
            u"UPDATE taxonomy_proposals SET status = 'rejected', decided_at = ?, reason = ? WHERE id = ?"_s);
        update.addBindValue(ProjectStore::nowUtc());
        update.addBindValue(reasons.join(u"; "_s));
    }
    update.addBindValue(proposalId);
    if (auto status = sql::exec(update); !status)
        return status;
    return store.audit(actor, adopted ? u"adopt-proposal"_s : u"reject-proposal"_s, 0,
        compact({{u"proposal"_s, proposalId}, {u"approvals"_s, p.approvals()},
            {u"rejections"_s, p.rejections()}, {u"required"_s, p.required}}));
}

// The one place votes are written: a local vote is the voter's next revision on this device.
Status writeVote(ProjectStore &store, qint64 proposalId, qint64 annotatorId, bool approve,
    const QString &reason, const RowVersion &version)
{
    SqliteStatement vote(store.handle(),
        "INSERT INTO taxonomy_proposal_votes(proposal_id, annotator_id, approve, reason, "
            + RowVersion::columns(nullptr, "voted_at")
            + ") VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(proposal_id, annotator_id)"
              " DO UPDATE SET approve = excluded.approve, reason = excluded.reason,"
              " voted_at = excluded.voted_at, rev = excluded.rev,"
              " device_id = excluded.device_id, base_device_id = excluded.base_device_id,"
              " base_rev = excluded.base_rev");
    vote.bind(1, proposalId);
    vote.bind(2, annotatorId);
    vote.bind(3, qint64(approve ? 1 : 0));
    vote.bind(4, text(reason));
    version.bind(vote, 5);
    return vote.exec();
}

Status recordVote(
    ProjectStore &store, qint64 proposalId, qint64 annotatorId, bool approve, const QString &reason)
{
    auto before = ProposalStore::storedVote(store, proposalId, annotatorId);
    if (!before)
        return before.error();
    auto device = ProjectIdentity::thisDevice(store);
    if (!device)
        return device.error();
    auto rev = ProjectIdentity::nextRevision(store, annotatorId);
    if (!rev)
        return rev.error();
    return writeVote(store, proposalId, annotatorId, approve, reason,
        before->version.editedOn(*device, *rev, ProjectStore::nowUtc()));
}

} // namespace

Result<qint64> ProposalStore::proposeWithin(
    ProjectStore &store, const ProposalDraft &draft, qint64 annotatorId)
{
    const QString name = draft.name.trimmed();
    if (name.isEmpty())
        return Error(CoreText::tr("a proposal needs a name"));
    auto actorName = annotatorName(store, annotatorId);
    if (!actorName)
        return actorName.error();
    const QString actor = *actorName;
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const int parent = stored->indexOfId(draft.parentNodeId);
    if (parent < 0)
        return Error(CoreText::tr("pick the type or theme the new category belongs to"));
    if (stored->taxonomy.node(parent).level + 1 >= stored->taxonomy.levels.size())
        return Error(
            CoreText::tr("a new category goes under a type (a theme) or a theme (a sub-theme)"));
    if (stored->taxonomy.findChildByName(parent, name) >= 0)
        return Error(
            CoreText::tr("%1 already has \"%2\"").arg(stored->taxonomy.node(parent).code, name));

    QSqlQuery insert(store.database());
    insert.prepare(u"INSERT INTO taxonomy_proposals(parent_id, name, description, "
                   u"example_issue_id, proposed_by, created_at)"
                   " VALUES(?, ?, ?, ?, ?, ?)"_s);
    insert.addBindValue(draft.parentNodeId);
    insert.addBindValue(name);
    insert.addBindValue(text(draft.description));
    insert.addBindValue(draft.exampleIssueId > 0 ? QVariant(draft.exampleIssueId)
                                                 : QVariant(QMetaType(QMetaType::LongLong)));
    insert.addBindValue(annotatorId);
    insert.addBindValue(ProjectStore::nowUtc());
    if (auto status = sql::exec(insert); !status)
        return status.error();
    const qint64 id = insert.lastInsertId().toLongLong();
    Status status = recordVote(store, id, annotatorId, true, QString());
    if (status) {
        status = store.audit(actor, u"propose-category"_s, draft.exampleIssueId,
            compact({{u"proposal"_s, id}, {u"parent"_s, stored->taxonomy.node(parent).code},
                {u"name"_s, name}, {u"description"_s, draft.description.trimmed()}}));
    }
    if (status)
        status = settle(store, id, actor);
    if (!status)
        return status.error();
    return id;
}

Result<qint64> ProposalStore::propose(
    ProjectStore &store, const ProposalDraft &draft, qint64 annotatorId)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto id = proposeWithin(store, draft, annotatorId);
    if (!id)
        return id;
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return id;
}

Result<Proposal> ProposalStore::vote(
    ProjectStore &store, qint64 proposalId, qint64 annotatorId, bool approve, const QString &reason)
{
    if (!approve && reason.trimmed().isEmpty())
        return Error(CoreText::tr("say why you reject the proposal; the reason stays with it"));
    auto actorName = annotatorName(store, annotatorId);
    if (!actorName)
        return actorName.error();
    const QString actor = *actorName;
    auto current = proposal(store, proposalId);
    if (!current)
        return current.error();
    if (current->status != Proposal::Status::Open)
        return Error(
            CoreText::tr("the proposal was %1 already").arg(Proposal::statusKey(current->status)));
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    Status status = recordVote(store, proposalId, annotatorId, approve, reason);
    if (status) {
        status = store.audit(actor, u"vote-proposal"_s, 0,
            compact({{u"proposal"_s, proposalId}, {u"approve"_s, approve},
                {u"reason"_s, reason.trimmed()}}));
    }
    if (status)
        status = settle(store, proposalId, actor);
    if (!status)
        return status.error();
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return proposal(store, proposalId);
}

Result<StoredVote> ProposalStore::storedVote(
    const ProjectStore &store, qint64 proposalId, qint64 annotatorId)
{
    SqliteStatement query(store.handle(),
        "SELECT approve, reason, " + RowVersion::columns(nullptr, "voted_at")
            + " FROM taxonomy_proposal_votes WHERE proposal_id = ? AND annotator_id = ?");
    query.bind(1, proposalId);
    query.bind(2, annotatorId);
    StoredVote stored;
    if (query.next()) {
        stored.vote = ProposalVote {
            annotatorId, QString(), query.integer(0) != 0, query.text(1), query.text(3)};
        stored.version = RowVersion::read(query, 2);
    }
    if (auto status = query.readStatus(); !status)
        return status.error();
    return stored;
}

Status ProposalStore::applyVote(ProjectStore &store, qint64 proposalId, qint64 annotatorId,
    bool approve, const QString &reason, const RowVersion &version)
{
    return writeVote(store, proposalId, annotatorId, approve, reason, version);
}

Status ProposalStore::settleOpen(
    ProjectStore &store, const QList<qint64> &proposalIds, const QString &actor)
{
    for (const qint64 id : proposalIds) {
        auto current = proposal(store, id);
        if (!current)
            return current.error();
        if (current->status != Proposal::Status::Open)
            continue;
        if (auto status = settle(store, id, actor); !status)
            return status;
    }
    return success();
}

Result<Proposal> ProposalStore::proposal(const ProjectStore &store, qint64 proposalId)
{
    if (proposalId <= 0)
        return Error(CoreText::tr("no proposal with id %1").arg(proposalId));
    auto list = read(store, proposalId);
    if (!list)
        return list.error();
    if (list->isEmpty())
        return Error(CoreText::tr("no proposal with id %1").arg(proposalId));
    return list->first();
}

Result<QList<Proposal>> ProposalStore::proposals(const ProjectStore &store)
{
    return read(store, 0);
}

} // namespace taxonomist::core
