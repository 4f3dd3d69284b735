// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changemerger.h"

#include "assignmentstore.h"
#include "changefields.h"
#include "fetch/issuekeywords.h"
#include "reconcile/finallabelwriter.h"
#include "reconcile/proposal.h"
#include "reconcile/proposalstore.h"
#include "store/issuecontent.h"
#include "store/labelwriter.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "util/inputtext.h"
#include "util/issueurl.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// How an incoming version of a row relates to the one this copy holds.
enum class Outcome { Add, Same, Newer, Older, ConflictWin, ConflictLose };

struct Side
{
    const RowVersion *version;
    QString device; // UUID, for the tie-break
    QByteArray content;
};

Outcome decide(bool localExists, const Side &local, const Side &incoming)
{
    if (!localExists)
        return Outcome::Add;
    const RowVersion &l = *local.version;
    const RowVersion &i = *incoming.version;
    if (!i.isSameVersion(l) || incoming.content != local.content) {
        if (i.isSameVersion(l)) {
            // One version id, two contents: a copy of one device edited apart. A conflict.
        } else if (i.descendsFrom(l)) {
            return Outcome::Newer;
        } else if (l.descendsFrom(i)) {
            return Outcome::Older;
        } else if (i.deviceId == l.deviceId) {
            return i.rev > l.rev ? Outcome::Newer : Outcome::Older; // one copy's own sequence
        }
        // The owner edited the row on two copies: the later edit wins, ties to the higher device.
        const auto key = [](const Side &side) { return std::tie(side.version->changedAt, side.device, side.content); };
        return key(incoming) > key(local) ? Outcome::ConflictWin : Outcome::ConflictLose;
    }
    return Outcome::Same;
}

bool replaces(Outcome outcome)
{
    return outcome == Outcome::Add || outcome == Outcome::Newer || outcome == Outcome::ConflictWin;
}

QString describe(const QString &value, const TravelVersion &version)
{
    return u"%1 (%2, device %3)"_s.arg(version.deleted ? u"removed"_s : value, version.changedAt, version.device.left(8));
}

} // namespace

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

class ChangeMerger::State
{
public:
    explicit State(ProjectStore &store, const QString &actor)
        : store(store)
        , db(store.handle())
        , labels(store, actor, LabelWriter::Audit::ByCaller)
        , finals(store.handle())
        , assignments(store.handle())
        , history(store.handle(), "INSERT OR IGNORE INTO team_history(kind, row_uuid, issue_id, device, rev, changed_at,"
                                  " record, reason, merge_id) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)")
        , insertIssue(store.handle(), "INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year,"
                                      " is_duplicate_url, uuid) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        , localContent(store.handle(), "SELECT c.fetched_at, i.framework_id FROM issues i LEFT JOIN issue_content c"
                                       " ON c.issue_id = i.id WHERE i.id = ?")
    {
    }

    Status load()
    {
        if (loaded)
            return success();
        loaded = true;
        auto project = ProjectIdentity::projectUuid(store);
        if (!project)
            return project.error();
        projectUuid = *project;
        auto role = store.readInfo(u"team.role"_s);
        auto owner = store.readInfo(u"team.owner"_s);
        if (!role || !owner)
            return !role ? role.error() : owner.error();
        isPackage = *role == u"volunteer"_s;
        packageOwner = *owner;
        if (auto status = loadMembers(); !status)
            return status;
        SqliteStatement issueRows(db, "SELECT uuid, id FROM issues");
        issueIds.reserve(static_cast<qsizetype>(store.issueCount()));
        while (issueRows.next())
            issueIds.insert(issueRows.text(0), issueRows.integer(1));
        if (auto status = issueRows.readStatus(); !status)
            return status;
        if (auto status = loadNodes(); !status)
            return status;
        SqliteStatement deviceRows(db, "SELECT uuid, id FROM team_devices");
        while (deviceRows.next())
            devices.insert(deviceRows.text(0), deviceRows.integer(1));
        if (auto status = deviceRows.readStatus(); !status)
            return status;
        for (auto it = devices.cbegin(); it != devices.cend(); ++it)
            deviceUuids.insert(it.value(), it.key());
        SqliteStatement proposalRows(db, "SELECT uuid, id FROM taxonomy_proposals");
        while (proposalRows.next())
            proposals.insert(proposalRows.text(0), proposalRows.integer(1));
        return proposalRows.readStatus();
    }

