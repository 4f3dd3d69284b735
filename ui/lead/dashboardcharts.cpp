// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardcharts.h"

#include "common/palettecolors.h"

#include "common/untrustedtext.h"
#include "kappaheatmap.h"
#include "report/figure.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGuiApplication>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QPalette>
#include <QTableView>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

// The axis starts at 0 unless some κ is negative (worse than chance), then at the next tenth below.
double axisLow(const QBarSet *set)
{
    double low = 0.0;
    for (int i = 0; i < set->count(); ++i)
        low = std::min(low, set->at(i));
    return low < -1e-9 ? std::floor(low * 10.0) / 10.0 : 0.0;
}

QString undefinedNote(const QStringList &undefined)
{
    return undefined.isEmpty()
        ? QString()
        : DashboardCharts::tr("Undefined, not drawn: ") + undefined.join(u"; "_s);
}

} // namespace

QChart *DashboardCharts::newChart()
{
    auto *chart = new QChart;
    // Follow the system palette so the dashboard is legible in dark mode too.
    if (PaletteColors::isDark(QPalette()))
        chart->setTheme(QChart::ChartThemeDark);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    return chart;
}

QColor DashboardCharts::volunteerColour(int index, bool dark)
{
    // Okabe–Ito's colours as the figures for print use them; on a dark theme a third of the way
    // to white, so the darker ones (blue, vermillion) stand out from the background too.
    const quint32 rgb = Figure::paletteColour(index);
    QColor colour(QRgb(rgb | 0xFF000000u));
    if (!dark)
        return colour;
    return QColor::fromRgbF(colour.redF() + (1.0 - colour.redF()) / 3.0,
        colour.greenF() + (1.0 - colour.greenF()) / 3.0,
        colour.blueF() + (1.0 - colour.blueF()) / 3.0);
}

