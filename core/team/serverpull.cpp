// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverpull.h"

#include "changefile.h"
#include "serverconnection.h"
#include "serverschema.h"
#include "store/issuetallystore.h"
#include "store/projectstore.h"
#include "store/tuning/deferredindexes.h"
#include "teamlogging.h"

#include <algorithm>
#include <array>
#include <QElapsedTimer>
#include <QMap>
#include <QUuid>
#include <tuple>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool isUuid(const QString &text)
{
    return text.size() == 36 && !QUuid(text).isNull();
}

// What the server sent one owner, by kind in dependency order.
enum Part {
    SharedRows,
    ProposalRows,
    LabelRows,
    FinalLabelRows,
    AssignmentRows,
    VoteRows,
    PartCount
};
using Parts = std::array<QList<QByteArray>, PartCount>;

struct Source
{
    Part part;
    const char *table;
    const char *sql; // owner (or NULL for the lead's), rev, payload
    bool leadOnly; // only a lead (and for final labels, a viewer) reads it
};

} // namespace

Result<ServerIdentity> ServerIdentity::read(ServerConnection &connection)
{
    // One round trip: the schema's version, the team's settings and who the login is.
    auto row = connection.select(
        u"SELECT (SELECT max(version) FROM taxonomist.schema_migrations),"
        " (SELECT string_agg(key || '=' || value, E'\\n') FROM taxonomist.meta),"
        " taxonomist.my_role(), taxonomist.me(), current_user"_s);
    if (!row) {
        return Error(u"this PostgreSQL database holds no Taxonomist team (run `team create` first, "
                     u"or check the"
                     " database name and your role's access): "_s
            + row.error().what());
    }
    if (!row->next())
        return Error(u"the team server did not say who we are"_s);
    bool ok = false;
    const int version = row->value(0).toInt(&ok);
    if (!ok || version < 1)
        return Error(u"the team server's schema has no version"_s);
    if (version > ServerSchema::version) {
        return Error(
            u"the team server's schema is version %1, newer than this Taxonomist knows (%2): update Taxonomist"_s
                .arg(version)
                .arg(ServerSchema::version));
    }
    ServerIdentity identity;
    for (const QString &line : row->value(1).toString().split(u'\n')) {
        const QString key = line.section(u'=', 0, 0);
        const QString value = line.section(u'=', 1);
        if (key == u"project"_s)
            identity.project = value;
        else if (key == u"lead"_s)
            identity.lead = value;
        else if (key == u"server"_s)
            identity.server = value;
        else if (key == u"role_prefix"_s)
            identity.prefix = value;
    }
    identity.role = row->value(2).toString();
    identity.annotator = row->value(3).isNull() ? QString() : row->value(3).toString();
    identity.login = row->value(4).toString();
    for (const auto &[name, value] : {std::pair {"project", identity.project},
             std::pair {"lead", identity.lead}, std::pair {"server", identity.server}}) {
        if (!isUuid(value))
            return Error(
                u"the team server's setting \"%1\" is not a UUID"_s.arg(QLatin1StringView(name)));
    }
    if (identity.role.isEmpty())
        return Error(
            u"the login \"%1\" is not a member of this team (ask the lead for an invitation)"_s.arg(
                identity.login.left(63)));
    if (identity.role != u"lead"_s && identity.role != u"volunteer"_s
        && identity.role != u"viewer"_s)
        return Error(u"the team server's role \"%1\" is not lead, volunteer or viewer"_s.arg(
            identity.role.left(40)));
    if (identity.role != u"viewer"_s && !isUuid(identity.annotator))
        return Error(u"the team server maps the login \"%1\" to no annotator"_s.arg(
            identity.login.left(63)));
    return identity;
}

