// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The study's screening rule (ScreeningRule) on the mini study: unanimity of the volunteers
// expected to screen an issue, partial screening, one volunteer, assignments, the final label's
// precedence, and the labelling queue that leaves excluded issues out.

#include "store/screeningrule.h"
#include "importedstudy.h"
#include "reconcile/finallabelstore.h"
#include "store/issuequery.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <gtest/gtest.h>

#include <QTemporaryDir>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// alpha's pull/9 has three labels (A.2, B.4, C.10) and no final label.
const QString Undecided = u"https://github.com/example/alpha/pull/9"_s;

class ScreeningRuleTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = test::importMiniStudy(dir.filePath(u"screening.taxonomist"_s), &error);
        ASSERT_TRUE(store) << error.toStdString();
        for (const Annotator &annotator : store->annotators())
            volunteers.append(annotator.id);
        ASSERT_EQ(volunteers.size(), 3);
        issue = idOf(Undecided);
        ASSERT_GT(issue, 0);
    }

    qint64 idOf(const QString &url) const
    {
        auto id = IssueQuery::idOfUrl(*store, url);
        return id && *id ? **id : 0;
    }

    void mark(qint64 issueId, qint64 volunteer, const QString &reason = u"user names only"_s)
    {
        Label label;
        label.falsePositive = true;
        label.falsePositiveReason = reason;
        ASSERT_TRUE(LabelStore::setLabel(*store, issueId, volunteer, label, u"test"_s).ok());
    }

    bool excluded(qint64 issueId)
    {
        ScreeningRule rule(*store);
        auto found = rule.isExcluded(issueId);
        EXPECT_TRUE(found.ok()) << found.error().message().toStdString();
        // The SQL condition the filters use says the same.
        SqliteStatement condition(store->handle(),
            (u"SELECT count(*) FROM issues i WHERE i.id = ?1 AND "_s
                + ScreeningRule::sqlCondition(u"i.id"_s))
                .toUtf8());
        condition.bind(1, issueId);
        EXPECT_TRUE(condition.next());
        EXPECT_EQ(condition.integer(0) != 0, found.ok() && *found);
        return found.ok() && *found;
    }

    void assign(qint64 issueId, qint64 volunteer)
    {
        SqliteStatement insert(store->handle(),
            "INSERT INTO assignments(annotator_id, issue_id, changed_at) VALUES(?, ?, 'now')");
        insert.bind(1, volunteer);
        insert.bind(2, issueId);
        ASSERT_TRUE(insert.exec().ok());
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
    QList<qint64> volunteers;
    qint64 issue = 0;
};

} // namespace

TEST_F(ScreeningRuleTest, AnIssueIsExcludedOnlyWhenEveryVolunteerMarksIt)
{
    EXPECT_FALSE(excluded(issue));
    mark(issue, volunteers[0]);
    mark(issue, volunteers[1]);
    EXPECT_FALSE(excluded(issue)) << "the third volunteer's label keeps it";
    mark(issue, volunteers[2]);
    EXPECT_TRUE(excluded(issue));
    auto all = ScreeningRule::excludedIssues(*store);
    ASSERT_TRUE(all.ok());
    EXPECT_EQ(*all, std::vector<qint64> {issue});
}

TEST_F(ScreeningRuleTest, AVolunteerWhoHasNotScreenedYetKeepsTheIssue)
{
    ASSERT_TRUE(LabelStore::setLabel(*store, issue, volunteers[2], std::nullopt, u"test"_s).ok());
    mark(issue, volunteers[0]);
    mark(issue, volunteers[1]);
    EXPECT_FALSE(excluded(issue)) << "exclusion waits for the last volunteer";
    mark(issue, volunteers[2]);
    EXPECT_TRUE(excluded(issue));
}

TEST_F(ScreeningRuleTest, AssignmentsNameTheVolunteersExpectedToScreen)
{
    ASSERT_TRUE(LabelStore::setLabel(*store, issue, volunteers[2], std::nullopt, u"test"_s).ok());
    assign(issue, volunteers[0]);
    assign(issue, volunteers[1]);
    mark(issue, volunteers[0]);
    EXPECT_FALSE(excluded(issue));
    mark(issue, volunteers[1]);
    EXPECT_TRUE(excluded(issue)) << "the third volunteer is not assigned to it";
}