QTableView *DashboardCharts::newTable(
    const QString &objectName, QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionMode(QAbstractItemView::ContiguousSelection);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

QChart *DashboardCharts::kappaByType(const DashboardSnapshot &snapshot, QString *note)
{
    QStringList categories;
    QStringList undefined;
    auto *set = new QBarSet(tr("Fleiss κ"));
    // Each bar's 95% confidence interval, drawn as a whisker over it (Qt Charts has no error bars).
    QList<QLineSeries *> whiskers;
    const auto add = [&](const QString &name, const FleissResult &fleiss) {
        const AgreementValue &kappa = fleiss.kappa;
        if (kappa.isDefined()) {
            const double at = double(categories.size());
            categories.append(
                UntrustedText::forHtml(name)); // Qt Charts renders axis labels as HTML
            *set << *kappa.value;
            if (fleiss.ciLow.isDefined() && fleiss.ciHigh.isDefined()) {
                auto *whisker = new QLineSeries;
                whisker->setName(tr("95% CI"));
                const double low = *fleiss.ciLow.value;
                const double high = *fleiss.ciHigh.value;
                *whisker << QPointF(at - 0.12, high) << QPointF(at + 0.12, high)
                         << QPointF(at, high) << QPointF(at, low) << QPointF(at - 0.12, low)
                         << QPointF(at + 0.12, low);
                QPen pen(QGuiApplication::palette().color(
                    QPalette::WindowText)); // readable in light and dark
                pen.setWidthF(1.5);
                whisker->setPen(pen);
                whiskers.append(whisker);
            }
        } else {
            undefined.append(u"%1 (%2)"_s.arg(name, kappa.undefinedReason));
        }
    };
    if (!snapshot.typeLevel.groups.isEmpty())
        add(tr("all · type"),
            snapshot.typeLevel.groups.first().summary.fleiss); // short: no label is cut
    if (!snapshot.themeLevel.groups.isEmpty())
        add(tr("all · theme"), snapshot.themeLevel.groups.first().summary.fleiss);
    for (const AgreementGroup &group : snapshot.themeByType.groups)
        add(group.name, group.summary.fleiss);
    auto *series = new QBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(3);
    series->setLabelsPosition(
        QAbstractBarSeries::LabelsInsideBase); // clear of the whisker at the top
    QChart *chart = newChart();
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    double low = axisLow(set);
    for (const QLineSeries *whisker : std::as_const(whiskers)) {
        for (const QPointF &point : whisker->points())
            low = std::min(low, std::floor(point.y() * 10.0) / 10.0);
    }
    y->setRange(low, 1.0);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0.0);
    y->setTickInterval(0.2);
    y->setLabelFormat(u"%.1f"_s);
    // Axis titles say what is measured and what the whiskers are: the chart stands alone in print.
    x->setTitleText(tr("Issues (all, or by type of final label)"));
    y->setTitleText(tr("Fleiss κ (whiskers: 95% CI)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    // The whiskers share the bars' axes: on a category axis, x is the category's index.
    auto *whiskerX = new QValueAxis;
    whiskerX->setRange(-0.5, double(categories.size()) - 0.5);
    whiskerX->hide();
    chart->addAxis(whiskerX, Qt::AlignTop);
    for (QLineSeries *whisker : std::as_const(whiskers)) {
        chart->addSeries(whisker);
        whisker->attachAxis(whiskerX);
        whisker->attachAxis(y);
    }
    chart->legend()->hide();
    *note = undefinedNote(undefined);
    if (!whiskers.isEmpty())
        *note = (note->isEmpty() ? QString() : *note + u"\n"_s)
            + tr("Whiskers: the 95% confidence interval of each κ.");
    return chart;
}

QChart *DashboardCharts::themeKappa(const DashboardSnapshot &snapshot, QString *note)
{
    QStringList categories;
    QStringList undefined;
    auto *set = new QBarSet(tr("κ per theme"));
    // Bottom to top in a horizontal chart: reverse, so A.1 is at the top.
    for (qsizetype c = std::ssize(snapshot.themeKappas) - 1; c >= 0; --c) {
        const AgreementValue &kappa = snapshot.themeKappas[static_cast<size_t>(c)];
        const QString code = snapshot.themeLevel.categories.value(c);
        if (kappa.isDefined()) {
            // The code and the name in full: a lead reads "C.8 Architecture and Module
            // Integration".
            categories.append(UntrustedText::forHtml(
                code + u"  "_s + snapshot.themeLevel.categoryNames.value(c)));
            *set << *kappa.value;
        } else {
            undefined.prepend(code);
        }
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(2);
    // Outside the bar's end, with room left on the axis: a short bar (κ near 0) keeps its label
    // whole.
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    set->setLabelColor(
        QPalette().color(QPalette::Text)); // outside the bar: the text colour, not white
    QChart *chart = newChart();
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    QFont small = y->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    y->setLabelsFont(small);
    auto *x = new QValueAxis;
    const double low = axisLow(set);
    x->setRange(low < 0 ? low - 0.1 : low, 1.12);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0.0);
    x->setTickInterval(0.2);
    x->setLabelFormat(u"%.1f"_s);
    x->setTitleText(tr("κ of the theme against all others"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->hide();
    *note = undefined.isEmpty()
        ? QString()
        : tr("κ undefined (no volunteer chose the theme): ") + undefined.join(u", "_s);
    return chart;
}

QChart *DashboardCharts::progress(const DashboardSnapshot &snapshot, QString *note)
{
    QChart *chart = newChart();
    QDateTime first;
    QDateTime last;
    qint64 most = 0;
    QList<QLineSeries *> lines;
    for (const AnnotatorProgress &annotator : snapshot.progress) {
        if (annotator.points.isEmpty())
            continue;
        auto *series = new QLineSeries;
        series->setName(UntrustedText::forHtml(annotator.name)); // the legend renders HTML
        series->setPointsVisible(true);
        // Volunteers who label at the same pace draw the same line: each drawn narrower and with
        // its own dashes than the one before, so the lines beneath still show.
        const int index = static_cast<int>(lines.size());
        QPen pen = series->pen();
        pen.setColor(volunteerColour(index, PaletteColors::isDark(QPalette())));
        pen.setWidthF(std::max(1.5, 7.0 - 2.0 * index));
        pen.setStyle(index % 3 == 0 ? Qt::SolidLine : index % 3 == 1 ? Qt::DashLine : Qt::DotLine);
        series->setPen(pen);
        // Start from zero the day before the first label, so a single day still shows as growth.
        const QDateTime start = annotator.points.first().day.addDays(-1).startOfDay();
        series->append(double(start.toMSecsSinceEpoch()), 0);
        for (const AnnotatorProgress::Point &point : annotator.points) {
            const QDateTime day = point.day.startOfDay();
            series->append(double(day.toMSecsSinceEpoch()), double(point.labels));
            most = std::max(most, point.labels);
            last = last.isValid() ? std::max(last, day) : day;
        }
        first = first.isValid() ? std::min(first, start) : start;
        lines.append(series);
    }
    auto *x = new QDateTimeAxis;
    x->setFormat(tr("d MMM"));
    auto *y = new QValueAxis;
    y->setLabelFormat(u"%d"_s);
    y->setRange(0, double(std::max<qint64>(most, 1)) * 1.05);
    if (first.isValid()) {
        x->setRange(first, last.addDays(1));
        // One tick a day while that fits, so no date is written twice.
        x->setTickCount(
            static_cast<int>(std::clamp<qint64>(first.daysTo(last.addDays(1)) + 1, 2, 8)));
    }
    x->setTitleText(tr("Day"));
    y->setTitleText(tr("Labels given (cumulative)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *series : lines) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    *note = lines.isEmpty() ? tr("Nobody has labelled an issue yet.") : QString();
    return chart;
}

void DashboardCharts::fillHeatmap(
    KappaHeatmap *heatmap, const DashboardSnapshot &snapshot, QString *note)
{
    note->clear();
    if (snapshot.themeLevel.groups.isEmpty()) {
        heatmap->setMatrix({}, {});
        return;
    }
    const PairwiseKappa &pairs = snapshot.themeLevel.groups.first().summary.pairwiseCohen;
    const int raters = pairs.raters();
    QList<int> shown;
    QStringList left;
    for (int a = 0; a < raters; ++a) {
        bool any = false;
        for (int b = 0; b < raters && !any; ++b)
            any = a != b && pairs.at(a, b).kappa.isDefined();
        if (any)
            shown.append(a);
        else
            left.append(snapshot.themeLevel.annotators.value(a));
    }
    QStringList names;
    QList<std::optional<double>> values;
    for (const int a : shown) {
        names.append(snapshot.themeLevel.annotators.value(a));
        for (const int b : shown)
            values.append(a == b ? std::optional<double>() : pairs.at(a, b).kappa.value);
    }
    heatmap->setMatrix(names, values);
    if (!left.isEmpty())
        *note = tr("Not shown (no issue in common with another annotator): ") + left.join(u", "_s);
}

} // namespace taxonomist::ui
