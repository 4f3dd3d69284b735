// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/dashboardview.h"
#include "lead/chartpanel.h"
#include "lead/dashboardcharts.h"
#include "lead/kappaheatmap.h"
#include "lead/kappatablemodel.h"
#include "lead/statisticstablemodel.h"
#include "lead/widgetexport.h"
#include "leadwindowfixture.h"
#include "reconcile/finallabelstore.h"
#include "report/dashboardfigures.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QColor>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
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
    // Every volunteer marked alpha's issue 9 a false positive: screening excluded it, 1 of 10.
    EXPECT_EQ(table->index(0, rate).data().toString(), u"10.0%"_s);

    // The rules' final label keeps it excluded; a lead who keeps it takes it back.
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
    FinalLabel kept;
    kept.nodeId = project.node(u"C.3"_s);
    kept.method = DecisionMethod::Lead;
    ASSERT_TRUE(FinalLabelStore::write(
        project.store(), {{project.issue(u"alpha"_s, 9), kept}}, u"Lead"_s, u"test"_s)
                    .ok());
    dashboard->reload();
    ASSERT_TRUE(loaded.wait(10000));
    EXPECT_EQ(table->index(0, rate).data().toString(), u"0.0%"_s);
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

    // Each volunteer in a colour of their own, none black (unreadable on a dark theme).
    QSet<QRgb> colours;
    for (QAbstractSeries *series :
        dashboard->findChild<QChartView *>(u"progressChart"_s)->chart()->series()) {
        const QColor colour = qobject_cast<QLineSeries *>(series)->pen().color();
        EXPECT_NE(colour, QColor(Qt::black));
        colours.insert(colour.rgb());
    }
    EXPECT_EQ(colours.size(), 3);
}

TEST(DashboardCharts, VolunteerColoursAreOkabeItosAndLighterOnADarkTheme)
{
    EXPECT_EQ(DashboardCharts::volunteerColour(0, false), QColor(0x00, 0x72, 0xB2));
    const QColor dark = DashboardCharts::volunteerColour(0, true);
    EXPECT_GT(dark.lightnessF(), QColor(0x00, 0x72, 0xB2).lightnessF());
    EXPECT_EQ(
        DashboardCharts::volunteerColour(7, false), DashboardCharts::volunteerColour(0, false));
}

