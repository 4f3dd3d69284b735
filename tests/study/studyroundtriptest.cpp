// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/projectstore.h"
#include "study/studyexporter.h"
#include "study/studyimporter.h"
#include "study/studyreader.h"
#include "study/studystatistics.h"
#include "studyfixture.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QUuid>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QVariant scalar(const ProjectStore &store, const QString &sql)
{
    QSqlQuery query(store.database());
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

} // namespace

TEST(StudyImport, ImportsTheMiniStudy)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    const auto &[data, summary] = *result;
    EXPECT_EQ(summary.frameworks, 2);
    EXPECT_EQ(summary.issues, 8);
    EXPECT_EQ(summary.annotators, 3);
    EXPECT_EQ(summary.labels, 23) << "one label cell is empty: a missing rating, not a label";
    EXPECT_EQ(summary.finalLabels, 7) << "one Final_Label is empty";
    EXPECT_EQ(summary.unanimous, 4) << "all present ratings agree with the final label";
    const ProjectStore &project = **store;
    EXPECT_EQ(
        scalar(project, u"SELECT count(*) FROM issues WHERE is_duplicate_url = 1"_s).toInt(), 2);
    EXPECT_EQ(
        scalar(project, u"SELECT year FROM issues WHERE url LIKE '%/alpha/issues/7'"_s).toInt(),
        2023);
    EXPECT_EQ(
        scalar(project,
            u"SELECT group_concat(name, ',') FROM (SELECT name FROM annotators ORDER BY position)"_s)
            .toString(),
        u"Volunteer 1,Volunteer 2,Volunteer 3"_s);
    EXPECT_EQ(
        scalar(project,
            u"SELECT group_concat(keyword, ',') FROM (SELECT keyword FROM framework_keywords ORDER BY position)"_s)
            .toString(),
        u"llm,gpt,LLM,fsdp"_s);
    EXPECT_EQ(scalar(project, u"SELECT count(*) FROM framework_repositories"_s).toInt(), 3);
    EXPECT_EQ(project.info(u"taxonomy.name"_s), u"llm-challenges"_s);
    EXPECT_FALSE(project.info(u"taxonomy.version"_s).isEmpty());
    EXPECT_EQ(scalar(project, u"SELECT action FROM audit_log"_s).toString(), u"import-study"_s);
    EXPECT_TRUE(data.warnings.join(u'\n').contains(u"gamma"_s))
        << "keywords of an unknown framework are reported";
    EXPECT_TRUE(data.warnings.join(u'\n').contains(
        u"duplicate URL https://github.com/example/alpha/issues/11"_s));
}

TEST(StudyImport, AcceptsTheIssueReportFolderItself)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto result = StudyImporter::importFolder(**store, study.file(u"Issue Report"_s), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    EXPECT_EQ(result->second.issues, 8);
    EXPECT_EQ(result->second.files, 6)
        << "three detail CSVs, and from the parent folder the code book, keywords, README";
}

TEST(StudyImport, RefusesASecondImportIntoTheSameProject)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(StudyImporter::importFolder(**store, study.root(), u"t"_s).ok());
    auto again = StudyImporter::importFolder(**store, study.root(), u"t"_s);
    ASSERT_FALSE(again.ok());
    EXPECT_TRUE(again.error().what().contains(u"already holds 8 issues"_s));
    EXPECT_EQ((*store)->issueCount(), 8);
}

TEST(StudyExport, WritesTheImportedTreeBackByteForByte)
{
    MiniStudy study;
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun import = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    ASSERT_EQ(import.exitCode, 0) << import.err.toStdString();
    const QString out = study.scratch(u"exported study"_s);
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(treeDifferences(study.root(), out), QStringList());
    EXPECT_TRUE(readAll(out + u"/Issue Report/alpha/alpha_2025.txt"_s).isEmpty());
    EXPECT_TRUE(QFile::exists(out + u"/Issue Report/alpha/alpha_2025.txt"_s));
}

