// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "assignmentstore.h"

#include "assignmentplanner.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/transaction.h"
#include "teamroster.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The issues `request` covers, in the study's order, with their strata.
Result<QList<AssignmentCandidate>> candidates(
    const ProjectStore &store, const AssignmentRequest &request)
{
    QSet<qint64> frameworks;
    for (const QString &name : request.frameworks) {
        SqliteStatement framework(store.handle(), "SELECT id FROM frameworks WHERE name = ?");
        framework.bind(1, name);
        if (!framework.next()) {
            if (auto status = framework.readStatus(); !status)
                return status.error();
            return Error(
                CoreText::tr("the project has no framework %1").arg(quotedForMessage(name)));
        }
        frameworks.insert(framework.integer(0));
    }
    qint64 round = 0;
    if (request.roundId > 0) {
        SqliteStatement query(store.handle(), "SELECT id FROM rounds WHERE id = ?");
        query.bind(1, request.roundId);
        if (!query.next()) {
            if (auto status = query.readStatus(); !status)
                return status.error();
            return Error(CoreText::tr("the project has no round %1").arg(request.roundId));
        }
        round = query.integer(0);
    } else if (!request.round.isEmpty()) {
        SqliteStatement query(
            store.handle(), "SELECT id FROM rounds WHERE name = ? ORDER BY id DESC LIMIT 1");
        query.bind(1, request.round);
        if (!query.next()) {
            if (auto status = query.readStatus(); !status)
                return status.error();
            return Error(
                CoreText::tr("the project has no round %1").arg(quotedForMessage(request.round)));
        }
        round = query.integer(0);
    }
    SqliteStatement rows(store.handle(),
        "SELECT i.id, i.framework_id, coalesce(i.year, 0) FROM issues i JOIN frameworks f"
        " ON f.id = i.framework_id WHERE ?1 = 0 OR i.id IN (SELECT issue_id FROM round_issues"
        " WHERE round_id = ?1) ORDER BY f.position, i.row_order");
    rows.bind(1, round);
    QList<AssignmentCandidate> result;
    while (rows.next()) {
        const AssignmentCandidate candidate {
            rows.integer(0), rows.integer(1), static_cast<int>(rows.integer(2))};
        if (frameworks.isEmpty() || frameworks.contains(candidate.frameworkId))
            result.append(candidate);
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return result;
}

} // namespace

AssignmentStore::Writer::Writer(sqlite3 *db)
    : m_select(db,
        "SELECT coalesce(changed_by, 0), " + RowVersion::columns(nullptr)
            + " FROM assignments WHERE issue_id = ? AND annotator_id = ?")
    , m_upsert(db,
          "INSERT INTO assignments(issue_id, annotator_id, changed_by, "
              + RowVersion::columns(nullptr)
              + ") VALUES(?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(annotator_id, issue_id) DO UPDATE SET"
                " changed_by = excluded.changed_by, rev = excluded.rev, changed_at = "
                "excluded.changed_at,"
                " device_id = excluded.device_id, base_device_id = excluded.base_device_id,"
                " base_rev = excluded.base_rev")
    , m_remove(db, "DELETE FROM assignments WHERE issue_id = ? AND annotator_id = ?")
    , m_tombstones(db, "assignment")
{ }

Result<StoredAssignment> AssignmentStore::Writer::current(qint64 issueId, qint64 annotatorId)
{
    StoredAssignment stored;
    m_select.bind(1, issueId);
    m_select.bind(2, annotatorId);
    if (m_select.next()) {
        stored.assigned = true;
        stored.changedBy = m_select.integer(0);
        stored.version = RowVersion::read(m_select, 1);
    }
    auto status = m_select.readStatus();
    m_select.reset();
    if (!status)
        return status.error();
    if (stored.assigned)
        return stored;
    auto tombstone = m_tombstones.find(issueId, annotatorId);
    if (!tombstone)
        return tombstone.error();
    if (*tombstone) {
        stored.removed = true;
        stored.changedBy = (*tombstone)->changedBy;
        stored.version = (*tombstone)->version;
    }
    return stored;
}

Status AssignmentStore::Writer::write(qint64 issueId, qint64 annotatorId,
    const StoredAssignment &before, bool assigned, const RowVersion &version, qint64 changedBy)
{
    if (!assigned) {
        m_remove.bind(1, issueId);
        m_remove.bind(2, annotatorId);
        if (auto status = m_remove.exec(); !status)
            return status;
        return m_tombstones.bury(issueId, annotatorId, version, changedBy);
    }
    m_upsert.bind(1, issueId);
    m_upsert.bind(2, annotatorId);
    if (changedBy > 0)
        m_upsert.bind(3, changedBy);
    else
        m_upsert.bindNull(3);
    version.bind(m_upsert, 4);
    if (auto status = m_upsert.exec(); !status)
        return status;
    return before.removed ? m_tombstones.lift(issueId, annotatorId) : success();
}

