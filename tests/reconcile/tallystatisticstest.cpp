// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The dashboard counts Table I from the vote tally it has read anyway (TallyStatistics): the
// same table, to the cell, as the stats command's StudyStatistics.
#include "reconcile/tallystatistics.h"
#include "agreement/projectratings.h"
#include "importedstudy.h"
#include "leadproject.h"
#include "reconcile/dashboardsnapshot.h"
#include "reconcile/finallabelstore.h"
#include "study/studystatistics.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

void expectSameTable(const ProjectStore &store)
{
    auto expected = StudyStatistics::compute(store);
    ASSERT_TRUE(expected.ok()) << expected.error().message().toStdString();
    auto ratings = ProjectRatings::load(store);
    ASSERT_TRUE(ratings.ok()) << ratings.error().message().toStdString();
    auto counted = TallyStatistics::compute(store, *ratings);
    ASSERT_TRUE(counted.ok()) << counted.error().message().toStdString();
    EXPECT_EQ(counted->typeKeys, expected->typeKeys);
    EXPECT_EQ(counted->yearKeys, expected->yearKeys);
    EXPECT_EQ(counted->toText().toStdString(), expected->toText().toStdString());
    EXPECT_EQ(QJsonDocument(counted->toJson()).toJson().toStdString(),
        QJsonDocument(expected->toJson()).toJson().toStdString());
    auto snapshot = DashboardSnapshot::compute(store);
    ASSERT_TRUE(snapshot.ok()) << snapshot.error().message().toStdString();
    EXPECT_EQ(snapshot->statistics.toText().toStdString(), expected->toText().toStdString());
}

} // namespace

// Every kind of line: decided types, undecided issues, false positives, an issue without a
// year, a year sampled without issues, and a framework with no issue at all.
TEST(TallyStatistics, EqualsStudyStatisticsOnEveryKindOfIssue)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    FinalLabel falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.method = DecisionMethod::Unanimous;
    FinalLabel subTheme;
    subTheme.nodeId = project.node(u"C.3.i"_s);
    subTheme.method = DecisionMethod::Unanimous;
    FinalLabel type;
    type.nodeId = project.node(u"A.2"_s);
    type.method = DecisionMethod::Majority;
    ASSERT_TRUE(FinalLabelStore::write(project.store(),
        {{project.issue(u"alpha"_s, 9), falsePositive}, {project.issue(u"alpha"_s, 3), subTheme},
            {project.issue(u"beta"_s, 1), type}},
        u"Lead"_s, u"decide"_s)
                    .ok());
    QSqlQuery query(project.store().database());
    ASSERT_TRUE(query.exec(
        u"UPDATE issues SET year = NULL WHERE id = %1"_s.arg(project.issue(u"alpha"_s, 5))));
    ASSERT_TRUE(query.exec(
        u"UPDATE issues SET year = 2023 WHERE id = %1"_s.arg(project.issue(u"beta"_s, 2))));
    ASSERT_TRUE(
        query.exec(u"INSERT INTO framework_years(framework_id, year) VALUES(%1, 2022)"_s.arg(
            project.frameworkId(u"alpha"_s))));
    ASSERT_TRUE(query.exec(u"INSERT INTO frameworks(name, position) VALUES('gamma', -1)"_s))
        << query.lastError().text().toStdString();
    ASSERT_TRUE(query.exec(
        u"INSERT INTO framework_years(framework_id, year) SELECT id, 2021 FROM frameworks"
        " WHERE name = 'gamma'"_s));
    expectSameTable(project.store());
    auto table = StudyStatistics::compute(project.store());
    ASSERT_TRUE(table.ok());
    for (const QString &part :
        {u"gamma"_s, u"Undecided"_s, u"False positive"_s, u"2021"_s, u"2022"_s, u"2023"_s})
        EXPECT_TRUE(table->toText().contains(part)) << "the case is there: " << part.toStdString();
    EXPECT_EQ(table->frameworks.first().name, u"gamma"_s) << "the frameworks in their order";
}

// Screening counts the same way in both: an issue every volunteer marked is excluded before the
// lead decides, one only some marked is not, and the rate is the excluded share of the issues.
TEST(TallyStatistics, CountsScreeningAsStudyStatisticsDoes)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto before = StudyStatistics::compute(project.store());
    ASSERT_TRUE(before.ok());
    // alpha's issue 9 is every volunteer's false positive already, 10 two volunteers'.
    EXPECT_EQ(before->frameworks[0].excluded, 1);
    project.label(u"alpha"_s, 10, 3, u"FP"_s);
    project.label(u"beta"_s, 1, 1, u"FP"_s);
    expectSameTable(project.store());
    auto table = StudyStatistics::compute(project.store());
    ASSERT_TRUE(table.ok());
    const FrameworkStatistics &alpha = table->frameworks[0];
    ASSERT_EQ(alpha.name, u"alpha"_s);
    EXPECT_EQ(alpha.excluded, before->frameworks[0].excluded + 1);
    EXPECT_EQ(alpha.marked, before->frameworks[0].marked);
    EXPECT_DOUBLE_EQ(alpha.falsePositiveRate(), double(alpha.excluded) / double(alpha.issues));
    EXPECT_EQ(table->frameworks[1].excluded, before->frameworks[1].excluded)
        << "one of beta's volunteers only";
    EXPECT_EQ(table->frameworks[1].marked, before->frameworks[1].marked + 1);
    EXPECT_TRUE(table->toText().contains(u"FP rate"_s));
    // An excluded issue awaits no decision: the types, the undecided and the excluded add up.
    for (const FrameworkStatistics &line : table->frameworks) {
        qint64 typed = 0;
        for (const qint64 issues : line.types)
            typed += issues;
        EXPECT_EQ(typed + line.undecided + line.excluded, line.issues) << line.name.toStdString();
    }
}

TEST(TallyStatistics, AnIssueOfAFrameworkTheProjectLacksIsAnErrorNamingTheFile)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    QSqlQuery query(project.store().database());
    ASSERT_TRUE(query.exec(u"PRAGMA foreign_keys = OFF"_s));
    ASSERT_TRUE(query.exec(u"DELETE FROM framework_years WHERE framework_id = %1"_s.arg(
        project.frameworkId(u"beta"_s))));
    ASSERT_TRUE(query.exec(u"DELETE FROM frameworks WHERE name = 'beta'"_s));
    ASSERT_FALSE(StudyStatistics::compute(project.store()).ok())
        << "what the stats command says too";
    auto ratings = ProjectRatings::load(project.store());
    ASSERT_TRUE(ratings.ok());
    auto counted = TallyStatistics::compute(project.store(), *ratings);
    ASSERT_FALSE(counted.ok());
    EXPECT_TRUE(counted.error().message().contains(project.path()))
        << counted.error().message().toStdString();
}

TEST(TallyStatistics, EqualsStudyStatisticsOnThePublishedStudy)
{
    TAXONOMIST_REQUIRE_STUDY();
    QString error;
    const auto study = ImportedStudy::import(&error);
    ASSERT_TRUE(study) << error.toStdString();
    expectSameTable(study->store());
}
