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
#include <QAction>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QColor>
#include <QFileInfo>
#include <QImage>
#include <QLineSeries>
#include <QSet>
#include <QTabWidget>
#include <QToolButton>
#include <QValueAxis>

#include <cmath>

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

    // Every value axis has a title, for a chart read on its own (exported, printed).
    for (const char *name : {"kappaByTypeChart", "themeKappaChart", "progressChart"}) {
        QChart *chart = dashboard->findChild<QChartView *>(QString::fromLatin1(name))->chart();
        for (QAbstractAxis *axis : chart->axes()) {
            if (qobject_cast<QValueAxis *>(axis) && axis->isVisible()) {
                EXPECT_FALSE(axis->titleText().isEmpty()) << name;
            }
        }
    }
    EXPECT_EQ(dashboard->findChild<QChartView *>(u"kappaByTypeChart"_s)
                  ->chart()
                  ->axes(Qt::Vertical)
                  .first()
                  ->titleText(),
        u"Fleiss κ (whiskers: 95% CI)"_s);

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

TEST_F(DashboardViewTest, ExportsChartsForPrintAndTablesAsCsv)
{
    // A PNG for print: 300 dpi, the chart at 300/96 of its size on screen under its title.
    ChartPanel *heatmap = dashboard->panel(u"Pairwise Cohen"_s);
    ASSERT_NE(heatmap, nullptr);
    dialogs->pathAnswer = project.scratch(u"heatmap.png"_s);
    QTest::mouseClick(heatmap->findChild<QToolButton *>(u"export-png"_s), Qt::LeftButton);
    const QImage image(project.scratch(u"heatmap.png"_s));
    ASSERT_FALSE(image.isNull());
    const QWidget *drawn = heatmap->findChild<KappaHeatmap *>(u"kappaHeatmap"_s);
    EXPECT_EQ(image.width(), int(std::ceil(drawn->width() * 300.0 / 96.0)));
    EXPECT_GT(image.height(), int(drawn->height() * 300.0 / 96.0)) << "a band for the title";
    EXPECT_EQ(image.dotsPerMeterX(), 11811) << "300 dpi";
    EXPECT_EQ(image.pixelColor(2, 2), QColor(Qt::white)) << "on white, whatever the theme";

    // ASCII file names: κ is spelled out.
    ChartPanel *types = dashboard->panel(u"Fleiss κ per type"_s);
    dialogs->suggestedNames.clear();
    dialogs->pathAnswer = project.scratch(u"types"_s); // typed without an extension
    QTest::mouseClick(types->findChild<QToolButton *>(u"export-svg"_s), Qt::LeftButton);
    EXPECT_EQ(dialogs->suggestedNames, QStringList {u"fleiss-kappa-per-type.svg"_s});
    const QByteArray svg = readAll(project.scratch(u"types.svg"_s));
    EXPECT_TRUE(svg.contains("<svg")) << "an SVG file, its extension added";
    EXPECT_TRUE(svg.contains("Fleiss"));

    // The PDF button with a name that says SVG writes a PDF, named so.
    dialogs->pathAnswer = project.scratch(u"types-print.svg"_s);
    QTest::mouseClick(types->findChild<QToolButton *>(u"export-pdf"_s), Qt::LeftButton);
    EXPECT_TRUE(readAll(project.scratch(u"types-print.pdf"_s)).startsWith("%PDF-"));
    EXPECT_FALSE(QFileInfo::exists(project.scratch(u"types-print.svg"_s)));

    ChartPanel *table = dashboard->panel(u"Table I"_s);
    dialogs->pathAnswer = project.scratch(u"table-one.csv"_s);
    QTest::mouseClick(table->findChild<QToolButton *>(u"export-csv"_s), Qt::LeftButton);
    const QByteArray csv = readAll(project.scratch(u"table-one.csv"_s));
    EXPECT_TRUE(csv.startsWith("Framework,2024,")) << csv.toStdString();
    EXPECT_TRUE(csv.contains("\nTotal,")) << csv.toStdString();
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
}

TEST_F(DashboardViewTest, ExportsTheReportFromTheDashboardMenu)
{
    QAction *action = window->findChild<QAction *>(u"exportReportAction"_s);
    ASSERT_NE(action, nullptr);
    dialogs->folderAnswer = project.scratch(u"report"_s);
    QSignalSpy exported(dashboard, &DashboardView::reportExported);
    action->trigger();
    ASSERT_TRUE(exported.wait(10000)) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_EQ(exported.first().first().toString(), project.scratch(u"report"_s));
    for (const QString &file : {u"report.md"_s, u"report.tex"_s, u"report.html"_s, u"report.json"_s,
             u"figures/fleiss-kappa-per-type.svg"_s})
        EXPECT_FALSE(readAll(project.scratch(u"report/"_s + file)).isEmpty()) << file.toStdString();
    EXPECT_TRUE(readAll(project.scratch(u"report/report.md"_s)).contains("## Agreement"));
    ASSERT_EQ(dialogs->messages.size(), 1);
    EXPECT_TRUE(dialogs->messages.first().contains(u"report.html"_s))
        << dialogs->messages.first().toStdString();
    EXPECT_TRUE(dialogs->errors.isEmpty());

    // Cancelled: nothing is asked of the worker and nothing is said.
    dialogs->folderAnswer.clear();
    action->trigger();
    EXPECT_EQ(dialogs->messages.size(), 1);
}

TEST(WidgetExport, FileNamesAreAsciiAndCarryTheirFormatsExtension)
{
    EXPECT_EQ(WidgetExport::fileStem(u"Fleiss κ per type"_s), u"fleiss-kappa-per-type"_s);
    EXPECT_EQ(WidgetExport::fileStem(u"Krippendorff α, by theme (all)"_s),
        u"krippendorff-alpha-by-theme-all"_s);
    EXPECT_EQ(WidgetExport::fileStem(u"Issues 按类型"_s), u"issues"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/chart"_s, u"png"_s), u"/tmp/chart.png"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/chart.svg"_s, u"png"_s), u"/tmp/chart.png"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/chart.PNG"_s, u"png"_s), u"/tmp/chart.PNG"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/kappa v1.2"_s, u"pdf"_s), u"/tmp/kappa v1.2.pdf"_s);
}
