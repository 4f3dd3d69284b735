// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changeextractor.h"

#include "reconcile/finallabelrow.h"
#include "reconcile/roundstore.h"
#include "store/auditanchors.h"
#include "store/issuecontent.h"
#include "store/labelrow.h"
#include "store/projectidentity.h"
#include "store/sqlitestatement.h"
#include "teamchanges.h"
#include "teamroster.h"
#include "util/coretext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Which rows of one kind go out: whose, changed after which revision, on which issues.
struct RowFilter
{
    const char *ownerColumn; // the table's owner column ("annotator_id", "changed_by")
    qint64 owner = 0;
    qint64 sinceRev = -1; // -1: every version
    bool assignedOnly = false; // only issues assigned to `volunteer`
    qint64 volunteer = 0;
};

class Extractor
{
public:
    Extractor(ProjectStore &store, ChangeSink &sink)
        : m_store(store)
        , m_db(store.handle())
        , m_sink(sink)
    { }

    Status begin(ChangeHeader header)
    {
        auto project = ProjectIdentity::projectUuid(m_store);
        if (!project)
            return project.error();
        auto device = ProjectIdentity::thisDevice(m_store);
        if (!device)
            return device.error();
        SqliteStatement devices(m_db, "SELECT id, uuid FROM team_devices");
        while (devices.next())
            m_devices.insert(devices.integer(0), devices.text(1));
        if (auto status = devices.readStatus(); !status)
            return status;
        SqliteStatement annotators(m_db, "SELECT id, uuid FROM annotators");
        while (annotators.next())
            m_annotators.insert(annotators.integer(0), annotators.text(1));
        if (auto status = annotators.readStatus(); !status)
            return status;
        header.project = *project;
        header.device = m_devices.value(*device);
        header.createdAt = ProjectStore::nowUtc();
        // The author's audit head, and what they last saw of the addressee's (the lead's, when
        // the file has no addressee): the receiver keeps the one and anchors its log to the other.
        if (auto head = AuditAnchors::head(m_db); head && head->entryId > 0)
            header.auditHead
                = QString::number(head->entryId) + u':' + QString::fromLatin1(head->hash);
        QString peer = header.addressee;
        if (peer.isEmpty()) {
            if (auto lead = TeamRoster::lead(m_store);
                lead && *lead && (*lead)->uuid != header.author)
                peer = (*lead)->uuid;
        }
        if (!peer.isEmpty())
            header.peerHead = m_store.info(TeamChanges::seenHeadKey(peer));
        return m_sink.begin(header);
    }

    TravelVersion travel(const RowVersion &version, qint64 changedBy, bool deleted)
    {
        m_stats.lastRev = std::max(m_stats.lastRev, version.rev);
        return {version.rev, version.changedAt, m_annotators.value(changedBy),
            m_devices.value(version.deviceId), m_devices.value(version.baseDeviceId),
            version.baseRev, deleted};
    }

    // "AND <rows of the filter>" for a table aliased `alias` with issue_id.
    QByteArray where(const char *alias, const RowFilter &filter) const
    {
        const QByteArray a(alias);
        // owner < 0: every owner's rows.
        QByteArray clause = filter.owner < 0
            ? QByteArray(" WHERE 1")
            : " WHERE " + a + '.' + filter.ownerColumn + " = " + QByteArray::number(filter.owner);
        if (filter.sinceRev >= 0)
            clause += " AND " + a + ".rev > " + QByteArray::number(filter.sinceRev);
        if (filter.assignedOnly) {
            clause += " AND " + a
                + ".issue_id IN (SELECT issue_id FROM assignments WHERE annotator_id = "
                + QByteArray::number(filter.volunteer) + ")";
        }
        return clause;
    }

    // Removed rows of one kind, for the same filter.
    Status tombstones(const char *kind, const RowFilter &filter,
        const std::function<Status(const QString &issue, qint64 annotator, const TravelVersion &)>
            &emit)
    {
        SqliteStatement rows(m_db,
            "SELECT i.uuid, t.annotator_id, coalesce(t.changed_by, 0), " + RowVersion::columns("t")
                + " FROM team_tombstones t JOIN issues i ON i.id = t.issue_id" + where("t", filter)
                + " AND t.kind = '" + kind + "' ORDER BY t.issue_id");
        while (rows.next()) {
            if (auto status = emit(rows.text(0), rows.integer(1),
                    travel(RowVersion::read(rows, 3), rows.integer(2), true));
                !status)
                return status;
        }
        return rows.readStatus();
    }

