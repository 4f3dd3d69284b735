// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementcommand.h"
#include "benchcommand.h"
#include "cardsortcommand.h"
#include "checkcommand.h"
#include "collectcommand.h"
#include "commandreference.h"
#include "exportstudycommand.h"
#include "fetchcommand.h"
#include "frameworkscommand.h"
#include "importstudycommand.h"
#include "interviewscommand.h"
#include "issuescommand.h"
#include "labelcommand.h"
#include "newstudycommand.h"
#include "reficommand.h"
#include "reportcommand.h"
#include "samplecommand.h"
#include "screeningcommand.h"
#include "searchcommand.h"
#include "showcommand.h"
#include "statscommand.h"
#include "synccommand.h"
#include "taxonomycommand.h"
#include "teamcommand.h"

#include "store/tuning/sqliteprocess.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace taxonomist::cli;

namespace {

int printHelp(
    const std::vector<std::unique_ptr<Command>> &commands, QTextStream &stream, int exitCode)
{
    stream << "Usage: taxonomist-cli COMMAND [OPTIONS]\n\nCommands:\n";
    for (const auto &command : commands)
        stream << "  " << command->name().leftJustified(14) << command->summary() << '\n';
    stream << "\nRun 'taxonomist-cli COMMAND --help' for a command's options.\n";
    stream.flush();
    return exitCode;
}

// Levenshtein distance: how many single-character edits turn `a` into `b`.
qsizetype editDistance(const QString &a, const QString &b)
{
    std::vector<qsizetype> row(std::size_t(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = qsizetype(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        qsizetype diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const qsizetype above = row[std::size_t(j)];
            const qsizetype cost = a[i - 1].toLower() == b[j - 1].toLower() ? 0 : 1;
            row[std::size_t(j)]
                = std::min({above + 1, row[std::size_t(j - 1)] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return row.back();
}

// The command a mistyped name most likely meant, or nothing when none is close.
QString closestCommand(const std::vector<std::unique_ptr<Command>> &commands, const QString &typed)
{
    QString best;
    qsizetype bestDistance = std::max<qsizetype>(2, typed.size() / 3) + 1;
    for (const auto &command : commands) {
        const QString name = command->name();
        const qsizetype distance = name.startsWith(typed, Qt::CaseInsensitive) && typed.size() >= 3
            ? 0
            : editDistance(typed, name);
        if (distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    return best;
}

// QCommandLineParser names the program by argv[0], a full path when run as one: the usage line
// says "taxonomist-cli COMMAND" instead, as the documentation does.
QString helpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const QString program = QCoreApplication::arguments().constFirst();
    const qsizetype at = text.indexOf(program);
    if (at >= 0)
        text.replace(at, program.size(), u"taxonomist-cli "_s + command);
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    taxonomist::core::sqlite::configureProcess(); // before any connection or thread
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"taxonomist-cli"_s);
    QCoreApplication::setOrganizationName(u"Taxonomist"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(TAXONOMIST_VERSION));

    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<NewStudyCommand>());
    commands.push_back(std::make_unique<FrameworksCommand>());
    commands.push_back(std::make_unique<CollectCommand>());
    commands.push_back(std::make_unique<IssuesCommand>());
    commands.push_back(std::make_unique<ImportStudyCommand>());
    commands.push_back(std::make_unique<ExportStudyCommand>());
    commands.push_back(std::make_unique<TaxonomyCommand>());
    commands.push_back(std::make_unique<StatsCommand>());
    commands.push_back(std::make_unique<ScreeningCommand>());
    commands.push_back(std::make_unique<CardSortCommand>());
    commands.push_back(std::make_unique<AgreementCommand>());
    commands.push_back(std::make_unique<ReportCommand>());
    commands.push_back(std::make_unique<FetchCommand>());
    commands.push_back(std::make_unique<ShowCommand>());
    commands.push_back(std::make_unique<SearchCommand>());
    commands.push_back(std::make_unique<CheckCommand>());
    commands.push_back(std::make_unique<InterviewsCommand>());
    commands.push_back(std::make_unique<RefiCommand>());
    commands.push_back(std::make_unique<BenchCommand>());
    commands.push_back(std::make_unique<SampleCommand>());
    commands.push_back(std::make_unique<TeamCommand>());
    commands.push_back(std::make_unique<SyncCommand>());
    commands.push_back(std::make_unique<LabelCommand>());
    commands.push_back(std::make_unique<LabelsCommand>());

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2)
        return printHelp(commands, Command::err(), 2); // a script that forgot its command fails
    if (arguments[1] == u"--help"_s || arguments[1] == u"-h"_s || arguments[1] == u"help"_s)
        return printHelp(commands, Command::out(), 0);
    // Hidden: the completion scripts and the man page, generated from the commands above at build
    // time.
    if (arguments[1] == u"completion"_s) {
        const QString shell = arguments.value(2);
        const CommandReference reference(commands);
        if (shell == u"bash"_s)
            Command::out() << reference.bashCompletion();
        else if (shell == u"zsh"_s)
            Command::out() << reference.zshCompletion();
        else {
            Command::err() << "taxonomist-cli completion: name a shell: bash or zsh" << Qt::endl;
            return 2;
        }
        Command::out().flush();
        return 0;
    }
    if (arguments[1] == u"manpage"_s) {
        Command::out() << CommandReference(commands).manPage(
            QCoreApplication::applicationVersion());
        Command::out().flush();
        return 0;
    }
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
            Command::err() << "taxonomist-cli " << command->name() << ": " << parser.errorText()
                           << Qt::endl;
            return 2;
        }
        if (parser.isSet(u"help"_s)) {
            Command::out() << helpText(parser, command->name());
            Command::out().flush();
            return 0;
        }
        return command->run(parser);
    }
    Command::err() << "taxonomist-cli: unknown command \"" << arguments[1] << '"';
    if (const QString guess = closestCommand(commands, arguments[1]); !guess.isEmpty())
        Command::err() << "; did you mean \"" << guess << "\"? See taxonomist-cli --help"
                       << Qt::endl;
    else
        Command::err() << "; see taxonomist-cli --help" << Qt::endl;
    return 2;
}
