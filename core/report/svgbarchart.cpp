// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "svgbarchart.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString coordinate(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

QString SvgBarChart::paletteColour(int index)
{
    static const QStringList colours {u"#0072B2"_s, u"#D55E00"_s, u"#009E73"_s, u"#E69F00"_s,
        u"#56B4E9"_s, u"#CC79A7"_s, u"#F0E442"_s};
    return colours[((index % colours.size()) + colours.size()) % colours.size()];
}

QString SvgBarChart::toSvg() const
{
    // Sizes in points: the figure prints at 100 % on a paper's single column.
    constexpr double rowHeight = 18.0;
    constexpr double barHeight = 11.0;
    constexpr double top = 34.0;
    constexpr double plotWidth = 300.0;
    constexpr double fontSize = 9.0;
    qsizetype longest = 4;
    for (const Bar &bar : bars)
        longest = std::max(longest, bar.label.size());
    const double left = 12.0 + double(std::min<qsizetype>(longest, 64)) * fontSize * 0.6;
    const double plotHeight = rowHeight * double(bars.size());
    const double width = left + plotWidth + 46.0;
    const double height = top + plotHeight + 44.0;
    const double span = maximum > minimum ? maximum - minimum : 1.0;
    const auto x = [&](double value) {
        return left + (std::clamp(value, minimum, maximum) - minimum) / span * plotWidth;
    };

    QString svg
        = u"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1pt\" height=\"%2pt\" viewBox=\"0 0 %1 %2\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"%3\">\n"_s
              .arg(coordinate(width), coordinate(height), coordinate(fontSize));
    svg += u"<title>%1</title>\n"_s.arg(escaped(title));
    svg += u"<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"_s;
    svg += u"<text x=\"%1\" y=\"16\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\">%2</text>\n"_s
               .arg(coordinate(width / 2), escaped(title));
    // Grid lines and tick labels every tenth of the range.
    for (int tick = 0; tick <= 10; tick += 2) {
        const double value = minimum + span * tick / 10.0;
        const double at = x(value);
        svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#d0d0d0\" stroke-width=\"0.5\"/>\n"_s
                   .arg(coordinate(at), coordinate(top - 4), coordinate(top + plotHeight));
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n"_s.arg(coordinate(at),
            coordinate(top + plotHeight + 12),
            QString::number(value, 'f', 1).replace(u'-', u'\u2212'));
    }
    svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n"_s.arg(
        coordinate(left + plotWidth / 2), coordinate(top + plotHeight + 30), escaped(axisTitle));
    for (qsizetype i = 0; i < bars.size(); ++i) {
        const Bar &bar = bars[i];
        const double y = top + rowHeight * double(i);
        const double middle = y + rowHeight / 2;
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>\n"_s.arg(
            coordinate(left - 6), coordinate(middle + fontSize * 0.35), escaped(bar.label));
        if (!bar.value || !std::isfinite(*bar.value)) {
            svg += u"<text x=\"%1\" y=\"%2\" fill=\"#555555\">undefined</text>\n"_s.arg(
                coordinate(left + 4), coordinate(middle + fontSize * 0.35));
            continue;
        }
        const double from = x(std::max(minimum, 0.0));
        const double to = x(*bar.value);
        svg += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>\n"_s.arg(
            coordinate(std::min(from, to)), coordinate(middle - barHeight / 2),
            coordinate(std::abs(to - from)), coordinate(barHeight), paletteColour(bar.colour));
        double end = to;
        if (bar.low && bar.high) {
            const double low = x(*bar.low);
            const double high = x(*bar.high);
            end = std::max(end, high);
            svg += u"<path d=\"M%1 %2V%3M%1 %4H%5M%5 %2V%3\" stroke=\"#000000\" stroke-width=\"0.8\" fill=\"none\"/>\n"_s
                       .arg(coordinate(low), coordinate(middle - 4), coordinate(middle + 4),
                           coordinate(middle), coordinate(high));
        }
        svg += u"<text x=\"%1\" y=\"%2\">%3</text>\n"_s.arg(coordinate(end + 4),
            coordinate(middle + fontSize * 0.35),
            QString::number(*bar.value, 'f', 3).replace(u'-', u'\u2212'));
    }
    svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#000000\" stroke-width=\"0.8\"/>\n"_s
               .arg(coordinate(x(std::max(minimum, 0.0))), coordinate(top - 4),
                   coordinate(top + plotHeight));
    svg += u"</svg>\n"_s;
    return svg;
}

} // namespace taxonomist::core