    Status labels(const RowFilter &filter)
    {
        SqliteStatement rows(m_db,
            "SELECT i.uuid, l.annotator_id, coalesce(n.code, ''), " + LabelRow::columns("l")
                + " FROM labels l JOIN issues i ON i.id = l.issue_id"
                  " LEFT JOIN taxonomy_nodes n ON n.id = l.node_id"
                + where("l", filter) + " ORDER BY l.issue_id");
        while (rows.next()) {
            LabelRecord record {rows.text(0), m_annotators.value(rows.integer(1)), rows.text(2),
                LabelRow::readLabel(rows, 3),
                travel(LabelRow::readVersion(rows, 3), rows.integer(1), false)};
            if (auto status = m_sink.label(record); !status)
                return status;
            ++m_stats.labels;
        }
        if (auto status = rows.readStatus(); !status)
            return status;
        return tombstones("label", filter,
            [this](const QString &issue, qint64 annotator, const TravelVersion &version) {
                ++m_stats.labels;
                return m_sink.label({issue, m_annotators.value(annotator), {}, {}, version});
            });
    }

    Status finalLabels(const RowFilter &filter)
    {
        SqliteStatement rows(m_db,
            "SELECT i.uuid, coalesce(n.code, ''), coalesce(f.changed_by, 0), "
                + FinalLabelRow::columns("f") + ", " + RowVersion::columns("f")
                + " FROM final_labels f"
                  " JOIN issues i ON i.id = f.issue_id LEFT JOIN taxonomy_nodes n ON n.id = "
                  "f.node_id"
                + where("f", filter) + " ORDER BY f.issue_id");
        while (rows.next()) {
            const std::optional<FinalLabel> label = FinalLabelRow::read(rows, 3);
            if (!label)
                continue;
            FinalLabelRecord record {rows.text(0), rows.text(1), *label,
                m_annotators.value(label->decidedBy),
                travel(RowVersion::read(rows, 9), rows.integer(2), false)};
            if (auto status = m_sink.finalLabel(record); !status)
                return status;
            ++m_stats.finalLabels;
        }
        if (auto status = rows.readStatus(); !status)
            return status;
        return tombstones("final_label", filter,
            [this](const QString &issue, qint64, const TravelVersion &version) {
                ++m_stats.finalLabels;
                return m_sink.finalLabel({issue, {}, {}, {}, version});
            });
    }

    Status assignments(const RowFilter &filter)
    {
        SqliteStatement rows(m_db,
            "SELECT i.uuid, a.annotator_id, coalesce(a.changed_by, 0), " + RowVersion::columns("a")
                + " FROM assignments a JOIN issues i ON i.id = a.issue_id" + where("a", filter)
                + " ORDER BY a.issue_id");
        while (rows.next()) {
            AssignmentRecord record {rows.text(0), m_annotators.value(rows.integer(1)),
                travel(RowVersion::read(rows, 3), rows.integer(2), false)};
            if (auto status = m_sink.assignment(record); !status)
                return status;
            ++m_stats.assignments;
        }
        if (auto status = rows.readStatus(); !status)
            return status;
        return tombstones("assignment", filter,
            [this](const QString &issue, qint64 annotator, const TravelVersion &version) {
                ++m_stats.assignments;
                return m_sink.assignment({issue, m_annotators.value(annotator), version});
            });
    }

    Status votes(qint64 voter, qint64 sinceRev)
    {
        SqliteStatement rows(m_db,
            "SELECT p.uuid, v.approve, v.reason, " + RowVersion::columns("v", "voted_at")
                + " FROM taxonomy_proposal_votes v JOIN taxonomy_proposals p ON p.id = "
                  "v.proposal_id"
                  " WHERE v.annotator_id = ? AND v.rev > ? ORDER BY p.id");
        rows.bind(1, voter);
        rows.bind(2, sinceRev);
        while (rows.next()) {
            VoteRecord record {rows.text(0), m_annotators.value(voter), rows.integer(1) != 0,
                rows.text(2), travel(RowVersion::read(rows, 3), voter, false)};
            if (auto status = m_sink.vote(record); !status)
                return status;
            ++m_stats.votes;
        }
        return rows.readStatus();
    }

