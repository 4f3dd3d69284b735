// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardcharts.h"

#include "common/palettecolors.h"

#include "common/untrustedtext.h"
#include "kappaheatmap.h"

#include <QCoreApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
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
    return undefined.isEmpty() ? QString() : QCoreApplication::translate("DashboardCharts", "Undefined, not drawn: ") + undefined.join(u"; "_s);
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

QTableView *DashboardCharts::newTable(const QString &objectName, QAbstractItemModel *model, QWidget *parent)
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
    auto *set = new QBarSet(QCoreApplication::translate("DashboardCharts", "Fleiss κ"));
    const auto add = [&](const QString &name, const AgreementValue &kappa) {
        if (kappa.isDefined()) {
            categories.append(UntrustedText::forHtml(name)); // Qt Charts renders axis labels as HTML
            *set << *kappa.value;
        } else {
            undefined.append(u"%1 (%2)"_s.arg(name, kappa.undefinedReason));
        }
    };
    if (!snapshot.typeLevel.groups.isEmpty())
        add(QCoreApplication::translate("DashboardCharts", "all (type level)"), snapshot.typeLevel.groups.first().summary.fleiss.kappa);
    if (!snapshot.themeLevel.groups.isEmpty())
        add(QCoreApplication::translate("DashboardCharts", "all (theme level)"), snapshot.themeLevel.groups.first().summary.fleiss.kappa);
    for (const AgreementGroup &group : snapshot.themeByType.groups)
        add(group.name, group.summary.fleiss.kappa);
    auto *series = new QBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(3);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    QChart *chart = newChart();
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    y->setRange(axisLow(set), 1.0);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0.0);
    y->setTickInterval(0.2);
    y->setLabelFormat(u"%.1f"_s);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->hide();
    *note = undefinedNote(undefined);
    return chart;
}

QChart *DashboardCharts::themeKappa(const DashboardSnapshot &snapshot, QString *note)
{
    QStringList categories;
    QStringList undefined;
    auto *set = new QBarSet(QCoreApplication::translate("DashboardCharts", "κ per theme"));
    // Bottom to top in a horizontal chart: reverse, so A.1 is at the top.
    for (qsizetype c = std::ssize(snapshot.themeKappas) - 1; c >= 0; --c) {
        const AgreementValue &kappa = snapshot.themeKappas[static_cast<size_t>(c)];
        const QString code = snapshot.themeLevel.categories.value(c);
        if (kappa.isDefined()) {
            categories.append(UntrustedText::forHtml(code));
            *set << *kappa.value;
        } else {
            undefined.prepend(code);
        }
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(2);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    QChart *chart = newChart();
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    QFont small = y->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    y->setLabelsFont(small);
    auto *x = new QValueAxis;
    x->setRange(axisLow(set), 1.0);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0.0);
    x->setTickInterval(0.2);
    x->setLabelFormat(u"%.1f"_s);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->hide();
    *note = undefined.isEmpty() ? QString() : QCoreApplication::translate("DashboardCharts", "κ undefined (no volunteer chose the theme): ") + undefined.join(u", "_s);
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
    x->setFormat(QCoreApplication::translate("DashboardCharts", "d MMM"));
    auto *y = new QValueAxis;
    y->setLabelFormat(u"%d"_s);
    y->setRange(0, double(std::max<qint64>(most, 1)) * 1.05);
    if (first.isValid()) {
        x->setRange(first, last.addDays(1));
        // One tick a day while that fits, so no date is written twice.
        x->setTickCount(static_cast<int>(std::clamp<qint64>(first.daysTo(last.addDays(1)) + 1, 2, 8)));
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *series : lines) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    *note = lines.isEmpty() ? QCoreApplication::translate("DashboardCharts", "Nobody has labelled an issue yet.") : QString();
    return chart;
}

void DashboardCharts::fillHeatmap(KappaHeatmap *heatmap, const DashboardSnapshot &snapshot, QString *note)
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
        *note = QCoreApplication::translate("DashboardCharts", "Not shown (no issue in common with another annotator): ") + left.join(u", "_s);
}

} // namespace taxonomist::ui
