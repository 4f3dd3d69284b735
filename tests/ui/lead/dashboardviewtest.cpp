// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/dashboardview.h"
#include "lead/chartpanel.h"
#include "lead/kappaheatmap.h"
#include "lead/kappatablemodel.h"
#include "lead/statisticstablemodel.h"
#include "lead/widgetexport.h"
#include "leadwindowfixture.h"
#include "reconcile/finallabelstore.h"

#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QImage>
#include <QLineSeries>
#include <QSet>
#include <QTabWidget>
#include <QToolButton>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

class DashboardViewTest : public LeadWindowTest
{
protected:
    void SetUp() override
    {
        LeadWindowTest::SetUp();
        openWindow();
        dashboard = window->findChild<DashboardView *>(u"dashboardView"_s);
        statisticsTester = std::make_unique<QAbstractItemModelTester>(
            dashboard->statisticsModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        kappaTester = std::make_unique<QAbstractItemModelTester>(
            dashboard->kappaModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy loaded(dashboard, &DashboardView::snapshotLoaded);
        window->findChild<QTabWidget *>(u"leadTabs"_s)->setCurrentWidget(dashboard);
        EXPECT_TRUE(dashboard->isLoading()) << "the numbers are computed on a worker thread";
        ASSERT_TRUE(loaded.wait(10000));
    }

    DashboardView *dashboard = nullptr;
    std::unique_ptr<QAbstractItemModelTester> statisticsTester;
    std::unique_ptr<QAbstractItemModelTester> kappaTester;
};

} // namespace

TEST_F(DashboardViewTest, ShowsTableOneWithTheFalsePositiveRate)
{
    StatisticsTableModel *table = dashboard->statisticsModel();
    ASSERT_EQ(table->rowCount(), 3);
    EXPECT_EQ(table->index(0, 0).data().toString(), u"alpha"_s);
    EXPECT_EQ(table->index(2, 0).data().toString(), u"Total"_s);
    int issues = -1;
    int rate = -1;
    for (int column = 0; column < table->columnCount(); ++column) {
        const QString header = table->headerData(column, Qt::Horizontal).toString();
        issues = header == u"Issues"_s ? column : issues;
        rate = header == u"FP rate"_s ? column : rate;
    }
    ASSERT_GE(issues, 0);
    ASSERT_GE(rate, 0);
    EXPECT_EQ(table->index(2, issues).data().toString(), u"12"_s);
    EXPECT_EQ(table->index(0, rate).data().toString(), u"0.0%"_s);

    // Once the rules excluded the issue every volunteer marked, alpha's rate is 1 of 10.
    FinalLabel falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.method = DecisionMethod::Unanimous;
    ASSERT_TRUE(FinalLabelStore::write(
        project.store(), {{project.issue(u"alpha"_s, 9), falsePositive}}, u"Lead"_s, u"test"_s)
                    .ok());
    QSignalSpy loaded(dashboard, &DashboardView::snapshotLoaded);
    dashboard->reload();
    ASSERT_TRUE(loaded.wait(10000));
    EXPECT_EQ(table->index(0, rate).data().toString(), u"10.0%"_s);
}

TEST_F(DashboardViewTest, ShowsKappaPerTypeAndThemeAndThePairwiseHeatmap)
{
    const auto &rows = dashboard->kappaModel()->rows();
    ASSERT_GE(rows.size(), 2);
    EXPECT_EQ(rows[0].scope, u"all issues"_s);
    EXPECT_EQ(rows[0].level, u"type"_s);
    EXPECT_EQ(rows[1].level, u"theme"_s);
    ASSERT_TRUE(dashboard->snapshot().has_value());
    EXPECT_EQ(rows[1].kappa.value,
        dashboard->snapshot()->themeLevel.groups.first().summary.fleiss.kappa.value);
    const QStringList names = dashboard->findChild<KappaHeatmap *>(u"kappaHeatmap"_s)->names();
    EXPECT_EQ(names, (QStringList {u"Volunteer 1"_s, u"Volunteer 2"_s, u"Volunteer 3"_s}))
        << "the lead labelled nothing";
    const auto pair = dashboard->findChild<KappaHeatmap *>(u"kappaHeatmap"_s)->value(0, 1);
    ASSERT_TRUE(pair.has_value());
    EXPECT_DOUBLE_EQ(*pair,
        *dashboard->snapshot()
             ->themeLevel.groups.first()
             .summary.pairwiseCohen.at(0, 1)
             .kappa.value);
    EXPECT_FALSE(dashboard->findChild<KappaHeatmap *>(u"kappaHeatmap"_s)->value(1, 1).has_value());
    EXPECT_FALSE(
        dashboard->findChild<QChartView *>(u"kappaByTypeChart"_s)->chart()->series().isEmpty());
    EXPECT_FALSE(
        dashboard->findChild<QChartView *>(u"themeKappaChart"_s)->chart()->series().isEmpty());
    EXPECT_EQ(dashboard->findChild<QChartView *>(u"progressChart"_s)->chart()->series().size(), 3);
}

TEST_F(DashboardViewTest, KappaBarsCarryTheirIntervalsAndThemesTheirNames)
{
    // One whisker (a line series) per bar whose 95% CI is defined, spanning exactly that interval.
    QChart *types = dashboard->findChild<QChartView *>(u"kappaByTypeChart"_s)->chart();
    QList<QLineSeries *> whiskers;
    for (QAbstractSeries *series : types->series()) {
        if (auto *line = qobject_cast<QLineSeries *>(series))
            whiskers.append(line);
    }
    const FleissResult &all = dashboard->snapshot()->typeLevel.groups.first().summary.fleiss;
    ASSERT_TRUE(all.ciLow.isDefined() && all.ciHigh.isDefined());
    ASSERT_FALSE(whiskers.isEmpty());
    double low = 2;
    double high = -2;
    for (const QPointF &point : whiskers.first()->points()) {
        EXPECT_NEAR(point.x(), 0.0, 0.13) << "over the first bar";
        low = std::min(low, point.y());
        high = std::max(high, point.y());
    }
    EXPECT_DOUBLE_EQ(low, *all.ciLow.value);
    EXPECT_DOUBLE_EQ(high, *all.ciHigh.value);

    // The theme axis names each theme, not only its code.
    QChart *themes = dashboard->findChild<QChartView *>(u"themeKappaChart"_s)->chart();
    QStringList categories;
    for (QAbstractAxis *axis : themes->axes()) {
        if (auto *codes = qobject_cast<QBarCategoryAxis *>(axis))
            categories = codes->categories();
    }
    ASSERT_FALSE(categories.isEmpty());
    EXPECT_TRUE(categories.contains(u"C.1  System Compatibility and Integration Failures"_s))
        << categories.join(u'|').toStdString();

    // Volunteers at the same pace still show: every line has its own width.
    QSet<qreal> widths;
    for (QAbstractSeries *series :
        dashboard->findChild<QChartView *>(u"progressChart"_s)->chart()->series())
        widths.insert(qobject_cast<QLineSeries *>(series)->pen().widthF());
    EXPECT_EQ(widths.size(), 3);
}

TEST_F(DashboardViewTest, ExportsChartsAsPngAndSvgAndTablesAsCsv)
{
    ChartPanel *heatmap = dashboard->panel(u"Pairwise Cohen"_s);
    ASSERT_NE(heatmap, nullptr);
    dialogs->pathAnswer = project.scratch(u"heatmap.png"_s);
    QTest::mouseClick(heatmap->findChild<QToolButton *>(u"export-png"_s), Qt::LeftButton);
    const QImage image(project.scratch(u"heatmap.png"_s));
    EXPECT_FALSE(image.isNull());
    const QWidget *drawn = heatmap->findChild<KappaHeatmap *>(u"kappaHeatmap"_s);
    EXPECT_EQ(image.size(), drawn->size() * drawn->devicePixelRatio());

    ChartPanel *types = dashboard->panel(u"Fleiss κ per type"_s);
    dialogs->pathAnswer = project.scratch(u"types.svg"_s);
    QTest::mouseClick(types->findChild<QToolButton *>(u"export-svg"_s), Qt::LeftButton);
    const QByteArray svg = readAll(project.scratch(u"types.svg"_s));
    EXPECT_TRUE(svg.contains("<svg")) << "an SVG file";
    EXPECT_TRUE(svg.contains("Fleiss"));

    ChartPanel *table = dashboard->panel(u"Table I"_s);
    dialogs->pathAnswer = project.scratch(u"table-one.csv"_s);
    QTest::mouseClick(table->findChild<QToolButton *>(u"export-csv"_s), Qt::LeftButton);
    const QByteArray csv = readAll(project.scratch(u"table-one.csv"_s));
    EXPECT_TRUE(csv.startsWith("Framework,2024,")) << csv.toStdString();
    EXPECT_TRUE(csv.contains("\nTotal,")) << csv.toStdString();
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
}
