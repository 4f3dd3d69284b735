// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/finallabelstore.h"
#include "leadproject.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

TEST(FinalLabelStore, StoresTheDecisionWithItsProvenance)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    const qint64 issue = project.issue(u"alpha"_s, 5);
    FinalLabel label;
    label.nodeId = project.node(u"C.9"_s);
    label.method = DecisionMethod::Consensus;
    label.decidedBy = project.annotator(2);
    label.note = u"  the crash is in the test harness  "_s;
    ASSERT_TRUE(
        FinalLabelStore::write(project.store(), {{issue, label}}, u"Volunteer 2"_s, u"decide"_s)
            .ok());

    auto stored = FinalLabelStore::label(project.store(), issue);
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ((*stored)->nodeId, label.nodeId);
    EXPECT_EQ((*stored)->method, DecisionMethod::Consensus);
    EXPECT_EQ((*stored)->decidedBy, project.annotator(2));
    EXPECT_EQ((*stored)->note, u"the crash is in the test harness"_s);
    EXPECT_FALSE((*stored)->decidedAt.isEmpty());

    auto history = FinalLabelStore::history(project.store(), issue);
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 1);
    EXPECT_EQ(history->first().actor, u"Volunteer 2"_s);
    EXPECT_EQ(history->first().context, u"decide"_s);
    EXPECT_EQ(history->first().code, u"C.9"_s);
    ASSERT_TRUE(history->first().label.has_value());
    EXPECT_EQ(history->first().label->note, u"the crash is in the test harness"_s);
}

TEST(FinalLabelStore, WritingThePreviousLabelsBackRestoresThemExactly)
{
    LeadProject project;
    const qint64 decided = project.issue(u"alpha"_s, 8);
    const qint64 undecided = project.issue(u"alpha"_s, 4);
    auto before = FinalLabelStore::labels(project.store(), {decided, undecided});
    ASSERT_TRUE(before.ok());
    ASSERT_EQ(before->size(), 1) << "alpha/4 is undecided";
    const FinalLabel imported = before->value(decided);
    EXPECT_EQ(imported.method, DecisionMethod::Imported);

    FinalLabel majority;
    majority.nodeId = project.node(u"C.1"_s);
    majority.method = DecisionMethod::Majority;
    const Status written = FinalLabelStore::write(project.store(),
        {{decided, majority}, {undecided, majority}}, u"Lead"_s, u"accept-majority"_s);
    ASSERT_TRUE(written.ok()) << written.error().message().toStdString();
    ASSERT_TRUE(FinalLabelStore::write(
        project.store(), {{decided, imported}, {undecided, std::nullopt}}, u"Lead"_s, u"undo"_s)
                    .ok());
    auto after = FinalLabelStore::labels(project.store(), {decided, undecided});
    ASSERT_TRUE(after.ok());
    EXPECT_EQ(*after, *before) << "decided_at, method and decider come back as they were";
    auto history = FinalLabelStore::history(project.store(), undecided);
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 2);
    EXPECT_FALSE(history->last().label.has_value()) << "the undo is in the history too";
}

TEST(FinalLabelStore, RejectsALabelWithoutCategoryAndWritesNothing)
{
    LeadProject project;
    const qint64 first = project.issue(u"alpha"_s, 4);
    FinalLabel good;
    good.nodeId = project.node(u"C.1"_s);
    const auto status = FinalLabelStore::write(project.store(),
        {{first, good}, {project.issue(u"alpha"_s, 5), FinalLabel {}}}, u"Lead"_s, u"decide"_s);
    EXPECT_FALSE(status.ok());
    auto stored = FinalLabelStore::label(project.store(), first);
    ASSERT_TRUE(stored.ok());
    EXPECT_FALSE(stored->has_value());
}

TEST(FinalLabelStore, AFalsePositiveDecisionHasNoNode)
{
    LeadProject project;
    const qint64 issue = project.issue(u"alpha"_s, 10);
    FinalLabel label;
    label.nodeId = project.node(u"C.6"_s);
    label.falsePositive = true;
    const Status written
        = FinalLabelStore::write(project.store(), {{issue, label}}, u"Lead"_s, u"decide"_s);
    ASSERT_TRUE(written.ok()) << written.error().message().toStdString();
    auto stored = FinalLabelStore::label(project.store(), issue);
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_TRUE((*stored)->falsePositive);
    EXPECT_EQ((*stored)->nodeId, 0);
}
