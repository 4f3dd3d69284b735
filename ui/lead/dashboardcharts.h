// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/dashboardsnapshot.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

class QAbstractItemModel;
class QChart;
class QTableView;
class QWidget;

namespace taxonomist::ui {

class KappaHeatmap;

// Turns the dashboard's numbers into Qt Charts. Undefined coefficients are left out of a chart
// and named in `note`, never drawn as a 0.
class DashboardCharts final
{
    Q_DECLARE_TR_FUNCTIONS(taxonomist::ui::DashboardCharts)

public:
    // A chart in the dashboard's style (following the system palette, no animation, tight margins).
    static QChart *newChart();
    // A table in the dashboard's style (no row numbers, contiguous selection, columns fit their
    // contents).
    static QTableView *newTable(
        const QString &objectName, QAbstractItemModel *model, QWidget *parent);
    // Fleiss' κ over all issues at the type and theme levels, and per type at the theme level.
    static QChart *kappaByType(const core::DashboardSnapshot &snapshot, QString *note);
    // Each theme's κ (Fleiss' per-category κ at the theme level).
    static QChart *themeKappa(const core::DashboardSnapshot &snapshot, QString *note);
    // The `index`th volunteer's colour on screen: Okabe–Ito's, as in the figures for print,
    // lightened on a dark theme so every line reads against either background.
    static QColor volunteerColour(int index, bool dark);
    // Each annotator's labels over time (cumulative, by day of labels.updated_at), a colour each.
    static QChart *progress(const core::DashboardSnapshot &snapshot, QString *note);
    // Pairwise Cohen's κ at the theme level, for the annotators with at least one defined pair.
    static void fillHeatmap(
        KappaHeatmap *heatmap, const core::DashboardSnapshot &snapshot, QString *note);
};

} // namespace taxonomist::ui
