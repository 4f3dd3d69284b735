// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "figure.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace taxonomist::core {

// A horizontal bar chart: a title, an axis title with its unit, one bar per row with an optional
// interval drawn as whiskers and its value written beside it; an undefined value is written as
// "undefined", never drawn as 0.
struct BarChart
{
    struct Bar
    {
        QString label;
        std::optional<double> value;
        std::optional<double> low; // the interval, when there is one
        std::optional<double> high;
        int colour = 0; // an index into the palette (a type's position, say)
    };

    QString title;
    QString stem; // the files' name; from the title when empty
    QString axisTitle;
    double minimum = 0.0;
    double maximum = 1.0;
    QList<Bar> bars;

    // The axis from 0, or from the tenth below the lowest value or interval end when one is
    // negative (a κ worse than chance).
    void fitMinimum();
    Figure figure() const;
};

// Horizontal bars in groups: for each row, one bar per series (its palette colour, named in the
// legend below), each with its value written at its end; shares as percentages, say.
struct GroupedBarChart
{
    struct Row
    {
        QString label;
        QList<double> values; // one per series
    };

    QString title;
    QString stem; // the files' name; from the title when empty
    QString axisTitle;
    QStringList series;
    QString unit; // written after each value ("%")
    double maximum = 100.0;
    QList<Row> rows;

    Figure figure() const;
};

// Lines over days, one a series in its own palette colour and marker, with a legend: the
// labels each volunteer had given by the end of each day.
struct LineChart
{
    struct Point
    {
        QDate day;
        double value = 0.0;
    };
    struct Series
    {
        QString name;
        QList<Point> points;
    };

    QString title;
    QString stem; // the files' name; from the title when empty
    QString xTitle;
    QString yTitle;
    QList<Series> series;

    Figure figure() const;
};

// A square matrix of coefficients between named raters, each cell shaded by its value (blue
// above 0, vermillion below) and written in it (up to 17 raters; the cells are too small for the
// number beyond); none on the diagonal or when undefined.
struct MatrixChart
{
    QString title;
    QString stem; // the files' name; from the title when empty
    QString valueTitle; // what a cell holds, with its range
    QStringList names;
    QList<std::optional<double>> values; // row by row, names.size() squared

    Figure figure() const;
};

} // namespace taxonomist::core
