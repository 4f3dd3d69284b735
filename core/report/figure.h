// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QString>

namespace taxonomist::core {

// A figure for print, described once as drawing primitives in points (1/72 inch, y down, on
// white) and written as SVG, PDF (both vector) or PNG (at a chosen resolution) by core alone, so
// the CLI, a report and the app's dashboard export the same figure. Text is plain text (escaped
// by each writer) in DejaVu Sans; colours are 0xRRGGBB.
struct Figure
{
    enum class Anchor { Start, Middle, End };
    struct Item
    {
        enum class Kind { Rect, Line, Circle, Text };
        Kind kind = Kind::Rect;
        QList<QPointF> points; // Rect: two corners; Line: a polyline; Circle, Text: one point
        double size = 0.0; // Line: stroke width; Circle: radius; Text: font size
        quint32 colour = 0x000000;
        QString text;
        Anchor anchor = Anchor::Start; // Text: where the point is on the baseline
        bool bold = false; // Text: drawn with a thin outline of its own colour
    };

    QString title;
    QString stem; // the file name without extension, ASCII: "fleiss-kappa-per-type"
    double width = 0.0;
    double height = 0.0;
    QList<Item> items;

    void rect(double x, double y, double w, double h, quint32 colour);
    void line(const QList<QPointF> &points, double width, quint32 colour);
    void circle(QPointF centre, double radius, quint32 colour);
    void text(QPointF baseline, const QString &text, double size, quint32 colour = 0x000000,
        Anchor anchor = Anchor::Start, bool bold = false);

    // Okabe & Ito (2008), without black, in their order: blue, vermillion, bluish green, orange,
    // sky blue, reddish purple, yellow. Safe for colour-blind readers; the same on any theme.
    static quint32 paletteColour(int index);
    static int paletteSize() { return 7; }
    static QString hex(quint32 colour); // "#0072b2"
    // A file stem for a title in ASCII: lower case, words joined by '-', κ and α spelled out
    // ("Fleiss κ per type" → "fleiss-kappa-per-type").
    static QString stemOf(const QString &title);
};

enum class FigureFormat { Svg, Pdf, Png };

// The figure as a file. SVG and PDF are vectors (the PDF embeds DejaVu Sans); PNG is painted at
// `dpi` and says so in its pHYs chunk, so it prints at the figure's size in points.
class FigureWriter final
{
public:
    static constexpr int DefaultDpi = 300;
    static constexpr int MinimumDpi = 72;
    static constexpr int MaximumDpi = 1200;
    static constexpr qint64 MaximumPixels = 50'000'000; // a PNG's, about 150 MB in memory

    static QString suffix(FigureFormat format); // "svg", "pdf", "png"
    static QList<FigureFormat> allFormats()
    {
        return {FigureFormat::Svg, FigureFormat::Pdf, FigureFormat::Png};
    }
    static QByteArray svg(const Figure &figure);
    // PDF and PNG need the font's file (fonts-dejavu-core); an error names it when it is missing.
    static Result<QByteArray> pdf(const Figure &figure);
    static Result<QByteArray> png(const Figure &figure, int dpi = DefaultDpi);
    static Result<QByteArray> write(
        const Figure &figure, FigureFormat format, int dpi = DefaultDpi);
};

} // namespace taxonomist::core
