// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changemergerstate.h"
#include "reconcile/cardsort.h"
#include "reconcile/roundstore.h"
#include "reconcile/taxonomyevolution.h"

#include "util/coretext.h"
#include "util/signingkey.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

using namespace changemerge;

MergeCounts &MergeCounts::operator+=(const MergeCounts &other)
{
    added += other.added;
    changed += other.changed;
    removed += other.removed;
    unchanged += other.unchanged;
    older += other.older;
    return *this;
}

MergeReport &MergeReport::operator+=(const MergeReport &other)
{
    labels += other.labels;
    finalLabels += other.finalLabels;
    assignments += other.assignments;
    votes += other.votes;
    proposals += other.proposals;
    issues += other.issues;
    nodes += other.nodes;
    contents += other.contents;
    members += other.members;
    conflicts += other.conflicts;
    labelIssues += other.labelIssues;
    finalLabelIssues += other.finalLabelIssues;
    contentIssues += other.contentIssues;
    taxonomyChanged = taxonomyChanged || other.taxonomyChanged;
    teamChanged = teamChanged || other.teamChanged;
    return *this;
}

ChangeMerger::ChangeMerger(ProjectStore &store, Options options)
    : d(std::make_unique<State>(store, options.actor))
    , m_options(std::move(options))
{
    d->fresh = m_options.fresh;
}

ChangeMerger::~ChangeMerger() = default;

Status ChangeMerger::begin(const ChangeHeader &header)
{
    m_header = header;
    d->author.reset();
    if (auto status = d->load(); !status)
        return status;
    if (header.project != d->projectUuid) {
        return Error(
            CoreText::tr("the change file belongs to another project (project %1; this one is %2)")
                .arg(quotedForMessage(header.project), d->projectUuid));
    }
    if (m_options.trusted)
        return success();
    auto author = d->member(header.author);
    if (!author)
        return Error(CoreText::tr("the change file's author %1 is not on this project's team")
                         .arg(quotedForMessage(header.author)));
    d->author = *author;
    const QString ownerName = d->members.value(d->packageOwner).name;
    if (header.kind == ChangeHeader::Kind::Update) {
        if (!d->isPackage)
            return Error(
                CoreText::tr("an update is for a volunteer's package; this is the lead's project"));
        if (!author->isLead)
            return Error(CoreText::tr("updates come from the lead, and %1 is not the lead")
                             .arg(quotedForMessage(author->name)));
        if (header.addressee != d->packageOwner) {
            const QString addressee = d->members.contains(header.addressee)
                ? d->members.value(header.addressee).name
                : header.addressee;
            return Error(CoreText::tr("this update is for %1, and this package is %2's")
                             .arg(quotedForMessage(addressee), ownerName));
        }
    } else if (header.kind == ChangeHeader::Kind::Changes && d->isPackage
        && header.author != d->packageOwner) {
        return Error(CoreText::tr(
            "a volunteer's package takes changes only from its own volunteer (%1, from "
            "another machine) and"
            " updates from the lead; this file is %2's")
                         .arg(ownerName, quotedForMessage(author->name)));
    } else if (header.kind == ChangeHeader::Kind::Package) {
        return Error(CoreText::tr("a package is built by `team package`, not merged"));
    }
    return success();
}

Status ChangeMerger::info(const InfoRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "the taxonomy's details"))
    if (!record.key.startsWith(u"taxonomy."_s))
        return Error(CoreText::tr("project setting %1 does not travel between copies")
                         .arg(quotedForMessage(record.key)));
    auto current = d->store.readInfo(record.key);
    if (!current)
        return current.error();
    if (*current == record.value)
        return success();
    m_report.taxonomyChanged = true;
    d->openCodesChanged = d->openCodesChanged || record.key == CardSort::teamMapKey;
    d->redirectsChanged = d->redirectsChanged || record.key == TaxonomyEvolution::redirectsKey;
    return d->store.setInfo(record.key, record.value);
}

