// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// TeamServer's administration (docs/team.md, "Creating, inviting, joining"): `team create` and
// `team invite`, run as the administrator's login, which takes on the schema owner's rights one
// transaction at a time; the members' logins and their passwords.

#include "teamserver.h"

#include "memberkeys.h"
#include "serverconnection.h"
#include "serverpull.h"
#include "serverpush.h"
#include "serverschema.h"
#include "serverstate.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/transaction.h"
#include "teamlogging.h"
#include "teamroster.h"
#include "util/coretext.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QMessageAuthenticationCode>
#include <QPasswordDigestor>
#include <QRandomGenerator>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

using namespace ServerState;

namespace {

// A login as a member of the team: its member UUID (the annotator's, or a viewer's own), its
// annotator (none for a viewer), role and display name; the latest call wins. An empty login is
// the connection's own (the lead's at `team create`).
Status recordMember(ServerConnection &connection, const QString &login, const QString &member,
    const QString &annotator, const QString &role, const QString &name)
{
    return connection.exec(u"INSERT INTO taxonomist.members(login, member, annotator, role, name)"
                           " VALUES(coalesce(NULLIF(?, ''), current_user), CAST(? AS uuid), "
                           "CAST(NULLIF(?, '') AS uuid), ?, ?)"
                           " ON CONFLICT (login) DO UPDATE SET member = excluded.member, annotator "
                           "= excluded.annotator,"
                           " role = excluded.role, name = excluded.name"_s,
        {login, member, annotator, role, name});
}

QString randomPassword()
{
    static const char alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    QString password;
    for (int i = 0; i < 24; ++i)
        password += QLatin1Char(
            alphabet[QRandomGenerator::system()->bounded(int(sizeof(alphabet) - 1))]);
    return password;
}

// As the administrator (CREATEROLE, not acting as the owner): `login` in `role`'s group of the team
// and no other. A new login gets a new password; an existing one keeps its password when
// `keepPassword`, else gets a new one. Returns the new password (empty when kept).
Result<QString> makeLogin(ServerConnection &connection, const QString &prefix, const QString &login,
    const QString &role, bool keepPassword)
{
    auto exists = connection.select(u"SELECT 1 FROM pg_roles WHERE rolname = ?"_s, {login});
    if (!exists)
        return exists.error();
    const bool roleExists = exists->next();
    const QString quoted = u'"' + login + u'"';
    QStringList statements;
    QString password;
    if (!roleExists || !keepPassword) {
        password = randomPassword();
        QByteArray salt(16, '\0');
        for (char &byte : salt)
            byte = static_cast<char>(QRandomGenerator::system()->bounded(256));
        statements.append(
            u"%1 ROLE %2 WITH LOGIN PASSWORD '%3'"_s.arg(roleExists ? u"ALTER"_s : u"CREATE"_s,
                quoted, TeamServer::scramVerifier(password, salt)));
    }
    if (roleExists) { // invited before: the new role only
        statements.append(u"SET LOCAL client_min_messages = error; REVOKE %1_volunteer, %1_lead, "
                          u"%1_viewer FROM %2"_s.arg(prefix, quoted));
    }
    statements.append(u"GRANT %1_%2 TO %3"_s.arg(prefix, role, quoted));
    for (const QString &statement : std::as_const(statements)) {
        if (auto status = connection.exec(statement, {}, u"making the login %1"_s.arg(login));
            !status)
            return status.error();
    }
    return password;
}

// The team's UUID and role prefix, as the server's meta table holds them (read as the owner).
Result<std::pair<QString, QString>> teamOf(ServerConnection &connection)
{
    auto held = connection.select(
        u"SELECT key, value FROM taxonomist.meta WHERE key IN ('server', 'role_prefix')"_s);
    if (!held)
        return held.error();
    QString team;
    QString prefix;
    while (held->next()) {
        if (held->value(0).toString() == u"server"_s)
            team = held->value(1).toString();
        else
            prefix = held->value(1).toString();
    }
    if (team.size() != 36 || QUuid(team).isNull() || prefix.isEmpty())
        return Error(CoreText::tr(
            "the team server's settings name no team (\"server\" and \"role_prefix\")"));
    return std::pair {team, prefix};
}

// The administrator's connection (the login the server was created with), in a transaction,
// acting as the schema's owner, with the team's UUID and role prefix checked against the project's.
struct AdminSession
{
    std::unique_ptr<ServerConnection> connection;
    QString prefix;
    std::pair<QString, QString> team;
};

Result<AdminSession> openAdmin(ProjectStore &store, const QString &password)
{
    if (TeamServer::address(store).isEmpty())
        return Error(CoreText::tr(
            "this project has no team server yet: `team create postgresql://…` first"));
    auto opened = connect(TeamServer::adminAddress(store), password);
    if (!opened)
        return opened.error();
    AdminSession admin {std::move(*opened), store.info(QString::fromLatin1(keyPrefix)), {}};
    ServerConnection &connection = *admin.connection;
    if (auto status = connection.begin(); !status)
        return status.error();
    if (admin.prefix.isEmpty()) { // a server made before version 2: its creator reads the settings
        auto team = teamOf(connection);
        if (!team)
            return team.error();
        admin.prefix = team->second;
    }
    if (auto status = ServerSchema::actAsOwner(connection, admin.prefix); !status)
        return status.error();
    auto team = teamOf(connection);
    if (!team)
        return team.error();
    if (team->second != admin.prefix)
        return Error(
            CoreText::tr("the team server's roles are %1_…, and this project expected %2_…")
                .arg(team->second, admin.prefix));
    admin.team = *team;
    return admin;
}

} // namespace

