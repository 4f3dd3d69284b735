// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamcommand.h"

#include "team/assignmentstore.h"
#include "team/teamchanges.h"
#include "team/teampackage.h"
#include "team/teamroster.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

const QLocale english(QLocale::English);

QString number(qint64 value)
{
    return english.toString(value);
}

} // namespace

void TeamCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"ACTION"_s,
        u"list, add, rename, set-lead, remove, assign, package, export-changes, merge,"
        " create, invite, remove-login or join."_s);
    parser.addPositionalArgument(
        u"ARGUMENTS"_s, u"The action's names or files."_s, u"[ARGUMENTS...]"_s);
    addDbOption(parser);
    addActorOption(parser);
    parser.addOption({u"lead"_s, u"add: the new member leads (no label column)."_s});
    parser.addOption({u"volunteer"_s,
        u"add: the new member is a volunteer with the next label column (the default)."_s});
    parser.addOption({u"all"_s,
        u"assign: every issue to every volunteer. export-changes: all of the author's rows, not"
        " only those since the last export."_s});
    parser.addOption({u"per-issue"_s,
        u"assign: K volunteers per issue, balanced, stratified by framework and year."_s, u"K"_s});
    parser.addOption({u"seed"_s,
        u"assign: the seed that makes --per-issue reproducible (default 1)."_s, u"N"_s});
    parser.addOption(
        {u"framework"_s, u"assign: only this framework's issues (repeatable)."_s, u"NAME"_s});
    parser.addOption(
        {u"round"_s, u"assign: only the issues of this round (a pilot)."_s, u"NAME"_s});
    parser.addOption({{u"o"_s, u"output"_s},
        u"package, export-changes: the file to write. invite: write the invitation to this new"
        " file (readable by you only) instead of printing its password."_s,
        u"FILE"_s});
    parser.addOption({u"invitation"_s,
        u"join: the invitation the lead handed over, a file or its text (taxonomist-invitation:…):"
        " the address and one-time password come from it."_s,
        u"FILE_OR_TEXT"_s});
    parser.addOption({u"update"_s,
        u"package: write the lead's update for the volunteer's package (a change file)."_s});
    parser.addOption({u"annotator"_s,
        u"export-changes: whose changes (default: the package's volunteer, else the lead)."_s,
        u"NAME"_s});
    parser.addOption({u"signing-key-from"_s,
        u"export-changes: sign with the key of this newer package of the same volunteer (what"
        " only an older package holds, after the lead made a new one). join: a second copy of a"
        " member's (another laptop, the lead's second machine) signs with the key of this first"
        " copy."_s,
        u"FILE"_s});
    parser.addOption({u"json"_s, u"list, merge, create, invite, join: print JSON."_s});
    parser.addOption({u"role"_s, u"invite: volunteer (the default), lead or viewer."_s, u"ROLE"_s});
}

int TeamCommand::run(const QCommandLineParser &parser)
{
    QStringList arguments = parser.positionalArguments();
    if (arguments.isEmpty())
        return usage(u"team needs an action: list, add, rename, set-lead, remove, assign, package, "
                     u"export-changes, merge,"
                     " create, invite or join"_s);
    const QString action = arguments.takeFirst();
    if (action == u"list"_s)
        return arguments.isEmpty() ? list(parser) : usage(u"team list takes no names"_s);
    if (action == u"add"_s)
        return add(parser, arguments);
    if (action == u"rename"_s)
        return rename(parser, arguments);
    if (action == u"set-lead"_s)
        return setLead(parser, arguments);
    if (action == u"remove"_s)
        return remove(parser, arguments);
    if (action == u"assign"_s)
        return assign(parser, arguments);
    if (action == u"package"_s)
        return package(parser, arguments);
    if (action == u"export-changes"_s)
        return exportChanges(parser, arguments);
    if (action == u"merge"_s)
        return merge(parser, arguments);
    if (action == u"create"_s)
        return createServer(parser, arguments);
    if (action == u"invite"_s)
        return invite(parser, arguments);
    if (action == u"remove-login"_s)
        return removeLogin(parser, arguments);
    if (action == u"join"_s)
        return join(parser, arguments);
    return usage(u"team has no action \"%1\": list, add, rename, set-lead, remove, assign, "
                 u"package, export-changes,"
                 " merge, create, invite, remove-login or join"_s.arg(action));
}