    // Every proposal (proposer 0), or one annotator's, with the lead's decisions.
    Status proposals(qint64 proposer)
    {
        SqliteStatement rows(m_db,
            "SELECT p.uuid, p.proposed_by, parent.code, p.name, p.description, coalesce(i.uuid, "
            "''),"
            " p.created_at, p.status, p.reason, p.decided_at, coalesce(n.code, '')"
            " FROM taxonomy_proposals p JOIN taxonomy_nodes parent ON parent.id = p.parent_id"
            " LEFT JOIN issues i ON i.id = p.example_issue_id"
            " LEFT JOIN taxonomy_nodes n ON n.id = p.node_id"
            " WHERE ? = 0 OR p.proposed_by = ? ORDER BY p.id");
        rows.bind(1, proposer);
        rows.bind(2, proposer);
        while (rows.next()) {
            ProposalRecord record {rows.text(0), m_annotators.value(rows.integer(1)), rows.text(2),
                rows.text(3), rows.text(4), rows.text(5), rows.text(6), rows.text(7), rows.text(8),
                rows.text(9), rows.text(10)};
            if (auto status = m_sink.proposal(record); !status)
                return status;
            ++m_stats.proposals;
        }
        return rows.readStatus();
    }

    // volunteer.id < 0: every issue.
    Status reference(const Annotator &volunteer, bool withLabelledIssues, bool withIssues = true)
    {
        SqliteStatement info(
            m_db, "SELECT key, value FROM project_info WHERE key LIKE 'taxonomy.%' ORDER BY key");
        while (info.next()) {
            if (auto status = m_sink.info({info.text(0), info.text(1)}); !status)
                return status;
        }
        if (auto status = info.readStatus(); !status)
            return status;
        auto annotators = m_store.readAnnotators();
        if (!annotators)
            return annotators.error();
        // Every member's public key goes with the team: a copy checks each member's change files
        // against it (docs/team.md, "Keys and signatures"). Secret keys never leave their copy.
        QHash<QString, QString> keys;
        SqliteStatement keyRows(
            m_db, "SELECT uuid, signing_key FROM annotators WHERE signing_key IS NOT NULL");
        while (keyRows.next())
            keys.insert(keyRows.text(0), keyRows.text(1));
        if (auto status = keyRows.readStatus(); !status)
            return status;
        for (const Annotator &annotator : std::as_const(*annotators)) {
            if (auto status = m_sink.member({annotator.uuid, annotator.name, annotator.position,
                    annotator.isLead, annotator.labelColumn, keys.value(annotator.uuid)});
                !status)
                return status;
            ++m_stats.members;
        }
        SqliteStatement frameworks(m_db,
            "SELECT id, name, position, label_columns, csv_crlf, csv_bom FROM frameworks"
            " ORDER BY position");
        SqliteStatement years(
            m_db, "SELECT year FROM framework_years WHERE framework_id = ? ORDER BY year");
        SqliteStatement keywords(m_db,
            "SELECT keyword FROM framework_keywords WHERE framework_id = ? ORDER BY position");
        while (frameworks.next()) {
            FrameworkRecord record {frameworks.text(1), static_cast<int>(frameworks.integer(2)),
                static_cast<int>(frameworks.integer(3)), frameworks.integer(4) != 0,
                frameworks.integer(5) != 0, {}, {}};
            years.bind(1, frameworks.integer(0));
            while (years.next())
                record.years.append(static_cast<int>(years.integer(0)));
            keywords.bind(1, frameworks.integer(0));
            while (keywords.next())
                record.keywords.append(keywords.text(0));
            for (SqliteStatement *list : {&years, &keywords}) {
                if (auto status = list->readStatus(); !status)
                    return status;
                list->reset();
            }
            if (auto status = m_sink.framework(record); !status)
                return status;
        }
        if (auto status = frameworks.readStatus(); !status)
            return status;
        if (auto status = nodes(); !status)
            return status;
        if (!withIssues)
            return rounds();
        if (auto status = issues(volunteer.id, withLabelledIssues); !status)
            return status;
        return rounds(); // after the issues they list
    }