TEST(StudyExport, WritesChangedLabelsAsThemeCodes)
{
    MiniStudy study;
    const QString db = study.scratch(u"p.taxonomist"_s);
    {
        auto store = ProjectStore::open(db);
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE(StudyImporter::importFolder(**store, study.root(), u"t"_s).ok());
        QSqlQuery query((*store)->database());
        // Volunteer 2 relabels the first issue with a sub-theme; the lead decides issue 4.
        ASSERT_TRUE(query.exec(
            u"UPDATE labels SET node_id = (SELECT id FROM taxonomy_nodes WHERE code = 'C.5.iv')"
            " WHERE annotator_id = 2 AND issue_id = (SELECT id FROM issues WHERE row_order = 0"
            " AND framework_id = (SELECT id FROM frameworks WHERE name = 'alpha'))"_s));
        ASSERT_TRUE(query.exec(u"INSERT INTO final_labels(issue_id, node_id, method, decided_at)"
                               " SELECT i.id, n.id, 'lead', 'now' FROM issues i, taxonomy_nodes n"
                               " WHERE i.url LIKE '%/pull/9' AND n.code = 'B.4.ii'"_s));
    }
    const QString out = study.scratch(u"out"_s);
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db, u"--long"_s, u"none"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QByteArray csv = readAll(out + u"/Issue Report/alpha/alpha.csv"_s);
    const QList<QByteArray> lines = csv.split('\n');
    EXPECT_EQ(lines[1], QByteArray("https://github.com/example/alpha/issues/12,C.3,C.5,C.3,C.3"));
    EXPECT_EQ(lines[4], QByteArray("https://github.com/example/alpha/pull/9,A.2,B.4,C.10,B.4"));
    EXPECT_FALSE(QFile::exists(out + u"-long.csv"_s));
    EXPECT_EQ(treeDifferences(study.root(), out),
        QStringList {u"differs: Issue Report/alpha/alpha.csv"_s});
}

TEST(StudyExport, WritesALongFormatCsvBesideTheTree)
{
    MiniStudy study;
    const QString db = study.scratch(u"p.taxonomist"_s);
    ASSERT_EQ(runCli({u"import-study"_s, study.root(), u"--db"_s, db}).exitCode, 0);
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db}).exitCode, 0);
    const QList<QByteArray> lines = readAll(out + u"-long.csv"_s).split('\n');
    ASSERT_EQ(lines.size(), 1 + 8 * 3 + 1)
        << "a header, one row per issue x annotator, a final newline";
    EXPECT_TRUE(
        lines[0].startsWith("framework,issue_url,row,year,annotator_position,annotator,label_code,"
                            "type_code,theme_code,subtheme_code"));
    // The study's columns, then the issue's and the annotator's UUIDs, the label's revision,
    // whether it is unsure, the comment, a false positive's reason and the open code.
    const QList<QByteArray> rated = lines[1].split(',');
    ASSERT_EQ(rated.size(), 25);
    EXPECT_EQ(rated.mid(0, 18).join(','),
        QByteArray("alpha,https://github.com/example/alpha/issues/12,1,2024,1,Volunteer 1,"
                   "C.3,C,C.3,,Distributed and Parallel Execution,,0,C.3,C,unanimous,,"));
    EXPECT_EQ(rated[18].size(), 36) << "issue_uuid";
    EXPECT_EQ(rated[19].size(), 36) << "annotator_uuid";
    EXPECT_FALSE(rated[20].isEmpty()) << "label_rev";
    EXPECT_EQ(rated[21], QByteArray("0")) << "unsure: the study's volunteers never said";
    EXPECT_TRUE(rated[22].isEmpty()) << "comment";
    EXPECT_TRUE(rated[23].isEmpty()) << "false_positive_reason: not a false positive";
    EXPECT_TRUE(rated[24].isEmpty()) << "open_code: the study coded with its taxonomy";
    // Row 3, annotator 3 has no rating: the row is there with empty label fields and no revision.
    const QList<QByteArray> unrated = lines[9].split(',');
    ASSERT_EQ(unrated.size(), 25);
    EXPECT_EQ(unrated.mid(0, 18).join(','),
        QByteArray("alpha,https://github.com/example/alpha/issues/11,3,2024,3,Volunteer "
                   "3,,,,,,,,B.2,B,unanimous,,"));
    EXPECT_EQ(unrated[19].size(), 36) << "annotator_uuid";
    EXPECT_TRUE(unrated[20].isEmpty());
    EXPECT_TRUE(unrated[21].isEmpty()) << "no label, so neither sure nor unsure";
}