int TeamCommand::list(const QCommandLineParser &parser)
{
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return openFailure();
    auto members = TeamRoster::members(*store);
    if (!members)
        return fail(members.error());
    if (parser.isSet(u"json"_s)) {
        QJsonArray list;
        for (const TeamMember &member : std::as_const(*members)) {
            list.append(
                QJsonObject {{u"name"_s, member.annotator.name}, {u"uuid"_s, member.annotator.uuid},
                    {u"role"_s, member.role()}, {u"lead"_s, member.annotator.isLead},
                    {u"label_column"_s,
                        member.annotator.labelColumn > 0 ? QJsonValue(member.annotator.labelColumn)
                                                         : QJsonValue()},
                    {u"labels"_s, member.labels}, {u"assigned"_s, member.assigned}});
        }
        out() << QJsonDocument(QJsonObject {{u"members"_s, list}}).toJson(QJsonDocument::Indented);
        out().flush();
        return 0;
    }
    out() << u"%1 %2 %3 %4 %5\n"_s.arg(u"name"_s.leftJustified(24), u"role"_s.leftJustified(16),
        u"column"_s.leftJustified(7), u"labels"_s.rightJustified(9),
        u"assigned"_s.rightJustified(9));
    for (const TeamMember &member : std::as_const(*members)) {
        const QString column = member.annotator.isVolunteer()
            ? u"Label%1"_s.arg(member.annotator.labelColumn)
            : u"—"_s;
        out() << u"%1 %2 %3 %4 %5\n"_s.arg(member.annotator.name.leftJustified(24),
            member.role().leftJustified(16), column.leftJustified(7),
            number(member.labels).rightJustified(9), number(member.assigned).rightJustified(9));
    }
    if (members->isEmpty())
        out() << "(nobody yet: team add NAME [--lead|--volunteer])\n";
    out().flush();
    return 0;
}

