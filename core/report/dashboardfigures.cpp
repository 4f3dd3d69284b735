// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardfigures.h"

#include "figurecharts.h"
#include "interviews/interviewcomparison.h"
#include "reconcile/dashboardsnapshot.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

BarChart::Bar fleissBar(const QString &label, const FleissResult &fleiss, int colour)
{
    return {label, fleiss.kappa.value, fleiss.ciLow.value, fleiss.ciHigh.value, colour};
}

} // namespace

Figure DashboardFigures::kappaPerType(const DashboardSnapshot &snapshot)
{
    BarChart chart;
    chart.title = u"Fleiss' κ per type"_s;
    chart.axisTitle = u"Fleiss' κ (dimensionless, −1 to 1; whiskers: 95 % CI)"_s;
    if (!snapshot.typeLevel.groups.isEmpty())
        chart.bars.append(fleissBar(
            u"All issues, type level"_s, snapshot.typeLevel.groups.first().summary.fleiss, 6));
    if (!snapshot.themeLevel.groups.isEmpty())
        chart.bars.append(fleissBar(
            u"All issues, theme level"_s, snapshot.themeLevel.groups.first().summary.fleiss, 6));
    for (qsizetype i = 0; i < snapshot.themeByType.groups.size(); ++i) {
        const AgreementGroup &group = snapshot.themeByType.groups[i];
        chart.bars.append(fleissBar(group.name, group.summary.fleiss, int(i)));
    }
    chart.fitMinimum();
    chart.stem = u"fleiss-kappa-per-type"_s;
    return chart.figure();
}

Figure DashboardFigures::kappaPerTheme(const DashboardSnapshot &snapshot)
{
    BarChart chart;
    chart.title = u"Fleiss' κ per theme"_s;
    chart.axisTitle = u"κ of the theme against all others (dimensionless, −1 to 1)"_s;
    const QStringList &codes = snapshot.themeLevel.categories;
    QStringList types;
    for (qsizetype c = 0; c < codes.size(); ++c) {
        // A theme's colour is its type's: the part of its code before the first dot ("C.8").
        const QString type = codes[c].section(u'.', 0, 0);
        if (!types.contains(type))
            types.append(type);
        const std::size_t index = static_cast<std::size_t>(c);
        chart.bars.append({codes[c] + u"  "_s + snapshot.themeLevel.categoryNames.value(c),
            index < snapshot.themeKappas.size() ? snapshot.themeKappas[index].value
                                                : std::optional<double>(),
            {}, {}, int(types.indexOf(type))});
    }
    chart.fitMinimum();
    chart.stem = u"fleiss-kappa-per-theme"_s;
    return chart.figure();
}

Figure DashboardFigures::labelsOverTime(const DashboardSnapshot &snapshot)
{
    LineChart chart;
    chart.title = u"Labels over time"_s;
    chart.xTitle = u"Day (UTC date of the label's last change)"_s;
    chart.yTitle = u"Labels given (cumulative count)"_s;
    for (const AnnotatorProgress &annotator : snapshot.progress) {
        if (annotator.points.isEmpty())
            continue;
        LineChart::Series series {annotator.name, {}};
        for (const AnnotatorProgress::Point &point : annotator.points)
            series.points.append({point.day, double(point.labels)});
        chart.series.append(series);
    }
    chart.stem = u"labels-over-time"_s;
    return chart.figure();
}

Figure DashboardFigures::pairwiseKappa(const DashboardSnapshot &snapshot)
{
    MatrixChart chart;
    chart.title = u"Pairwise Cohen's κ (theme level)"_s;
    chart.valueTitle
        = u"Cell: Cohen's κ of two annotators over the issues both labelled (−1 to 1)"_s;
    if (!snapshot.themeLevel.groups.isEmpty()) {
        const PairwiseKappa &pairs = snapshot.themeLevel.groups.first().summary.pairwiseCohen;
        QList<int> shown;
        for (int a = 0; a < pairs.raters(); ++a) {
            bool any = false;
            for (int b = 0; b < pairs.raters() && !any; ++b)
                any = a != b && pairs.at(a, b).kappa.isDefined();
            if (any)
                shown.append(a);
        }
        for (const int a : shown) {
            chart.names.append(snapshot.themeLevel.annotators.value(a));
            for (const int b : shown)
                chart.values.append(a == b ? std::optional<double>() : pairs.at(a, b).kappa.value);
        }
    }
    chart.stem = u"pairwise-cohen-kappa-theme-level"_s;
    return chart.figure();
}

Figure DashboardFigures::interviewComparison(const InterviewComparison &comparison)
{
    GroupedBarChart chart;
    chart.title = u"Issues, users and developers per theme"_s;
    chart.axisTitle = u"Share of the labelled issues, of the users, of the developers (%)"_s;
    chart.series = {
        u"Issues (% of labelled)"_s, u"Users (% who raise it)"_s, u"Developers (% who raise it)"_s};
    chart.unit = u" %"_s;
    double most = 0.0;
    for (const InterviewComparison::Row &row : comparison.rows) {
        if (row.level != comparison.level)
            continue;
        chart.rows.append({row.inTaxonomy ? row.code : row.code + u" (not in the taxonomy)"_s,
            {row.issueShare * 100.0, row.userShare * 100.0, row.developerShare * 100.0}});
        most = std::max(
            {most, row.issueShare * 100.0, row.userShare * 100.0, row.developerShare * 100.0});
    }
    chart.maximum = std::max(10.0, std::ceil(most / 10.0) * 10.0);
    chart.stem = u"issues-users-and-developers-per-theme"_s;
    return chart.figure();
}

} // namespace taxonomist::core