    // Every round of the lead's, with its issues in order.
    Status rounds()
    {
        SqliteStatement rows(m_db,
            "SELECT id, uuid, name, kind, seed, size, stratified, created_at FROM rounds"
            " WHERE uuid IS NOT NULL ORDER BY id");
        SqliteStatement members(m_db,
            "SELECT i.uuid FROM round_issues r JOIN issues i ON i.id = r.issue_id"
            " WHERE r.round_id = ? AND i.uuid IS NOT NULL ORDER BY r.position");
        while (rows.next()) {
            const qint64 strata = rows.integer(6);
            RoundRecord record {rows.text(1), rows.text(2), rows.text(3),
                QString::number(quint64(rows.integer(4))), static_cast<int>(rows.integer(5)),
                strata == 2       ? u"framework-year"_s
                    : strata != 0 ? u"framework"_s
                                  : u"none"_s,
                {}, rows.text(7), {}};
            members.bind(1, rows.integer(0));
            while (members.next())
                record.issues.append(members.text(0));
            if (auto status = members.readStatus(); !status)
                return status;
            members.reset();
            const QJsonArray frameworks = QJsonDocument::fromJson(
                m_store.info(RoundStore::frameworksKey(rows.integer(0))).toUtf8())
                                              .array();
            for (const QJsonValue &framework : frameworks)
                record.frameworks.append(framework.toString());
            if (auto status = m_sink.round(record); !status)
                return status;
        }
        return rows.readStatus();
    }

    Status nodes()
    {
        SqliteStatement rows(m_db,
            "SELECT n.id, n.code, coalesce(p.code, ''), n.name, n.level, n.position, n.description,"
            " n.aliases, n.retired FROM taxonomy_nodes n"
            " LEFT JOIN taxonomy_nodes p ON p.id = n.parent_id"
            " ORDER BY n.level, n.id");
        SqliteStatement details(
            m_db, "SELECT text FROM taxonomy_details WHERE node_id = ? ORDER BY position");
        while (rows.next()) {
            NodeRecord record {rows.text(1), rows.text(2), rows.text(3),
                static_cast<int>(rows.integer(4)), static_cast<int>(rows.integer(5)), rows.text(6),
                {}, {}, rows.integer(8) != 0};
            const QString aliases = rows.text(7);
            if (!aliases.isEmpty())
                record.aliases = aliases.split(u'\n');
            details.bind(1, rows.integer(0));
            while (details.next())
                record.details.append(details.text(0));
            if (auto status = details.readStatus(); !status)
                return status;
            details.reset();
            if (auto status = m_sink.node(record); !status)
                return status;
            ++m_stats.nodes;
        }
        return rows.readStatus();
    }

    Status issues(qint64 volunteer, bool withLabelled)
    {
        // A project nobody ever assigned work in (no `team assign`, no round; an assignment
        // removed since leaves its tombstone) gives each volunteer
        // every issue, as joining through the team server does: the two routes hold the same.
        SqliteStatement anyAssigned(m_db,
            "SELECT EXISTS (SELECT 1 FROM assignments)"
            " OR EXISTS (SELECT 1 FROM team_tombstones WHERE kind = 'assignment')");
        const bool assignedAny = !anyAssigned.next() || anyAssigned.integer(0) != 0;
        if (auto status = anyAssigned.readStatus(); !status)
            return status;
        const QByteArray chosen = volunteer < 0 || !assignedAny
            ? QByteArray("SELECT id FROM issues WHERE ?1 = ?1")
            : "SELECT issue_id FROM assignments WHERE annotator_id = ?1"
                + QByteArray(withLabelled
                        ? " UNION SELECT issue_id FROM labels WHERE annotator_id = ?1"
                        : "");
        SqliteStatement rows(m_db,
            issueColumns + " WHERE i.id IN (" + chosen + ") ORDER BY f.position, i.row_order");
        rows.bind(1, volunteer);
        if (auto status = emitIssues(rows, nullptr); !status)
            return status;
        // Content of the fetched ones (most of a study is not fetched: one indexed query each).
        SqliteStatement hasContent(m_db, "SELECT 1 FROM issue_content WHERE issue_id = ?");
        for (const auto &[id, uuid] : std::as_const(m_issueIds)) {
            hasContent.bind(1, id);
            const bool has = hasContent.next();
            if (auto status = hasContent.readStatus(); !status)
                return status;
            hasContent.reset();
            if (has) {
                if (auto status = emitContent(id, uuid); !status)
                    return status;
            }
        }
        return success();
    }

