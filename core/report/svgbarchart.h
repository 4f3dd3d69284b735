// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

// A horizontal bar chart as a standalone SVG document for print: a title, an axis title with its
// unit, one bar per row with an optional interval drawn as whiskers, and the Okabe–Ito palette
// (safe for colour-blind readers, and the same whatever the screen's theme). Text is escaped;
// the SVG refers to nothing outside itself.
class SvgBarChart final
{
public:
    struct Bar
    {
        QString label;
        std::optional<double> value; // none: drawn as "undefined"
        std::optional<double> low; // the interval, when there is one
        std::optional<double> high;
        int colour = 0; // an index into the palette (a type's position, say)
    };

    QString title;
    QString axisTitle;
    double minimum = 0.0;
    double maximum = 1.0;
    QList<Bar> bars;

    QString toSvg() const;
    // Okabe & Ito (2008), without black: blue, vermillion, bluish green, orange, ...
    static QString paletteColour(int index);
};

} // namespace taxonomist::core