namespace {

// What an assignment would change: the issues it covers, the rows it adds and removes, and each
// volunteer's share. Read from the project as it is; nothing written.
struct AssignmentPlan
{
    std::optional<Annotator> lead;
    QList<Annotator> volunteers;
    AssignmentSummary summary;
    QList<std::pair<qint64, qint64>> added;
    QList<std::pair<qint64, qint64>> removed;
    QSet<std::pair<qint64, qint64>> buried;
    QHash<qint64, qint64> shares;
};

Result<AssignmentPlan> planFor(ProjectStore &store, const AssignmentRequest &request)
{
    if (auto status = TeamRoster::checkManaged(store); !status)
        return status.error();
    if (request.perIssue < 0)
        return Error(CoreText::tr("--per-issue needs a number of volunteers from 1"));
    AssignmentPlan result;
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (!*lead)
        return Error(CoreText::tr(
            "assignments are the lead's: the project has no lead yet (`team set-lead NAME`)"));
    result.lead = **lead;
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    QList<Annotator> &volunteers = result.volunteers;
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.isVolunteer())
            volunteers.append(annotator);
    }
    std::sort(volunteers.begin(), volunteers.end(),
        [](const Annotator &a, const Annotator &b) { return a.labelColumn < b.labelColumn; });
    if (volunteers.isEmpty())
        return Error(CoreText::tr(
            "the team has no volunteers to assign issues to (`team add NAME --volunteer`)"));
    if (request.perIssue > volunteers.size()) {
        return Error(CoreText::tr("--per-issue %1 asks for more volunteers than the team has (%2)")
                         .arg(request.perIssue)
                         .arg(volunteers.size()));
    }
    auto issues = candidates(store, request);
    if (!issues)
        return issues.error();
    QList<qint64> volunteerIds;
    for (const Annotator &volunteer : std::as_const(volunteers))
        volunteerIds.append(volunteer.id);
    const QList<QList<qint64>> plan
        = AssignmentPlanner::plan(*issues, volunteerIds, request.perIssue, request.seed);

    // What the project holds now: assignments, and removed ones (whose versions new ones follow).
    QSet<std::pair<qint64, qint64>> existing;
    SqliteStatement current(store.handle(), "SELECT issue_id, annotator_id FROM assignments");
    while (current.next())
        existing.insert({current.integer(0), current.integer(1)});
    if (auto status = current.readStatus(); !status)
        return status.error();
    SqliteStatement tombstones(store.handle(),
        "SELECT issue_id, annotator_id FROM team_tombstones WHERE kind = 'assignment'");
    while (tombstones.next())
        result.buried.insert({tombstones.integer(0), tombstones.integer(1)});
    if (auto status = tombstones.readStatus(); !status)
        return status.error();

    AssignmentSummary &summary = result.summary;
    summary.issues = issues->size();
    for (qsizetype i = 0; i < issues->size(); ++i) {
        const qint64 issueId = (*issues)[i].issueId;
        const QList<qint64> &who = plan[i];
        for (const qint64 volunteer : who) {
            ++result.shares[volunteer];
            if (existing.contains({issueId, volunteer}))
                ++summary.kept;
            else
                result.added.append({issueId, volunteer});
        }
        for (const qint64 volunteer : std::as_const(volunteerIds)) {
            if (existing.contains({issueId, volunteer}) && !who.contains(volunteer))
                result.removed.append({issueId, volunteer});
        }
    }
    summary.added = result.added.size();
    summary.removed = result.removed.size();
    for (const Annotator &volunteer : std::as_const(volunteers))
        summary.shares.append({volunteer.name, result.shares.value(volunteer.id)});
    return result;
}

} // namespace

Result<AssignmentSummary> AssignmentStore::preview(
    ProjectStore &store, const AssignmentRequest &request)
{
    auto plan = planFor(store, request);
    if (!plan)
        return plan.error();
    return plan->summary;
}

Result<AssignmentSummary> AssignmentStore::assign(
    ProjectStore &store, const AssignmentRequest &request, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    // Planned inside the transaction: what it replaces is what it read.
    auto plan = planFor(store, request);
    if (!plan)
        return plan.error();
    const auto &[lead, volunteers, summary, added, removed, buried, shares] = *plan;
    const Annotator *leadMember = &*lead;
    auto device = ProjectIdentity::thisDevice(store);
    if (!device)
        return device.error();
    const qint64 changes = added.size() + removed.size();
    auto firstRev
        = ProjectIdentity::reserveRevisions(store, leadMember->id, std::max<qint64>(changes, 1));
    if (!firstRev)
        return firstRev.error();
    qint64 rev = *firstRev;
    const QString now = ProjectStore::nowUtc();
    Writer writer(store.handle());
    for (const auto &[list, assigned] : {std::pair {&added, true}, std::pair {&removed, false}}) {
        for (const auto &[issueId, volunteer] : *list) {
            // Only a row with a past (assigned once, or removed) needs reading for its base.
            auto before = assigned && !buried.contains({issueId, volunteer})
                ? Result<StoredAssignment>(StoredAssignment())
                : writer.current(issueId, volunteer);
            if (!before)
                return before.error();
            if (auto status = writer.write(issueId, volunteer, *before, assigned,
                    before->version.editedOn(*device, rev++, now), leadMember->id);
                !status)
                return status.error();
        }
    }
    QJsonArray shareList;
    for (const Annotator &volunteer : std::as_const(volunteers)) {
        shareList.append(QJsonObject {
            {u"volunteer"_s, volunteer.name}, {u"issues"_s, shares.value(volunteer.id)}});
    }
    const QJsonObject detail {{u"per_issue"_s, request.perIssue},
        {u"seed"_s, QString::number(request.seed)},
        {u"frameworks"_s, QJsonArray::fromStringList(request.frameworks)},
        {u"round"_s, request.round}, {u"issues"_s, summary.issues}, {u"added"_s, summary.added},
        {u"removed"_s, summary.removed}, {u"shares"_s, shareList}};
    if (auto status = store.audit(actor, u"team-assign"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return summary;
}

} // namespace taxonomist::core
