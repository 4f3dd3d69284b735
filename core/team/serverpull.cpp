// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverpull.h"

#include "changefile.h"
#include "serverconnection.h"
#include "store/projectstore.h"

#include <QMap>
#include <QUuid>

#include <array>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool isUuid(const QString &text)
{
    return text.size() == 36 && !QUuid(text).isNull();
}

// What the server sent one owner, by kind in dependency order.
enum Part { SharedRows, ProposalRows, LabelRows, FinalLabelRows, AssignmentRows, VoteRows, PartCount };
using Parts = std::array<QList<QByteArray>, PartCount>;

struct Source
{
    Part part;
    const char *table;
    const char *sql; // owner (or NULL for the lead's), rev, payload
    bool leadOnly;   // only a lead (and for final labels, a viewer) reads it
};

} // namespace

Result<ServerIdentity> ServerIdentity::read(ServerConnection &connection)
{
    ServerIdentity identity;
    auto meta = connection.select(u"SELECT key, value FROM taxonomist.meta"_s, {}, u"reading the team's settings"_s);
    if (!meta)
        return meta.error();
    while (meta->next()) {
        const QString key = meta->value(0).toString();
        const QString value = meta->value(1).toString();
        if (key == u"project"_s)
            identity.project = value;
        else if (key == u"lead"_s)
            identity.lead = value;
        else if (key == u"server"_s)
            identity.server = value;
        else if (key == u"role_prefix"_s)
            identity.prefix = value;
    }
    for (const auto &[name, value] : {std::pair{"project", identity.project}, std::pair{"lead", identity.lead},
                                      std::pair{"server", identity.server}}) {
        if (!isUuid(value))
            return Error(u"the team server's setting \"%1\" is not a UUID"_s.arg(QLatin1StringView(name)));
    }
    auto who = connection.select(u"SELECT taxonomist.my_role(), taxonomist.me(), current_user"_s, {}, u"asking who we are"_s);
    if (!who)
        return who.error();
    if (!who->next())
        return Error(u"the team server did not say who we are"_s);
    identity.role = who->value(0).toString();
    identity.annotator = who->value(1).isNull() ? QString() : who->value(1).toString();
    identity.login = who->value(2).toString();
    if (identity.role.isEmpty())
        return Error(u"the login \"%1\" is not a member of this team (ask the lead for an invitation)"_s.arg(identity.login.left(63)));
    if (identity.role != u"lead"_s && identity.role != u"volunteer"_s && identity.role != u"viewer"_s)
        return Error(u"the team server's role \"%1\" is not lead, volunteer or viewer"_s.arg(identity.role.left(40)));
    if (identity.role != u"viewer"_s && !isUuid(identity.annotator))
        return Error(u"the team server maps the login \"%1\" to no annotator"_s.arg(identity.login.left(63)));
    return identity;
}

Result<PullResult> ServerPull::run(ServerConnection &connection, ProjectStore &store, const ServerIdentity &identity,
                                   qint64 sinceRev, const QString &actor)
{
    static const Source sources[] = {
        {SharedRows, "shared", "SELECT NULL, rev, payload FROM taxonomist.shared WHERE rev > ? ORDER BY rank, rev", false},
        {ProposalRows, "proposals", "SELECT NULL, rev, payload FROM taxonomist.proposals WHERE rev > ? ORDER BY rev", false},
        {LabelRows, "labels", "SELECT annotator, rev, payload FROM taxonomist.labels WHERE rev > ? ORDER BY rev", false},
        {FinalLabelRows, "final_labels", "SELECT NULL, rev, payload FROM taxonomist.final_labels WHERE rev > ? ORDER BY rev", true},
        {AssignmentRows, "assignments", "SELECT annotator, rev, payload FROM taxonomist.assignments WHERE rev > ? ORDER BY rev", false},
        {VoteRows, "votes", "SELECT annotator, rev, payload FROM taxonomist.votes WHERE rev > ? ORDER BY rev", false},
    };
    PullResult result;
    result.lastRev = sinceRev;
    QMap<QString, Parts> byOwner;
    // One snapshot: revisions become visible in order, so everything at or below the highest one
    // seen is here.
    if (auto status = connection.begin(true); !status)
        return status.error();
    for (const Source &source : sources) {
        const bool viewer = identity.role == u"viewer"_s;
        if (viewer && source.part != SharedRows && source.part != ProposalRows && source.part != FinalLabelRows)
            continue;
        if (identity.role == u"volunteer"_s && source.leadOnly)
            continue;
        auto rows = connection.select(QString::fromLatin1(source.sql), {sinceRev},
                                      u"reading the server's %1"_s.arg(QLatin1StringView(source.table)));
        if (!rows) {
            connection.rollback();
            return rows.error();
        }
        while (rows->next()) {
            // Rows without an owner column are the lead's (reference data, decisions, assignments).
            const QString owner = rows->value(0).isNull() ? identity.lead : rows->value(0).toString();
            if (!isUuid(owner)) {
                connection.rollback();
                return Error(u"the server's %1 row has an owner that is not a UUID"_s.arg(QLatin1StringView(source.table)));
            }
            // Assignments are the lead's rows, whoever they name.
            const QString author = source.part == AssignmentRows ? identity.lead : owner;
            bool ok = false;
            const qint64 rev = rows->value(1).toLongLong(&ok);
            if (!ok || rev <= sinceRev) {
                connection.rollback();
                return Error(u"the server's %1 row has a revision (\"rev\") that is not above %2"_s.arg(
                    QLatin1StringView(source.table)).arg(sinceRev));
            }
            result.lastRev = std::max(result.lastRev, rev);
            byOwner[author][source.part].append(rows->value(2).toString().toUtf8());
            ++result.rows;
        }
    }
    if (auto status = connection.commit(); !status)
        return status.error();
    if (result.rows == 0)
        return result;

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
        ChangeFile::Writer writer{QString()};
        if (auto status = writer.begin(header); !status)
            return status.error();
        for (const QList<QByteArray> &lines : *found) {
            for (const QByteArray &line : lines) {
                if (auto status = writer.rawRecord(line); !status)
                    return Error(u"the team server sent a record that is not one line holding a list"_s);
            }
        }
        if (auto status = writer.end(); !status)
            return status.error();
        auto opened = ChangeFile::openBytes(writer.data(), u"team server (rows of %1)"_s.arg(owner));
        if (!opened)
            return opened.error();
        ChangeMerger &into = owner == identity.lead && !knowsLead ? firstMerger : merger;
        if (auto status = ChangeFile::read(*opened, into); !status)
            return status.error();
        result.report += into.takeReport();
    }
    return result;
}

} // namespace taxonomist::core
