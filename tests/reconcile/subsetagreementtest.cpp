// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/subsetagreement.h"
#include "agreement/agreementreport.h"
#include "agreement/projectratings.h"
#include "leadproject.h"
#include "reconcile/dashboardsnapshot.h"
#include "reconcile/roundstore.h"
#include "taxonomy/taxonomystore.h"

#include <gtest/gtest.h>

#include <QSqlError>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

TEST(SubsetAgreement, OverEveryIssueMatchesTheAgreementReport)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto ratings = ProjectRatings::load(project.store());
    ASSERT_TRUE(ratings.ok());
    QSet<qint64> all;
    for (const ProjectRatings::Issue &issue : ratings->issues())
        all.insert(issue.id);
    const auto computed = SubsetAgreement::compute(*ratings, all, 1);
    ASSERT_TRUE(computed.ok()) << computed.error().message().toStdString();
    const SubsetAgreement &subset = *computed;
    AgreementOptions options;
    options.grouping = AgreementOptions::Grouping::None;
    auto report = AgreementReport::compute(project.store(), options);
    ASSERT_TRUE(report.ok());
    EXPECT_EQ(subset.items, 12);
    ASSERT_TRUE(subset.summary.fleiss.kappa.isDefined());
    EXPECT_DOUBLE_EQ(
        *subset.summary.fleiss.kappa.value, *report->groups.first().summary.fleiss.kappa.value);
}

TEST(SubsetAgreement, ARoundCountsOnlyItsIssues)
{
    LeadProject project;
    auto ratings = ProjectRatings::load(project.store());
    ASSERT_TRUE(ratings.ok());
    // alpha/1 and alpha/3 agree at the theme level, and so does alpha/2.
    const QSet<qint64> agreeing {
        project.issue(u"alpha"_s, 1), project.issue(u"alpha"_s, 2), project.issue(u"alpha"_s, 3)};
    const auto computed = SubsetAgreement::compute(*ratings, agreeing, 1);
    ASSERT_TRUE(computed.ok()) << computed.error().message().toStdString();
    const SubsetAgreement &subset = *computed;
    EXPECT_EQ(subset.items, 3);
    ASSERT_TRUE(subset.summary.percentAgreement.value.isDefined());
    EXPECT_DOUBLE_EQ(*subset.summary.percentAgreement.value.value, 1.0);
}

// A round's agreement has the raters that hold labels in it: 100,000 annotators without labels
// cost nothing, more than AgreementReport::MaxRaters with labels are refused naming the file.
TEST(SubsetAgreement, RatersAreBoundedAndOnlyThoseHoldingLabels)
{
    LeadProject project;
    ASSERT_TRUE(RoundStore::create(
        project.store(), u"Pilot"_s, Round::Kind::Pilot, 5, 12, false, 0, u"Lead"_s)
                    .ok());
    QSqlQuery query(project.store().database());
    ASSERT_TRUE(query.exec(
        u"INSERT INTO annotators(name, position) WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL"
        " SELECT k + 1 FROM n WHERE k < 100000) SELECT 'Extra' || k, 1000 + k FROM n"_s));
    auto rounds = DashboardSnapshot::roundsOf(project.store());
    ASSERT_TRUE(rounds.ok()) << rounds.error().message().toStdString();
    ASSERT_EQ(rounds->size(), 1);
    EXPECT_EQ(rounds->first().agreement.summary.fleiss.raters, 3);

    ASSERT_TRUE(query.exec(
        u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at)"
        " SELECT (SELECT min(id) FROM issues), a.id, (SELECT min(id) FROM taxonomy_nodes WHERE "
        "level = 1),"
        " '2024-01-01T00:00:00Z' FROM annotators a WHERE a.name LIKE 'Extra%' LIMIT %1"_s.arg(
            AgreementReport::MaxRaters)));
    auto refused = DashboardSnapshot::roundsOf(project.store());
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message().contains(project.path()))
        << refused.error().message().toStdString();
    EXPECT_TRUE(refused.error().message().contains(u"at most 64 annotators"_s))
        << refused.error().message().toStdString();
}

TEST(DashboardSnapshot, CollectsTableOneAgreementProgressAndRounds)
{
    LeadProject project;
    ASSERT_TRUE(RoundStore::create(
        project.store(), u"Pilot"_s, Round::Kind::Pilot, 5, 4, true, 0, u"Lead"_s)
                    .ok());
    auto snapshot = DashboardSnapshot::compute(project.store());
    ASSERT_TRUE(snapshot.ok()) << snapshot.error().message().toStdString();
    EXPECT_EQ(snapshot->statistics.total.issues, 12);
    EXPECT_EQ(snapshot->typeLevel.levelKey, u"type"_s);
    EXPECT_EQ(snapshot->themeLevel.levelKey, u"theme"_s);
    EXPECT_EQ(snapshot->themeLevel.groups.size(), 1);
    EXPECT_EQ(snapshot->themeByType.options.grouping, AgreementOptions::Grouping::Type);
    ASSERT_EQ(snapshot->progress.size(), 3);
    EXPECT_EQ(snapshot->progress[0].name, u"Volunteer 1"_s);
    ASSERT_FALSE(snapshot->progress[0].points.isEmpty());
    EXPECT_EQ(snapshot->progress[0].points.last().labels, 12)
        << "ten alpha labels (two of them false positives) and two beta";
    ASSERT_EQ(snapshot->rounds.size(), 1);
    EXPECT_EQ(snapshot->rounds.first().agreement.items, 4);
}