Status ChangeMerger::member(const MemberRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "members of the team"))
    if (record.uuid.size() != 36 || record.name.trimmed().isEmpty())
        return Error(CoreText::tr("a member needs a UUID and a name"));
    if (!record.signingKey.isEmpty() && !SigningKey::isPublicKey(record.signingKey.toLatin1()))
        return Error(CoreText::tr("member %1's signing key is not an Ed25519 public key in base64")
                         .arg(quotedForMessage(record.name)));
    // A record without a key (from a sender that knows none) leaves the key this copy holds.
    const QString key
        = record.signingKey.isEmpty() ? d->keys.value(record.uuid) : record.signingKey;
    const auto existing = d->members.constFind(record.uuid);
    SqliteStatement write(d->db,
        existing == d->members.cend()
            ? "INSERT INTO annotators(name, is_lead, label_column, signing_key, uuid, position)"
              " VALUES(?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM annotators))"
            : "UPDATE annotators SET name = ?, is_lead = ?, label_column = ?, signing_key = ?"
              " WHERE uuid = ?");
    if (existing != d->members.cend() && existing->name == record.name
        && existing->isLead == record.isLead && existing->labelColumn == record.labelColumn
        && d->keys.value(record.uuid) == key)
        return success();
    write.bind(1, record.name.trimmed());
    write.bind(2, qint64(record.isLead ? 1 : 0));
    if (record.labelColumn > 0)
        write.bind(3, qint64(record.labelColumn));
    else
        write.bindNull(3);
    if (key.isEmpty())
        write.bindNull(4);
    else
        write.bind(4, key);
    write.bind(5, record.uuid);
    if (auto status = write.exec(); !status)
        return Error(CoreText::tr("cannot take member %1 from the lead: %2")
                         .arg(quotedForMessage(record.name), status.error().what()));
    ++m_report.members;
    m_report.teamChanged = true;
    d->membersChanged = true;
    return d->loadMembers();
}

Status ChangeMerger::framework(const FrameworkRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "frameworks"))
    SqliteStatement find(d->db, "SELECT id, label_columns FROM frameworks WHERE name = ?");
    find.bind(1, record.name);
    qint64 id = 0;
    if (find.next()) {
        id = find.integer(0);
        if (find.integer(1) < record.labelColumns) {
            SqliteStatement widen(d->db, "UPDATE frameworks SET label_columns = ? WHERE id = ?");
            widen.bind(1, qint64(record.labelColumns));
            widen.bind(2, id);
            if (auto status = widen.exec(); !status)
                return status;
        }
    } else {
        if (auto status = find.readStatus(); !status)
            return status;
        SqliteStatement insert(d->db,
            "INSERT INTO frameworks(name, position, label_columns, csv_crlf, csv_bom)"
            " VALUES(?, ?, ?, ?, ?)");
        insert.bind(1, record.name);
        insert.bind(2, qint64(record.position));
        insert.bind(3, qint64(record.labelColumns));
        insert.bind(4, qint64(record.crlf));
        insert.bind(5, qint64(record.bom));
        if (auto status = insert.exec(); !status)
            return status;
        id = insert.lastInsertId();
    }
    d->frameworks.insert(record.name, id);
    SqliteStatement year(
        d->db, "INSERT OR IGNORE INTO framework_years(framework_id, year) VALUES(?, ?)");
    for (const int y : record.years) {
        year.bind(1, id);
        year.bind(2, qint64(y));
        if (auto status = year.exec(); !status)
            return status;
    }
    SqliteStatement keywords(
        d->db, "SELECT keyword FROM framework_keywords WHERE framework_id = ? ORDER BY position");
    keywords.bind(1, id);
    QStringList current;
    while (keywords.next())
        current.append(keywords.text(0));
    if (auto status = keywords.readStatus(); !status)
        return status;
    if (current == record.keywords)
        return success();
    SqliteStatement clear(d->db, "DELETE FROM framework_keywords WHERE framework_id = ?");
    clear.bind(1, id);
    if (auto status = clear.exec(); !status)
        return status;
    SqliteStatement keyword(
        d->db, "INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(?, ?, ?)");
    for (int k = 0; k < record.keywords.size(); ++k) {
        keyword.bind(1, id);
        keyword.bind(2, qint64(k));
        keyword.bind(3, record.keywords[k]);
        if (auto status = keyword.exec(); !status)
            return status;
    }
    d->keywordFrameworks.insert(id); // the matches follow the list
    return success();
}

