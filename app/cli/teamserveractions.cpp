// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team server's actions of `team` (docs/team.md, "The team server"): create, invite,
// remove-login, join.

#include "team/invitationtext.h"
#include "team/teamserver.h"
#include "teamcommand.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

int TeamCommand::createServer(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return usage(
            u"team create takes the server's address: team create postgresql://USER@HOST[:PORT]/DB --db FILE"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    QElapsedTimer timer;
    timer.start();
    auto created = TeamServer::create(*store, arguments.first(), actor(parser));
    if (!created)
        return fail(created.error());
    if (parser.isSet(u"json"_s)) {
        const QJsonObject json {{u"url"_s, created->url}, {u"issues"_s, created->stats.issues},
            {u"labels"_s, created->stats.labels}, {u"final_labels"_s, created->stats.finalLabels},
            {u"assignments"_s, created->stats.assignments}, {u"revision"_s, created->revision},
            {u"lead"_s, created->lead.toJson()}};
        out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return 0;
    }
    const QLocale english(QLocale::English);
    out() << "Created the team server " << created->url << ": "
          << english.toString(created->stats.issues) << " issues, "
          << english.toString(created->stats.labels) << " labels, "
          << english.toString(created->stats.finalLabels) << " final labels, "
          << english.toString(created->stats.assignments) << " assignments (server revision "
          << created->revision << ") in " << english.toString(timer.elapsed() / 1000.0, 'f', 1)
          << " s\n";
    if (created->lead.password.isEmpty()) {
        out() << "This project syncs as the lead's login " << created->lead.login
              << ", with the password it had.\n";
    } else {
        out() << "The lead's own login, which this project now syncs as (" << created->url
              << " stays for administration, such as team invite):\n"
              << "  address:  " << created->lead.url << "\n"
              << "  login:    " << created->lead.login << "\n"
              << "  password: " << created->lead.password << "   (shown once)\n"
              << "Put it in ~/.pgpass (see docs/team.md) before the next sync.\n";
    }
    out() << "Next: team invite NAME --db " << parser.value(u"db"_s) << " for each member\n";
    out().flush();
    return 0;
}

int TeamCommand::invite(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return usage(
            u"team invite takes one name: team invite NAME [--role volunteer|lead|viewer] --db FILE"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    const QString role = parser.isSet(u"role"_s) ? parser.value(u"role"_s) : u"volunteer"_s;
    auto invitation = TeamServer::invite(*store, arguments.first(), role, actor(parser));
    if (!invitation)
        return fail(invitation.error());
    // The invitation as one thing to hand over: a file only its owner reads, or one line.
    const QString file = parser.value(u"output"_s);
    if (!file.isEmpty()) {
        if (auto saved = InvitationText::save(*invitation, file); !saved)
            return fail(saved.error());
    }
    if (parser.isSet(u"json"_s)) {
        QJsonObject json = invitation->toJson();
        if (!file.isEmpty()) {
            json.remove(u"password"_s);
            json.insert(u"invitation_file"_s, file);
        } else {
            json.insert(u"invitation"_s, InvitationText::encode(*invitation));
        }
        out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    } else if (!file.isEmpty()) {
        out() << "Invited " << invitation->name << " as a " << invitation->role << ".\n"
              << "  address:    " << invitation->url << "\n"
              << "  invitation: " << file
              << "   (holds the one-time password; readable by you only: hand it over in person"
                 " or over an encrypted channel, then delete it)\n"
              << "They open it in Team › Join Team… (Invitation), or: taxonomist-cli team join"
                 " --invitation "
              << QFileInfo(file).fileName() << " --db FILE\n";
    } else {
        out() << "Invited " << invitation->name << " as a " << invitation->role << ".\n"
              << "  address:    " << invitation->url << "\n"
              << "  login:      " << invitation->login << "\n"
              << "  password:   " << invitation->password
              << "   (shown once; give it to them in person)\n"
              << "  invitation: " << InvitationText::encode(*invitation) << "\n"
              << "They paste the invitation into Team › Join Team…, or: taxonomist-cli team join"
                 " --invitation TEXT --db FILE (-o FILE writes it to a file instead)\n";
    }
    out().flush();
    return 0;
}

int TeamCommand::removeLogin(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return usage(u"team remove-login takes one name: team remove-login NAME --db FILE"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto login = TeamServer::removeMember(*store, arguments.first(), actor(parser));
    if (!login)
        return fail(login.error());
    out() << "Took " << arguments.first() << "'s login " << *login
          << " off the team server: it no longer connects. Their labels and votes stay; "
             "team invite gives them a new password.\n";
    out().flush();
    return 0;
}

int TeamCommand::join(const QCommandLineParser &parser, const QStringList &arguments)
{
    const bool invited = parser.isSet(u"invitation"_s);
    if (arguments.size() != (invited ? 0 : 1))
        return usage(u"team join takes the server's address or an invitation: team join"
                     " postgresql://LOGIN@HOST[:PORT]/DB --db FILE, or team join --invitation"
                     " FILE_OR_TEXT --db FILE"_s);
    const QString path = parser.value(u"db"_s);
    if (path.isEmpty())
        return usage(u"--db FILE is required: the new project to make"_s);
    QString url = invited ? QString() : arguments.first();
    QString password; // empty: libpq's own sources (PGPASSWORD, ~/.pgpass)
    if (invited) {
        const QString given = parser.value(u"invitation"_s);
        auto invitation = InvitationText::looksLikeOne(given)
            ? InvitationText::decode(given, u"the invitation given"_s)
            : InvitationText::load(given);
        if (!invitation)
            return fail(invitation.error());
        url = invitation->url;
        password = invitation->password;
    }
    QElapsedTimer timer;
    timer.start();
    auto joined
        = TeamServer::join(url, path, actor(parser), password, parser.value(u"signing-key-from"_s));
    if (!joined)
        return fail(joined.error());
    if (parser.isSet(u"json"_s)) {
        out() << QJsonDocument(joined->toJson()).toJson(QJsonDocument::Compact) << '\n';
    } else {
        out() << "Joined as a " << joined->role << ": " << path << " holds " << joined->pulled
              << " rows from the server (revision " << joined->revision << ") after "
              << QLocale(QLocale::English).toString(timer.elapsed() / 1000.0, 'f', 1) << " s\n";
        out() << "Sync with: taxonomist-cli sync --db " << path << "\n";
    }
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
