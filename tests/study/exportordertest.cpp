// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The exports read each framework's issues in row order and their labels and final labels in
// issue-id order beside them, merged in C++: these pin the rows a merge could get wrong.

#include "store/projectstore.h"
#include "studyfixture.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString importMiniStudy(const MiniStudy &study)
{
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    return db;
}

// Runs the statements on one connection (a pragma holds for its connection only).
bool execSql(const QString &db, const QStringList &statements)
{
    auto store = ProjectStore::open(db);
    if (!store.ok())
        return false;
    QSqlQuery query((*store)->database());
    for (const QString &sql : statements) {
        if (!query.exec(sql)) {
            ADD_FAILURE() << sql.toStdString() << ": " << query.lastError().text().toStdString();
            return false;
        }
    }
    return true;
}

// Exports the tree to `name` and the long CSV beside it; the long CSV's bytes.
QByteArray exportStudy(const MiniStudy &study, const QString &db, const QString &name)
{
    const QString out = study.scratch(name);
    const CliRun run = runCli({u"export-study"_s, out, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    return readAll(out + u"-long.csv"_s);
}

// The long CSV's lines of one issue (its URL and 1-based row), in file order.
QList<QByteArray> linesOf(
    const QByteArray &csv, const QByteArray &framework, const QByteArray &url, int row)
{
    QList<QByteArray> lines;
    const QByteArray head = framework + ',' + url + ',' + QByteArray::number(row) + ',';
    for (const QByteArray &line : csv.split('\n')) {
        if (line.startsWith(head))
            lines.append(line);
    }
    return lines;
}

} // namespace

TEST(StudyExport, WritesTheSameFilesWhenIssueIdsDoNotFollowTheRows)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QByteArray before = exportStudy(study, db, u"before"_s);
    ASSERT_FALSE(before.isEmpty());
    // Even rows get falling ids far above the others, odd rows rising ones: the walk in row order
    // goes back and forth through the labels' key order and across the other framework's issues.
    const QString newId = u"CASE WHEN (SELECT row_order FROM issues WHERE id = %1) % 2 = 0"
                          " THEN 3000 - %1 ELSE 500 + %1 END"_s;
    ASSERT_TRUE(execSql(db,
        {u"PRAGMA foreign_keys = OFF"_s,
            u"UPDATE labels SET issue_id = "_s + newId.arg(u"issue_id"_s),
            u"UPDATE final_labels SET issue_id = "_s + newId.arg(u"issue_id"_s),
            u"UPDATE year_entries SET issue_id = "_s + newId.arg(u"issue_id"_s)
                + u" WHERE issue_id IS NOT NULL"_s,
            u"UPDATE issues SET id = CASE WHEN row_order % 2 = 0 THEN 3000 - id ELSE 500 + id END"_s}));
    {
        auto store = ProjectStore::open(db);
        ASSERT_TRUE(store.ok());
        QSqlQuery query((*store)->database());
        ASSERT_TRUE(query.exec(u"PRAGMA foreign_key_check"_s));
        EXPECT_FALSE(query.next()) << "every row that names an issue was renumbered";
        ASSERT_TRUE(
            query.exec(u"SELECT count(*) FROM labels WHERE issue_id > 500"_s) && query.next());
        ASSERT_EQ(query.value(0).toInt(), 23);
    }
    const QByteArray after = exportStudy(study, db, u"after"_s);
    EXPECT_EQ(after, before);
    EXPECT_EQ(treeDifferences(study.root(), study.scratch(u"after"_s)), QStringList());
}