Status ChangeMerger::node(const NodeRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "taxonomy nodes"))
    const QString aliases = record.aliases.join(u'\n');
    qint64 id = d->nodes.value(record.code, 0);
    if (id == 0) {
        qint64 parent = 0;
        if (!record.parent.isEmpty()) {
            auto parentId = d->nodeId(record.parent);
            if (!parentId)
                return parentId.error();
            parent = *parentId;
        }
        SqliteStatement insert(d->db,
            "INSERT INTO taxonomy_nodes(code, name, level, parent_id, position, description, "
            "aliases, retired)"
            " VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
        insert.bind(1, record.code);
        insert.bind(2, record.name);
        insert.bind(3, qint64(record.level));
        if (parent > 0)
            insert.bind(4, parent);
        else
            insert.bindNull(4);
        insert.bind(5, qint64(record.position));
        insert.bind(6, record.description);
        insert.bind(7, aliases);
        insert.bind(8, qint64(record.retired ? 1 : 0));
        if (auto status = insert.exec(); !status)
            return status;
        id = insert.lastInsertId();
        d->nodes.insert(record.code, id);
        d->codes.insert(id, record.code);
    } else {
        SqliteStatement update(d->db,
            "UPDATE taxonomy_nodes SET name = ?1, description = ?2, aliases = ?3, retired = ?5"
            " WHERE id = ?4 AND (name <> ?1 OR description <> ?2 OR aliases <> ?3 OR retired <> "
            "?5)");
        update.bind(1, record.name);
        update.bind(2, record.description);
        update.bind(3, aliases);
        update.bind(4, id);
        update.bind(5, qint64(record.retired ? 1 : 0));
        if (auto status = update.exec(); !status)
            return status;
        if (update.changes() == 0) {
            SqliteStatement details(
                d->db, "SELECT text FROM taxonomy_details WHERE node_id = ? ORDER BY position");
            details.bind(1, id);
            QStringList current;
            while (details.next())
                current.append(details.text(0));
            if (auto status = details.readStatus(); !status)
                return status;
            if (current == record.details)
                return success();
        }
    }
    SqliteStatement clear(d->db, "DELETE FROM taxonomy_details WHERE node_id = ?");
    clear.bind(1, id);
    if (auto status = clear.exec(); !status)
        return status;
    SqliteStatement detail(
        d->db, "INSERT INTO taxonomy_details(node_id, position, text) VALUES(?, ?, ?)");
    for (int i = 0; i < record.details.size(); ++i) {
        detail.bind(1, id);
        detail.bind(2, qint64(i));
        detail.bind(3, record.details[i]);
        if (auto status = detail.exec(); !status)
            return status;
    }
    ++m_report.nodes;
    m_report.taxonomyChanged = true;
    return success();
}

Status ChangeMerger::round(const RoundRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "rounds"))
    bool seedOk = false;
    const quint64 seed = record.seed.toULongLong(&seedOk);
    const int strata = record.strata == u"none"_s ? 0
        : record.strata == u"framework"_s         ? 1
        : record.strata == u"framework-year"_s    ? 2
                                                  : -1;
    if (record.uuid.size() != 36 || QUuid(record.uuid).isNull() || record.name.trimmed().isEmpty()
        || (record.kind != u"pilot"_s && record.kind != u"round"_s) || !seedOk || strata < 0
        || record.size < 0)
        return Error(CoreText::tr("a round record needs a UUID, a name, the kind pilot or round, "
                                  "a seed, a size and known strata"));
    SqliteStatement find(d->db, "SELECT id FROM rounds WHERE uuid = ?");
    find.bind(1, record.uuid);
    qint64 id = find.next() ? find.integer(0) : 0;
    if (auto status = find.readStatus(); !status)
        return status;
    if (id == 0) {
        SqliteStatement insert(d->db,
            "INSERT INTO rounds(uuid, name, kind, seed, size, stratified, created_at)"
            " VALUES(?, ?, ?, ?, ?, ?, ?)");
        insert.bind(1, record.uuid);
        insert.bind(2, record.name.trimmed());
        insert.bind(3, record.kind);
        insert.bind(4, qint64(seed));
        insert.bind(5, qint64(record.size));
        insert.bind(6, qint64(strata));
        insert.bind(7, record.createdAt);
        if (auto status = insert.exec(); !status)
            return status;
        id = insert.lastInsertId();
    } else {
        SqliteStatement update(d->db,
            "UPDATE rounds SET name = ?, kind = ?, seed = ?, size = ?, stratified = ?,"
            " created_at = ? WHERE id = ?");
        update.bind(1, record.name.trimmed());
        update.bind(2, record.kind);
        update.bind(3, qint64(seed));
        update.bind(4, qint64(record.size));
        update.bind(5, qint64(strata));
        update.bind(6, record.createdAt);
        update.bind(7, id);
        if (auto status = update.exec(); !status)
            return status;
    }
    // Its issues this copy holds, in the round's order (a volunteer's copy may hold only some).
    SqliteStatement clear(d->db, "DELETE FROM round_issues WHERE round_id = ?");
    clear.bind(1, id);
    if (auto status = clear.exec(); !status)
        return status;
    SqliteStatement member(
        d->db, "INSERT INTO round_issues(round_id, position, issue_id) VALUES(?, ?, ?)");
    qint64 position = 0;
    for (const QString &issue : record.issues) {
        const qint64 issueId = d->findIssue(issue);
        if (issueId <= 0)
            continue;
        member.bind(1, id);
        member.bind(2, position++);
        member.bind(3, issueId);
        if (auto status = member.exec(); !status)
            return status;
    }
    return d->store.setInfo(RoundStore::frameworksKey(id),
        record.frameworks.isEmpty()
            ? u""_s
            : QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(record.frameworks))
                                    .toJson(QJsonDocument::Compact)));
}

