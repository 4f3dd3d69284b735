// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issues/issuetablemodel.h"
#include "importedstudy.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
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
    EXPECT_EQ(model.index(3, IssueTableModel::FinalLabelColumn).data().toString(), QString())
        << "undecided";
    EXPECT_EQ(model.index(7, IssueTableModel::UrlColumn).data().toString(),
        u"https://gitee.com/example/beta/issues/I7AGW6"_s);
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

// Every matching issue has a row from the start; a row's content is read with its page when
// it is first asked for, in any order, and comes out in the list's order.
TEST_F(IssueTableModelTest, ReadsEachPageWhenARowOfItIsAskedForUnderTheModelTester)
{
    IssueTableModel model;
    model.setPageSize(3);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setStore(store.get());
    QCoreApplication::processEvents();
    auto all = IssueQuery::page(*store, {}, nullptr, 100);
    ASSERT_TRUE(all.ok());
    ASSERT_EQ(all->size(), 8);
    ASSERT_EQ(model.rowCount(), 8);
    for (int row = 0; row < 8; ++row)
        EXPECT_EQ(model.index(row, IssueTableModel::IssueColumn).data(IssueTableModel::IssueIdRole),
            all->at(row).id);

    // Without the tester, which reads every row it is told of.
    IssueTableModel paged;
    paged.setPageSize(3);
    paged.setStore(store.get());
    EXPECT_EQ(paged.loadedRows(), 3) << "the first page comes with the reset";
    EXPECT_EQ(paged.index(7, IssueTableModel::IssueColumn).data().toString(), u"beta#I7AGW6"_s);
    EXPECT_EQ(paged.loadedRows(), 5) << "the last page (rows 6 and 7), not the one before it";
    EXPECT_EQ(paged.index(4, IssueTableModel::UrlColumn).data().toString(), all->at(4).url);
    EXPECT_EQ(paged.loadedRows(), 8);
    for (int row = 0; row < 8; ++row)
        EXPECT_EQ(paged.issueAt(row)->id, all->at(row).id) << row;
    EXPECT_EQ(paged.issueAt(8), nullptr);
    EXPECT_EQ(paged.issueAt(-1), nullptr);
}

// The published study's 38,742 issues, read through the model forwards and backwards: the list's
// rows either way, and never more than pagesKept pages in memory.
TEST_F(IssueTableModelTest, KeepsOnlyTheLastPagesOfThePublishedStudyInMemory)
{
    TAXONOMIST_REQUIRE_STUDY();
    QString error;
    const auto study = taxonomist::test::ImportedStudy::import(&error);
    ASSERT_NE(study, nullptr) << error.toStdString();
    auto all = IssueQuery::page(study->store(), {}, nullptr, 40000);
    ASSERT_TRUE(all.ok());
    ASSERT_EQ(all->size(), 38742);

    IssueTableModel model;
    model.setStore(&study->store());
    EXPECT_EQ(model.matchingCount(), 38742);
    EXPECT_EQ(model.rowCount(), 38742);
    EXPECT_EQ(model.loadedRows(), IssueTableModel::defaultPageSize)
        << "only the first page is read";
    const qsizetype bound
        = qsizetype(IssueTableModel::pagesKept) * IssueTableModel::defaultPageSize;
    for (int row = 0; row < model.rowCount(); ++row) {
        const IssueRow *issue = model.issueAt(row);
        ASSERT_NE(issue, nullptr) << row;
        ASSERT_EQ(issue->id, all->at(row).id) << row;
    }
    EXPECT_LE(model.loadedRows(), bound);
    for (int row = model.rowCount() - 1; row >= 0; row -= 97) {
        const IssueRow *issue = model.issueAt(row);
        ASSERT_NE(issue, nullptr) << row;
        ASSERT_EQ(issue->id, all->at(row).id) << row;
    }
    EXPECT_LE(model.loadedRows(), bound);
    model.setStore(nullptr);
}