TEST_F(DashboardViewTest, ExportsChartsForPrintAndTablesAsCsv)
{
    // A PNG for print at the resolution chosen: core's figure, whatever the screen's theme.
    ChartPanel *heatmap = dashboard->panel(u"Pairwise Cohen"_s);
    ASSERT_NE(heatmap, nullptr);
    ASSERT_TRUE(dashboard->snapshot());
    dialogs->pathAnswer = project.scratch(u"heatmap.png"_s);
    dialogs->itemAnswer = u"600"_s;
    QTest::mouseClick(heatmap->findChild<QToolButton *>(u"export-png"_s), Qt::LeftButton);
    EXPECT_EQ(dialogs->itemChoices, QStringList {u"150|300|600"_s});
    const QImage image(project.scratch(u"heatmap.png"_s));
    ASSERT_FALSE(image.isNull());
    const Figure figure = DashboardFigures::pairwiseKappa(*dashboard->snapshot());
    EXPECT_EQ(image.width(), int(std::ceil(figure.width * 600.0 / 72.0)));
    EXPECT_EQ(image.height(), int(std::ceil(figure.height * 600.0 / 72.0)));
    EXPECT_EQ(image.dotsPerMeterX(), 23622) << "600 dpi";
    EXPECT_EQ(image.pixelColor(2, 2), QColor(Qt::white)) << "on white, whatever the theme";

    // A resolution that is not one is said, and nothing is written.
    dialogs->pathAnswer = project.scratch(u"heatmap-bad.png"_s);
    dialogs->itemAnswer = u"lots"_s;
    QTest::mouseClick(heatmap->findChild<QToolButton *>(u"export-png"_s), Qt::LeftButton);
    ASSERT_EQ(dialogs->errors.size(), 1);
    EXPECT_TRUE(dialogs->errors.first().contains(u"lots"_s));
    EXPECT_FALSE(QFileInfo::exists(project.scratch(u"heatmap-bad.png"_s)));
    dialogs->errors.clear();
    dialogs->itemAnswer = u"300"_s;

    // ASCII file names: κ is spelled out.
    ChartPanel *types = dashboard->panel(u"Fleiss κ per type"_s);
    dialogs->suggestedNames.clear();
    dialogs->pathAnswer = project.scratch(u"types"_s); // typed without an extension
    QTest::mouseClick(types->findChild<QToolButton *>(u"export-svg"_s), Qt::LeftButton);
    EXPECT_EQ(dialogs->suggestedNames, QStringList {u"fleiss-kappa-per-type.svg"_s});
    const QByteArray svg = readAll(project.scratch(u"types.svg"_s));
    EXPECT_TRUE(svg.contains("<svg")) << "an SVG file, its extension added";
    EXPECT_TRUE(svg.contains("<title>Fleiss' κ per type</title>"));
    // Every fill is Okabe–Ito's, white, or the text's black and grey: none is the theme's.
    QSet<QString> allowed {u"#ffffff"_s, u"#000000"_s, u"#555555"_s};
    for (int i = 0; i < Figure::paletteSize(); ++i)
        allowed.insert(Figure::hex(Figure::paletteColour(i)));
    static const QRegularExpression fill(u"fill=\"(#[0-9a-f]{6})\""_s);
    int coloured = 0; // bars in a colour of the palette
    for (auto it = fill.globalMatch(QString::fromUtf8(svg)); it.hasNext();) {
        const QString colour = it.next().captured(1);
        EXPECT_TRUE(allowed.contains(colour)) << colour.toStdString();
        coloured += colour.size() == 7
                && !QStringList {u"#ffffff"_s, u"#000000"_s, u"#555555"_s}.contains(colour)
            ? 1
            : 0;
    }
    EXPECT_GT(coloured, 0) << svg.toStdString();
    EXPECT_EQ(svg, FigureWriter::svg(DashboardFigures::kappaPerType(*dashboard->snapshot())));

    // The PDF button with a name that says SVG writes a PDF, named so.
    dialogs->pathAnswer = project.scratch(u"types-print.svg"_s);
    QTest::mouseClick(types->findChild<QToolButton *>(u"export-pdf"_s), Qt::LeftButton);
    EXPECT_TRUE(readAll(project.scratch(u"types-print.pdf"_s)).startsWith("%PDF-"));
    EXPECT_FALSE(QFileInfo::exists(project.scratch(u"types-print.svg"_s)));

    // Labels over time: a figure too, each volunteer in the legend.
    ChartPanel *progress = dashboard->panel(u"Labels over time"_s);
    dialogs->pathAnswer = project.scratch(u"progress.svg"_s);
    QTest::mouseClick(progress->findChild<QToolButton *>(u"export-svg"_s), Qt::LeftButton);
    EXPECT_TRUE(
        readAll(project.scratch(u"progress.svg"_s)).contains("<title>Labels over time</title>"));

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
             u"figures/fleiss-kappa-per-type.svg"_s, u"figures/fleiss-kappa-per-type.pdf"_s,
             u"figures/fleiss-kappa-per-type.png"_s, u"figures/labels-over-time.png"_s,
             u"figures/pairwise-cohen-kappa-theme-level.pdf"_s})
        EXPECT_FALSE(readAll(project.scratch(u"report/"_s + file)).isEmpty()) << file.toStdString();
    EXPECT_EQ(
        QImage(project.scratch(u"report/figures/labels-over-time.png"_s)).dotsPerMeterX(), 11811)
        << "300 dpi, as chosen";
    EXPECT_TRUE(
        dashboard->findChild<QProgressBar *>(u"reportProgress"_s)->parentWidget()->isHidden())
        << "the progress goes when the export ends";
    EXPECT_TRUE(readAll(project.scratch(u"report/report.md"_s)).contains("## Agreement"));
    ASSERT_EQ(dialogs->messages.size(), 1);
    EXPECT_TRUE(dialogs->messages.first().contains(u"report.html"_s))
        << dialogs->messages.first().toStdString();
    EXPECT_TRUE(dialogs->errors.isEmpty());

    // Cancelled: nothing is asked of the worker and nothing is said.
    dialogs->folderAnswer.clear();
    action->trigger();
    EXPECT_EQ(dialogs->messages.size(), 1);

    // Cancelled while it runs: the progress shows with its Cancel, and the export stops.
    dialogs->folderAnswer = project.scratch(u"report-cancelled"_s);
    action->trigger();
    auto *bar = dashboard->findChild<QProgressBar *>(u"reportProgress"_s);
    EXPECT_FALSE(bar->parentWidget()->isHidden());
    QTest::mouseClick(dashboard->findChild<QPushButton *>(u"cancelReport"_s), Qt::LeftButton);
    for (int i = 0; i < 400 && !bar->parentWidget()->isHidden(); ++i)
        QTest::qWait(50);
    EXPECT_TRUE(bar->parentWidget()->isHidden());
    EXPECT_EQ(exported.size(), 1) << "no second report";
    EXPECT_FALSE(QFileInfo::exists(project.scratch(u"report-cancelled/report.md"_s)))
        << "the figures are drawn before any file is written";
    EXPECT_EQ(dialogs->messages.size(), 1);
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_TRUE(
        dashboard->findChild<QLabel *>(u"dashboardStatus"_s)->text().contains(u"cancelled"_s));
}

TEST(WidgetExport, FileNamesAreAsciiAndCarryTheirFormatsExtension)
{
    EXPECT_EQ(Figure::stemOf(u"Fleiss κ per type"_s), u"fleiss-kappa-per-type"_s);
    EXPECT_EQ(
        Figure::stemOf(u"Krippendorff α, by theme (all)"_s), u"krippendorff-alpha-by-theme-all"_s);
    EXPECT_EQ(Figure::stemOf(u"Issues 按类型"_s), u"issues"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/chart"_s, u"png"_s), u"/tmp/chart.png"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/chart.svg"_s, u"png"_s), u"/tmp/chart.png"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/chart.PNG"_s, u"png"_s), u"/tmp/chart.PNG"_s);
    EXPECT_EQ(WidgetExport::withSuffix(u"/tmp/kappa v1.2"_s, u"pdf"_s), u"/tmp/kappa v1.2.pdf"_s);
}