QJsonObject Invitation::toJson() const
{
    return {{u"name"_s, name}, {u"role"_s, role}, {u"login"_s, login}, {u"password"_s, password},
        {u"url"_s, url}};
}

QString TeamServer::scramVerifier(const QString &password, const QByteArray &salt, int iterations)
{
    const QByteArray salted = QPasswordDigestor::deriveKeyPbkdf2(
        QCryptographicHash::Sha256, password.toUtf8(), salt, iterations, 32);
    const QByteArray clientKey
        = QMessageAuthenticationCode::hash("Client Key", salted, QCryptographicHash::Sha256);
    const QByteArray storedKey = QCryptographicHash::hash(clientKey, QCryptographicHash::Sha256);
    const QByteArray serverKey
        = QMessageAuthenticationCode::hash("Server Key", salted, QCryptographicHash::Sha256);
    return u"SCRAM-SHA-256$%1:%2$%3:%4"_s.arg(QString::number(iterations),
        QString::fromLatin1(salt.toBase64()), QString::fromLatin1(storedKey.toBase64()),
        QString::fromLatin1(serverKey.toBase64()));
}

Result<ServerCreated> TeamServer::create(
    ProjectStore &store, const QString &url, const QString &actor, const QString &password)
{
    QElapsedTimer timer;
    timer.start();
    auto role = store.readInfo(u"team.role"_s);
    if (!role)
        return role.error();
    if (!role->isEmpty())
        return Error(
            CoreText::tr("a team server is created from the lead's project; this is a %1's copy")
                .arg(*role));
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (!*lead)
        return Error(CoreText::tr(
            "the project has no lead yet: `team set-lead NAME` (or `team add NAME --lead`) first"));
    auto project = ProjectIdentity::projectUuid(store);
    if (!project)
        return project.error();
    auto address = ServerAddress::parse(url);
    if (!address)
        return address.error();
    auto opened = ServerConnection::open(*address, password);
    if (!opened)
        return opened.error();
    ServerConnection &connection = **opened;
    // The team's UUID names its roles: a server made before keeps the UUID and prefix it has.
    auto database
        = connection.select(u"SELECT current_user, to_regclass('taxonomist.meta') IS NOT NULL"_s);
    if (!database)
        return database.error();
    database->next();
    const QString login = database->value(0).toString();
    QString team = ProjectIdentity::newUuid();
    QString prefix = ServerSchema::rolePrefix(team);
    if (database->value(1).toBool()) {
        auto held = connection.select(u"SELECT key, value FROM taxonomist.meta"
                                      " WHERE key IN ('server', 'role_prefix')"_s);
        if (!held)
            return held.error();
        while (held->next()) {
            if (held->value(0).toString() == u"server"_s)
                team = held->value(1).toString();
            else
                prefix = held->value(1).toString();
        }
    }
    if (address->user.isEmpty())
        address->user = login;
    if (auto status = ServerSchema::migrate(connection, prefix); !status)
        return status.error();
    qCDebug(lcTeam) << "team create: schema in" << timer.restart() << "ms";

    if (auto status = connection.begin(); !status)
        return status.error();
    // The lead's everyday login: an ordinary member of the lead group, bound by the policies like
    // every member (the address's login administers; it is not the lead's sync login).
    const QString leadLogin = ServerSchema::memberLogin(team, (*lead)->uuid);
    auto leadPassword = makeLogin(connection, prefix, leadLogin, u"lead"_s, true);
    if (!leadPassword)
        return leadPassword.error();
    if (auto status = ServerSchema::actAsOwner(connection, prefix); !status)
        return status.error();
    auto held = connection.select(u"SELECT value FROM taxonomist.meta WHERE key = 'project'"_s);
    if (!held)
        return held.error();
    const bool fresh = !held->next();
    if (!fresh && held->value(0).toString() != *project) {
        return Error(CoreText::tr(
            "this server already holds another project (%1); use another database for this one")
                         .arg(held->value(0).toString().left(40)));
    }
    for (const auto &[key, value] :
        {std::pair {u"project"_s, *project}, std::pair {u"lead"_s, (*lead)->uuid},
            std::pair {u"server"_s, team}, std::pair {u"role_prefix"_s, prefix}}) {
        if (auto status = connection.exec(
                u"INSERT INTO taxonomist.meta(key, value) VALUES(?, ?) ON CONFLICT (key) DO NOTHING"_s,
                {key, value});
            !status)
            return status.error();
    }
    if (auto status = recordMember(
            connection, leadLogin, (*lead)->uuid, (*lead)->uuid, u"lead"_s, (*lead)->name);
        !status)
        return status.error();

    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto key = MemberKeys::signingKeyFor(store, **lead);
    if (!key)
        return key.error();
    ServerPush push(connection, *key, (*lead)->uuid, *project);
    auto stats = ChangeExtractor::everything(store, push);
    if (!stats)
        return stats.error();
    qCDebug(lcTeam) << "team create: uploaded" << push.sent() << "rows in" << timer.restart()
                    << "ms";
    auto revision = connection.select(
        u"SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM taxonomist.revision"_s);
    if (!revision)
        return revision.error();
    revision->next();
    ServerCreated created;
    created.url = address->url();
    created.stats = *stats;
    created.stored = push.sent();
    created.revision = revision->value(0).toLongLong();
    // Statistics for the planner from the start (autovacuum keeps them up later): without them a
    // pull's "rows above revision R" is planned as a scan of every table.
    if (auto status = connection.exec(u"ANALYZE taxonomist.shared, taxonomist.proposals,"
                                      " taxonomist.labels, taxonomist.final_labels,"
                                      " taxonomist.assignments, taxonomist.votes"_s,
            {}, CoreText::tr("gathering the tables' statistics"));
        !status)
        return status.error();
    if (auto status = ServerSchema::stopActingAsOwner(connection, prefix); !status)
        return status.error();
    if (auto status = connection.commit(); !status)
        return status.error();
    ServerAddress leadAddress = *address;
    leadAddress.user = leadLogin;
    created.lead = {(*lead)->name, u"lead"_s, leadLogin, *leadPassword, leadAddress.url()};

    auto leadRev = lastRevOf(store, (*lead)->id);
    if (!leadRev)
        return leadRev.error();
    // The lead's project syncs as the lead's login; administration (inviting) uses the address
    // the server was created with.
    if (auto status = store.setInfo(QString::fromLatin1(keyUrl), created.lead.url); !status)
        return status.error();
    if (auto status = store.setInfo(QString::fromLatin1(keyAdminUrl), created.url); !status)
        return status.error();
    if (auto status = store.setInfo(QString::fromLatin1(keyPrefix), prefix); !status)
        return status.error();
    if (auto status = store.setInfo(QString::fromLatin1(keyPushed), QString::number(*leadRev));
        !status)
        return status.error();
    auto marks = ChangeExtractor::currentMarks(store);
    if (!marks)
        return marks.error();
    if (auto status = storeMarks(store, *marks); !status)
        return status.error();
    // Everything on a new server came from this project: nothing to pull back.
    if (fresh) {
        if (auto status
            = store.setInfo(QString::fromLatin1(keyPulled), QString::number(created.revision));
            !status)
            return status.error();
    }
    const QJsonObject detail {{u"server"_s, created.url}, {u"issues"_s, stats->issues},
        {u"labels"_s, stats->labels}, {u"final_labels"_s, stats->finalLabels},
        {u"assignments"_s, stats->assignments}, {u"revision"_s, created.revision}};
    if (auto status = store.audit(actor, u"team-server-create"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return created;
}

Result<Invitation> TeamServer::invite(ProjectStore &store, const QString &name, const QString &role,
    const QString &actor, const QString &password)
{
    if (role != u"volunteer"_s && role != u"lead"_s && role != u"viewer"_s)
        return Error(
            CoreText::tr("--role is volunteer, lead or viewer, not \"%1\"").arg(role.left(40)));
    QString annotator;
    if (role != u"viewer"_s) {
        auto member = TeamRoster::find(store, name);
        if (!member)
            return member.error();
        if (role == u"volunteer"_s && !member->isVolunteer())
            return Error(CoreText::tr(
                "%1 is not a volunteer on the team (invite them with --role lead or viewer)")
                             .arg(member->name));
        if (role == u"lead"_s && !member->isLead)
            return Error(CoreText::tr("%1 is not the team's lead (`team set-lead` first)")
                             .arg(member->name));
        annotator = member->uuid;
    }
    auto admin = openAdmin(store, password);
    if (!admin)
        return admin.error();
    ServerConnection &connection = *admin->connection;
    const QString &prefix = admin->prefix;
    const auto *team = &admin->team;
    // The login comes from the team's and the member's UUIDs; a viewer (no annotator) keeps the
    // member UUID of their first invitation, found by the name they were invited under.
    QString member = annotator;
    if (member.isEmpty()) {
        auto viewer = connection.select(u"SELECT member FROM taxonomist.members"
                                        " WHERE role = 'viewer' AND annotator IS NULL AND name = ?"
                                        " ORDER BY created_at LIMIT 1"_s,
            {name});
        if (!viewer)
            return viewer.error();
        member = viewer->next() ? viewer->value(0).toString() : ProjectIdentity::newUuid();
    }
    Invitation invitation;
    invitation.name = name;
    invitation.role = role;
    invitation.login = ServerSchema::memberLogin(team->first, member);
    auto foreign
        = connection.select(u"SELECT NOT EXISTS (SELECT 1 FROM taxonomist.members WHERE login = ?)"
                            " FROM pg_roles WHERE rolname = ?"_s,
            {invitation.login, invitation.login});
    if (!foreign)
        return foreign.error();
    if (foreign->next() && foreign->value(0).toBool())
        return Error(
            CoreText::tr("the server already has a role named %1 that is not this team's member; "
                         "ask its administrator")
                .arg(invitation.login));
    if (auto status = ServerSchema::stopActingAsOwner(connection, prefix); !status)
        return status.error();
    auto newPassword = makeLogin(connection, prefix, invitation.login, role, false);
    if (!newPassword)
        return newPassword.error();
    invitation.password = *newPassword;
    if (auto status = ServerSchema::actAsOwner(connection, prefix); !status)
        return status.error();
    if (auto status = recordMember(connection, invitation.login, member, annotator, role, name);
        !status)
        return status.error();
    // A new invitation, a new join: the key its copy mints then is registered anew ...
    auto hadKey = connection.select(
        u"SELECT count(*) FROM taxonomist.members WHERE login = ? AND signing_key IS NOT NULL"_s,
        {invitation.login});
    if (!hadKey)
        return hadKey.error();
    const bool replacesKey = hadKey->next() && hadKey->value(0).toLongLong() > 0;
    if (auto status
        = connection.exec(u"UPDATE taxonomist.members SET signing_key = NULL WHERE login = ?"_s,
            {invitation.login});
        !status)
        return status.error();
    if (auto status = ServerSchema::stopActingAsOwner(connection, prefix); !status)
        return status.error();
    if (auto status = connection.commit(); !status)
        return status.error();
    ServerAddress memberAddress = connection.address();
    memberAddress.user = invitation.login;
    invitation.url = memberAddress.url();
    // ... whose public half this project takes in place of the one it knows (takeRegisteredKeys),
    // when this invitation replaced a registered key (a first one is taken anyway by a project
    // that knows none, and a package's key is never replaced by a first invitation).
    if (role == u"volunteer"_s && replacesKey) {
        if (auto status = store.setInfo(QString::fromLatin1(keyRekey) + annotator, u"1"_s); !status)
            return status.error();
    }
    const QJsonObject detail {{u"name"_s, name}, {u"login"_s, invitation.login}, {u"role"_s, role}};
    if (auto status = store.audit(actor, u"team-invite"_s, 0, compact(detail)); !status)
        return status.error();
    return invitation;
}

QString TeamServer::adminAddress(const ProjectStore &store)
{
    // A project put on a server before schema version 2 has only the one address.
    const QString admin = store.info(QString::fromLatin1(keyAdminUrl));
    return admin.isEmpty() ? address(store) : admin;
}

Result<QString> TeamServer::removeMember(
    ProjectStore &store, const QString &name, const QString &actor, const QString &password)
{
    // A member of the team is found by their UUID; anyone else by the name a viewer was invited
    // under.
    QString annotator;
    if (auto member = TeamRoster::find(store, name); member) {
        if (member->isLead)
            return Error(CoreText::tr(
                "%1 is the lead, whose own login this project syncs as; hand the lead's "
                "role to another member first (`team set-lead`)")
                             .arg(member->name));
        annotator = member->uuid;
    }
    auto admin = openAdmin(store, password);
    if (!admin)
        return admin.error();
    ServerConnection &connection = *admin->connection;
    auto found = annotator.isEmpty()
        ? connection.select(u"SELECT login FROM taxonomist.members"
                            " WHERE role = 'viewer' AND annotator IS NULL AND name = ?"
                            " ORDER BY created_at LIMIT 1"_s,
            {name})
        : connection.select(u"SELECT login FROM taxonomist.members WHERE login = ?"_s,
            {ServerSchema::memberLogin(admin->team.first, annotator)});
    if (!found)
        return found.error();
    if (!found->next())
        return Error(CoreText::tr("%1 was never invited to the team server").arg(name.left(80)));
    const QString login = found->value(0).toString();
    if (auto status = ServerSchema::stopActingAsOwner(connection, admin->prefix); !status)
        return status.error();
    // The login stays (so does the member's row, whose public key still verifies what they
    // signed), but it can no longer connect and belongs to no group of the team.
    const QString quoted = u'"' + login + u'"';
    for (const QString &statement : {u"ALTER ROLE %1 WITH NOLOGIN PASSWORD NULL"_s.arg(quoted),
             u"SET LOCAL client_min_messages = error; REVOKE %1_volunteer, %1_lead, %1_viewer"
             u" FROM %2"_s.arg(admin->prefix, quoted)}) {
        if (auto status
            = connection.exec(statement, {}, u"taking the login %1 off the server"_s.arg(login));
            !status)
            return status.error();
    }
    if (auto status = connection.commit(); !status)
        return status.error();
    const QJsonObject detail {{u"name"_s, name}, {u"login"_s, login}};
    if (auto status = store.audit(actor, u"team-server-remove"_s, 0, compact(detail)); !status)
        return status.error();
    return login;
}

} // namespace taxonomist::core
