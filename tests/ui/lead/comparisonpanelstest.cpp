// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/comparisonpanels.h"
#include "interviews/codebookimporter.h"
#include "lead/chartpanel.h"
#include "lead/comparisontablemodel.h"
#include "leadproject.h"
#include "recordingleaddialogs.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QImage>
#include <QSignalSpy>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

TEST(ComparisonPanels, IssuesBesideUsersAndDevelopersAsTableAndChartThatExport)
{
    TAXONOMIST_REQUIRE_STUDY();
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto codebook = CodeBookFile::read(studyDir() + u"/CodeBook.csv"_s);
    ASSERT_TRUE(codebook);
    ASSERT_TRUE(CodeBookImporter::import(project.store(), *codebook, {0, false, u"test"_s}));

    RecordingLeadDialogs dialogs;
    ComparisonPanels panels(project.path(), &dialogs);
    panels.resize(1400, 1200);
    panels.show();
    QAbstractItemModelTester tester(
        panels.comparisonModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy loaded(&panels, &ComparisonPanels::loaded);
    panels.reload();
    EXPECT_TRUE(panels.isLoading()) << "computed on a worker thread";
    ASSERT_TRUE(loaded.wait(10000));

    const ComparisonTableModel *model = panels.comparisonModel();
    ASSERT_EQ(
        model->rowCount(), 3 + 18 + 2); // types, themes, and B.5 and C.11, which the taxonomy lacks
    int c11 = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        c11 = model->index(row, 0).data().toString().trimmed() == u"C.11"_s ? row : c11;
    ASSERT_GE(c11, 0);
    EXPECT_EQ(model->index(c11, 1).data().toString(), u"(not in the taxonomy: kept, flagged)"_s);
    const int users = model->columnCount() - 4;
    EXPECT_EQ(model->headerData(users, Qt::Horizontal).toString(), u"Users"_s);
    EXPECT_EQ(model->index(c11, users).data().toString(), u"1/11"_s);
    EXPECT_EQ(model->index(c11, users + 1).data().toString(), u"1/8"_s);

    QChart *chart = panels.chartView()->chart();
    ASSERT_EQ(chart->series().size(), 1);
    auto *series = qobject_cast<QAbstractBarSeries *>(chart->series().first());
    ASSERT_TRUE(series);
    EXPECT_EQ(series->count(), 3); // issues, users, developers
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).first());
    ASSERT_TRUE(axis);
    EXPECT_EQ(axis->count(), 18 + 2);
    EXPECT_EQ(axis->categories().last(), u"A.1"_s); // top of the chart: the first theme

    // The dashboard's own export: the table as CSV, the chart as PNG and SVG.
    QTemporaryDir dir;
    ChartPanel *tablePanel = panels.panels().at(0);
    ChartPanel *chartPanel = panels.panels().at(1);
    ASSERT_TRUE(tablePanel->exportCsv(dir.filePath(u"comparison.csv"_s)));
    const QByteArray csv = readAll(dir.filePath(u"comparison.csv"_s));
    EXPECT_TRUE(csv.startsWith(
        "Code,Node,Issues,Share,alpha,beta,Users,Developers,Raised by,Participants\n"))
        << csv.left(200).toStdString();
    // A field with a comma is quoted.
    EXPECT_NE(csv.indexOf("\nC.11,\"(not in the taxonomy: kept, "
                          "flagged)\",0,0.0%,0,0,1/11,1/8,both,\"U5, D5\"\n"),
        -1)
        << csv.toStdString();
    ASSERT_TRUE(chartPanel->exportPng(dir.filePath(u"comparison.png"_s)));
    EXPECT_FALSE(QImage(dir.filePath(u"comparison.png"_s)).isNull());
    ASSERT_TRUE(chartPanel->exportSvg(dir.filePath(u"comparison.svg"_s)));
    // Core's figure for print: its title, the flagged code, the shares with their unit.
    const QByteArray svg = readAll(dir.filePath(u"comparison.svg"_s));
    EXPECT_TRUE(svg.contains("<title>Issues, users and developers per theme</title>"));
    EXPECT_TRUE(svg.contains(">C.11 (not in the taxonomy)</text>")) << svg.toStdString();
    EXPECT_TRUE(svg.contains(">9.1 %</text>")) << "1 of 11 users";
    EXPECT_TRUE(
        svg.contains(">Share of the labelled issues, of the users, of the developers (%)<"));
    ASSERT_TRUE(chartPanel->exportPdf(dir.filePath(u"comparison.pdf"_s)));
    EXPECT_TRUE(readAll(dir.filePath(u"comparison.pdf"_s)).startsWith("%PDF-1.4"));
}