Status ChangeMerger::issue(const IssueRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "issues"))
    if (d->findIssue(record.uuid) > 0)
        return success();
    if (record.uuid.size() != 36)
        return Error(CoreText::tr("an issue whose UUID is %1").arg(quotedForMessage(record.uuid)));
    const qint64 framework = d->frameworks.value(record.framework, 0);
    if (framework == 0)
        return Error(CoreText::tr("an issue of framework %1, which the file does not describe")
                         .arg(quotedForMessage(record.framework)));
    const auto url = IssueUrl::parse(record.url);
    if (!url)
        return Error(CoreText::tr("%1 is not an issue URL").arg(quotedForMessage(record.url)));
    SqliteStatement &insert = d->insertIssue;
    insert.bind(1, framework);
    insert.bind(2, qint64(record.row));
    insert.bind(3, record.url);
    insert.bind(4, url->host);
    insert.bind(5, url->owner);
    insert.bind(6, url->repo);
    insert.bind(7, url->number);
    if (record.year > 0)
        insert.bind(8, qint64(record.year));
    else
        insert.bindNull(8);
    insert.bind(9, qint64(record.duplicateUrl));
    insert.bind(10, record.uuid);
    if (auto status = insert.exec(); !status)
        return Error(CoreText::tr("cannot add issue %1: %2")
                         .arg(quotedForMessage(record.url), status.error().what()));
    d->addIssue(record.uuid, insert.lastInsertId());
    ++m_report.issues;
    return success();
}

Status ChangeMerger::content(const ContentRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "fetched issue content"))
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    SqliteStatement &local = d->localContent;
    local.bind(1, *issue);
    if (!local.next()) {
        auto status = local.readStatus();
        local.reset();
        return status;
    }
    const qint64 framework = local.integer(1);
    const bool asNew = !local.isNull(0) && local.text(0) >= record.content.fetchedAt;
    local.reset();
    if (asNew)
        return success(); // this copy's content is as new
    if (auto status = IssueContentStore::save(d->store, *issue, record.content); !status)
        return status;
    d->keywordFrameworks.insert(framework);
    m_report.contentIssues.insert(*issue);
    ++m_report.contents;
    return success();
}