    Status loadMembers()
    {
        auto annotators = store.readAnnotators();
        if (!annotators)
            return annotators.error();
        members.clear();
        for (const Annotator &annotator : std::as_const(*annotators))
            members.insert(annotator.uuid, annotator);
        return success();
    }

    Status loadNodes()
    {
        nodes.clear();
        codes.clear();
        SqliteStatement rows(db, "SELECT code, id FROM taxonomy_nodes");
        while (rows.next()) {
            nodes.insert(rows.text(0), rows.integer(1));
            codes.insert(rows.integer(1), rows.text(0));
        }
        return rows.readStatus();
    }

    Result<qint64> device(const QString &uuid)
    {
        if (uuid.isEmpty())
            return qint64(0);
        if (const auto found = devices.constFind(uuid); found != devices.cend())
            return *found;
        if (uuid.size() != 36)
            return Error(u"a device %1 that is not a UUID"_s.arg(quotedForMessage(uuid)));
        auto id = ProjectIdentity::deviceId(store, uuid);
        if (!id)
            return id.error();
        devices.insert(uuid, *id);
        deviceUuids.insert(*id, uuid);
        return *id;
    }

    Result<RowVersion> version(const TravelVersion &travel)
    {
        if (travel.changedAt.isEmpty())
            return Error(u"a version without changed_at"_s);
        auto deviceId = device(travel.device);
        auto baseId = device(travel.baseDevice);
        if (!deviceId || !baseId)
            return !deviceId ? deviceId.error() : baseId.error();
        if (*deviceId == 0)
            return Error(u"a version without the device that wrote it"_s);
        return RowVersion{travel.rev, travel.changedAt, *deviceId, *baseId, travel.baseRev};
    }

    TravelVersion travel(const RowVersion &version, const QString &changedBy, bool deleted) const
    {
        return {version.rev, version.changedAt, changedBy, deviceUuids.value(version.deviceId),
                deviceUuids.value(version.baseDeviceId), version.baseRev, deleted};
    }

    Result<qint64> issueId(const QString &uuid)
    {
        const auto found = issueIds.constFind(uuid);
        if (found == issueIds.cend())
            return Error(u"issue %1 is not in this project (was the file made for another copy?)"_s.arg(quotedForMessage(uuid)));
        return *found;
    }

    Result<qint64> nodeId(const QString &code)
    {
        const auto found = nodes.constFind(code);
        if (found == nodes.cend())
            return Error(u"the taxonomy of this project has no node %1 (merge the lead's update first)"_s.arg(quotedForMessage(code)));
        return *found;
    }

    Result<Annotator> member(const QString &uuid)
    {
        const auto found = members.constFind(uuid);
        if (found == members.cend())
            return Error(u"annotator %1 is not on this project's team"_s.arg(quotedForMessage(uuid)));
        return *found;
    }

    QString urlOf(qint64 issue)
    {
        SqliteStatement url(db, "SELECT url FROM issues WHERE id = ?");
        url.bind(1, issue);
        return url.next() ? url.text(0) : QString::number(issue);
    }

    Status keep(const char *kind, const QString &rowUuid, qint64 issue, const TravelVersion &version,
                const QByteArray &record, bool conflict, qint64 mergeId)
    {
        history.bind(1, QByteArrayView(kind));
        history.bind(2, rowUuid);
        if (issue > 0)
            history.bind(3, issue);
        else
            history.bindNull(3);
        history.bind(4, version.device);
        history.bind(5, version.rev);
        history.bind(6, version.changedAt);
        history.bind(7, QByteArrayView(record));
        history.bind(8, QByteArrayView(conflict ? "conflict" : "superseded"));
        if (mergeId > 0)
            history.bind(9, mergeId);
        else
            history.bindNull(9);
        return history.exec();
    }

    void raise(qint64 owner, qint64 rev) { maxRevs[owner] = std::max(maxRevs.value(owner), rev); }

    ProjectStore &store;
    sqlite3 *db;
    bool loaded = false;
    QString projectUuid;
    bool isPackage = false;
    QString packageOwner;
    std::optional<Annotator> author;
    QHash<QString, Annotator> members;
    QHash<QString, qint64> issueIds;
    QHash<QString, qint64> nodes;
    QHash<qint64, QString> codes;
    QHash<QString, qint64> devices;
    QHash<qint64, QString> deviceUuids;
    QHash<QString, qint64> frameworks;
    QHash<QString, qint64> proposals;
    LabelWriter labels;
    FinalLabelWriter finals;
    AssignmentStore::Writer assignments;
    SqliteStatement history;
    SqliteStatement insertIssue;
    SqliteStatement localContent;
    QSet<qint64> keywordFrameworks;
    QList<qint64> votedProposals;
    QHash<qint64, qint64> maxRevs;
};