    // Issues added and content fetched after the marks, oldest first; the marks follow.
    Status issuesAfter(IssueMarks &marks)
    {
        SqliteStatement rows(m_db, issueColumns + " WHERE i.id > ? ORDER BY i.id");
        rows.bind(1, marks.issueId);
        if (auto status = emitIssues(rows, &marks.issueId); !status)
            return status;
        // issue_content_fetched (schema v12) finds them without reading every body.
        SqliteStatement fetched(m_db,
            "SELECT c.issue_id, i.uuid, c.fetched_at FROM issue_content c"
            " JOIN issues i ON i.id = c.issue_id WHERE c.fetched_at > ?"
            " ORDER BY c.fetched_at, c.issue_id");
        fetched.bind(1, marks.contentFetchedAt);
        while (fetched.next()) {
            if (auto status = emitContent(fetched.integer(0), fetched.text(1)); !status)
                return status;
            marks.contentFetchedAt = fetched.text(2);
        }
        return fetched.readStatus();
    }

    ExtractStats stats() const { return m_stats; }

private:
    static inline const QByteArray issueColumns
        = "SELECT i.id, i.uuid, f.name, i.row_order, i.url, coalesce(i.year, 0), i.is_duplicate_url"
          " FROM issues i JOIN frameworks f ON f.id = i.framework_id";

    // Every issue `rows` (issueColumns) yields; `lastId` follows the last one's id.
    Status emitIssues(SqliteStatement &rows, qint64 *lastId)
    {
        while (rows.next()) {
            IssueRecord record {rows.text(1), rows.text(2), static_cast<int>(rows.integer(3)),
                rows.text(4), static_cast<int>(rows.integer(5)), rows.integer(6) != 0};
            if (auto status = m_sink.issue(record); !status)
                return status;
            ++m_stats.issues;
            m_issueIds.append({rows.integer(0), record.uuid});
            if (lastId)
                *lastId = rows.integer(0);
        }
        return rows.readStatus();
    }

    Status emitContent(qint64 id, const QString &uuid)
    {
        auto content = IssueContentStore::load(m_store, id);
        if (!content)
            return content.error();
        if (!*content)
            return success();
        if (auto status = m_sink.content({uuid, **content}); !status)
            return status;
        ++m_stats.contents;
        return success();
    }

    ProjectStore &m_store;
    sqlite3 *m_db;
    ChangeSink &m_sink;
    QHash<qint64, QString> m_devices;
    QHash<qint64, QString> m_annotators;
    QList<std::pair<qint64, QString>> m_issueIds;
    ExtractStats m_stats;
};

} // namespace

Result<ExtractStats> ChangeExtractor::changedSince(
    ProjectStore &store, const Annotator &owner, qint64 sinceRev, ChangeSink &sink)
{
    Extractor extractor(store, sink);
    ChangeHeader header;
    header.kind = ChangeHeader::Kind::Changes;
    header.author = owner.uuid;
    if (auto status = extractor.begin(header); !status)
        return status.error();
    if (auto status = extractor.proposals(owner.isLead ? 0 : owner.id); !status)
        return status.error();
    if (auto status = extractor.labels({"annotator_id", owner.id, sinceRev}); !status)
        return status.error();
    if (owner.isLead) {
        if (auto status = extractor.finalLabels({"changed_by", owner.id, sinceRev}); !status)
            return status.error();
        if (auto status = extractor.assignments({"changed_by", owner.id, sinceRev}); !status)
            return status.error();
    }
    if (auto status = extractor.votes(owner.id, sinceRev); !status)
        return status.error();
    if (auto status = sink.end(); !status)
        return status.error();
    return extractor.stats();
}

