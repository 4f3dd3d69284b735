// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team's own taxonomy changed by the lead: renamed, retired and restored, merged and moved,
// each a new version, audit-logged, with the labels and decisions that used a node carried to
// the node that takes its place.

#include "leadproject.h"
#include "reconcile/finallabelstore.h"
#include "reconcile/taxonomyevolution.h"
#include "store/labelstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

class TaxonomyChangeTest : public ::testing::Test
{
protected:
    QString nodeCodeOfLabel(const QString &framework, int number, int position) const
    {
        auto label = LabelStore::label(
            lead.store(), lead.issue(framework, number), lead.annotator(position));
        EXPECT_TRUE(label.ok() && label->has_value());
        return label.ok() && label->has_value() ? codeOf((*label)->nodeId) : QString();
    }

    QString codeOf(qint64 nodeId) const
    {
        SqliteStatement row(lead.store().handle(), "SELECT code FROM taxonomy_nodes WHERE id = ?");
        row.bind(1, nodeId);
        return row.next() ? row.text(0) : QString();
    }

    qint64 count(const QByteArray &sql) const
    {
        SqliteStatement row(lead.store().handle(), sql);
        return row.next() ? row.integer(0) : -1;
    }

    bool retired(const QString &code) const
    {
        return count("SELECT retired FROM taxonomy_nodes WHERE code = '" + code.toUtf8() + "'")
            == 1;
    }

    mutable taxonomist::test::LeadProject lead;
};

} // namespace

TEST_F(TaxonomyChangeTest, RenamingKeepsTheCodeAndEveryLabelAsANewVersion)
{
    ASSERT_TRUE(lead.isValid());
    const QString before = lead.store().info(u"taxonomy.version"_s);
    const qint64 node = lead.node(u"C.3"_s);
    auto renamed = TaxonomyEvolution::rename(lead.store(), node, u"  Distributed   training "_s,
        u"multi-GPU and multi-node"_s, u"Lena"_s);
    ASSERT_TRUE(renamed.ok()) << renamed.error().message().toStdString();
    EXPECT_EQ(renamed->previous, before);
    EXPECT_NE(renamed->version, before);
    auto tree = TaxonomyStore::load(lead.store());
    ASSERT_TRUE(tree.ok());
    const TaxonomyNode &renamedNode = tree->taxonomy.node(tree->taxonomy.indexOfCode(u"C.3"_s));
    EXPECT_EQ(renamedNode.name, u"Distributed training"_s);
    EXPECT_EQ(renamedNode.description, u"multi-GPU and multi-node"_s);
    EXPECT_EQ(count("SELECT count(*) FROM audit_log WHERE action = 'rename-taxonomy-node'"), 1);
    // A sibling's name is taken.
    const int sibling = tree->taxonomy.indexOfCode(u"C.4"_s);
    ASSERT_GE(sibling, 0);
    auto clash = TaxonomyEvolution::rename(
        lead.store(), node, tree->taxonomy.node(sibling).name, {}, u"Lena"_s);
    ASSERT_FALSE(clash.ok());
    EXPECT_TRUE(clash.error().what().contains(u"already has a node named"_s))
        << clash.error().what().toStdString();
}

TEST_F(TaxonomyChangeTest, MergingCarriesLabelsAndDecisionsAndRetiresTheNode)
{
    ASSERT_TRUE(lead.isValid());
    lead.label(u"alpha"_s, 1, 1, u"C.3.i"_s);
    lead.label(u"alpha"_s, 1, 2, u"C.3.i"_s);
    FinalLabel decided;
    decided.nodeId = lead.node(u"C.3.i"_s);
    ASSERT_TRUE(FinalLabelStore::write(
        lead.store(), {{lead.issue(u"alpha"_s, 1), decided}}, u"Lena"_s, u"decide"_s)
                    .ok());
    const qint64 decisionsBefore
        = count("SELECT count(*) FROM audit_log WHERE action = 'set-final-label'");

    auto merged = TaxonomyEvolution::merge(
        lead.store(), lead.node(u"C.3.i"_s), lead.node(u"C.3.ii"_s), u"Lena"_s);
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_GE(merged->labels, 2);
    EXPECT_EQ(merged->labelsLeft, 0) << "outside a team this copy writes every label";
    EXPECT_EQ(merged->finalLabels, 1);
    EXPECT_EQ(nodeCodeOfLabel(u"alpha"_s, 1, 1), u"C.3.ii"_s);
    EXPECT_EQ(nodeCodeOfLabel(u"alpha"_s, 1, 2), u"C.3.ii"_s);
    auto final = FinalLabelStore::label(lead.store(), lead.issue(u"alpha"_s, 1));
    ASSERT_TRUE(final.ok() && final->has_value());
    EXPECT_EQ(codeOf((*final)->nodeId), u"C.3.ii"_s);
    EXPECT_EQ(count("SELECT count(*) FROM audit_log WHERE action = 'set-final-label'"),
        decisionsBefore + 1);
    EXPECT_TRUE(retired(u"C.3.i"_s));
    EXPECT_EQ(count("SELECT count(*) FROM labels WHERE node_id = "
                  + QByteArray::number(lead.node(u"C.3.i"_s))),
        0);
    EXPECT_EQ(lead.store().info(TaxonomyEvolution::redirectsKey), u"{\"C.3.i\":\"C.3.ii\"}"_s);

    // A theme with sub-themes that still stand is not merged.
    auto refused = TaxonomyEvolution::merge(
        lead.store(), lead.node(u"C.3"_s), lead.node(u"C.4"_s), u"Lena"_s);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().what().contains(u"still has C.3.ii under it"_s))
        << refused.error().what().toStdString();
    EXPECT_FALSE(TaxonomyEvolution::merge(
        lead.store(), lead.node(u"C.3"_s), lead.node(u"C.3.ii"_s), u"Lena"_s)
                     .ok())
        << "not into its own subtree";
}

