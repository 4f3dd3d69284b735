// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "picker/taxonomymodel.h"
#include "picker/taxonomyfilterproxymodel.h"
#include "taxonomy/taxonomyloader.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

TaxonomyModel *loadedModel(QObject *parent)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    EXPECT_TRUE(taxonomy.ok());
    QList<qint64> ids;
    for (int i = 0; i < taxonomy->size(); ++i)
        ids.append(1000 + i);
    auto *model = new TaxonomyModel(parent);
    model->setTaxonomy(*taxonomy, ids);
    return model;
}

} // namespace

TEST(TaxonomyModel, ShowsTheTreeAndAddsNodesUnderTheModelTester)
{
    QObject owner;
    auto *model = new TaxonomyModel(&owner);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    QList<qint64> ids;
    for (int i = 0; i < taxonomy->size(); ++i)
        ids.append(1000 + i);
    model->setTaxonomy(*taxonomy, ids);
    ASSERT_EQ(model->rowCount(), 3);
    const QModelIndex bug = model->index(2, 0);
    EXPECT_EQ(bug.data(TaxonomyModel::CodeRole).toString(), u"C"_s);
    EXPECT_EQ(model->rowCount(bug), 10);
    const QModelIndex distributed = model->index(2, 0, bug);
    EXPECT_EQ(distributed.data().toString(), u"C.3  Distributed and Parallel Execution"_s);
    EXPECT_EQ(model->rowCount(distributed), 3);
    EXPECT_EQ(model->parent(model->index(1, 0, distributed)), distributed);

    TaxonomyNode added;
    added.code = u"C.3.iv"_s;
    added.name = u"Collective Deadlocks"_s;
    added.level = 2;
    added.parent = model->taxonomy().indexOfCode(u"C.3"_s);
    model->addNode(added, 5000);
    EXPECT_EQ(model->rowCount(distributed), 4);
    EXPECT_EQ(model->indexOfNodeId(5000).data(TaxonomyModel::CodeRole).toString(), u"C.3.iv"_s);
    EXPECT_EQ(model->indexOfNodeId(5000).parent(), distributed);
}

TEST(TaxonomyFilterProxyModel, KeepsMatchesAndTheirAncestorsUnderTheModelTester)
{
    QObject owner;
    TaxonomyModel *model = loadedModel(&owner);
    TaxonomyFilterProxyModel proxy;
    proxy.setSourceModel(model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSearchText(u"nccl"_s); // no name says NCCL; nothing matches without details
    EXPECT_EQ(proxy.rowCount(), 0);
    proxy.setSearchText(u"checkpoint precision"_s);
    ASSERT_EQ(proxy.rowCount(), 1);
    const QModelIndex bug = proxy.index(0, 0);
    ASSERT_EQ(proxy.rowCount(bug), 1);
    const QModelIndex theme = proxy.index(0, 0, bug);
    EXPECT_EQ(theme.data(TaxonomyModel::CodeRole).toString(), u"C.4"_s);
    ASSERT_EQ(proxy.rowCount(theme), 1);
    EXPECT_EQ(proxy.index(0, 0, theme).data(TaxonomyModel::CodeRole).toString(), u"C.4.iii"_s);
    proxy.setSearchText(QString());
    EXPECT_EQ(proxy.rowCount(), 3);
}

TEST(TaxonomyFilterProxyModel, LeavesOutRetiredNodesAndWhatIsUnderThemUnlessAsked)
{
    QObject owner;
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    taxonomy->node(taxonomy->indexOfCode(u"C.3"_s)).retired = true;
    QList<qint64> ids;
    for (int i = 0; i < taxonomy->size(); ++i)
        ids.append(1000 + i);
    auto *model = new TaxonomyModel(&owner);
    model->setTaxonomy(*taxonomy, ids);
    TaxonomyFilterProxyModel proxy;
    proxy.setSourceModel(model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const auto shown = [&proxy](const QString &code) {
        return !proxy
                    .match(proxy.index(0, 0), TaxonomyModel::CodeRole, code, 1,
                        Qt::MatchExactly | Qt::MatchRecursive)
                    .isEmpty();
    };
    const QModelIndex retired = model->indexOfNodeId(ids[taxonomy->indexOfCode(u"C.3"_s)]);
    EXPECT_EQ(retired.data().toString(), u"C.3 (retired)  Distributed and Parallel Execution"_s);
    EXPECT_TRUE(model->index(0, 0, retired).data(TaxonomyModel::RetiredRole).toBool());
    EXPECT_FALSE(shown(u"C.3"_s));
    EXPECT_FALSE(shown(u"C.3.ii"_s)) << "under a retired node";
    EXPECT_TRUE(shown(u"C.2"_s));
    proxy.setSearchText(u"Distributed"_s);
    EXPECT_FALSE(shown(u"C.3"_s)) << "a search does not bring it back";
    proxy.setShowRetired(true);
    EXPECT_TRUE(shown(u"C.3"_s));
    EXPECT_TRUE(shown(u"C.3.ii"_s));
}
