// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/reconcilerules.h"
#include "leadproject.h"
#include "reconcile/finallabelstore.h"
#include "reconcile/reconcilesettings.h"
#include "study/studystatistics.h"
#include "taxonomy/taxonomystore.h"

#include <gtest/gtest.h>

#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QString finalCode(LeadProject &project, const QString &framework, int number)
{
    QSqlQuery query(project.store().database());
    query.prepare(
        u"SELECT coalesce(n.code, CASE f.false_positive WHEN 1 THEN 'FP' END) FROM final_labels f"
        " LEFT JOIN taxonomy_nodes n ON n.id = f.node_id WHERE f.issue_id = ?"_s);
    query.addBindValue(project.issue(framework, number));
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

qint64 count(LeadProject &project, const QString &sql)
{
    QSqlQuery query(project.store().database());
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

} // namespace

TEST(ReconcileRules, UnanimousIssuesGetTheDeepestSharedNode)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    const qint64 lead = project.annotator(1);
    auto outcome = ReconcileRules::apply(project.store(), ReconcileSettings {}, lead, u"Lead"_s);
    ASSERT_TRUE(outcome.ok()) << outcome.error().message().toStdString();
    EXPECT_EQ(outcome->unanimous, 3);
    EXPECT_EQ(outcome->falsePositives, 1);
    EXPECT_EQ(outcome->majority, 0) << "the default mode only pre-fills majorities";
    EXPECT_EQ(finalCode(project, u"alpha"_s, 1), u"C.3"_s);
    EXPECT_EQ(finalCode(project, u"alpha"_s, 2), u"C.3"_s) << "C.3.i, C.3.ii and C.3 share C.3";
    EXPECT_EQ(finalCode(project, u"alpha"_s, 3), u"C.3.i"_s);
    EXPECT_EQ(finalCode(project, u"alpha"_s, 9), u"FP"_s);
    EXPECT_EQ(finalCode(project, u"alpha"_s, 7), QString()) << "one label is not enough";
    EXPECT_EQ(finalCode(project, u"alpha"_s, 5), QString()) << "a tie waits for the lead";

    auto stored = FinalLabelStore::label(project.store(), project.issue(u"alpha"_s, 1));
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ((*stored)->method, DecisionMethod::Unanimous);
    EXPECT_EQ((*stored)->decidedBy, lead);
    EXPECT_EQ((*stored)->note, u"all 3 labels agree"_s);
    EXPECT_FALSE((*stored)->decidedAt.isEmpty());
}

TEST(ReconcileRules, ApplyingTwiceDecidesNothingMore)
{
    LeadProject project;
    ASSERT_TRUE(ReconcileRules::apply(project.store(), {}, 0, u"Lead"_s).ok());
    const qint64 auditRows = count(project, u"SELECT count(*) FROM audit_log"_s);
    auto again = ReconcileRules::apply(project.store(), {}, 0, u"Lead"_s);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->decided(), 0);
    EXPECT_EQ(count(project, u"SELECT count(*) FROM audit_log"_s), auditRows);
}

TEST(ReconcileRules, EveryDecisionIsAuditLogged)
{
    LeadProject project;
    ASSERT_TRUE(ReconcileRules::apply(project.store(), {}, 0, u"Lead"_s).ok());
    EXPECT_EQ(count(project,
                  u"SELECT count(*) FROM audit_log WHERE action = 'set-final-label'"
                  " AND actor = 'Lead' AND detail LIKE '%\"context\":\"apply-rules\"%'"_s),
        4);
}

TEST(ReconcileRules, AutoAcceptDecidesMajoritiesThatReachTheThreshold)
{
    LeadProject project;
    ReconcileSettings settings;
    settings.majorityMode = ReconcileSettings::MajorityMode::AutoAccept;
    auto outcome = ReconcileRules::apply(project.store(), settings, 0, u"Lead"_s);
    ASSERT_TRUE(outcome.ok());
    EXPECT_EQ(outcome->majority, 3);
    EXPECT_EQ(finalCode(project, u"alpha"_s, 4), u"C.1"_s);
    EXPECT_EQ(finalCode(project, u"alpha"_s, 10), u"FP"_s)
        << "two of three marked it a false positive";
    EXPECT_EQ(finalCode(project, u"beta"_s, 1), u"A.2"_s);
    EXPECT_EQ(finalCode(project, u"alpha"_s, 6), QString()) << "ties never reach a threshold";
    EXPECT_EQ(finalCode(project, u"alpha"_s, 8), u"C.4"_s) << "the published decision stays";

    LeadProject strict;
    settings.majorityThreshold = 0.8;
    auto none = ReconcileRules::apply(strict.store(), settings, 0, u"Lead"_s);
    ASSERT_TRUE(none.ok());
    EXPECT_EQ(none->majority, 0);
}

TEST(ReconcileRules, OnlyAnIssueEveryVolunteerMarkedCountsAsAFalsePositiveInTableOne)
{
    LeadProject project;
    ASSERT_TRUE(ReconcileRules::apply(project.store(), {}, 0, u"Lead"_s).ok());
    auto stats = StudyStatistics::compute(project.store());
    ASSERT_TRUE(stats.ok());
    ASSERT_EQ(stats->frameworks.size(), 2);
    EXPECT_EQ(stats->frameworks[0].name, u"alpha"_s);
    EXPECT_EQ(stats->frameworks[0].falsePositives, 1) << "alpha/9; alpha/10 is in the queue";
    EXPECT_EQ(stats->frameworks[1].falsePositives, 0);
}

TEST(ReconcileRules, AcceptMajorityLeavesTiesAndDecidedIssuesAlone)
{
    LeadProject project;
    QueueFilter filter;
    filter.status = QueueFilter::Status::All;
    auto snapshot = DisagreementQueue::compute(project.store(), filter, {});
    ASSERT_TRUE(snapshot.ok());
    const QList<FinalLabelWrite> writes = ReconcileRules::acceptMajority(snapshot->entries, 7);
    QList<qint64> issues;
    for (const FinalLabelWrite &write : writes) {
        issues.append(write.issueId);
        ASSERT_TRUE(write.label.has_value());
        EXPECT_EQ(write.label->method, DecisionMethod::Majority);
        EXPECT_EQ(write.label->decidedBy, 7);
    }
    EXPECT_EQ(issues,
        (QList<qint64> {project.issue(u"alpha"_s, 4), project.issue(u"alpha"_s, 10),
            project.issue(u"beta"_s, 1)}));
}
