// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The import reads and pairs the rows on a thread of its own (ImportRowReader) while its own
// thread writes them: the pairing of rows with year-file lines, stopping both threads on a
// cancel, and the UUIDs minted on the reading thread.

#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "study/yearlistings.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlQuery>

#include <atomic>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QStringList column(const ProjectStore &store, const QString &sql)
{
    QStringList values;
    QSqlQuery query(store.database());
    if (!query.exec(sql))
        return {u"SQL error: "_s + sql};
    while (query.next())
        values.append(query.value(0).toString());
    return values;
}

} // namespace

// issues/11 is in two rows and listed three times: the first row takes the 2023 line, the second
// the first 2024 line, and the line no row took is kept and noted.
TEST(StudyImportPairing, EachRowOfARepeatedUrlTakesTheNextLineListingIt)
{
    MiniStudy study;
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/alpha_2023.txt"_s),
        "https://github.com/example/alpha/issues/7\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha-docs/issues/3\n"));
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/alpha_2024.txt"_s),
        "https://github.com/example/alpha/issues/12\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/pull/9\n"));
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();

    EXPECT_EQ(column(**store,
                  u"SELECT row_order || ':' || year || ':' || is_duplicate_url FROM issues"
                  " WHERE url LIKE '%/alpha/issues/11' ORDER BY row_order"_s),
        (QStringList {u"1:2023:1"_s, u"2:2024:1"_s}));
    // Every line is kept in its place; the second 2024 line of issues/11 has no row.
    EXPECT_EQ(
        column(**store,
            u"SELECT y.year || ':' || y.position || ':' || coalesce(i.row_order, '-')"
            " FROM year_entries y JOIN frameworks f ON f.id = y.framework_id"
            " LEFT JOIN issues i ON i.id = y.issue_id"
            " WHERE f.name = 'alpha' AND y.url LIKE '%/alpha/issues/11' ORDER BY y.position"_s),
        (QStringList {u"2023:1:1"_s, u"2024:4:2"_s, u"2024:5:-"_s}));
    const QStringList &warnings = result->first.warnings;
    EXPECT_TRUE(warnings.contains(study.file(u"Issue Report/alpha/alpha.csv"_s)
        + u":3: duplicate URL https://github.com/example/alpha/issues/11 (2 rows);"
          " each row is kept as its own issue"_s))
        << warnings.join(u'\n').toStdString();
    EXPECT_TRUE(warnings.contains(
        u"alpha_2024.txt lists https://github.com/example/alpha/issues/11, which alpha.csv"
        " does not; kept for export"_s))
        << warnings.join(u'\n').toStdString();
    EXPECT_EQ(column(**store, u"PRAGMA quick_check"_s), QStringList {u"ok"_s});
}

// A row whose URL no line lists fails with its place, after the reading thread was stopped.
TEST(StudyImportPairing, ARowNoLineListsFailsWithItsLineAndWritesNothing)
{
    MiniStudy study;
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/beta/beta_2025.txt"_s),
        "https://gitee.com/example/beta/issues/I71V26\n"));
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().where().line, 3);
    EXPECT_TRUE(result.error().message().contains(
        u"https://gitee.com/example/beta/issues/I7AGW6 is not listed in any"
        " year file (beta_YEAR.txt)"_s))
        << result.error().message().toStdString();
    EXPECT_EQ(column(**store, u"SELECT count(*) FROM issues"_s), QStringList {u"0"_s});
    EXPECT_EQ(column(**store, u"SELECT count(*) FROM year_entries"_s), QStringList {u"0"_s});
}

// Cancelled while the second framework is being written: both threads stop, nothing stays.
TEST(StudyImportPairing, ACancelWhileWritingStopsTheReadingThreadAndRollsBack)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    std::atomic_bool cancelled = false;
    ImportControl control;
    control.cancelled = &cancelled;
    control.progress = [&](const QString &step, int, int) {
        if (step == u"Writing beta"_s)
            cancelled = true;
    };
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s, control);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().message(), u"cancelled"_s);
    EXPECT_EQ(column(**store, u"SELECT count(*) FROM issues"_s), QStringList {u"0"_s});
    EXPECT_EQ(column(**store, u"SELECT count(*) FROM frameworks"_s), QStringList {u"0"_s});
}

// Time-ordered (version 7): the import's start, then a counter that only grows, so each issue's
// UUID is greater than the one of the issue before it, as text too (the import keeps the unique
// index on them while it writes, and every entry must go at its end).
TEST(StudyImportPairing, EveryIssueGetsADistinctIncreasingVersion7Uuid)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    const QStringList uuids = column(**store, u"SELECT uuid FROM issues ORDER BY id"_s);
    ASSERT_EQ(uuids.size(), 8);
    const QRegularExpression v7(
        u"^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"_s);
    for (qsizetype i = 0; i < uuids.size(); ++i) {
        const QString &uuid = uuids[i];
        EXPECT_TRUE(v7.match(uuid).hasMatch()) << uuid.toStdString();
        // unix_ts_ms, the first 48 bits: when the import ran.
        const qint64 milliseconds = QStringView(uuid).left(8).toLongLong(nullptr, 16) << 16
            | QStringView(uuid).sliced(9, 4).toLongLong(nullptr, 16);
        EXPECT_GE(milliseconds, before) << uuid.toStdString();
        EXPECT_LE(milliseconds, after) << uuid.toStdString();
        if (i > 0) {
            EXPECT_LT(uuids[i - 1], uuid) << "issue " << i + 1;
        }
    }
    EXPECT_EQ(QSet<QString>(uuids.begin(), uuids.end()).size(), uuids.size());
}

