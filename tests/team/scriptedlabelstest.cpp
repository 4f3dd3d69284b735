// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scripted labelling (`taxonomist-cli label`, `labels import`): through the same audited path as
// the app, all or nothing, errors naming file, line and column; and the team commands of the CLI.

#include "store/auditverifier.h"
#include "store/sqlitestatement.h"
#include "studyfixture.h"
#include "teamfixture.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

TEST(ScriptedLabels, TheCliLabelsThroughTheAuditedPath)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    const QString db = team.leadPath();
    CliRun run = runCli({u"label"_s, TeamFixture::alpha(12), u"C.3.ii"_s, u"--db"_s, db,
        u"--annotator"_s, u"Volunteer 2"_s, u"--summary"_s, u"NCCL hangs"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 2, TeamFixture::alpha(12)), u"C.3.ii"_s);
    run = runCli({u"label"_s, TeamFixture::alpha(7), u"--false-positive"_s, u"not about LLMs"_s,
        u"--db"_s, db, u"--annotator"_s, u"Volunteer 2"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 2, TeamFixture::alpha(7)), u"FP"_s);
    SqliteStatement audit(
        team.lead().handle(), "SELECT count(*) FROM audit_log WHERE action = 'set-label'");
    ASSERT_TRUE(audit.next());
    EXPECT_EQ(audit.integer(0), 2) << "each label logged, as the app logs it";

    // A duplicated URL needs its row; an unknown name or code is an error; the lead is no column.
    run = runCli({u"label"_s, TeamFixture::alpha(11), u"B.2"_s, u"--db"_s, db, u"--annotator"_s,
        u"Volunteer 2"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(
        run.err.contains(u"names 2 issues"_s) && run.err.contains(u"alpha row 2, alpha row 3"_s))
        << run.err.toStdString();
    run = runCli({u"label"_s, TeamFixture::alpha(11), u"B.2"_s, u"--row"_s, u"3"_s, u"--db"_s, db,
        u"--annotator"_s, u"Volunteer 2"_s});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"label"_s, TeamFixture::alpha(12), u"Z.9"_s, u"--db"_s, db, u"--annotator"_s,
        u"Volunteer 2"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"no code \"Z.9\""_s)) << run.err.toStdString();
    run = runCli(
        {u"label"_s, TeamFixture::alpha(12), u"C.3"_s, u"--db"_s, db, u"--annotator"_s, u"Lena"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"not a volunteer"_s)) << run.err.toStdString();
    run = runCli({u"label"_s, TeamFixture::alpha(12), u"C.3"_s, u"--db"_s, db, u"--annotator"_s,
        u"Nobody"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"not on the team"_s)) << run.err.toStdString();
    run = runCli({u"label"_s, TeamFixture::alpha(12), u"C.3"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 2) << "--annotator is required";
}

TEST(ScriptedLabels, ImportIsAllOrNothingAndNamesTheCell)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    const QString csv = team.path(u"labels.csv"_s);
    ASSERT_TRUE(writeAll(csv,
        "url,row,annotator,code,summary\n"
        "https://github.com/example/alpha/issues/12,,Volunteer 1,C.3,hangs\n"
        "https://github.com/example/alpha/issues/11,2,Volunteer 1,C.5,\n"
        "https://github.com/example/alpha/issues/7,,Volunteer 1,X.1,\n"));
    ASSERT_TRUE(team.lead().checkpoint().ok());
    const QByteArray before = fileHash(team.leadPath());
    CliRun run = runCli({u"labels"_s, u"import"_s, csv, u"--db"_s, team.leadPath()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(csv + u":4:56: the taxonomy has no code \"X.1\""_s))
        << "line 4, the code's column: " << run.err.toStdString();
    EXPECT_EQ(fileHash(team.leadPath()), before) << "nothing of the good rows was stored";

    ASSERT_TRUE(writeAll(csv,
        "https://github.com/example/alpha/issues/12,Volunteer 1,C.3,hangs\n"
        "https://gitee.com/example/beta/issues/I71V26,Volunteer 1,C.1,\n"));
    run = runCli({u"labels"_s, u"import"_s, csv, u"--db"_s, team.leadPath()});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"2 labels set"_s)) << run.out.toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    auto audit = AuditVerifier::verify(team.lead().handle());
    ASSERT_TRUE(audit.ok());
    EXPECT_TRUE(audit->labelProblems.isEmpty()) << audit->summary().toStdString();
}

