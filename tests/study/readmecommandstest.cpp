// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every taxonomist-cli command the README shows, run as written on the published study (fetch
// against a local server), and the CLI's answers where a number would mislead or a name is wrong.

#include "fakeapiserver.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// The README issue the show example names, as GitHub would answer it.
const QString readmeIssue = u"https://github.com/vllm-project/vllm/issues/16071"_s;

// The command lines of the README's ```sh blocks that run taxonomist-cli, comments removed.
QList<QStringList> readmeCommands()
{
    const QString readme
        = QString::fromUtf8(readAll(QStringLiteral(TAXONOMIST_SOURCE_DIR) + u"/README.md"_s));
    QList<QStringList> commands;
    bool inShell = false;
    for (const QString &line : readme.split(u'\n')) {
        if (line.startsWith(u"```"_s)) {
            inShell = !inShell && line == u"```sh"_s;
            continue;
        }
        if (!inShell || !line.startsWith(u"taxonomist-cli "_s))
            continue;
        const QString command = line.section(u" #"_s, 0, 0).trimmed();
        EXPECT_FALSE(command.contains(u'"') || command.contains(u'\''))
            << "quoting is not handled: " << command.toStdString();
        commands.append(command.split(u' ', Qt::SkipEmptyParts).mid(1));
    }
    return commands;
}

class ReadmeCommands : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        if (studyDir().isEmpty())
            return;
        s_dir = new QTemporaryDir;
        // The README's project, imported once for the suite as the README's first line does.
        const CliRun import
            = run({u"import-study"_s, studyDir(), u"--db"_s, u"study.taxonomist"_s});
        ASSERT_EQ(import.exitCode, 0) << import.err.toStdString();
    }
    static void TearDownTestSuite()
    {
        delete s_dir;
        s_dir = nullptr;
    }
    void SetUp() override { TAXONOMIST_REQUIRE_STUDY(); }

    // Runs the CLI in the suite's folder (the README's relative paths), with the environment given.
    static CliRun run(const QStringList &arguments,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
    {
        QProcess process;
        process.setWorkingDirectory(s_dir->path());
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(TAXONOMIST_CLI), arguments);
        CliRun result;
        if (!process.waitForFinished(300000))
            return result;
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    static inline QTemporaryDir *s_dir = nullptr;
};

} // namespace

TEST_F(ReadmeCommands, EveryCommandTheReadmeShowsRunsOnThePublishedStudy)
{
    FakeApiServer server;
    QByteArray issue = FakeApiServer::fixture(u"github/issue_129.json"_s);
    issue.replace("issues/129", "issues/16071")
        .replace("\"number\": 129", "\"number\": 16071")
        .replace("\"comments\": 3", "\"comments\": 0");
    FakeRoute route;
    route.path = "/repos/vllm-project/vllm/issues/16071";
    route.response.body = issue;
    route.response.headers = {{"x-ratelimit-limit", "60"}, {"x-ratelimit-remaining", "59"},
        {"x-ratelimit-reset", "{{RESET_EPOCH}}"}};
    server.addRoute(std::move(route));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"TAXONOMIST_GITHUB_API"_s, server.baseUrl().toString());
    environment.remove(u"GITHUB_TOKEN"_s);

    const QList<QStringList> commands = readmeCommands();
    ASSERT_GE(commands.size(), 10) << "the README's command block was not found";
    EXPECT_EQ(commands.first().first(), u"import-study"_s);
    for (QStringList arguments : commands) {
        if (arguments.first() == u"import-study"_s)
            continue; // the suite's set-up ran it
        for (QString &argument : arguments) {
            if (argument.startsWith(u"../shared/study"_s))
                argument.replace(0, int(u"../shared/study"_s.size()), studyDir());
        }
        const CliRun result = run(arguments, environment);
        EXPECT_EQ(result.exitCode, 0) << arguments.join(u' ').toStdString() << "\n"
                                      << result.err.toStdString();
        EXPECT_FALSE(result.out.isEmpty()) << arguments.join(u' ').toStdString();
        if (arguments.first() == u"show"_s) {
            EXPECT_EQ(arguments.value(1), readmeIssue) << "the README shows an issue of the study";
            EXPECT_TRUE(result.out.contains(u"CUDA OOM when loading a 13B model"_s))
                << result.out.toStdString();
        }
        if (arguments.first() == u"search"_s) {
            EXPECT_TRUE(result.out.startsWith(readmeIssue + u"  (vllm, "_s))
                << result.out.toStdString();
        }
        if (arguments.first() == u"export-study"_s) { // counts with separators, as everywhere else
            EXPECT_TRUE(result.out.contains(u"(38,742 issues)"_s)) << result.out.toStdString();
            EXPECT_TRUE(result.out.contains(u"Wrote 271,194 rows"_s)) << result.out.toStdString();
        }
        if (arguments.first() == u"stats"_s) {
            EXPECT_TRUE(result.out.contains(u"38,742"_s)) << result.out.toStdString();
        }
    }
    EXPECT_GE(server.count("/repos/vllm-project/vllm/issues/16071"), 1)
        << "fetch asked the local server";
}

