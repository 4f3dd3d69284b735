// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/proposalstore.h"
#include "leadproject.h"
#include "reconcile/reconcilesettings.h"
#include "taxonomy/taxonomystore.h"

#include <gtest/gtest.h>

#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

ProposalDraft collectiveDeadlocks(LeadProject &project)
{
    ProposalDraft draft;
    draft.parentNodeId = project.node(u"C.3"_s);
    draft.name = u"Collective Deadlocks"_s;
    draft.description = u"Hangs in collective communication across ranks."_s;
    draft.exampleIssueId = project.issue(u"alpha"_s, 1);
    return draft;
}

qint64 auditCount(LeadProject &project, const QString &action)
{
    QSqlQuery query(project.store().database());
    query.prepare(u"SELECT count(*) FROM audit_log WHERE action = ?"_s);
    query.addBindValue(action);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

} // namespace

TEST(ProposalStore, AdoptedWhenEveryAnnotatorApproves)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto id = ProposalStore::propose(
        project.store(), collectiveDeadlocks(project), project.annotator(1));
    ASSERT_TRUE(id.ok()) << id.error().message().toStdString();
    auto open = ProposalStore::vote(project.store(), *id, project.annotator(2), true, {});
    ASSERT_TRUE(open.ok());
    EXPECT_EQ(open->status, Proposal::Status::Open) << "two of three have approved";
    EXPECT_FALSE(TaxonomyStore::load(project.store())->taxonomy.indexOfCode(u"C.3.iv"_s) >= 0);

    auto adopted = ProposalStore::vote(project.store(), *id, project.annotator(3), true, {});
    ASSERT_TRUE(adopted.ok());
    EXPECT_EQ(adopted->status, Proposal::Status::Adopted);
    EXPECT_EQ(adopted->code, u"C.3.iv"_s);
    EXPECT_EQ(adopted->version, u"1.1.0"_s);
    auto stored = TaxonomyStore::load(project.store());
    ASSERT_TRUE(stored.ok());
    const int node = stored->taxonomy.indexOfCode(u"C.3.iv"_s);
    ASSERT_GE(node, 0);
    EXPECT_EQ(stored->taxonomy.node(node).name, u"Collective Deadlocks"_s);
    EXPECT_EQ(stored->taxonomy.node(stored->taxonomy.node(node).parent).code, u"C.3"_s);
    EXPECT_EQ(stored->taxonomy.node(node).level, 2);
    EXPECT_EQ(stored->taxonomy.version, u"1.1.0"_s);
    EXPECT_EQ(auditCount(project, u"add-taxonomy-node"_s), 1);
    EXPECT_EQ(auditCount(project, u"adopt-proposal"_s), 1);
}

TEST(ProposalStore, OneRejectionRejectsAndKeepsTheReason)
{
    LeadProject project;
    auto id = ProposalStore::propose(
        project.store(), collectiveDeadlocks(project), project.annotator(1));
    ASSERT_TRUE(id.ok());
    ASSERT_TRUE(ProposalStore::vote(project.store(), *id, project.annotator(2), true, {}).ok());
    auto rejected = ProposalStore::vote(
        project.store(), *id, project.annotator(3), false, u"C.3.ii covers hangs"_s);
    ASSERT_TRUE(rejected.ok());
    EXPECT_EQ(rejected->status, Proposal::Status::Rejected);
    EXPECT_EQ(rejected->reason, u"Volunteer 3: C.3.ii covers hangs"_s);
    EXPECT_EQ(rejected->nodeId, 0);
    auto stored = TaxonomyStore::load(project.store());
    EXPECT_LT(stored->taxonomy.indexOfCode(u"C.3.iv"_s), 0);
    EXPECT_EQ(stored->taxonomy.version, u"1.0.0"_s);
    EXPECT_FALSE(ProposalStore::vote(project.store(), *id, project.annotator(3), true, {}).ok())
        << "a decided proposal takes no more votes";
}

TEST(ProposalStore, ARejectionNeedsAReason)
{
    LeadProject project;
    auto id = ProposalStore::propose(
        project.store(), collectiveDeadlocks(project), project.annotator(1));
    ASSERT_TRUE(id.ok());
    EXPECT_FALSE(
        ProposalStore::vote(project.store(), *id, project.annotator(2), false, u"  "_s).ok());
    EXPECT_EQ(ProposalStore::proposal(project.store(), *id)->votes.size(), 1);
}

