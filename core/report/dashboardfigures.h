// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "figure.h"

#include <QList>

namespace taxonomist::core {

struct DashboardSnapshot;
class InterviewComparison;

// The lead's dashboard charts as figures for print, from the dashboard's numbers: the app's
// export and `report --figures` draw them the same way, in the Okabe–Ito palette on white,
// whatever the screen's theme. Undefined coefficients are written as such, never drawn as 0.
class DashboardFigures final
{
public:
    // Fleiss' κ over all issues at the type and the theme level, then per type at the theme
    // level, with their 95 % confidence intervals.
    static Figure kappaPerType(const DashboardSnapshot &snapshot);
    // Each theme's own κ (Fleiss' per-category κ at the theme level).
    static Figure kappaPerTheme(const DashboardSnapshot &snapshot);
    // The labels each volunteer had given by the end of each day, a colour each.
    static Figure labelsOverTime(const DashboardSnapshot &snapshot);
    // Pairwise Cohen's κ at the theme level between the annotators with a defined pair.
    static Figure pairwiseKappa(const DashboardSnapshot &snapshot);
    // The interviews beside the issues: per theme, its share of the labelled issues, of the
    // users and of the developers who raise it.
    static Figure interviewComparison(const InterviewComparison &comparison);
};

} // namespace taxonomist::core