// The progress is counted in one pass over the labels in table order (issue, annotator), where
// the annotators' rows interleave: each annotator's days must still add up apart, in day order.
TEST(DashboardSnapshot, ProgressCountsEachAnnotatorsDaysApartAndInOrder)
{
    LeadProject project;
    QSqlQuery query(project.store().database());
    // Volunteer 1's labels on three days, given out of order over the issues; Volunteer 2's on one.
    ASSERT_TRUE(query.exec(
        u"UPDATE labels SET updated_at = CASE issue_id % 3 WHEN 0 THEN '2024-03-02T10:00:00Z'"
        " WHEN 1 THEN '2024-01-15T09:00:00Z' ELSE '2024-02-01T08:00:00Z' END"
        " WHERE annotator_id = (SELECT id FROM annotators WHERE name = 'Volunteer 1')"_s))
        << query.lastError().text().toStdString();
    ASSERT_TRUE(query.exec(
        u"UPDATE labels SET updated_at = '2024-02-01T23:59:59Z'"
        " WHERE annotator_id = (SELECT id FROM annotators WHERE name = 'Volunteer 2')"_s));
    const auto countOf = [&](const QString &sql) {
        QSqlQuery count(project.store().database());
        return count.exec(sql) && count.next() ? count.value(0).toLongLong() : -1;
    };
    auto snapshot = DashboardSnapshot::compute(project.store());
    ASSERT_TRUE(snapshot.ok()) << snapshot.error().message().toStdString();
    ASSERT_GE(snapshot->progress.size(), 2);
    const AnnotatorProgress &first = snapshot->progress[0];
    ASSERT_EQ(first.name, u"Volunteer 1"_s);
    const QString firstLabels
        = u"SELECT count(*) FROM labels l JOIN annotators a ON a.id = l.annotator_id"
          " WHERE a.name = 'Volunteer 1' AND l.issue_id % 3 IN (%1)"_s;
    ASSERT_EQ(first.points.size(), 3);
    EXPECT_EQ(first.points[0].day, QDate(2024, 1, 15));
    EXPECT_EQ(first.points[0].labels, countOf(firstLabels.arg(u"1"_s)));
    EXPECT_EQ(first.points[1].day, QDate(2024, 2, 1));
    EXPECT_EQ(first.points[1].labels, countOf(firstLabels.arg(u"1, 2"_s)));
    EXPECT_EQ(first.points[2].day, QDate(2024, 3, 2));
    EXPECT_EQ(first.points[2].labels, countOf(firstLabels.arg(u"0, 1, 2"_s)));
    const AnnotatorProgress &second = snapshot->progress[1];
    ASSERT_EQ(second.name, u"Volunteer 2"_s);
    ASSERT_EQ(second.points.size(), 1);
    EXPECT_EQ(second.points[0].day, QDate(2024, 2, 1));
    EXPECT_EQ(second.points[0].labels,
        countOf(u"SELECT count(*) FROM labels l JOIN annotators a ON a.id = l.annotator_id"
                " WHERE a.name = 'Volunteer 2'"_s));
}

// Each annotator's days are the first ten characters of updated_at, as SQL's substr takes them,
// whatever the text (a bare date, a timestamp, a cut-short or non-ASCII one) and whatever the
// annotator's id (a small key or one far past the others).
TEST(DashboardSnapshot, ProgressCountsDaysAsSubstrTakesThemForAnyAnnotatorId)
{
    LeadProject project;
    QSqlQuery query(project.store().database());
    ASSERT_TRUE(query.exec(u"PRAGMA foreign_keys = OFF"_s));
    const qint64 second = project.annotator(2);
    ASSERT_TRUE(query.exec(u"UPDATE annotators SET id = 5000000 WHERE id = %1"_s.arg(second)));
    ASSERT_TRUE(query.exec(
        u"UPDATE labels SET annotator_id = 5000000 WHERE annotator_id = %1"_s.arg(second)));
    ASSERT_TRUE(query.exec(
        u"UPDATE labels SET updated_at = CASE issue_id % 6 WHEN 0 THEN '2024-03-02T10:00:00Z'"
        " WHEN 1 THEN '2024-03-02' WHEN 2 THEN '2024-03-0' WHEN 3 THEN 'é2024-03-02'"
        " WHEN 4 THEN '2024-01-15 08:00' ELSE '2024-03-02T23:59:59Z' END"_s))
        << query.lastError().text().toStdString();
    auto snapshot = DashboardSnapshot::compute(project.store());
    ASSERT_TRUE(snapshot.ok()) << snapshot.error().message().toStdString();
    ASSERT_EQ(snapshot->progress.size(), 3);
    for (const AnnotatorProgress &progress : std::as_const(snapshot->progress)) {
        SCOPED_TRACE(progress.name.toStdString());
        QSqlQuery days(project.store().database());
        ASSERT_TRUE(days.exec(
            u"SELECT substr(updated_at, 1, 10), count(*) FROM labels WHERE annotator_id = %1"
            " GROUP BY 1 ORDER BY 1"_s.arg(progress.annotatorId)));
        QList<AnnotatorProgress::Point> expected;
        while (days.next()) {
            const QDate day = QDate::fromString(days.value(0).toString(), Qt::ISODate);
            if (day.isValid())
                expected.append({day,
                    (expected.isEmpty() ? 0 : expected.last().labels)
                        + days.value(1).toLongLong()});
        }
        ASSERT_EQ(progress.points.size(), expected.size());
        ASSERT_EQ(expected.size(), 2)
            << "15 January and 2 March; the cut-short and non-ASCII days are no dates";
        for (qsizetype p = 0; p < expected.size(); ++p) {
            EXPECT_EQ(progress.points[p].day, expected[p].day);
            EXPECT_EQ(progress.points[p].labels, expected[p].labels);
        }
    }
    EXPECT_EQ(snapshot->progress[1].annotatorId, 5000000);
}