TEST_F(ReadmeCommands, AgreementByTypeAtTheTypeLevelSaysWhyKappaMeansNothing)
{
    const CliRun result = run({u"agreement"_s, u"--db"_s, u"study.taxonomist"_s, u"--level"_s,
        u"type"_s, u"--by"_s, u"type"_s});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(u"each group is (nearly) one category"_s))
        << result.out.toStdString();
    // By none the same level is meaningful: no such note.
    const CliRun none = run({u"agreement"_s, u"--db"_s, u"study.taxonomist"_s, u"--level"_s,
        u"type"_s, u"--by"_s, u"none"_s});
    EXPECT_EQ(none.exitCode, 0);
    EXPECT_FALSE(none.out.contains(u"one category"_s));
}

TEST_F(ReadmeCommands, AgreementAtTheSubThemeLevelOfThemeCodesSaysThereAreNoSuchLabels)
{
    const CliRun result
        = run({u"agreement"_s, u"--db"_s, u"study.taxonomist"_s, u"--level"_s, u"subtheme"_s});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
    EXPECT_TRUE(result.err.contains(u"no labels at the subtheme level"_s))
        << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(u"theme or type codes"_s)) << result.err.toStdString();
}

TEST_F(ReadmeCommands, AgreementWithFiltersThatMatchNoIssueFails)
{
    const CliRun result
        = run({u"agreement"_s, u"--db"_s, u"study.taxonomist"_s, u"--year"_s, u"2030"_s});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
    EXPECT_EQ(result.err, u"taxonomist-cli agreement: no issue matches these filters\n"_s);
    const CliRun json = run(
        {u"agreement"_s, u"--db"_s, u"study.taxonomist"_s, u"--year"_s, u"2030"_s, u"--json"_s});
    EXPECT_EQ(json.exitCode, 1) << "no empty JSON either";
}

TEST_F(ReadmeCommands, UsageNamesTheProgramAndTheCommand)
{
    const CliRun help = run({u"agreement"_s, u"--help"_s});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.startsWith(u"Usage: taxonomist-cli agreement [options]"_s))
        << help.out.toStdString();
    EXPECT_FALSE(help.out.contains(QStringLiteral(TAXONOMIST_CLI))) << "not the binary's full path";
}

TEST_F(ReadmeCommands, NoArgumentsPrintUsageAndFail)
{
    const CliRun result = run({});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.isEmpty());
    EXPECT_TRUE(result.err.startsWith(u"Usage: taxonomist-cli COMMAND [OPTIONS]"_s))
        << result.err.toStdString();
}

TEST_F(ReadmeCommands, AMistypedCommandGetsDidYouMean)
{
    const CliRun result = run({u"agreemnt"_s, u"--db"_s, u"study.taxonomist"_s});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(u"unknown command \"agreemnt\"; did you mean \"agreement\"?"_s))
        << result.err.toStdString();
    const CliRun far = run({u"frobnicate"_s});
    EXPECT_EQ(far.exitCode, 2);
    EXPECT_FALSE(far.err.contains(u"did you mean"_s)) << far.err.toStdString();
}