ChangeMerger::ChangeMerger(ProjectStore &store, Options options)
    : d(std::make_unique<State>(store, options.actor))
    , m_options(std::move(options))
{
}

ChangeMerger::~ChangeMerger() = default;

Status ChangeMerger::begin(const ChangeHeader &header)
{
    m_header = header;
    d->author.reset();
    if (auto status = d->load(); !status)
        return status;
    if (header.project != d->projectUuid) {
        return Error(u"the change file belongs to another project (project %1; this one is %2)"_s.arg(
            quotedForMessage(header.project), d->projectUuid));
    }
    if (m_options.trusted)
        return success();
    auto author = d->member(header.author);
    if (!author)
        return Error(u"the change file's author %1 is not on this project's team"_s.arg(quotedForMessage(header.author)));
    d->author = *author;
    const QString ownerName = d->members.value(d->packageOwner).name;
    if (header.kind == ChangeHeader::Kind::Update) {
        if (!d->isPackage)
            return Error(u"an update is for a volunteer's package; this is the lead's project"_s);
        if (!author->isLead)
            return Error(u"updates come from the lead, and %1 is not the lead"_s.arg(quotedForMessage(author->name)));
        if (header.addressee != d->packageOwner) {
            const QString addressee = d->members.contains(header.addressee) ? d->members.value(header.addressee).name
                                                                             : header.addressee;
            return Error(u"this update is for %1, and this package is %2's"_s.arg(quotedForMessage(addressee), ownerName));
        }
    } else if (header.kind == ChangeHeader::Kind::Changes && d->isPackage && header.author != d->packageOwner) {
        return Error(u"a volunteer's package takes changes only from its own volunteer (%1, from another machine) and"
                     " updates from the lead; this file is %2's"_s.arg(ownerName, quotedForMessage(author->name)));
    } else if (header.kind == ChangeHeader::Kind::Package) {
        return Error(u"a package is built by `team package`, not merged"_s);
    }
    return success();
}

// Reference data is the lead's: only the lead's files (and a package being built) bring it.
#define TAXONOMIST_REQUIRE_LEAD(what)                                                                              \
    if (!m_options.trusted && !d->author->isLead)                                                                  \
        return Error(u"%1 come only from the lead; %2 is not the lead"_s.arg(u"" what ""_s, d->author->name));

Status ChangeMerger::info(const InfoRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD("the taxonomy's details")
    if (!record.key.startsWith(u"taxonomy."_s))
        return Error(u"project setting %1 does not travel between copies"_s.arg(quotedForMessage(record.key)));
    auto current = d->store.readInfo(record.key);
    if (!current)
        return current.error();
    if (*current == record.value)
        return success();
    m_report.taxonomyChanged = true;
    return d->store.setInfo(record.key, record.value);
}

Status ChangeMerger::member(const MemberRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD("members of the team")
    if (record.uuid.size() != 36 || record.name.trimmed().isEmpty())
        return Error(u"a member needs a UUID and a name"_s);
    const auto existing = d->members.constFind(record.uuid);
    SqliteStatement write(d->db, existing == d->members.cend()
                                     ? "INSERT INTO annotators(name, is_lead, label_column, uuid, position)"
                                       " VALUES(?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM annotators))"
                                     : "UPDATE annotators SET name = ?, is_lead = ?, label_column = ? WHERE uuid = ?");
    if (existing != d->members.cend() && existing->name == record.name && existing->isLead == record.isLead
        && existing->labelColumn == record.labelColumn)
        return success();
    write.bind(1, record.name.trimmed());
    write.bind(2, qint64(record.isLead ? 1 : 0));
    if (record.labelColumn > 0)
        write.bind(3, qint64(record.labelColumn));
    else
        write.bindNull(3);
    write.bind(4, record.uuid);
    if (auto status = write.exec(); !status)
        return Error(u"cannot take member %1 from the lead: %2"_s.arg(quotedForMessage(record.name), status.error().what()));
    ++m_report.members;
    m_report.teamChanged = true;
    return d->loadMembers();
}

