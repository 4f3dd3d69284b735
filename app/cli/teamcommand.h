// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

#include <functional>

namespace taxonomist::cli {

// team list | add NAME [--lead|--volunteer] | rename OLD NEW | set-lead NAME | remove NAME |
// assign (--all | --per-issue K) [--seed N] [--framework F]... [--round NAME] |
// package NAME -o FILE [--update] | export-changes -o FILE [--annotator NAME] [--all] |
// merge FILE... [--json] — each with --db FILE; and with a team server: create postgresql://… |
// invite NAME [--role volunteer|lead|viewer] [--json] | join postgresql://… (docs/cli.md,
// docs/team.md).
class TeamCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("team"); }
    QString summary() const override
    {
        return QStringLiteral(
            "The team: members, assignments, volunteer packages, change files, a team server.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;

private:
    int list(const QCommandLineParser &parser);
    int add(const QCommandLineParser &parser, const QStringList &arguments);
    int rename(const QCommandLineParser &parser, const QStringList &arguments);
    int setLead(const QCommandLineParser &parser, const QStringList &arguments);
    int remove(const QCommandLineParser &parser, const QStringList &arguments);
    // Opens --db, makes one change of the team and prints `done`; a usage error unless
    // `arguments` holds exactly `names` names.
    int changeTeam(const QCommandLineParser &parser, const QStringList &arguments, qsizetype names,
        const QString &usageText,
        const std::function<core::Status(core::ProjectStore &, const QString &)> &change,
        const QString &done);
    int assign(const QCommandLineParser &parser, const QStringList &arguments);
    int package(const QCommandLineParser &parser, const QStringList &arguments);
    int exportChanges(const QCommandLineParser &parser, const QStringList &arguments);
    int merge(const QCommandLineParser &parser, const QStringList &arguments);
    // The team server's actions (teamserveractions.cpp).
    int createServer(const QCommandLineParser &parser, const QStringList &arguments);
    int invite(const QCommandLineParser &parser, const QStringList &arguments);
    int removeLogin(const QCommandLineParser &parser, const QStringList &arguments);
    int join(const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace taxonomist::cli