namespace {

// The mini study's alpha, as the study reader describes it: two year files.
StudyFramework alphaOf(const MiniStudy &study)
{
    StudyFramework alpha;
    alpha.name = u"alpha"_s;
    alpha.csvPath = study.file(u"Issue Report/alpha/alpha.csv"_s);
    alpha.years = {2023, 2024};
    alpha.yearFiles = {study.file(u"Issue Report/alpha/alpha_2023.txt"_s),
        study.file(u"Issue Report/alpha/alpha_2024.txt"_s)};
    return alpha;
}

const QByteArray alpha2023 = "https://github.com/example/alpha/issues/7\n"
                             "https://github.com/example/alpha-docs/issues/3\n";
const QByteArray alpha2024 = "https://github.com/example/alpha/issues/12\n"
                             "https://github.com/example/alpha/issues/11\n"
                             "https://github.com/example/alpha/issues/11\n"
                             "https://github.com/example/alpha/pull/9\n";

// Reads alpha's year files, lets rows take issues/11 twice and issues/7 once, then rewrites the
// 2024 file as `rewritten` and reads the lines again as the import writes them.
Status readAgainAfter(
    const MiniStudy &study, const QByteArray &rewritten, QList<qint64> *issues = nullptr)
{
    const StudyFramework alpha = alphaOf(study);
    if (!writeAll(alpha.yearFiles[0], alpha2023) || !writeAll(alpha.yearFiles[1], alpha2024))
        return Error(u"cannot write the year files"_s);
    YearListings listings;
    QStringList warnings;
    if (auto status = listings.read(alpha, warnings); !status)
        return status;
    if (listings.claim("https://github.com/example/alpha/issues/11", 101, 1, 2) != 3
        || listings.claim("https://github.com/example/alpha/issues/11", 102, 2, 3) != 4
        || listings.claim("https://github.com/example/alpha/issues/7", 103, 3, 4) != 0)
        return Error(u"the rows did not take the lines they should"_s);
    if (!writeAll(alpha.yearFiles[1], rewritten))
        return Error(u"cannot rewrite the 2024 year file"_s);
    return listings.forEachListing(alpha, [&](int, int, const QByteArray &, qint64 issueId) {
        if (issues)
            issues->append(issueId);
        return success();
    });
}

} // namespace

// The year files are read twice, to pair rows with lines and to write the lines out. A file
// rewritten in between is refused, naming the file and the line, when a line a row took now
// lists another link or lines went; lines no row took may change.
TEST(StudyImportPairing, YearFilesRewrittenBetweenTheTwoReadsAreRefused)
{
    MiniStudy study;
    const QString file2024 = alphaOf(study).yearFiles[1];

    QList<qint64> issues;
    auto same = readAgainAfter(study, alpha2024, &issues);
    ASSERT_TRUE(same.ok()) << same.error().message().toStdString();
    EXPECT_EQ(issues, (QList<qint64> {103, 0, 0, 101, 102, 0}));

    issues.clear();
    auto untaken = readAgainAfter(study,
        "https://github.com/example/alpha/issues/99\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/pull/10\n",
        &issues);
    EXPECT_TRUE(untaken.ok()) << "lines no row took are written as they are now";
    EXPECT_EQ(issues, (QList<qint64> {103, 0, 0, 101, 102, 0}));

    auto swapped = readAgainAfter(study,
        "https://github.com/example/alpha/issues/12\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/issues/13\n"
        "https://github.com/example/alpha/pull/9\n");
    ASSERT_FALSE(swapped.ok());
    EXPECT_EQ(swapped.error().where().file, file2024);
    EXPECT_EQ(swapped.error().where().line, 3);
    EXPECT_TRUE(swapped.error().message().contains(
        u"this line now lists \"https://github.com/example/alpha/issues/13\", not the"
        " link of the row that took it"_s))
        << swapped.error().message().toStdString();

    auto shorter = readAgainAfter(study,
        "https://github.com/example/alpha/issues/12\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/issues/11\n");
    ASSERT_FALSE(shorter.ok());
    EXPECT_TRUE(
        shorter.error().message().contains(u"the year files changed while they were imported"_s))
        << shorter.error().message().toStdString();
    EXPECT_EQ(shorter.error().where().file, alphaOf(study).csvPath);

    auto longer = readAgainAfter(study, alpha2024 + "https://github.com/example/alpha/issues/14\n");
    ASSERT_FALSE(longer.ok());
    EXPECT_TRUE(
        longer.error().message().contains(u"the year files changed while they were imported"_s))
        << longer.error().message().toStdString();
    EXPECT_EQ(longer.error().where().file, file2024);
    EXPECT_EQ(longer.error().where().line, 5);
}