Status ChangeMerger::framework(const FrameworkRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD("frameworks")
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
        SqliteStatement insert(d->db, "INSERT INTO frameworks(name, position, label_columns, csv_crlf, csv_bom)"
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
    SqliteStatement year(d->db, "INSERT OR IGNORE INTO framework_years(framework_id, year) VALUES(?, ?)");
    for (const int y : record.years) {
        year.bind(1, id);
        year.bind(2, qint64(y));
        if (auto status = year.exec(); !status)
            return status;
    }
    SqliteStatement keywords(d->db, "SELECT keyword FROM framework_keywords WHERE framework_id = ? ORDER BY position");
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
    SqliteStatement keyword(d->db, "INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(?, ?, ?)");
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
    TAXONOMIST_REQUIRE_LEAD("taxonomy nodes")
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
        SqliteStatement insert(d->db, "INSERT INTO taxonomy_nodes(code, name, level, parent_id, position, description, aliases)"
                                      " VALUES(?, ?, ?, ?, ?, ?, ?)");
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
        if (auto status = insert.exec(); !status)
            return status;
        id = insert.lastInsertId();
        d->nodes.insert(record.code, id);
        d->codes.insert(id, record.code);
    } else {
        SqliteStatement update(d->db, "UPDATE taxonomy_nodes SET name = ?, description = ?, aliases = ? WHERE id = ?"
                                      " AND (name <> ?1 OR description <> ?2 OR aliases <> ?3)");
        update.bind(1, record.name);
        update.bind(2, record.description);
        update.bind(3, aliases);
        update.bind(4, id);
        if (auto status = update.exec(); !status)
            return status;
        if (update.changes() == 0) {
            SqliteStatement details(d->db, "SELECT text FROM taxonomy_details WHERE node_id = ? ORDER BY position");
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
    SqliteStatement detail(d->db, "INSERT INTO taxonomy_details(node_id, position, text) VALUES(?, ?, ?)");
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

Status ChangeMerger::issue(const IssueRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD("issues")
    if (d->issueIds.contains(record.uuid))
        return success();
    if (record.uuid.size() != 36)
        return Error(u"an issue whose UUID is %1"_s.arg(quotedForMessage(record.uuid)));
    const qint64 framework = d->frameworks.value(record.framework, 0);
    if (framework == 0)
        return Error(u"an issue of framework %1, which the file does not describe"_s.arg(quotedForMessage(record.framework)));
    const auto url = IssueUrl::parse(record.url);
    if (!url)
        return Error(u"%1 is not an issue URL"_s.arg(quotedForMessage(record.url)));
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
        return Error(u"cannot add issue %1: %2"_s.arg(quotedForMessage(record.url), status.error().what()));
    d->issueIds.insert(record.uuid, insert.lastInsertId());
    ++m_report.issues;
    return success();
}

Status ChangeMerger::content(const ContentRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD("fetched issue content")
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
        return Error(u"a proposal of %1 in a file by %2: only its proposer (or the lead) sends it"_s.arg(proposer->name,
                                                                                                      d->author->name));
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
        return Error(u"a proposal whose status is %1"_s.arg(quotedForMessage(status)));
    if (const auto existing = d->proposals.constFind(record.uuid); existing != d->proposals.cend()) {
        if (!lead)
            return success(); // a proposal does not change after it is made; the lead decides
        SqliteStatement decide(d->db, "UPDATE taxonomy_proposals SET status = ?, reason = ?, decided_at = ?, node_id = ?"
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
    SqliteStatement insert(d->db, "INSERT INTO taxonomy_proposals(uuid, parent_id, name, description, example_issue_id,"
                                  " proposed_by, created_at, status, reason, decided_at, node_id)"
                                  " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, record.uuid);
    insert.bind(2, *parent);
    insert.bind(3, record.name);
    insert.bind(4, record.description);
    if (const qint64 example = d->issueIds.value(record.exampleIssue, 0); example > 0)
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

Status ChangeMerger::label(const LabelRecord &record)
{
    auto annotator = d->member(record.annotator);
    if (!annotator)
        return annotator.error();
    if (!m_options.trusted && record.annotator != d->author->uuid) {
        return Error(u"a label of %1 in a change file by %2: only a row's owner changes it"_s.arg(
            quotedForMessage(annotator->name), quotedForMessage(d->author->name)));
    }
    if (d->isPackage && record.annotator != d->packageOwner)
        return Error(u"a label of %1 cannot enter another volunteer's package"_s.arg(quotedForMessage(annotator->name)));
    if (!annotator->isVolunteer())
        return Error(u"%1 is not a volunteer of this project (no label column)"_s.arg(quotedForMessage(annotator->name)));
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    std::optional<Label> incoming;
    if (!record.version.deleted) {
        incoming = record.label;
        incoming->nodeId = 0;
        if (!record.node.isEmpty()) {
            auto node = d->nodeId(record.node);
            if (!node)
                return node.error();
            incoming->nodeId = *node;
        } else if (!record.label.falsePositive) {
            return Error(u"a label needs a taxonomy node or the false-positive mark"_s);
        }
        incoming->updatedAt = record.version.changedAt;
    }
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = d->labels.current(*issue, annotator->id);
    if (!before)
        return before.error();

    const auto content = [this](const std::optional<Label> &label) {
        if (!label)
            return QByteArray("-");
        return (d->codes.value(label->nodeId) + u'\x1f' + label->summary + u'\x1f'
                + (label->falsePositive ? u"1"_s : u"0"_s) + u'\x1f' + label->falsePositiveReason + u'\x1f'
                + (label->unsure ? u"1"_s : u"0"_s) + u'\x1f' + label->comment)
            .toUtf8();
    };
    const bool exists = before->exists();
    const Side local{&before->version, exists ? d->deviceUuids.value(before->version.deviceId) : QString(),
                     exists ? content(before->label) : QByteArray()};
    const Side other{&*version, record.version.device, exists ? content(incoming) : QByteArray()};
    const Outcome outcome = decide(exists, local, other);
    MergeCounts &counts = m_report.labels;
    d->raise(annotator->id, record.version.rev);
    if (outcome == Outcome::Same) {
        ++counts.unchanged;
        return success();
    }
    if (outcome == Outcome::Add) { // the common case of a merge: nothing to keep, nothing to report
        if (auto status = d->labels.apply(*issue, annotator->id, *before, incoming, *version); !status)
            return status;
        m_report.labelIssues.insert(*issue);
        ++(incoming ? counts.added : counts.unchanged);
        return success();
    }
    const QString rowUuid = RowUuid::label(record.issue, record.annotator);
    const bool conflict = outcome == Outcome::ConflictWin || outcome == Outcome::ConflictLose;
    const LabelRecord localRecord{record.issue, record.annotator,
                                  before->label ? d->codes.value(before->label->nodeId) : QString(),
                                  before->label.value_or(Label()),
                                  d->travel(before->version, record.annotator, before->removed)};
    if (replaces(outcome)) {
        if (auto status = d->keep("label", rowUuid, *issue, localRecord.version,
                                  recordObject(ChangeFieldLists::label(), localRecord), conflict, m_options.mergeId);
            !status)
            return status;
        if (auto status = d->labels.apply(*issue, annotator->id, *before, incoming, *version); !status)
            return status;
        m_report.labelIssues.insert(*issue);
        if (!incoming)
            ++(before->label ? counts.removed : counts.unchanged);
        else
            ++(before->label ? counts.changed : counts.added);
    } else {
        if (auto status = d->keep("label", rowUuid, *issue, record.version, recordObject(ChangeFieldLists::label(), record),
                                  conflict, m_options.mergeId);
            !status)
            return status;
        ++counts.older;
    }
    if (conflict) {
        const QString mine = describe(localRecord.node.isEmpty() ? u"false positive"_s : localRecord.node, localRecord.version);
        const QString theirs = describe(record.node.isEmpty() ? u"false positive"_s : record.node, record.version);
        m_report.conflicts.append({u"label"_s, d->urlOf(*issue), annotator->name,
                                   outcome == Outcome::ConflictWin ? theirs : mine,
                                   outcome == Outcome::ConflictWin ? mine : theirs});
    }
    return success();
}

Status ChangeMerger::finalLabel(const FinalLabelRecord &record)
{
    if (d->isPackage)
        return Error(u"a volunteer's package holds no final labels (they are blind until reconciliation)"_s);
    TAXONOMIST_REQUIRE_LEAD("final labels")
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    std::optional<FinalLabel> incoming;
    if (!record.version.deleted) {
        incoming = record.label;
        incoming->nodeId = 0;
        if (!record.label.falsePositive) {
            auto node = d->nodeId(record.node);
            if (!node)
                return node.error();
            incoming->nodeId = *node;
        }
        incoming->decidedBy = 0;
        if (!record.decidedBy.isEmpty()) {
            auto decider = d->member(record.decidedBy);
            if (!decider)
                return decider.error();
            incoming->decidedBy = decider->id;
        }
    }
    qint64 changedBy = 0;
    if (!record.version.changedBy.isEmpty()) {
        auto writer = d->member(record.version.changedBy);
        if (!writer)
            return writer.error();
        changedBy = writer->id;
    }
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = d->finals.current(*issue);
    if (!before)
        return before.error();
    const auto content = [this](const std::optional<FinalLabel> &label) {
        if (!label)
            return QByteArray("-");
        return (d->codes.value(label->nodeId) + u'\x1f' + FinalLabel::methodKey(label->method) + u'\x1f'
                + QString::number(label->decidedBy) + u'\x1f' + label->note + u'\x1f' + label->decidedAt
                + (label->falsePositive ? u"\x1f" "1"_s : u"\x1f" "0"_s))
            .toUtf8();
    };
    const Side local{&before->version, d->deviceUuids.value(before->version.deviceId), content(before->label)};
    const Side other{&*version, record.version.device, content(incoming)};
    const Outcome outcome = decide(before->exists(), local, other);
    MergeCounts &counts = m_report.finalLabels;
    if (changedBy > 0)
        d->raise(changedBy, record.version.rev);
    if (outcome == Outcome::Same) {
        ++counts.unchanged;
        return success();
    }
    const QString rowUuid = RowUuid::finalLabel(record.issue);
    const bool conflict = outcome == Outcome::ConflictWin || outcome == Outcome::ConflictLose;
    QString decidedBy;
    for (const Annotator &member : std::as_const(d->members)) {
        if (before->label && member.id == before->label->decidedBy)
            decidedBy = member.uuid;
    }
    QString writerUuid;
    for (const Annotator &member : std::as_const(d->members)) {
        if (member.id == before->changedBy)
            writerUuid = member.uuid;
    }
    const FinalLabelRecord localRecord{record.issue, before->label ? d->codes.value(before->label->nodeId) : QString(),
                                       before->label.value_or(FinalLabel()), decidedBy,
                                       d->travel(before->version, writerUuid, before->removed)};
    if (replaces(outcome)) {
        if (before->exists()) {
            if (auto status = d->keep("final_label", rowUuid, *issue, localRecord.version,
                                      recordObject(ChangeFieldLists::finalLabel(), localRecord), conflict,
                                      m_options.mergeId);
                !status)
                return status;
        }
        if (auto status = d->finals.write(*issue, incoming, *version, changedBy); !status)
            return status;
        m_report.finalLabelIssues.insert(*issue);
        if (!incoming)
            ++(before->label ? counts.removed : counts.unchanged);
        else
            ++(before->label ? counts.changed : counts.added);
    } else {
        if (auto status = d->keep("final_label", rowUuid, *issue, record.version,
                                  recordObject(ChangeFieldLists::finalLabel(), record), conflict, m_options.mergeId);
            !status)
            return status;
        ++counts.older;
    }
    if (conflict) {
        const QString mine = describe(localRecord.node, localRecord.version);
        const QString theirs = describe(record.node, record.version);
        m_report.conflicts.append({u"final label"_s, d->urlOf(*issue), d->author ? d->author->name : QString(),
                                   outcome == Outcome::ConflictWin ? theirs : mine,
                                   outcome == Outcome::ConflictWin ? mine : theirs});
    }
    return success();
}

Status ChangeMerger::assignment(const AssignmentRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD("assignments")
    auto annotator = d->member(record.annotator);
    if (!annotator)
        return annotator.error();
    if (d->isPackage && record.annotator != d->packageOwner)
        return Error(u"another volunteer's assignments do not enter a volunteer's package"_s);
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    qint64 changedBy = 0;
    if (auto writer = d->member(record.version.changedBy))
        changedBy = writer->id;
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = d->assignments.current(*issue, annotator->id);
    if (!before)
        return before.error();
    const Side local{&before->version, d->deviceUuids.value(before->version.deviceId),
                     before->assigned ? QByteArray("1") : QByteArray("0")};
    const Side other{&*version, record.version.device, record.version.deleted ? QByteArray("0") : QByteArray("1")};
    const Outcome outcome = decide(before->exists(), local, other);
    MergeCounts &counts = m_report.assignments;
    if (changedBy > 0)
        d->raise(changedBy, record.version.rev);
    if (outcome == Outcome::Same) {
        ++counts.unchanged;
        return success();
    }
    if (!replaces(outcome)) {
        ++counts.older; // an assignment's history is the lead's audit log
        return success();
    }
    if (auto status = d->assignments.write(*issue, annotator->id, *before, !record.version.deleted, *version, changedBy);
        !status)
        return status;
    m_report.labelIssues.insert(*issue); // the volunteer's list follows its assignments
    if (record.version.deleted)
        ++(before->assigned ? counts.removed : counts.unchanged);
    else
        ++(before->assigned ? counts.changed : counts.added);
    return success();
}

Status ChangeMerger::vote(const VoteRecord &record)
{
    auto annotator = d->member(record.annotator);
    if (!annotator)
        return annotator.error();
    if (!m_options.trusted && record.annotator != d->author->uuid) {
        return Error(u"a vote of %1 in a change file by %2: only a row's owner changes it"_s.arg(
            quotedForMessage(annotator->name), quotedForMessage(d->author->name)));
    }
    if (d->isPackage && record.annotator != d->packageOwner)
        return Error(u"another volunteer's vote does not enter a volunteer's package"_s);
    const qint64 proposal = d->proposals.value(record.proposal, 0);
    if (proposal == 0)
        return Error(u"a vote on proposal %1, which this project does not have"_s.arg(quotedForMessage(record.proposal)));
    if (record.version.deleted)
        return Error(u"a vote cannot be removed, only changed"_s);
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = ProposalStore::storedVote(d->store, proposal, annotator->id);
    if (!before)
        return before.error();
    const auto content = [](bool approve, const QString &reason) { return ((approve ? u"1:"_s : u"0:"_s) + reason).toUtf8(); };
    const Side local{&before->version, d->deviceUuids.value(before->version.deviceId),
                     before->vote ? content(before->vote->approve, before->vote->reason) : QByteArray()};
    const Side other{&*version, record.version.device, content(record.approve, record.reason)};
    const Outcome outcome = decide(before->vote.has_value(), local, other);
    d->raise(annotator->id, record.version.rev);
    if (outcome == Outcome::Same) {
        ++m_report.votes.unchanged;
        return success();
    }
    if (!replaces(outcome)) {
        ++m_report.votes.older;
        return d->keep("vote", RowUuid::vote(record.proposal, record.annotator), 0, record.version,
                       recordObject(ChangeFieldLists::vote(), record), outcome == Outcome::ConflictLose, m_options.mergeId);
    }
    if (before->vote) {
        const VoteRecord localRecord{record.proposal, record.annotator, before->vote->approve, before->vote->reason,
                                     d->travel(before->version, record.annotator, false)};
        if (auto status = d->keep("vote", RowUuid::vote(record.proposal, record.annotator), 0, localRecord.version,
                                  recordObject(ChangeFieldLists::vote(), localRecord), outcome == Outcome::ConflictWin,
                                  m_options.mergeId);
            !status)
            return status;
    }
    if (auto status = ProposalStore::applyVote(d->store, proposal, annotator->id, record.approve, record.reason, *version);
        !status)
        return status;
    ++(before->vote ? m_report.votes.changed : m_report.votes.added);
    if (!d->votedProposals.contains(proposal))
        d->votedProposals.append(proposal);
    return success();
}

#undef TAXONOMIST_REQUIRE_LEAD

Status ChangeMerger::end()
{
    for (const qint64 framework : std::as_const(d->keywordFrameworks)) {
        if (auto recomputed = IssueKeywords::recompute(d->store, framework); !recomputed)
            return recomputed.error();
    }
    for (auto it = d->maxRevs.cbegin(); it != d->maxRevs.cend(); ++it) {
        if (auto status = ProjectIdentity::raiseRevision(d->store, it.key(), it.value()); !status)
            return status;
    }
    if (!d->isPackage && !d->votedProposals.isEmpty()) {
        // A vote that completes the team's agreement adopts the category here, in the lead's project.
        if (auto status = ProposalStore::settleOpen(d->store, d->votedProposals, m_options.actor); !status)
            return status;
        m_report.taxonomyChanged = true;
    }
    d->keywordFrameworks.clear();
    d->maxRevs.clear();
    d->votedProposals.clear();
    return success();
}

} // namespace taxonomist::core