int TeamCommand::add(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return usage(u"team add takes one name: team add NAME [--lead|--volunteer] --db FILE"_s);
    if (parser.isSet(u"lead"_s) && parser.isSet(u"volunteer"_s))
        return usage(
            u"a new member is a volunteer or the lead (set-lead makes a volunteer lead too)"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    const auto role
        = parser.isSet(u"lead"_s) ? TeamRoster::Role::Lead : TeamRoster::Role::Volunteer;
    auto added = TeamRoster::add(*store, arguments.first(), role, actor(parser));
    if (!added)
        return fail(added.error());
    if (added->isVolunteer())
        out() << "Added " << added->name << " as a volunteer: Label" << added->labelColumn
              << " in every framework's export\n";
    else
        out() << "Added " << added->name << " as the lead (no label column)\n";
    out().flush();
    return 0;
}

int TeamCommand::changeTeam(const QCommandLineParser &parser, const QStringList &arguments,
    qsizetype names, const QString &usageText,
    const std::function<Status(ProjectStore &, const QString &)> &change, const QString &done)
{
    if (arguments.size() != names)
        return usage(usageText);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    if (auto status = change(*store, actor(parser)); !status)
        return fail(status.error());
    out() << done << Qt::endl;
    return 0;
}

int TeamCommand::rename(const QCommandLineParser &parser, const QStringList &arguments)
{
    return changeTeam(
        parser, arguments, 2, u"team rename takes two names: team rename OLD NEW --db FILE"_s,
        [&](ProjectStore &store, const QString &actor) {
            return TeamRoster::rename(store, arguments[0], arguments[1], actor);
        },
        u"Renamed %1 to %2"_s.arg(arguments.value(0), arguments.value(1).trimmed()));
}

int TeamCommand::setLead(const QCommandLineParser &parser, const QStringList &arguments)
{
    return changeTeam(
        parser, arguments, 1, u"team set-lead takes one name: team set-lead NAME --db FILE"_s,
        [&](ProjectStore &store, const QString &actor) {
            return TeamRoster::setLead(store, arguments[0], actor);
        },
        u"%1 is the lead"_s.arg(arguments.value(0).trimmed()));
}

int TeamCommand::remove(const QCommandLineParser &parser, const QStringList &arguments)
{
    return changeTeam(
        parser, arguments, 1, u"team remove takes one name: team remove NAME --db FILE"_s,
        [&](ProjectStore &store, const QString &actor) {
            return TeamRoster::remove(store, arguments[0], actor);
        },
        u"Removed %1 from the team"_s.arg(arguments.value(0).trimmed()));
}

int TeamCommand::assign(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (!arguments.isEmpty())
        return usage(
            u"team assign takes options only: team assign --db FILE (--all | --per-issue K) [--seed N]"_s);
    if (parser.isSet(u"all"_s) == parser.isSet(u"per-issue"_s))
        return usage(u"team assign needs --all or --per-issue K"_s);
    AssignmentRequest request;
    if (parser.isSet(u"per-issue"_s)) {
        bool ok = false;
        request.perIssue = parser.value(u"per-issue"_s).toInt(&ok);
        if (!ok || request.perIssue < 1)
            return usage(u"--per-issue needs a number of volunteers from 1"_s);
    }
    if (parser.isSet(u"seed"_s)) {
        bool ok = false;
        request.seed = parser.value(u"seed"_s).toULongLong(&ok);
        if (!ok)
            return usage(u"--seed needs a whole number from 0"_s);
    }
    request.frameworks = parser.values(u"framework"_s);
    request.round = parser.value(u"round"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto summary = AssignmentStore::assign(*store, request, actor(parser));
    if (!summary)
        return fail(summary.error());
    out() << "Assigned " << number(summary->issues) << " issues ("
          << (request.perIssue > 0
                     ? u"%1 volunteers each, seed %2"_s.arg(request.perIssue).arg(request.seed)
                     : u"all volunteers"_s)
          << "): " << number(summary->added) << " new, " << number(summary->removed) << " removed, "
          << number(summary->kept) << " kept\n";
    for (const AssignmentShare &share : std::as_const(summary->shares))
        out() << "  " << share.volunteer.leftJustified(24) << number(share.issues).rightJustified(9)
              << '\n';
    out().flush();
    return 0;
}

int TeamCommand::package(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (arguments.size() != 1 || !parser.isSet(u"output"_s))
        return usage(u"team package takes one volunteer and a file: team package NAME --db "
                     u"lead.taxonomist -o NAME.taxonomist"
                     " [--update]"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    QElapsedTimer timer;
    timer.start();
    const QString path = parser.value(u"output"_s);
    const bool update = parser.isSet(u"update"_s);
    auto made = update ? TeamPackage::writeUpdate(*store, arguments.first(), path, actor(parser))
                       : TeamPackage::create(*store, arguments.first(), path, actor(parser));
    if (!made)
        return fail(made.error());
    out() << (update ? "Wrote the update for " : "Wrote the package of ") << made->volunteer.name
          << " to " << path << " in " << timer.elapsed() << " ms: " << number(made->stats.issues)
          << " issues, " << number(made->stats.contents) << " with content, "
          << number(made->stats.assignments) << " assignments, " << number(made->stats.labels)
          << " of their labels, " << number(made->stats.nodes) << " taxonomy nodes, "
          << number(made->stats.proposals) << " proposals\n";
    if (update)
        out() << "They merge it with: taxonomist-cli team merge " << QFileInfo(path).fileName()
              << " --db THEIR_PACKAGE\n";
    if (made->replacedKey)
        out() << "  " << made->volunteer.name
              << " had an earlier package: this one's signing key replaces its key, and files from"
                 " it are refused from now on. What only the earlier package holds they send with:"
                 " taxonomist-cli team export-changes --all --db EARLIER_PACKAGE"
                 " --signing-key-from "
              << QFileInfo(path).fileName() << " -o FILE\n";
    out().flush();
    return 0;
}

int TeamCommand::exportChanges(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (!arguments.isEmpty() || !parser.isSet(u"output"_s))
        return usage(
            u"team export-changes writes one file: team export-changes --db FILE -o CHANGES"
            " [--all] [--signing-key-from PACKAGE]"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto exported = TeamChanges::exportChanges(*store, parser.value(u"output"_s),
        parser.value(u"annotator"_s), parser.isSet(u"all"_s), actor(parser),
        parser.value(u"signing-key-from"_s));
    if (!exported)
        return fail(exported.error());
    const ExtractStats &stats = exported->stats;
    out() << "Wrote " << exported->author.name << "'s changes"
          << (exported->sinceRev < 0 ? u""_s : u" since revision %1"_s.arg(exported->sinceRev))
          << " to " << exported->path << ": " << number(stats.labels) << " labels";
    if (stats.finalLabels + stats.assignments > 0)
        out() << ", " << number(stats.finalLabels) << " final labels, " << number(stats.assignments)
              << " assignments";
    out() << ", " << number(stats.votes) << " votes, " << number(stats.proposals) << " proposals\n"
          << "  sha256 " << exported->sha256 << '\n';
    out().flush();
    return 0;
}

int TeamCommand::merge(const QCommandLineParser &parser, const QStringList &arguments)
{
    if (arguments.isEmpty())
        return usage(u"team merge needs change files: team merge CHANGES... --db FILE [--json]"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    QElapsedTimer timer;
    timer.start();
    auto summary = TeamChanges::merge(*store, arguments, actor(parser));
    if (!summary)
        return fail(summary.error());
    if (parser.isSet(u"json"_s)) {
        out() << QJsonDocument(summary->toJson()).toJson(QJsonDocument::Indented);
    } else {
        out() << "Merged " << arguments.size()
              << (arguments.size() == 1 ? " change file" : " change files") << " into "
              << store->path() << " in " << timer.elapsed() << " ms\n"
              << summary->toText();
    }
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
