// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// AgreementReport on hostile projects: an annotators table made with plain SQL (100,000 rows,
// positions past 100,000, thousands of issues) costs memory for the labels and the raters that
// hold them, never issues × annotators; more raters than AgreementReport::MaxRaters holding
// labels are refused with an error naming the file instead of being allocated.
#include "agreement/agreementreport.h"
#include "importedstudy.h"
#include "store/projectstore.h"

#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <sys/resource.h>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

void run(ProjectStore &store, const QString &statement)
{
    QSqlQuery query(store.database());
    ASSERT_TRUE(query.exec(statement)) << query.lastError().text().toStdString() << "\n"
                                       << statement.toStdString();
}

// The process's peak resident set, in MiB.
long peakMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

// `count` annotators named Extra1.. at positions from `firstPosition`, each labelling one
// issue (the first `labelled` of them; a theme) of the mini study.
void addAnnotators(ProjectStore &store, int count, int firstPosition, int labelled)
{
    run(store,
        u"INSERT INTO annotators(name, position) WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL"
        " SELECT k + 1 FROM n WHERE k < %1) SELECT 'Extra' || k, %2 + k FROM n"_s.arg(count)
            .arg(firstPosition - 1));
    run(store,
        u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at)"
        " SELECT (SELECT min(id) FROM issues), a.id, (SELECT min(id) FROM taxonomy_nodes WHERE "
        "level = 1),"
        " '2024-01-01T00:00:00Z' FROM annotators a WHERE a.name LIKE 'Extra%' ORDER BY a.position DESC LIMIT %1"_s
            .arg(labelled));
}

} // namespace

TEST(AgreementLimits, MemoryFollowsTheRatersHoldingLabelsNotTheAnnotatorsTable)
{
    QTemporaryDir dir;
    QString error;
    auto store = test::importMiniStudy(dir.filePath(u"p.taxonomist"_s), &error);
    ASSERT_TRUE(store) << error.toStdString();
    const auto before = AgreementReport::compute(*store, AgreementOptions());
    ASSERT_TRUE(before.ok()) << before.error().message().toStdString();

    // 100,000 annotators at positions 1,000 to 100,999, the last of whom labels one issue, and
    // 20,000 more issues: a dense issues × annotators table would take 16 GB.
    addAnnotators(*store, 100000, 1000, 1);
    run(*store,
        u"INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
        " WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 20000)"
        " SELECT (SELECT min(id) FROM frameworks), 1000000 + k, 'https://example.org/o/r/issues/' "
        "|| k,"
        " 'example.org', 'o', 'r', k, 2024 FROM n"_s);

    const long peak = peakMiB();
    QElapsedTimer timer;
    timer.start();
    const auto after = AgreementReport::compute(*store, AgreementOptions());
    ASSERT_TRUE(after.ok()) << after.error().message().toStdString();
    EXPECT_LT(peakMiB() - peak, 256) << "agreement grew the process by more than 256 MiB";
    EXPECT_LT(timer.elapsed(), 20000);
    // The raters are the annotators holding labels: the study's, and the one at position 100,000.
    EXPECT_EQ(after->annotators.size(), before->annotators.size() + 1);
    EXPECT_EQ(after->annotators.last(), u"Extra100000"_s);
}

TEST(AgreementLimits, RefusesMoreRatersThanTheLimitNamingTheFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"p.taxonomist"_s);
    QString error;
    auto store = test::importMiniStudy(path, &error);
    ASSERT_TRUE(store) << error.toStdString();
    addAnnotators(*store, 5000, 1000, AgreementReport::MaxRaters + 1);

    const auto refused = AgreementReport::compute(*store, AgreementOptions());
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message().contains(path))
        << refused.error().message().toStdString();
    EXPECT_TRUE(refused.error().message().contains(
        u"at most %1 annotators"_s.arg(AgreementReport::MaxRaters)))
        << refused.error().message().toStdString();

    // Asking for more than the limit by name is refused before anything is read.
    auto annotators = store->readAnnotators();
    ASSERT_TRUE(annotators.ok());
    AgreementOptions many;
    for (qsizetype i = 0; i <= AgreementReport::MaxRaters; ++i)
        many.annotatorIds.append(annotators->at(i).id);
    const auto tooMany = AgreementReport::compute(*store, many);
    ASSERT_FALSE(tooMany.ok());
    EXPECT_TRUE(tooMany.error().message().contains(u"at most"_s));

    // A choice within the limit computes.
    AgreementOptions some;
    for (qsizetype i = annotators->size() - AgreementReport::MaxRaters; i < annotators->size(); ++i)
        some.annotatorIds.append(annotators->at(i).id);
    const auto chosen = AgreementReport::compute(*store, some);
    ASSERT_TRUE(chosen.ok()) << chosen.error().message().toStdString();
    EXPECT_EQ(chosen->annotators.size(), AgreementReport::MaxRaters);
}