Status ChangeMerger::proposal(const ProposalRecord &record)
{
    auto proposer = d->member(record.proposer);
    if (!proposer)
        return proposer.error();
    const bool lead = m_options.trusted || d->author->isLead;
    if (!lead && record.proposer != d->author->uuid) {
        return Error(CoreText::tr(
            "a proposal of %1 in a file by %2: only its proposer (or the lead) sends it")
                         .arg(proposer->name, d->author->name));
    }
    qint64 node = 0;
    if (lead && !record.node.isEmpty()) {
        auto adopted = d->nodeId(record.node);
        if (!adopted)
            return adopted.error();
        node = *adopted;
    }
    const QString status = lead ? record.status : u"open"_s;
    if (!Proposal::statusFromKey(status))
        return Error(CoreText::tr("a proposal whose status is %1").arg(quotedForMessage(status)));
    if (const auto existing = d->proposals.constFind(record.uuid);
        existing != d->proposals.cend()) {
        if (!lead)
            return success(); // a proposal does not change after it is made; the lead decides
        SqliteStatement decide(d->db,
            "UPDATE taxonomy_proposals SET status = ?, reason = ?, decided_at = ?, node_id = ?"
            " WHERE id = ? AND (status <> ?1 OR reason <> ?2 OR decided_at <> ?3"
            " OR coalesce(node_id, 0) <> coalesce(?4, 0))");
        decide.bind(1, status);
        decide.bind(2, record.reason);
        decide.bind(3, record.decidedAt);
        if (node > 0)
            decide.bind(4, node);
        else
            decide.bindNull(4);
        decide.bind(5, *existing);
        if (auto written = decide.exec(); !written)
            return written;
        if (decide.changes() > 0) {
            ++m_report.proposals;
            m_report.taxonomyChanged = true;
        }
        return success();
    }
    auto parent = d->nodeId(record.parent);
    if (!parent)
        return parent.error();
    SqliteStatement insert(d->db,
        "INSERT INTO taxonomy_proposals(uuid, parent_id, name, description, example_issue_id,"
        " proposed_by, created_at, status, reason, decided_at, node_id)"
        " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, record.uuid);
    insert.bind(2, *parent);
    insert.bind(3, record.name);
    insert.bind(4, record.description);
    if (const qint64 example = d->findIssue(record.exampleIssue); example > 0)
        insert.bind(5, example); // an example issue outside a package stays out
    else
        insert.bindNull(5);
    insert.bind(6, proposer->id);
    insert.bind(7, record.createdAt);
    insert.bind(8, status);
    insert.bind(9, lead ? record.reason : QString(u""_s));
    insert.bind(10, lead ? record.decidedAt : QString(u""_s));
    if (node > 0)
        insert.bind(11, node);
    else
        insert.bindNull(11);
    if (auto written = insert.exec(); !written)
        return written;
    d->proposals.insert(record.uuid, insert.lastInsertId());
    ++m_report.proposals;
    m_report.taxonomyChanged = true;
    return success();
}

Status ChangeMerger::end()
{
    if (d->membersChanged) {
        // Records may hand the role over in any order; after them, the team has one lead.
        d->membersChanged = false;
        qsizetype leads = 0;
        for (const Annotator &member : std::as_const(d->members))
            leads += member.isLead ? 1 : 0;
        if (leads != 1) {
            return Error(
                CoreText::tr("after these changes the team would have %1 leads, and a project has "
                             "exactly one lead")
                    .arg(leads));
        }
    }
    for (const qint64 framework : std::as_const(d->keywordFrameworks)) {
        if (auto recomputed = IssueKeywords::recompute(d->store, framework); !recomputed)
            return recomputed.error();
    }
    for (auto it = d->maxRevs.cbegin(); it != d->maxRevs.cend(); ++it) {
        if (auto status = ProjectIdentity::raiseRevision(d->store, it.key(), it.value()); !status)
            return status;
    }
    if (!d->isPackage && !d->votedProposals.isEmpty()) {
        // A vote that completes the team's agreement adopts the category here, in the lead's
        // project.
        if (auto status = ProposalStore::settleOpen(d->store, d->votedProposals, m_options.actor);
            !status)
            return status;
        m_report.taxonomyChanged = true;
    }
    if (d->openCodesChanged) {
        d->openCodesChanged = false;
        auto mapped = CardSort::mapFromTeam(d->store, m_options.actor);
        if (!mapped)
            return mapped.error();
    }
    if (d->redirectsChanged) {
        d->redirectsChanged = false;
        auto carried = TaxonomyEvolution::carryFromTeam(d->store, m_options.actor);
        if (!carried)
            return carried.error();
    }
    d->keywordFrameworks.clear();
    d->maxRevs.clear();
    d->votedProposals.clear();
    return success();
}

} // namespace taxonomist::core