Result<ExtractStats> ChangeExtractor::forVolunteer(
    ProjectStore &store, const Annotator &volunteer, ChangeHeader::Kind kind, ChangeSink &sink)
{
    if (!volunteer.isVolunteer())
        return Error(
            CoreText::tr("%1 is not a volunteer (no label column): packages are for volunteers")
                .arg(volunteer.name));
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (!*lead)
        return Error(CoreText::tr("packages and updates come from the lead: the project has no "
                                  "lead yet (`team set-lead NAME`)"));
    Extractor extractor(store, sink);
    ChangeHeader header;
    header.kind = kind;
    header.author = (*lead)->uuid;
    header.addressee = volunteer.uuid;
    const bool package = kind == ChangeHeader::Kind::Package;
    if (auto status = extractor.begin(header); !status)
        return status.error();
    if (auto status = extractor.reference(volunteer, package); !status)
        return status.error();
    if (auto status = extractor.proposals(0); !status)
        return status.error();
    if (auto status = extractor.assignments({"annotator_id", volunteer.id}); !status)
        return status.error();
    if (package) {
        if (auto status = extractor.labels({"annotator_id", volunteer.id}); !status)
            return status.error();
        if (auto status = extractor.votes(volunteer.id, -1); !status)
            return status.error();
    }
    if (auto status = sink.end(); !status)
        return status.error();
    return extractor.stats();
}

Result<ExtractStats> ChangeExtractor::everything(ProjectStore &store, ChangeSink &sink)
{
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (!*lead)
        return Error(CoreText::tr("the project has no lead yet (`team set-lead NAME`)"));
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    Extractor extractor(store, sink);
    ChangeHeader header;
    header.kind = ChangeHeader::Kind::Changes;
    header.author = (*lead)->uuid;
    if (auto status = extractor.begin(header); !status)
        return status.error();
    Annotator all;
    all.id = -1;
    if (auto status = extractor.reference(all, false); !status)
        return status.error();
    if (auto status = extractor.proposals(0); !status)
        return status.error();
    if (auto status = extractor.labels({"annotator_id", -1}); !status)
        return status.error();
    if (auto status = extractor.finalLabels({"changed_by", -1}); !status)
        return status.error();
    if (auto status = extractor.assignments({"changed_by", -1}); !status)
        return status.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (auto status = extractor.votes(annotator.id, -1); !status)
            return status.error();
    }
    if (auto status = sink.end(); !status)
        return status.error();
    return extractor.stats();
}

Result<IssueMarks> ChangeExtractor::currentMarks(ProjectStore &store)
{
    SqliteStatement marks(store.handle(),
        "SELECT (SELECT coalesce(max(id), 0) FROM issues),"
        " (SELECT coalesce(max(fetched_at), '') FROM issue_content)");
    IssueMarks result;
    if (marks.next()) {
        result.issueId = marks.integer(0);
        result.contentFetchedAt = marks.text(1);
    }
    if (auto status = marks.readStatus(); !status)
        return status.error();
    return result;
}

Result<ExtractStats> ChangeExtractor::teamAndTaxonomy(
    ProjectStore &store, ChangeSink &sink, IssueMarks *marks)
{
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (!*lead)
        return Error(CoreText::tr("the project has no lead yet (`team set-lead NAME`)"));
    Extractor extractor(store, sink);
    ChangeHeader header;
    header.kind = ChangeHeader::Kind::Changes;
    header.author = (*lead)->uuid;
    if (auto status = extractor.begin(header); !status)
        return status.error();
    if (auto status = extractor.reference(**lead, false, false); !status)
        return status.error();
    if (marks) {
        if (auto status = extractor.issuesAfter(*marks); !status)
            return status.error();
    }
    if (auto status = extractor.proposals(0); !status)
        return status.error();
    if (auto status = sink.end(); !status)
        return status.error();
    return extractor.stats();
}

} // namespace taxonomist::core