TEST(StudyStatistics, CountsYearsAndTypesPerFramework)
{
    MiniStudy study;
    const QString db = study.scratch(u"p.taxonomist"_s);
    ASSERT_EQ(runCli({u"import-study"_s, study.root(), u"--db"_s, db}).exitCode, 0);
    const CliRun run = runCli({u"stats"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonObject alpha = root[u"frameworks"_s].toArray().first().toObject();
    EXPECT_EQ(alpha[u"name"_s].toString(), u"alpha"_s);
    EXPECT_EQ(alpha[u"issues"_s].toInt(), 6);
    EXPECT_EQ(alpha[u"years"_s][u"2023"_s].toInt(), 2);
    EXPECT_EQ(alpha[u"years"_s][u"2024"_s].toInt(), 4);
    EXPECT_EQ(alpha[u"years"_s][u"2025"_s].toInt(), 0);
    EXPECT_EQ(alpha[u"types"_s][u"bug"_s].toInt(), 3);
    EXPECT_EQ(alpha[u"types"_s][u"requirement"_s].toInt(), 2);
    EXPECT_EQ(alpha[u"types"_s][u"question"_s].toInt(), 0);
    EXPECT_EQ(alpha[u"undecided"_s].toInt(), 1);
    const QJsonObject total = root[u"total"_s].toObject();
    EXPECT_EQ(total[u"issues"_s].toInt(), 8);
    EXPECT_EQ(total[u"types"_s][u"question"_s].toInt(), 1);
    const CliRun text = runCli({u"stats"_s, u"--db"_s, db});
    EXPECT_TRUE(text.out.contains(u"Total"_s));
    EXPECT_TRUE(text.out.contains(u"Undecided"_s));
}

namespace {

// Every index and trigger of a project as the schema text says it, by name.
QStringList schemaObjects(const ProjectStore &store)
{
    QStringList objects;
    QSqlQuery query(store.database());
    query.exec(u"SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master"
               " WHERE type IN ('index', 'trigger') ORDER BY type, name"_s);
    while (query.next())
        objects.append(query.value(0).toString());
    return objects;
}

} // namespace

// The import drops the issues' and labels' indexes and the UUID trigger for its bulk insert, and
// leaves foreign keys and CHECK constraints unchecked while it runs: afterwards the schema must be
// the one a new project has, every reference must hold, and the connection must check foreign keys
// again.
TEST(StudyImport, LeavesTheSchemaOfANewProjectAndNoForeignKeyViolation)
{
    MiniStudy study;
    auto fresh = ProjectStore::open(study.scratch(u"fresh.taxonomist"_s));
    ASSERT_TRUE(fresh.ok());
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    const ProjectStore &project = **store;
    EXPECT_EQ(schemaObjects(project), schemaObjects(**fresh));
    QSqlQuery violations(project.database());
    ASSERT_TRUE(violations.exec(u"PRAGMA foreign_key_check"_s));
    EXPECT_FALSE(violations.next()) << "a row of " << violations.value(0).toString().toStdString()
                                    << " refers to a missing row";
    EXPECT_EQ(scalar(project, u"PRAGMA foreign_keys"_s).toInt(), 1);
    // CHECK constraints, not evaluated while the import writes: they hold, and are enforced again.
    EXPECT_EQ(scalar(project, u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
    EXPECT_EQ(scalar(project, u"PRAGMA ignore_check_constraints"_s).toInt(), 0);
    EXPECT_EQ(scalar(project, u"SELECT count(DISTINCT uuid) FROM issues WHERE uuid IS NOT NULL"_s)
                  .toInt(),
        8);
    // The import mints them itself: time-ordered (version 7) UUIDs, as QUuid writes them, each
    // greater than the one of the issue before.
    QSqlQuery uuids(project.database());
    ASSERT_TRUE(uuids.exec(u"SELECT uuid FROM issues ORDER BY id"_s));
    QString previous;
    while (uuids.next()) {
        const QString text = uuids.value(0).toString();
        const QUuid uuid(text);
        EXPECT_EQ(uuid.data3 >> 12, 7) << text.toStdString(); // Qt 6.4 names versions up to 5 only
        EXPECT_EQ(uuid.variant(), QUuid::DCE) << text.toStdString();
        EXPECT_EQ(uuid.toString(QUuid::WithoutBraces), text);
        EXPECT_LT(previous, text);
        previous = text;
    }
    // The UUID trigger is back: an issue added later without one still gets one.
    QSqlQuery insert(project.database());
    ASSERT_TRUE(
        insert.exec(u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number)"
                    " SELECT id, 1000, 'https://github.com/example/alpha/issues/999', 'github.com',"
                    " 'example', 'alpha', '999' FROM frameworks LIMIT 1"_s));
    EXPECT_EQ(
        scalar(project, u"SELECT length(uuid) FROM issues WHERE row_order = 1000"_s).toInt(), 36);
}

// A failure after the first framework is written rolls back the rows and the dropped indexes.
TEST(StudyImport, AFailureHalfwayLeavesTheProjectAsItWas)
{
    MiniStudy study;
    auto bundled = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(bundled.ok());
    auto data = StudyReader::read(study.root(), *bundled);
    ASSERT_TRUE(data.ok()) << data.error().message().toStdString();
    // beta is written second; its CSV loses a label column after it was read.
    const QString beta = study.file(u"Issue Report/beta/beta.csv"_s);
    ASSERT_TRUE(writeAll(beta, "Issue_URL,Label1,Label2,Final_Label\n"));
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    const QStringList before = schemaObjects(**store);
    auto result = StudyImporter::import(**store, *data, u"tester"_s);
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().message().contains(u"the file changed while it was imported"_s))
        << result.error().message().toStdString();
    EXPECT_EQ(scalar(**store, u"SELECT count(*) FROM issues"_s).toInt(), 0);
    EXPECT_EQ(scalar(**store, u"SELECT count(*) FROM labels"_s).toInt(), 0);
    EXPECT_EQ(schemaObjects(**store), before);
    EXPECT_EQ(scalar(**store, u"PRAGMA foreign_keys"_s).toInt(), 1);
}
