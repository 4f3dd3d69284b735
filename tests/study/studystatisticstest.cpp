// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Table I is counted in one scan of the vote tally: the counts must be those of grouping the
// tally in SQL, whatever order its rows come in, and a row of a framework the project lacks is
// damage that names the framework.
#include "study/studystatistics.h"
#include "importedstudy.h"
#include "store/projectstore.h"

#include <gtest/gtest.h>

#include <QSqlQuery>
#include <QTemporaryDir>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

void exec(const ProjectStore &store, const QString &statement)
{
    QSqlQuery query(store.database());
    ASSERT_TRUE(query.exec(statement)) << statement.toStdString();
}

qint64 scalar(const ProjectStore &store, const QString &statement)
{
    QSqlQuery query(store.database());
    if (!query.exec(statement) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

} // namespace

TEST(StudyStatistics, CountsWhatGroupingTheTallyInSqlCounts)
{
    QTemporaryDir dir;
    QString error;
    auto store = test::importMiniStudy(dir.filePath(u"p.taxonomist"_s), &error);
    ASSERT_TRUE(store) << error.toStdString();
    // The frameworks' rows interleaved, issues of no year, undecided and false-positive finals:
    // nothing the scan may take for granted about the order of the rows.
    exec(*store,
        u"UPDATE issue_tally SET framework_id = (SELECT max(id) FROM frameworks) WHERE issue_id % 2 = 0"_s);
    exec(*store, u"UPDATE issue_tally SET year = NULL WHERE issue_id % 5 = 0"_s);
    exec(*store,
        u"UPDATE issue_tally SET final_method = NULL, final_node_id = NULL WHERE issue_id % 3 = 0"_s);
    exec(*store,
        u"UPDATE issue_tally SET final_node_id = NULL, final_false_positive = 1 WHERE issue_id % 7 = 0"_s);

    auto stats = StudyStatistics::compute(*store);
    ASSERT_TRUE(stats.ok()) << stats.error().message().toStdString();
    ASSERT_EQ(stats->frameworks.size(), 2);
    qint64 issues = 0;
    for (const FrameworkStatistics &framework : stats->frameworks) {
        SCOPED_TRACE(framework.name.toStdString());
        const QString of
            = u" FROM issue_tally t JOIN frameworks f ON f.id = t.framework_id WHERE f.name = '%1'"_s
                  .arg(framework.name);
        EXPECT_EQ(framework.issues, scalar(*store, u"SELECT count(*)"_s + of));
        EXPECT_EQ(framework.undecided,
            scalar(*store,
                u"SELECT count(*)"_s + of
                    + u" AND final_node_id IS NULL AND final_false_positive = 0"_s));
        EXPECT_EQ(framework.falsePositives,
            scalar(*store, u"SELECT count(*)"_s + of + u" AND final_false_positive <> 0"_s));
        qint64 years = 0;
        for (auto it = framework.years.cbegin(); it != framework.years.cend(); ++it) {
            EXPECT_EQ(it.value(),
                scalar(*store, u"SELECT count(*)"_s + of + u" AND year = %1"_s.arg(it.key())));
            years += it.value();
        }
        EXPECT_EQ(years, scalar(*store, u"SELECT count(*)"_s + of + u" AND year IS NOT NULL"_s));
        qint64 typed = 0;
        for (const qint64 count : framework.types)
            typed += count;
        EXPECT_EQ(typed + framework.undecided + framework.falsePositives, framework.issues);
        issues += framework.issues;
    }
    EXPECT_EQ(issues, scalar(*store, u"SELECT count(*) FROM issue_tally"_s));
    EXPECT_EQ(stats->total.issues, issues);
    EXPECT_GT(stats->total.undecided, 0);
    EXPECT_GT(stats->total.falsePositives, 0);
}

TEST(StudyStatistics, RefusesATallyRowOfAFrameworkTheProjectLacks)
{
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(u"p.taxonomist"_s);
    auto store = test::importMiniStudy(path, &error);
    ASSERT_TRUE(store) << error.toStdString();
    exec(*store,
        u"UPDATE issue_tally SET framework_id = 901 WHERE issue_id = (SELECT min(issue_id) FROM issue_tally)"_s);
    exec(*store,
        u"UPDATE issue_tally SET framework_id = 77 WHERE issue_id = (SELECT max(issue_id) FROM issue_tally)"_s);

    auto stats = StudyStatistics::compute(*store);
    ASSERT_FALSE(stats.ok());
    // The lowest such id, whichever row comes first, with the file it is in.
    EXPECT_TRUE(stats.error().message().contains(u"framework 77,"_s))
        << stats.error().message().toStdString();
    EXPECT_TRUE(stats.error().message().contains(path)) << stats.error().message().toStdString();
}