TEST(ProposalStore, TheAdoptionThresholdIsAProjectSetting)
{
    LeadProject project;
    ReconcileSettings settings;
    settings.adoptionThreshold = 0.6; // two of three
    ASSERT_TRUE(settings.save(project.store(), u"lead"_s).ok());
    auto id = ProposalStore::propose(
        project.store(), collectiveDeadlocks(project), project.annotator(1));
    ASSERT_TRUE(id.ok());
    EXPECT_EQ(ProposalStore::proposal(project.store(), *id)->required, 2);
    auto adopted = ProposalStore::vote(project.store(), *id, project.annotator(2), true, {});
    ASSERT_TRUE(adopted.ok());
    EXPECT_EQ(adopted->status, Proposal::Status::Adopted);
}

TEST(ProposalStore, ANewThemeUnderATypeGetsTheNextNumber)
{
    LeadProject project;
    ProposalDraft draft;
    draft.parentNodeId = project.node(u"C"_s);
    draft.name = u"Serving and Deployment Failures"_s;
    auto id = ProposalStore::propose(project.store(), draft, project.annotator(1));
    ASSERT_TRUE(id.ok());
    ASSERT_TRUE(ProposalStore::vote(project.store(), *id, project.annotator(2), true, {}).ok());
    auto adopted = ProposalStore::vote(project.store(), *id, project.annotator(3), true, {});
    ASSERT_TRUE(adopted.ok());
    EXPECT_EQ(adopted->code, u"C.11"_s);
    auto stored = TaxonomyStore::load(project.store());
    const int theme = stored->taxonomy.indexOfCode(u"C.11"_s);
    ASSERT_GE(theme, 0);
    EXPECT_EQ(stored->taxonomy.node(stored->taxonomy.indexOfCode(u"C"_s)).children.last(), theme)
        << "a new theme comes after the others";
}

TEST(ProposalStore, RefusesProposalsTheTaxonomyCannotHold)
{
    LeadProject project;
    ProposalDraft draft = collectiveDeadlocks(project);
    draft.parentNodeId = project.node(u"C.3.i"_s);
    EXPECT_FALSE(ProposalStore::propose(project.store(), draft, project.annotator(1)).ok())
        << "no fourth level";
    draft = collectiveDeadlocks(project);
    draft.name = u"distributed   and parallel execution"_s;
    draft.parentNodeId = project.node(u"C"_s);
    EXPECT_FALSE(ProposalStore::propose(project.store(), draft, project.annotator(1)).ok())
        << "C.3 has that name";
    draft = collectiveDeadlocks(project);
    draft.name = QString();
    EXPECT_FALSE(ProposalStore::propose(project.store(), draft, project.annotator(1)).ok());
    EXPECT_TRUE(ProposalStore::proposals(project.store())->isEmpty());
}

TEST(ProposalStore, ListsOpenProposalsFirst)
{
    LeadProject project;
    auto first = ProposalStore::propose(
        project.store(), collectiveDeadlocks(project), project.annotator(1));
    ASSERT_TRUE(first.ok());
    ASSERT_TRUE(
        ProposalStore::vote(project.store(), *first, project.annotator(2), false, u"duplicate"_s)
            .ok());
    ProposalDraft draft = collectiveDeadlocks(project);
    draft.name = u"Elastic Training Failures"_s;
    auto second = ProposalStore::propose(project.store(), draft, project.annotator(2));
    ASSERT_TRUE(second.ok());
    auto list = ProposalStore::proposals(project.store());
    ASSERT_TRUE(list.ok());
    ASSERT_EQ(list->size(), 2);
    EXPECT_EQ(list->at(0).id, *second);
    EXPECT_EQ(list->at(0).proposer, u"Volunteer 2"_s);
    EXPECT_EQ(list->at(0).exampleUrl, LeadProject::url(u"alpha"_s, 1));
    EXPECT_EQ(list->at(1).status, Proposal::Status::Rejected);
}
