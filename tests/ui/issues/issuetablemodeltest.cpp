// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issues/issuetablemodel.h"
#include "importedstudy.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

class IssueTableModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = taxonomist::test::importMiniStudy(dir.filePath(u"p.taxonomist"_s), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(IssueTableModelTest, ListsIssuesInStudyOrderUnderTheModelTester)
{
    IssueTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setStore(store.get());
    ASSERT_EQ(model.rowCount(), 8);
    EXPECT_EQ(model.matchingCount(), 8);
    EXPECT_EQ(model.index(0, IssueTableModel::FrameworkColumn).data().toString(), u"alpha"_s);
    EXPECT_EQ(model.index(0, IssueTableModel::IssueColumn).data().toString(), u"alpha#12"_s);
    EXPECT_EQ(model.index(0, IssueTableModel::YearColumn).data().toInt(), 2024);
    EXPECT_EQ(model.index(0, IssueTableModel::FinalLabelColumn).data().toString(), u"C.3"_s);
    EXPECT_EQ(model.index(3, IssueTableModel::FinalLabelColumn).data().toString(), QString()) << "undecided";
    EXPECT_EQ(model.index(7, IssueTableModel::UrlColumn).data().toString(), u"https://gitee.com/example/beta/issues/I7AGW6"_s);
}

TEST_F(IssueTableModelTest, FiltersInSqlAndResets)
{
    IssueTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setStore(store.get());
    IssueFilter filter;
    filter.text = u"gitee"_s;
    model.setFilter(filter);
    EXPECT_EQ(model.rowCount(), 2);
    filter.text.clear();
    filter.year = 2023;
    model.setFilter(filter);
    EXPECT_EQ(model.rowCount(), 2);
    filter.text = u"100%_"_s; // LIKE wildcards are matched literally
    model.setFilter(filter);
    EXPECT_EQ(model.rowCount(), 0);
    model.setStore(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST_F(IssueTableModelTest, FetchesPagesAsTheViewAsksUnderTheModelTester)
{
    IssueTableModel model;
    model.setPageSize(3);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setStore(store.get());
    EXPECT_EQ(model.rowCount(), 3);
    ASSERT_TRUE(model.canFetchMore({}));
    model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 6);
    QCoreApplication::processEvents(); // fetches the model tester asked for while rows arrived
    while (model.canFetchMore({}))
        model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 8);
    EXPECT_EQ(model.index(7, IssueTableModel::IssueColumn).data().toString(), u"beta#I7AGW6"_s);
}

TEST_F(IssueTableModelTest, FetchesThePublishedStudyAPageAtATime)
{
    TAXONOMIST_REQUIRE_STUDY();
    QString error;
    const auto study = taxonomist::test::ImportedStudy::import(&error);
    ASSERT_NE(study, nullptr) << error.toStdString();
    IssueTableModel model;
    model.setStore(&study->store());
    EXPECT_EQ(model.matchingCount(), 38742);
    EXPECT_EQ(model.rowCount(), IssueTableModel::defaultPageSize) << "only the first page is loaded";
    while (model.canFetchMore({}))
        model.fetchMore({});
    EXPECT_EQ(model.rowCount(), 38742);
    model.setStore(nullptr);
}

// Selecting the issue on show after a filter changes: an issue further down is loaded in one
// read up to its page, an issue the filter leaves out loads nothing.
TEST_F(IssueTableModelTest, FindsTheRowOfAnIssueWithoutLoadingPagesItDoesNotNeed)
{
    IssueTableModel model;
    model.setPageSize(2);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setStore(store.get());
    ASSERT_EQ(model.rowCount(), 2);
    std::optional<IssueRow> last;
    {
        auto rows = IssueQuery::page(*store, {}, nullptr, 100);
        ASSERT_TRUE(rows.ok());
        ASSERT_EQ(rows->size(), 8);
        last = rows->last();
    }
    EXPECT_EQ(model.rowOfIssue(model.issueAt(1)->id), 1) << "already loaded";
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.rowOfIssue(last->id), 7);
    EXPECT_EQ(model.rowCount(), 8) << "the pages up to its own, no further";

    IssueFilter alpha;
    alpha.frameworkId = model.issueAt(0)->frameworkId;
    model.setFilter(alpha);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.rowOfIssue(last->id), -1) << "beta's issue is not in alpha's list";
    EXPECT_EQ(model.rowCount(), 2) << "and finding that out loads no page";
    EXPECT_EQ(model.rowOfIssue(1000000), -1);
    EXPECT_EQ(model.rowCount(), 2);
    QCoreApplication::processEvents();
}
