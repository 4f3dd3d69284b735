// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementcommand.h"
#include "benchcommand.h"
#include "checkcommand.h"
#include "exportstudycommand.h"
#include "fetchcommand.h"
#include "importstudycommand.h"
#include "labelcommand.h"
#include "interviewscommand.h"
#include "reficommand.h"
#include "showcommand.h"
#include "statscommand.h"
#include "taxonomycommand.h"
#include "synccommand.h"
#include "teamcommand.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace taxonomist::cli;

namespace {

int printHelp(const std::vector<std::unique_ptr<Command>> &commands)
{
    QTextStream &out = Command::out();
    out << "Usage: taxonomist-cli COMMAND [OPTIONS]\n\nCommands:\n";
    for (const auto &command : commands)
        out << "  " << command->name().leftJustified(14) << command->summary() << '\n';
    out << "\nRun 'taxonomist-cli COMMAND --help' for a command's options.\n";
    out.flush();
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"taxonomist-cli"_s);
    QCoreApplication::setOrganizationName(u"Taxonomist"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(TAXONOMIST_VERSION));

    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<ImportStudyCommand>());
    commands.push_back(std::make_unique<ExportStudyCommand>());
    commands.push_back(std::make_unique<TaxonomyCommand>());
    commands.push_back(std::make_unique<StatsCommand>());
    commands.push_back(std::make_unique<AgreementCommand>());
    commands.push_back(std::make_unique<FetchCommand>());
    commands.push_back(std::make_unique<ShowCommand>());
    commands.push_back(std::make_unique<CheckCommand>());
    commands.push_back(std::make_unique<InterviewsCommand>());
    commands.push_back(std::make_unique<RefiCommand>());
    commands.push_back(std::make_unique<BenchCommand>());
    commands.push_back(std::make_unique<TeamCommand>());
    commands.push_back(std::make_unique<SyncCommand>());
    commands.push_back(std::make_unique<LabelCommand>());
    commands.push_back(std::make_unique<LabelsCommand>());

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2 || arguments[1] == u"--help"_s || arguments[1] == u"-h"_s || arguments[1] == u"help"_s)
        return printHelp(commands);
    if (arguments[1] == u"--version"_s) {
        Command::out() << "taxonomist-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    for (const auto &command : commands) {
        if (command->name() != arguments[1])
            continue;
        QCommandLineParser parser;
        parser.setApplicationDescription(command->summary());
        parser.addHelpOption();
        command->configure(parser);
        QStringList commandArguments = arguments;
        commandArguments.removeAt(1);
        commandArguments[0] = u"taxonomist-cli "_s + command->name();
        if (!parser.parse(commandArguments)) {
            Command::err() << "taxonomist-cli " << command->name() << ": " << parser.errorText() << Qt::endl;
            return 2;
        }
        if (parser.isSet(u"help"_s)) {
            Command::out() << parser.helpText();
            Command::out().flush();
            return 0;
        }
        return command->run(parser);
    }
    Command::err() << "taxonomist-cli: unknown command \"" << arguments[1] << "\"; see taxonomist-cli --help" << Qt::endl;
    return 2;
}
