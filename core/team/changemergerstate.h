// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ChangeMerger's private state and the version rules its handlers share; included only by
// changemerger.cpp (shared rows: team, taxonomy, issues, content, proposals) and
// changemergerowned.cpp (owned rows: labels, final labels, assignments, votes).
#pragma once

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
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/issueurl.h"
#include "util/sametext.h"
#include "writtenkeys.h"

#include <array>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace changemerge {

// How an incoming version of a row relates to the one this copy holds.
enum class Outcome { Add, Same, Newer, Older, ConflictWin, ConflictLose };

struct Side
{
    const RowVersion *version;
    QString device; // UUID, for the tie-break
    QByteArray content;
};

inline Outcome decide(bool localExists, const Side &local, const Side &incoming)
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
        const auto key = [](const Side &side) {
            return std::tie(side.version->changedAt, side.device, side.content);
        };
        return key(incoming) > key(local) ? Outcome::ConflictWin : Outcome::ConflictLose;
    }
    return Outcome::Same;
}

inline bool replaces(Outcome outcome)
{
    return outcome == Outcome::Add || outcome == Outcome::Newer || outcome == Outcome::ConflictWin;
}

inline QString describe(const QString &value, const TravelVersion &version)
{
    return u"%1 (%2, device %3)"_s.arg(
        version.deleted ? u"removed"_s : value, version.changedAt, version.device.left(8));
}

} // namespace changemerge