TEST_F(TaxonomyChangeTest, MovingMakesTheSubtreeAnewUnderItsNewParent)
{
    ASSERT_TRUE(lead.isValid());
    lead.label(u"alpha"_s, 2, 1, u"C.3"_s);
    lead.label(u"alpha"_s, 2, 2, u"C.3.ii"_s);
    auto tree = TaxonomyStore::load(lead.store());
    ASSERT_TRUE(tree.ok());
    const int oldTheme = tree->taxonomy.indexOfCode(u"C.3"_s);
    const int standing = static_cast<int>(tree->taxonomy.node(oldTheme).children.size());
    const QStringList details
        = tree->taxonomy.node(tree->taxonomy.indexOfCode(u"C.3.ii"_s)).details;
    const QString newType = tree->taxonomy.node(tree->taxonomy.roots().first()).code;
    ASSERT_NE(newType, u"C"_s);

    auto moved
        = TaxonomyEvolution::move(lead.store(), lead.node(u"C.3"_s), lead.node(newType), u"Lena"_s);
    ASSERT_TRUE(moved.ok()) << moved.error().message().toStdString();
    ASSERT_EQ(moved->codes.size(), standing + 1);
    const QString newTheme = moved->codes.first();
    EXPECT_TRUE(newTheme.startsWith(newType + u'.')) << newTheme.toStdString();
    EXPECT_EQ(nodeCodeOfLabel(u"alpha"_s, 2, 1), newTheme);
    const QString newSubtheme = nodeCodeOfLabel(u"alpha"_s, 2, 2);
    EXPECT_TRUE(newSubtheme.startsWith(newTheme + u'.')) << newSubtheme.toStdString();
    EXPECT_TRUE(retired(u"C.3"_s));
    EXPECT_TRUE(retired(u"C.3.ii"_s));
    auto after = TaxonomyStore::load(lead.store());
    ASSERT_TRUE(after.ok());
    const TaxonomyNode &copied = after->taxonomy.node(after->taxonomy.indexOfCode(newSubtheme));
    EXPECT_EQ(copied.details, details) << "a moved node keeps its details";
    EXPECT_FALSE(copied.retired);
    // Too deep: a theme with sub-themes cannot become a sub-theme.
    auto deep = TaxonomyEvolution::move(
        lead.store(), lead.node(newTheme), lead.node(u"C.4"_s), u"Lena"_s);
    ASSERT_FALSE(deep.ok());
    EXPECT_TRUE(deep.error().what().contains(u"deeper than the taxonomy's 3 levels"_s))
        << deep.error().what().toStdString();
}

TEST_F(TaxonomyChangeTest, ARetiredNodeIsRestoredOnlyUnderAStandingParent)
{
    ASSERT_TRUE(lead.isValid());
    ASSERT_TRUE(
        TaxonomyEvolution::setRetired(lead.store(), lead.node(u"C.3.ii"_s), true, u"Lena"_s).ok());
    ASSERT_TRUE(
        TaxonomyEvolution::setRetired(lead.store(), lead.node(u"C.3"_s), true, u"Lena"_s).ok());
    EXPECT_FALSE(
        TaxonomyEvolution::setRetired(lead.store(), lead.node(u"C.3"_s), true, u"Lena"_s).ok());
    auto refused
        = TaxonomyEvolution::setRetired(lead.store(), lead.node(u"C.3.ii"_s), false, u"Lena"_s);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().what().contains(u"restore that first"_s));
    ASSERT_TRUE(
        TaxonomyEvolution::setRetired(lead.store(), lead.node(u"C.3"_s), false, u"Lena"_s).ok());
    ASSERT_TRUE(
        TaxonomyEvolution::setRetired(lead.store(), lead.node(u"C.3.ii"_s), false, u"Lena"_s).ok());
    EXPECT_EQ(count("SELECT count(*) FROM taxonomy_nodes WHERE retired = 1"), 0);
    EXPECT_EQ(count("SELECT count(*) FROM audit_log WHERE action = 'retire-taxonomy-node'"), 2);
    EXPECT_EQ(count("SELECT count(*) FROM audit_log WHERE action = 'restore-taxonomy-node'"), 2);
}