TEST(LongFormatCsv, AnIssueWithoutLabelsHasEmptyRowsAndTheNextIssueKeepsItsOwn)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QByteArray before = exportStudy(study, db, u"before"_s);
    const QString second
        = u"(SELECT id FROM issues WHERE row_order = 1"
          " AND framework_id = (SELECT id FROM frameworks WHERE name = 'alpha'))"_s;
    ASSERT_TRUE(execSql(db,
        {u"DELETE FROM labels WHERE issue_id = "_s + second,
            u"DELETE FROM final_labels WHERE issue_id = "_s + second}));
    const QByteArray after = exportStudy(study, db, u"after"_s);
    const QByteArray url = "https://github.com/example/alpha/issues/11";
    const QList<QByteArray> emptied = linesOf(after, "alpha", url, 2);
    ASSERT_EQ(emptied.size(), 3) << "a row per volunteer, rated or not";
    for (int i = 0; i < 3; ++i) {
        const QList<QByteArray> cells = emptied[i].split(',');
        ASSERT_EQ(cells.size(), 25);
        EXPECT_EQ(cells[4], QByteArray::number(i + 1)) << "volunteers in column order";
        for (int column : {6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 24})
            EXPECT_TRUE(cells[column].isEmpty())
                << "column " << column << " of " << emptied[i].constData();
        EXPECT_EQ(cells[18].size(), 36) << "the issue's UUID";
    }
    // The rows around it, the duplicate URL's other row (3) included, are as they were.
    EXPECT_EQ(linesOf(after, "alpha", url, 3), linesOf(before, "alpha", url, 3));
    QList<QByteArray> kept = after.split('\n');
    QList<QByteArray> was = before.split('\n');
    kept.removeIf([&](const QByteArray &line) { return emptied.contains(line); });
    was.removeIf([&](const QByteArray &line) { return line.startsWith("alpha," + url + ",2,"); });
    EXPECT_EQ(kept, was);
}

TEST(StudyExport, AVolunteerAddedLaterWidensOnlyTheFrameworkTheyLabelledAndALeadHasNoColumn)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    const QByteArray before = exportStudy(study, db, u"before"_s);
    const QString issue
        = u"(SELECT id FROM issues WHERE url = 'https://github.com/example/alpha/pull/9')"_s;
    const QString node = u"(SELECT id FROM taxonomy_nodes WHERE code = '%1')"_s;
    ASSERT_TRUE(execSql(db,
        {u"INSERT INTO annotators(name, position, label_column) VALUES('Volunteer 4', 4, 4)"_s,
            u"INSERT INTO annotators(name, position, label_column) VALUES('The Lead', 5, NULL)"_s,
            u"INSERT INTO labels(issue_id, annotator_id, node_id, summary, updated_at)"
            " SELECT "_s
                + issue + u", id, "_s + node.arg(u"B.4"_s)
                + u", 'fourth', 'now' FROM annotators WHERE name = 'Volunteer 4'"_s,
            u"INSERT INTO labels(issue_id, annotator_id, node_id, summary, updated_at)"
            " SELECT "_s
                + issue + u", id, "_s + node.arg(u"A.2"_s)
                + u", 'lead', 'now' FROM annotators WHERE name = 'The Lead'"_s}));
    const QByteArray after = exportStudy(study, db, u"after"_s);

    // The tree: alpha gets Label4, with the one code; beta stays as it was.
    const QList<QByteArray> alpha
        = readAll(study.scratch(u"after/Issue Report/alpha/alpha.csv"_s)).split('\n');
    EXPECT_EQ(alpha[0], QByteArray("Issue_URL,Label1,Label2,Label3,Label4,Final_Label"));
    EXPECT_EQ(alpha[1], QByteArray("https://github.com/example/alpha/issues/12,C.3,C.3,C.3,,C.3"));
    EXPECT_EQ(alpha[4], QByteArray("https://github.com/example/alpha/pull/9,A.2,B.4,C.10,B.4,"));
    EXPECT_EQ(treeDifferences(study.root(), study.scratch(u"after"_s)),
        QStringList {u"differs: Issue Report/alpha/alpha.csv"_s});

    // The long CSV: a fourth row for every issue, rated once; nothing of the lead's.
    EXPECT_EQ(after.count('\n'), 1 + 8 * 4);
    EXPECT_FALSE(after.contains("The Lead")) << "an annotator without a label column has no rows";
    EXPECT_FALSE(after.contains(",lead,")) << "nor is the lead's label anyone else's";
    const QList<QByteArray> ninth
        = linesOf(after, "alpha", "https://github.com/example/alpha/pull/9", 4);
    ASSERT_EQ(ninth.size(), 4);
    EXPECT_TRUE(ninth[3].startsWith("alpha,https://github.com/example/alpha/pull/9,4,"));
    const QList<QByteArray> cells = ninth[3].split(',');
    ASSERT_EQ(cells.size(), 25);
    EXPECT_EQ(cells[4], QByteArray("4"));
    EXPECT_EQ(cells[5], QByteArray("Volunteer 4"));
    EXPECT_EQ(cells[6], QByteArray("B.4"));
    EXPECT_EQ(cells[11], QByteArray("fourth"));
    EXPECT_EQ(cells[12], QByteArray("0"));
    // Everyone else's rows are the ones written before the fourth volunteer came.
    QList<QByteArray> rest = after.split('\n');
    rest.removeIf([](const QByteArray &line) { return line.contains(",4,Volunteer 4,"); });
    EXPECT_EQ(rest, before.split('\n'));
}