Result<PullResult> ServerPull::run(ServerConnection &connection, ProjectStore &store,
    const ServerIdentity &identity, qint64 sinceRev, const QString &actor)
{
    // What the role may read, as one statement: one round trip, and one snapshot (revisions become
    // visible in order, so everything at or below the highest one seen is here).
    static const Source sources[] = {
        {SharedRows, "shared",
            "SELECT 0, NULL::uuid, rank, rev, payload FROM taxonomist.shared WHERE rev > %1",
            false},
        {ProposalRows, "proposals",
            "SELECT 1, NULL::uuid, 0, rev, payload FROM taxonomist.proposals WHERE rev > %1",
            false},
        {LabelRows, "labels",
            "SELECT 2, annotator, 0, rev, payload FROM taxonomist.labels WHERE rev > %1", false},
        {FinalLabelRows, "final_labels",
            "SELECT 3, NULL::uuid, 0, rev, payload FROM taxonomist.final_labels WHERE rev > %1",
            true},
        {AssignmentRows, "assignments",
            "SELECT 4, annotator, 0, rev, payload FROM taxonomist.assignments WHERE rev > %1",
            false},
        {VoteRows, "votes",
            "SELECT 5, annotator, 0, rev, payload FROM taxonomist.votes WHERE rev > %1", false},
    };
    PullResult result;
    result.lastRev = sinceRev;
    QMap<QString, Parts> byOwner;
    QStringList selects;
    for (const Source &source : sources) {
        const bool viewer = identity.role == u"viewer"_s;
        if (viewer && source.part != SharedRows && source.part != ProposalRows
            && source.part != FinalLabelRows)
            continue;
        if (identity.role == u"volunteer"_s && source.leadOnly)
            continue;
        selects.append(QString::fromLatin1(source.sql).arg(sinceRev));
    }
    // No ORDER BY: sorting 600,000 rows would cost the server more than sending them; only the
    // reference rows need an order (a node after its parent), and they are sorted here.
    QElapsedTimer timer;
    timer.start();
    auto rows = connection.select(
        selects.join(u" UNION ALL "_s), {}, u"reading what is new on the server"_s);
    QList<std::tuple<int, qint64, QByteArray>> shared; // rank, rev, line
    if (!rows)
        return rows.error();
    while (rows->next()) {
        bool ok = false;
        const int part = rows->value(0).toInt(&ok);
        if (!ok || part < 0 || part >= PartCount)
            return Error(u"the server sent a row of an unknown kind (%1)"_s.arg(
                rows->value(0).toString().left(20)));
        const char *table = sources[part].table;
        // Rows without an owner column are the lead's (reference data, decisions, assignments).
        const QString owner = rows->value(1).isNull() ? identity.lead : rows->value(1).toString();
        if (!isUuid(owner))
            return Error(u"the server's %1 row has an owner that is not a UUID"_s.arg(
                QLatin1StringView(table)));
        // Assignments are the lead's rows, whoever they name.
        const QString author = part == AssignmentRows ? identity.lead : owner;
        const qint64 rev = rows->value(3).toLongLong(&ok);
        if (!ok || rev <= sinceRev) {
            return Error(u"the server's %1 row has a revision (\"rev\") that is not above %2"_s
                             .arg(QLatin1StringView(table))
                             .arg(sinceRev));
        }
        result.lastRev = std::max(result.lastRev, rev);
        if (part == SharedRows)
            shared.append({rows->value(2).toInt(), rev, rows->value(4).toString().toUtf8()});
        else
            byOwner[author][part].append(rows->value(4).toString().toUtf8());
        ++result.rows;
    }
    qCDebug(lcTeam) << "pull: read" << result.rows << "rows in" << timer.restart() << "ms";
    if (result.rows == 0)
        return result;
    std::sort(shared.begin(), shared.end());
    QList<QByteArray> &sharedLines = byOwner[identity.lead][SharedRows];
    sharedLines.reserve(shared.size());
    for (auto &[rank, rev, line] : shared)
        sharedLines.append(std::move(line));

    auto packageRole = store.readInfo(u"team.role"_s);
    auto packageOwner = store.readInfo(u"team.owner"_s);
    if (!packageRole || !packageOwner)
        return !packageRole ? packageRole.error() : packageOwner.error();
    const bool isPackage = *packageRole == u"volunteer"_s;
    QStringList owners = byOwner.keys();
    owners.removeAll(identity.lead);
    owners.prepend(identity.lead); // the lead's rows first: the team and taxonomy the rest refer to
    // A project that does not know the lead yet (a member's first pull) takes the lead's rows as
    // a new package does: they bring the team the other rows are checked against.
    bool knowsLead = false;
    for (const Annotator &member : store.annotators())
        knowsLead = knowsLead || member.uuid == identity.lead;
    // A first pull (a member's join) fills a new project, as an import does: the indexes of the
    // tables it fills are built once at the end, from a sort, instead of row by row (the merge
    // itself looks rows up by their primary keys only), and the tally once for every issue. A
    // later pull defers the tally only when it brings many rows: a sync every minute that brings
    // a few keeps the triggers.
    const bool firstPull = sinceRev == 0;
    IssueTallyStore::Deferral tally(store.handle());
    if (firstPull || result.rows >= IssueTallyStore::Deferral::worthwhileFrom) {
        if (auto status = tally.begin(); !status)
            return status.error();
    }
    DeferredIndexes indexes(store.handle());
    if (firstPull) {
        if (auto status = indexes.drop({"issues", "labels", "final_labels", "assignments"});
            !status)
            return status.error();
    }
    ChangeMerger firstMerger(store, {actor, true, 0});
    ChangeMerger merger(store, {actor, false, 0});
    for (const QString &owner : std::as_const(owners)) {
        const auto found = byOwner.constFind(owner);
        if (found == byOwner.constEnd())
            continue;
        ChangeHeader header;
        header.project = identity.project;
        header.author = owner;
        header.device = identity.server;
        header.createdAt = ProjectStore::nowUtc();
        if (isPackage && owner == identity.lead && owner != *packageOwner) {
            header.kind = ChangeHeader::Kind::Update;
            header.addressee = *packageOwner;
        }
        ChangeFile::Writer writer {QString()};
        if (auto status = writer.begin(header); !status)
            return status.error();
        for (const QList<QByteArray> &lines : *found) {
            for (const QByteArray &line : lines) {
                if (auto status = writer.rawRecord(line); !status)
                    return Error(
                        u"the team server sent a record that is not one line holding a list"_s);
            }
        }
        auto opened = writer.take(u"team server (rows of %1)"_s.arg(owner));
        if (!opened)
            return opened.error();
        ChangeMerger &into = owner == identity.lead && !knowsLead ? firstMerger : merger;
        if (auto status = ChangeFile::read(*opened, into); !status)
            return status.error();
        result.report += into.takeReport();
        qCDebug(lcTeam) << "pull: merged the rows of" << owner << "in" << timer.restart() << "ms";
    }
    if (auto status = indexes.rebuild(); !status)
        return status.error();
    if (auto status = tally.finish(); !status)
        return status.error();
    qCDebug(lcTeam) << "pull: indexes and vote tally brought up to date in" << timer.restart()
                    << "ms";
    return result;
}

} // namespace taxonomist::core