TEST_F(ScreeningRuleTest, OneVolunteerDecidesAlone)
{
    SqliteStatement others(store->handle(),
        "UPDATE annotators SET label_column = NULL WHERE id <> ?"); // a lead, say
    others.bind(1, volunteers[0]);
    ASSERT_TRUE(others.exec().ok());
    EXPECT_FALSE(excluded(issue));
    mark(issue, volunteers[0]);
    EXPECT_TRUE(excluded(issue));
}

TEST_F(ScreeningRuleTest, MarksOfAnnotatorsWithoutALabelColumnExcludeNothing)
{
    for (const qint64 volunteer : std::as_const(volunteers))
        mark(issue, volunteer);
    ASSERT_TRUE(excluded(issue));
    // Then nobody labels by a column any more (every annotator a lead, say): no volunteer.
    SqliteStatement all(store->handle(), "UPDATE annotators SET label_column = NULL");
    ASSERT_TRUE(all.exec().ok());
    EXPECT_FALSE(excluded(issue)) << "no volunteer marked it";
}

TEST_F(ScreeningRuleTest, TheFinalLabelDecidesOnceThereIsOne)
{
    // beta's I71V26: every volunteer and the final label said C.1.
    const qint64 kept = idOf(u"https://gitee.com/example/beta/issues/I71V26"_s);
    FinalLabel falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.note = u"agreed in the meeting"_s;
    ASSERT_TRUE(FinalLabelStore::write(*store, {{kept, falsePositive}}, u"lead"_s, u"t"_s).ok());
    EXPECT_TRUE(excluded(kept)) << "the lead recorded the meeting's consensus";

    for (const qint64 volunteer : std::as_const(volunteers))
        mark(issue, volunteer);
    ASSERT_TRUE(excluded(issue));
    FinalLabel node;
    SqliteStatement first(store->handle(), "SELECT min(id) FROM taxonomy_nodes WHERE level = 1");
    ASSERT_TRUE(first.next());
    node.nodeId = first.integer(0);
    ASSERT_TRUE(FinalLabelStore::write(*store, {{issue, node}}, u"lead"_s, u"t"_s).ok());
    EXPECT_FALSE(excluded(issue)) << "the lead kept it";
}

TEST_F(ScreeningRuleTest, TheLabellingQueueLeavesExcludedIssuesOut)
{
    // alpha's issues/11 (second row) has no label of the third volunteer.
    SqliteStatement unlabeled(store->handle(),
        "SELECT i.id FROM issues i WHERE NOT EXISTS (SELECT 1 FROM labels l"
        " WHERE l.issue_id = i.id AND l.annotator_id = ?) ORDER BY i.id");
    unlabeled.bind(1, volunteers[2]);
    ASSERT_TRUE(unlabeled.next());
    const qint64 open = unlabeled.integer(0);
    IssueFilter queue;
    queue.annotatorId = volunteers[2];
    queue.status = IssueFilter::Status::Unlabeled;
    queue.screening = 0;
    auto before = IssueQuery::ids(*store, queue);
    ASSERT_TRUE(before.ok());
    EXPECT_NE(std::find(before->begin(), before->end(), open), before->end());

    FinalLabel falsePositive;
    falsePositive.falsePositive = true;
    ASSERT_TRUE(FinalLabelStore::write(*store, {{open, falsePositive}}, u"lead"_s, u"t"_s).ok());
    auto after = IssueQuery::ids(*store, queue);
    ASSERT_TRUE(after.ok());
    EXPECT_EQ(std::find(after->begin(), after->end(), open), after->end());
    EXPECT_EQ(after->size() + 1, before->size());
    auto next = IssueQuery::next(*store, queue, nullptr);
    ASSERT_TRUE(next.ok());
    EXPECT_FALSE(*next && (*next)->id == open);

    // The lead's list of them.
    IssueFilter excludedOnly;
    excludedOnly.screening = 1;
    auto listed = IssueQuery::ids(*store, excludedOnly);
    ASSERT_TRUE(listed.ok());
    EXPECT_EQ(*listed, std::vector<qint64> {open});
}