TEST(StudyExport, IssuesAddedAfterTheImportFollowTheirYearsLinesInRowOrder)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    // Added in an order that is neither their rows' nor their years': 2024 (row 20), 2023 (row 10),
    // 2024 (row 11), 2025 (a year whose file the study has, empty), 2026 (a year without a file)
    // and one without a year (no year file lists it).
    QStringList statements;
    const QList<std::tuple<int, int, QString>> added {{20, 2024, u"issues/120"_s},
        {10, 2023, u"issues/110"_s}, {11, 2024, u"issues/111"_s}, {12, 2025, u"issues/112"_s},
        {13, 2026, u"issues/113"_s}, {14, 0, u"issues/114"_s}};
    for (const auto &[row, year, path] : added) {
        statements.append(
            u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
            " SELECT id, %1, 'https://github.com/example/alpha/%2', 'github.com', 'example', "
            "'alpha',"
            " '%3', %4 FROM frameworks WHERE name = 'alpha'"_s.arg(row)
                .arg(path, path.section(u'/', 1), year ? QString::number(year) : u"NULL"_s));
    }
    ASSERT_TRUE(execSql(db, statements));
    exportStudy(study, db, u"out"_s);
    const QString alpha = study.scratch(u"out/Issue Report/alpha/"_s);
    EXPECT_EQ(readAll(alpha + u"alpha_2023.txt"_s),
        QByteArray("https://github.com/example/alpha/issues/7\n"
                   "https://github.com/example/alpha-docs/issues/3\n"
                   "https://github.com/example/alpha/issues/110\n"));
    EXPECT_EQ(readAll(alpha + u"alpha_2024.txt"_s),
        QByteArray("https://github.com/example/alpha/issues/12\n"
                   "https://github.com/example/alpha/issues/11\n"
                   "https://github.com/example/alpha/issues/11\n"
                   "https://github.com/example/alpha/pull/9\n"
                   "https://github.com/example/alpha/issues/111\n"
                   "https://github.com/example/alpha/issues/120\n"));
    EXPECT_EQ(readAll(alpha + u"alpha_2025.txt"_s),
        QByteArray("https://github.com/example/alpha/issues/112\n"));
    EXPECT_EQ(readAll(alpha + u"alpha_2026.txt"_s),
        QByteArray("https://github.com/example/alpha/issues/113\n"));
    // The framework's CSV lists them after the study's rows, in row order, without labels.
    const QList<QByteArray> csv = readAll(alpha + u"alpha.csv"_s).split('\n');
    ASSERT_EQ(csv.size(), 1 + 6 + 6 + 1);
    EXPECT_EQ(csv.mid(7, 6),
        (QList<QByteArray> {"https://github.com/example/alpha/issues/110,,,,",
            "https://github.com/example/alpha/issues/111,,,,",
            "https://github.com/example/alpha/issues/112,,,,",
            "https://github.com/example/alpha/issues/113,,,,",
            "https://github.com/example/alpha/issues/114,,,,",
            "https://github.com/example/alpha/issues/120,,,,"}));
}

// An imported issue whose year line is gone (its id among the listed ones, not after them) is
// found by the check that spares the export the lookup of every issue's lines.
TEST(StudyExport, AnImportedIssueWithoutItsYearLineFollowsTheYearsLines)
{
    MiniStudy study;
    const QString db = importMiniStudy(study);
    ASSERT_TRUE(execSql(db,
        {u"DELETE FROM year_entries WHERE issue_id = (SELECT id FROM issues"
         " WHERE url = 'https://github.com/example/alpha/issues/12')"_s}));
    exportStudy(study, db, u"out"_s);
    const QString alpha = study.scratch(u"out/Issue Report/alpha/"_s);
    EXPECT_EQ(readAll(alpha + u"alpha_2024.txt"_s),
        QByteArray("https://github.com/example/alpha/issues/11\n"
                   "https://github.com/example/alpha/issues/11\n"
                   "https://github.com/example/alpha/pull/9\n"
                   "https://github.com/example/alpha/issues/12\n"));
    EXPECT_EQ(readAll(alpha + u"alpha_2023.txt"_s),
        readAll(study.file(u"Issue Report/alpha/alpha_2023.txt"_s)));
}