class ChangeMerger::State
{
public:
    explicit State(ProjectStore &store, const QString &actor)
        : store(store)
        , db(store.handle())
        , labels(store, actor, LabelWriter::Audit::ByCaller)
        , finals(store.handle())
        , assignments(store.handle())
        , history(store.handle(),
              "INSERT OR IGNORE INTO team_history(kind, row_uuid, issue_id, device, rev, "
              "changed_at,"
              " record, reason, merge_id) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)")
        , insertIssue(store.handle(),
              "INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year,"
              " is_duplicate_url, uuid) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        , localContent(store.handle(),
              "SELECT c.fetched_at, i.framework_id FROM issues i LEFT JOIN issue_content c"
              " ON c.issue_id = i.id WHERE i.id = ?")
    { }

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
            addIssue(issueRows.text(0), issueRows.integer(1));
        if (auto status = issueRows.readStatus(); !status)
            return status;
        // The frameworks this project has: a pull brings a new issue of one without its
        // framework's row, which the server sends only when it changed.
        SqliteStatement frameworkRows(db, "SELECT name, id FROM frameworks");
        while (frameworkRows.next())
            frameworks.insert(frameworkRows.text(0), frameworkRows.integer(1));
        if (auto status = frameworkRows.readStatus(); !status)
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
        recentMembers = {}; // they point into the hash rebuilt here
        members.clear();
        for (const Annotator &annotator : std::as_const(*annotators))
            members.insert(annotator.uuid, annotator);
        keys.clear();
        SqliteStatement keyRows(
            db, "SELECT uuid, signing_key FROM annotators WHERE signing_key IS NOT NULL");
        while (keyRows.next())
            keys.insert(keyRows.text(0), keyRows.text(1));
        return keyRows.readStatus();
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
        // Rows come in runs from one device (and its base): the last two found are asked for
        // again and again.
        for (const auto &[seen, id] : recentDevices) {
            if (sameText(uuid, seen))
                return id;
        }
        if (const auto found = devices.constFind(uuid); found != devices.cend()) {
            recentDevices[nextRecentDevice] = {found.key(), *found};
            nextRecentDevice ^= 1;
            return *found;
        }
        if (uuid.size() != 36)
            return Error(
                CoreText::tr("a device %1 that is not a UUID").arg(quotedForMessage(uuid)));
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
            return Error(CoreText::tr("a version without changed_at"));
        auto deviceId = device(travel.device);
        auto baseId = device(travel.baseDevice);
        if (!deviceId || !baseId)
            return !deviceId ? deviceId.error() : baseId.error();
        if (*deviceId == 0)
            return Error(CoreText::tr("a version without the device that wrote it"));
        return RowVersion {travel.rev, travel.changedAt, *deviceId, *baseId, travel.baseRev};
    }

    TravelVersion travel(const RowVersion &version, const QString &changedBy, bool deleted) const
    {
        return {version.rev, version.changedAt, changedBy, deviceUuids.value(version.deviceId),
            deviceUuids.value(version.baseDeviceId), version.baseRev, deleted};
    }

    // Issues are looked up by their UUIDs parsed, once for nearly every row merged: a QUuid
    // hashes and compares as two words, where a QString key cost a merge of every label a
    // tenth of its time. Only a UUID written as this project writes them (lower case, no
    // braces) is parsed, so a lookup still matches the text exactly as before; any other text
    // (another case, no UUID at all) is looked up as it is, among the few such a file may hold.
    static QUuid uuidKey(QStringView text)
    {
        if (text.size() != 36)
            return {};
        for (const QChar c : text) {
            if (c.unicode() >= u'A' && c.unicode() <= u'Z')
                return {};
        }
        return QUuid::fromString(text);
    }
    // The issue's id, or 0.
    qint64 findIssue(QStringView uuid) const
    {
        const QUuid key = uuidKey(uuid);
        return key.isNull() ? otherIssueIds.value(uuid.toString(), 0) : issueIds.value(key, 0);
    }
    void addIssue(QStringView uuid, qint64 id)
    {
        if (const QUuid key = uuidKey(uuid); !key.isNull())
            issueIds.insert(key, id);
        else
            otherIssueIds.insert(uuid.toString(), id);
    }

    Result<qint64> issueId(const QString &uuid)
    {
        const qint64 found = findIssue(uuid);
        if (found == 0)
            return Error(CoreText::tr(
                "issue %1 is not in this project (was the file made for another copy?)")
                             .arg(quotedForMessage(uuid)));
        return found;
    }

    Result<qint64> nodeId(const QString &code)
    {
        const auto found = nodes.constFind(code);
        if (found == nodes.cend())
            return Error(CoreText::tr(
                "the taxonomy of this project has no node %1 (merge the lead's update first)")
                             .arg(quotedForMessage(code)));
        return *found;
    }

    // The member, or nullptr: for the rows merged by the hundred thousand, no copy and no Error.
    const Annotator *known(const QString &uuid)
    {
        // A team has a few members, each asked for again and again (an assignment names its
        // volunteer and the lead): the last few found are compared first, byte for byte.
        for (const Annotator *seen : recentMembers) {
            if (seen && sameText(uuid, seen->uuid))
                return seen;
        }
        const auto found = members.constFind(uuid);
        if (found == members.cend())
            return nullptr;
        recentMembers[nextRecentMember] = &*found;
        nextRecentMember = (nextRecentMember + 1) % int(recentMembers.size());
        return &*found;
    }

    Result<Annotator> member(const QString &uuid)
    {
        const auto found = members.constFind(uuid);
        if (found == members.cend())
            return Error(CoreText::tr("annotator %1 is not on this project's team")
                             .arg(quotedForMessage(uuid)));
        return *found;
    }

    QString urlOf(qint64 issue)
    {
        SqliteStatement url(db, "SELECT url FROM issues WHERE id = ?");
        url.bind(1, issue);
        return url.next() ? url.text(0) : QString::number(issue);
    }

    Status keep(const char *kind, const QString &rowUuid, qint64 issue,
        const TravelVersion &version, const QByteArray &record, bool conflict, qint64 mergeId)
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

    // How an incoming version compares with the stored one (decide()); the contents are worked
    // out only when there is a stored row to compare with, not for the rows a merge adds.
    template<typename LocalContent, typename IncomingContent>
    changemerge::Outcome compare(bool exists, const RowVersion &stored, const RowVersion &incoming,
        const QString &incomingDevice, LocalContent localContent, IncomingContent incomingContent)
    {
        using namespace changemerge;
        if (!exists)
            return Outcome::Add;
        return decide(true, Side {&stored, deviceUuids.value(stored.deviceId), localContent()},
            Side {&incoming, incomingDevice, incomingContent()});
    }

    // The label or assignment stored for the key; in a table that began empty, none when the
    // merge has not written the key (no lookup).
    Result<StoredLabel> currentLabel(qint64 issue, qint64 annotator)
    {
        if (fresh && fresh->labels && !fresh->writtenLabels.has(issue, annotator))
            return StoredLabel {};
        return labels.current(issue, annotator);
    }
    Status applyLabel(qint64 issue, qint64 annotator, const StoredLabel &before,
        const std::optional<Label> &label, const RowVersion &version)
    {
        if (fresh)
            fresh->writtenLabels.add(issue, annotator);
        return labels.apply(issue, annotator, before, label, version);
    }
    Result<StoredAssignment> currentAssignment(qint64 issue, qint64 annotator)
    {
        if (fresh && fresh->assignments && !fresh->writtenAssignments.has(issue, annotator))
            return StoredAssignment {};
        return assignments.current(issue, annotator);
    }
    Status writeAssignment(qint64 issue, qint64 annotator, const StoredAssignment &before,
        bool assigned, const RowVersion &version, qint64 changedBy)
    {
        if (fresh)
            fresh->writtenAssignments.add(issue, annotator);
        return assignments.write(issue, annotator, before, assigned, version, changedBy);
    }

    void raise(qint64 owner, qint64 rev) { maxRevs[owner] = std::max(maxRevs.value(owner), rev); }

    ProjectStore &store;
    sqlite3 *db;
    std::shared_ptr<FreshTables> fresh; // see ChangeMerger::Options
    bool loaded = false;
    QString projectUuid;
    bool isPackage = false;
    QString packageOwner;
    std::optional<Annotator> author;
    QHash<QString, Annotator> members;
    std::array<const Annotator *, 8> recentMembers {}; // the last known() found, in `members`
    int nextRecentMember = 0;
    QHash<QString, QString> keys; // members' public signing keys by UUID
    bool membersChanged = false; // since the last end(): the team must still have one lead
    // Since the last end(): the lead's card sort mapped open codes to nodes, and this copy maps
    // its own member's open-coded labels by it.
    bool openCodesChanged = false;
    // Since the last end(): the lead merged or moved nodes, and this copy carries its own
    // member's labels along.
    bool redirectsChanged = false;
    QHash<QUuid, qint64> issueIds; // see uuidKey()
    QHash<QString, qint64> otherIssueIds; // issues whose UUID text uuidKey() does not parse
    QHash<QString, qint64> nodes;
    QHash<qint64, QString> codes;
    QHash<QString, qint64> devices;
    std::array<std::pair<QString, qint64>, 2> recentDevices; // the last device() found
    int nextRecentDevice = 0;
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

} // namespace taxonomist::core

// Reference data is the lead's: only the lead's files (and a package being built) bring it.
// `what` is QT_TRANSLATE_NOOP("Core", ...), so lupdate finds it and the message shows it
// translated.
#define TAXONOMIST_REQUIRE_LEAD(what)                                                              \
    if (!m_options.trusted && !d->author->isLead)                                                  \
        return Error(                                                                              \
            QCoreApplication::translate("Core", "%1 come only from the lead; %2 is not the lead")  \
                .arg(QCoreApplication::translate("Core", what), d->author->name));