TEST(TeamCli, ListAddRenameSetLeadRemoveAssignPackageExportMerge)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    const QString db = team.leadPath();
    CliRun run = runCli({u"team"_s, u"add"_s, u"Dora"_s, u"--volunteer"_s, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"Label4 in every framework"_s)) << run.out.toStdString();
    EXPECT_EQ(
        runCli({u"team"_s, u"rename"_s, u"Dora"_s, u"Dorothea"_s, u"--db"_s, db}).exitCode, 0);
    run = runCli({u"team"_s, u"list"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonArray members
        = QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"members"_s).toArray();
    ASSERT_EQ(members.size(), 5);
    EXPECT_EQ(members[4].toObject().value(u"name"_s).toString(), u"Dorothea"_s);
    EXPECT_EQ(members[4].toObject().value(u"label_column"_s).toInt(), 4);
    EXPECT_EQ(members[3].toObject().value(u"role"_s).toString(), u"lead"_s);
    EXPECT_TRUE(members[3].toObject().value(u"label_column"_s).isNull());
    run = runCli({u"team"_s, u"list"_s, u"--db"_s, db});
    EXPECT_TRUE(run.out.contains(u"Lena"_s) && run.out.contains(u"lead"_s))
        << run.out.toStdString();

    EXPECT_EQ(runCli({u"team"_s, u"assign"_s, u"--per-issue"_s, u"2"_s, u"--seed"_s, u"3"_s,
                         u"--db"_s, db})
                  .exitCode,
        0);
    EXPECT_EQ(runCli({u"team"_s, u"assign"_s, u"--db"_s, db}).exitCode, 2)
        << "--all or --per-issue";
    run = runCli({u"team"_s, u"package"_s, u"Dorothea"_s, u"--db"_s, db, u"-o"_s,
        team.path(u"dora.taxonomist"_s)});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"label"_s, TeamFixture::alpha(12), u"C.3"_s, u"--db"_s,
        team.path(u"dora.taxonomist"_s), u"--annotator"_s, u"Dorothea"_s});
    // Only issues assigned to her are in her package; alpha/12 may not be one of them.
    const bool labelled = run.exitCode == 0;
    run = runCli({u"team"_s, u"export-changes"_s, u"--db"_s, team.path(u"dora.taxonomist"_s),
        u"-o"_s, team.path(u"dora.changes"_s)});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    run = runCli({u"team"_s, u"merge"_s, team.path(u"dora.changes"_s), u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject merged = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(
        merged.value(u"total"_s).toObject().value(u"labels"_s).toObject().value(u"added"_s).toInt(),
        labelled ? 1 : 0);
    EXPECT_EQ(merged.value(u"files"_s).toArray().first().toObject().value(u"author"_s).toString(),
        u"Dorothea"_s);
    run = runCli({u"team"_s, u"merge"_s, team.path(u"dora.changes"_s), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.contains(u"merged before"_s)) << run.out.toStdString();
    EXPECT_EQ(runCli({u"team"_s, u"set-lead"_s, u"Dorothea"_s, u"--db"_s, db}).exitCode, 0);
    run = runCli({u"team"_s, u"remove"_s, u"Volunteer 1"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1) << "holds Label1 before the others";
    EXPECT_EQ(runCli({u"team"_s, u"frobnicate"_s, u"--db"_s, db}).exitCode, 2);
}

TEST(ScriptedLabels, TheCliMarksALabelUnsureWithAComment)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    const QString db = team.leadPath();
    CliRun run = runCli({u"label"_s, TeamFixture::alpha(12), u"C.3"_s, u"--db"_s, db,
        u"--annotator"_s, u"Volunteer 2"_s, u"--unsure"_s, u"--comment"_s, u"  C.3 or C.5?  "_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const auto doubt = [&] {
        SqliteStatement row(team.lead().handle(),
            "SELECT l.unsure, l.comment FROM labels l JOIN issues i ON i.id = l.issue_id"
            " JOIN annotators a ON a.id = l.annotator_id"
            " WHERE i.url = ? AND a.name = 'Volunteer 2'");
        row.bind(1, TeamFixture::alpha(12));
        return row.next() ? std::pair(row.integer(0), row.text(1))
                          : std::pair(qint64(-1), QString());
    };
    EXPECT_EQ(doubt(), std::pair(qint64(1), u"C.3 or C.5?"_s));
    // The same label without the options: sure, no comment — a change, not "Unchanged".
    run = runCli({u"label"_s, TeamFixture::alpha(12), u"C.3"_s, u"--db"_s, db, u"--annotator"_s,
        u"Volunteer 2"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.startsWith(u"Labelled "_s)) << run.out.toStdString();
    EXPECT_EQ(doubt(), std::pair(qint64(0), QString()));
}

// A member's name is another person's text: a terminal must not act on it (an OSC retitling the
// window, a bell) nor show it reordered (a bidi override), in any command's text or messages;
// the JSON is the same document, the name in it unchanged.
TEST(TeamCli, NamesPrintEscapedAndTheJsonKeepsThem)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    const QString db = team.leadPath();
    const QString name = u"Eve\x1b]0;owned\x07 \u202egnp\u0085.exe"_s;
    CliRun run = runCli({u"team"_s, u"add"_s, name, u"--volunteer"_s, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const auto raw = [](const QString &text) {
        return text.contains(QChar(0x1b)) || text.contains(QChar(0x07))
            || text.contains(QChar(0x202e)) || text.contains(QChar(0x85));
    };
    for (const QString &text : {run.out, runCli({u"team"_s, u"list"_s, u"--db"_s, db}).out}) {
        EXPECT_TRUE(text.contains(u"Eve\\u001B]0;owned\\u0007 \\u202Egnp\\u0085.exe"_s))
            << text.toStdString();
        EXPECT_FALSE(raw(text)) << text.toStdString();
    }
    run = runCli({u"team"_s, u"add"_s, name, u"--volunteer"_s, u"--db"_s, db});
    EXPECT_NE(run.exitCode, 0);
    EXPECT_TRUE(run.err.contains(u"the team already has"_s)) << run.err.toStdString();
    EXPECT_FALSE(raw(run.err)) << run.err.toStdString();
    run = runCli({u"team"_s, u"list"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << run.out.toStdString();
    QStringList names;
    for (const auto member : document.object().value(u"members"_s).toArray())
        names.append(member.toObject().value(u"name"_s).toString());
    EXPECT_TRUE(names.contains(name)) << run.out.toStdString();
}