// Selecting the issue on show after a filter changes: its row is found among the list's issues,
// and no page is read until the view shows it; an issue the filter leaves out reads nothing.
TEST_F(IssueTableModelTest, FindsTheRowOfAnIssueWithoutReadingPages)
{
    IssueTableModel model;
    model.setPageSize(2);
    model.setStore(store.get());
    ASSERT_EQ(model.rowCount(), 8);
    ASSERT_EQ(model.loadedRows(), 2);
    std::optional<IssueRow> last;
    {
        auto rows = IssueQuery::page(*store, {}, nullptr, 100);
        ASSERT_TRUE(rows.ok());
        ASSERT_EQ(rows->size(), 8);
        last = rows->last();
    }
    EXPECT_EQ(model.rowOfIssue(model.issueAt(1)->id), 1) << "in memory";
    EXPECT_EQ(model.rowOfIssue(last->id), 7);
    EXPECT_EQ(model.loadedRows(), 2) << "found, not read";
    EXPECT_EQ(model.issueAt(7)->id, last->id);
    EXPECT_EQ(model.loadedRows(), 4);

    IssueFilter alpha;
    alpha.frameworkId = model.issueAt(0)->frameworkId;
    model.setFilter(alpha);
    ASSERT_EQ(model.rowCount(), 6);
    EXPECT_EQ(model.rowOfIssue(last->id), -1) << "beta's issue is not in alpha's list";
    EXPECT_EQ(model.loadedRows(), 2) << "and finding that out reads no page";
    EXPECT_EQ(model.rowOfIssue(1000000), -1);
    EXPECT_EQ(model.loadedRows(), 2);
}

// The rows are the issues the filter listed when it was applied. A label that takes an issue
// out of "unlabeled" leaves its row, showing the label, and the pages read after it still hold
// every other issue once; applying the filter again lists it no more.
TEST_F(IssueTableModelTest, ALabelLeavesTheRowsAsTheFilterListedThem)
{
    auto newcomer = store->addAnnotator(u"Newcomer"_s); // nothing labelled yet
    ASSERT_TRUE(newcomer.ok());
    IssueFilter unlabeled;
    unlabeled.annotatorId = *newcomer;
    unlabeled.status = IssueFilter::Status::Unlabeled;
    auto listed = IssueQuery::ids(*store, unlabeled);
    ASSERT_TRUE(listed.ok());
    ASSERT_GE(listed->size(), 4u);

    IssueTableModel model;
    model.setPageSize(2);
    model.setFilter(unlabeled);
    model.setStore(store.get());
    ASSERT_EQ(model.rowCount(), int(listed->size()));
    const qint64 labelled = model.issueAt(1)->id;
    Label label;
    label.falsePositive = true;
    label.falsePositiveReason = u"test"_s;
    ASSERT_TRUE(
        LabelStore::setLabel(*store, labelled, unlabeled.annotatorId, label, u"tester"_s).ok());
    model.refreshIssues({labelled});
    ASSERT_NE(model.issueAt(1), nullptr) << "still listed";
    EXPECT_EQ(model.issueAt(1)->id, labelled);
    EXPECT_EQ(model.issueAt(1)->myLabel, u"false positive"_s) << "showing the label";
    QList<qint64> rows;
    for (int row = model.rowCount() - 1; row >= 0; --row) { // the far pages first, then back
        const IssueRow *issue = model.issueAt(row);
        rows.prepend(issue ? issue->id : 0);
    }
    EXPECT_EQ(rows, QList<qint64>(listed->begin(), listed->end()))
        << "each issue once, in the list's order";

    model.setFilter({});
    model.setFilter(unlabeled);
    EXPECT_EQ(model.rowCount(), int(listed->size()) - 1);
    EXPECT_EQ(model.rowOfIssue(labelled), -1);
}

// An issue that leaves the project after the list was read leaves an empty row in its place
// until the filter is applied again.
TEST_F(IssueTableModelTest, AnIssueThatWentLeavesAnEmptyRow)
{
    IssueTableModel model;
    model.setPageSize(2);
    model.setStore(store.get());
    ASSERT_EQ(model.rowCount(), 8);
    const qint64 third = model.issueAt(2) ? model.issueAt(2)->id : 0;
    const qint64 last = model.issueAt(7)->id;
    QSqlQuery remove(store->database());
    ASSERT_TRUE(remove.exec(
        u"PRAGMA foreign_keys=OFF"_s)); // the year lines still name them: not what this is about
    ASSERT_TRUE(remove.exec(
        u"DELETE FROM issues WHERE id IN (SELECT id FROM issues ORDER BY framework_id DESC,"
        " row_order DESC LIMIT 3)"_s))
        << remove.lastError().text().toStdString();
    EXPECT_EQ(model.rowCount(), 8);
    EXPECT_EQ(model.issueAt(7)->id, last) << "its page was read before";
    EXPECT_EQ(model.issueAt(5), nullptr) << "read after: gone";
    EXPECT_FALSE(model.index(5, IssueTableModel::UrlColumn).data().isValid());
    ASSERT_NE(model.issueAt(4), nullptr);
    EXPECT_EQ(model.issueAt(2)->id, third);
    model.setStore(store.get());
    EXPECT_EQ(model.rowCount(), 5);
    QCoreApplication::processEvents();
}
