// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "figurecharts.h"

#include "figurefont.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Sizes in points: a figure prints at 100 % on a paper's single column or across two.
constexpr double FontSize = 9.0;
constexpr double TitleSize = 11.0;
constexpr quint32 Black = 0x000000;
constexpr quint32 Grey = 0x555555;
constexpr quint32 GridGrey = 0xD0D0D0;

QString decimal(double value, int decimals)
{
    return QString::number(value, 'f', decimals).replace(u'-', u'\u2212');
}

double widest(const QStringList &texts, double size)
{
    double result = 0.0;
    for (const QString &text : texts)
        result = std::max(result, FigureFont::width(text, size));
    return result;
}

// A figure `width` wide (at least as wide as its title) with the title on top, named `stem` or,
// without one, after its title.
Figure titled(const QString &title, const QString &stem, double width)
{
    Figure figure;
    figure.title = title;
    figure.stem = stem.isEmpty() ? Figure::stemOf(title) : stem;
    figure.width = std::max(width, FigureFont::width(title, TitleSize) + 24.0);
    figure.text({figure.width / 2, 16.0}, title, TitleSize, Black, Figure::Anchor::Middle, true);
    return figure;
}

// Where a plot starts right of its row labels (at most 360 points of them).
double labelColumn(const QStringList &labels)
{
    return 12.0 + std::min(widest(labels, FontSize), 360.0) + 6.0;
}

// A colour between white and `colour`, `share` of the way (0–1).
quint32 mixed(quint32 colour, double share)
{
    share = std::clamp(share, 0.0, 1.0);
    quint32 result = 0;
    for (int shift : {16, 8, 0}) {
        const double channel = double((colour >> shift) & 0xFF);
        result |= quint32(std::lround(255.0 + (channel - 255.0) * share)) << shift;
    }
    return result;
}

} // namespace

void BarChart::fitMinimum()
{
    double low = 0.0;
    for (const Bar &bar : std::as_const(bars)) {
        for (const std::optional<double> &value : {bar.value, bar.low}) {
            if (value && std::isfinite(*value))
                low = std::min(low, *value);
        }
    }
    minimum = low < -1e-9 ? std::floor(low * 10.0) / 10.0 : 0.0;
}

Figure BarChart::figure() const
{
    constexpr double rowHeight = 18.0;
    constexpr double barHeight = 11.0;
    constexpr double top = 34.0;
    constexpr double plotWidth = 300.0;
    QStringList labels;
    for (const Bar &bar : bars)
        labels.append(bar.label);
    const double left = labelColumn(labels);
    const double plotHeight = rowHeight * double(bars.size());
    Figure figure = titled(title, stem, left + plotWidth + 46.0);
    figure.height = top + plotHeight + 44.0;
    const double span = maximum > minimum ? maximum - minimum : 1.0;
    const auto x = [&](double value) {
        return left + (std::clamp(value, minimum, maximum) - minimum) / span * plotWidth;
    };
    // Grid lines and tick labels every fifth of the range.
    for (int tick = 0; tick <= 10; tick += 2) {
        const double value = minimum + span * tick / 10.0;
        const double at = x(value);
        figure.line({{at, top - 4}, {at, top + plotHeight}}, 0.5, GridGrey);
        figure.text({at, top + plotHeight + 12}, decimal(value, 1), FontSize, Black,
            Figure::Anchor::Middle);
    }
    figure.text({left + plotWidth / 2, top + plotHeight + 30}, axisTitle, FontSize, Black,
        Figure::Anchor::Middle);
    for (qsizetype i = 0; i < bars.size(); ++i) {
        const Bar &bar = bars[i];
        const double middle = top + rowHeight * double(i) + rowHeight / 2;
        const double baseline = middle + FontSize * 0.35;
        figure.text({left - 6, baseline}, bar.label, FontSize, Black, Figure::Anchor::End);
        if (!bar.value || !std::isfinite(*bar.value)) {
            figure.text({left + 4, baseline}, u"undefined"_s, FontSize, Grey);
            continue;
        }
        const double from = x(std::max(minimum, 0.0));
        const double to = x(*bar.value);
        figure.rect(std::min(from, to), middle - barHeight / 2, std::abs(to - from), barHeight,
            Figure::paletteColour(bar.colour));
        double end = std::max(from, to);
        if (bar.low && bar.high && std::isfinite(*bar.low) && std::isfinite(*bar.high)) {
            const double low = x(*bar.low);
            const double high = x(*bar.high);
            end = std::max(end, high);
            figure.line({{low, middle - 4}, {low, middle + 4}}, 0.8, Black);
            figure.line({{low, middle}, {high, middle}}, 0.8, Black);
            figure.line({{high, middle - 4}, {high, middle + 4}}, 0.8, Black);
        }
        figure.text({end + 4, baseline}, decimal(*bar.value, 3), FontSize, Black);
    }
    const double zero = x(std::max(minimum, 0.0));
    figure.line({{zero, top - 4}, {zero, top + plotHeight}}, 0.8, Black);
    return figure;
}

Figure GroupedBarChart::figure() const
{
    constexpr double barHeight = 8.0;
    constexpr double top = 34.0;
    constexpr double plotWidth = 300.0;
    constexpr double valueSize = 6.5;
    const double rowHeight = barHeight * double(std::max<qsizetype>(1, series.size())) + 6.0;
    QStringList labels;
    for (const Row &row : rows)
        labels.append(row.label);
    const double left = labelColumn(labels);
    const double plotHeight = rowHeight * double(rows.size());
    Figure figure = titled(title, stem, left + plotWidth + 40.0);
    const double span = maximum > 0 ? maximum : 1.0;
    const auto x
        = [&](double value) { return left + std::clamp(value, 0.0, span) / span * plotWidth; };
    for (int tick = 0; tick <= 10; tick += 2) {
        const double value = span * tick / 10.0;
        figure.line({{x(value), top - 4}, {x(value), top + plotHeight}}, 0.5, GridGrey);
        figure.text({x(value), top + plotHeight + 12}, decimal(value, 0), FontSize, Black,
            Figure::Anchor::Middle);
    }
    figure.text({left + plotWidth / 2, top + plotHeight + 28}, axisTitle, FontSize, Black,
        Figure::Anchor::Middle);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const double y = top + rowHeight * double(r) + 3.0;
        figure.text({left - 6, y + (rowHeight - 6.0) / 2 + FontSize * 0.35}, rows[r].label,
            FontSize, Black, Figure::Anchor::End);
        for (qsizetype v = 0; v < rows[r].values.size() && v < series.size(); ++v) {
            const double value = rows[r].values[v];
            const double barTop = y + barHeight * double(v);
            figure.rect(
                left, barTop, x(value) - left, barHeight - 0.6, Figure::paletteColour(int(v)));
            figure.text({x(value) + 2, barTop + barHeight - 1.6}, decimal(value, 1) + unit,
                valueSize, Grey);
        }
    }
    figure.line({{left, top - 4}, {left, top + plotHeight}}, 0.8, Black);
    // The legend: a swatch of each series' colour and its name, in one row or more.
    double legendX = left;
    double legendY = top + plotHeight + 46;
    for (qsizetype v = 0; v < series.size(); ++v) {
        const double entry = 14.0 + FigureFont::width(series[v], FontSize) + 14.0;
        if (legendX + entry > figure.width - 12.0 && legendX > left) {
            legendX = left;
            legendY += 14.0;
        }
        figure.rect(legendX, legendY - 8, 10, 8, Figure::paletteColour(int(v)));
        figure.text({legendX + 14, legendY}, series[v], FontSize, Black);
        legendX += entry;
    }
    figure.height = legendY + 12;
    return figure;
}

Figure LineChart::figure() const
{
    constexpr double plotTop = 44.0;
    constexpr double plotHeight = 190.0;
    constexpr double plotWidth = 380.0;
    QDate first;
    QDate last;
    double most = 1.0;
    for (const Series &line : series) {
        for (const Point &point : line.points) {
            first = first.isValid() ? std::min(first, point.day) : point.day;
            last = last.isValid() ? std::max(last, point.day) : point.day;
            most = std::max(most, point.value);
        }
    }
    // Lines start from zero the day before their first point, so one day still shows growth.
    if (first.isValid())
        first = first.addDays(-1);
    else
        first = last = QDate(2000, 1, 1);
    const qint64 days = std::max<qint64>(1, first.daysTo(last));
    // A round step for the value axis: 1, 2 or 5 times a power of ten, five steps or so.
    const double rough = most / 5.0;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double step = rough / power <= 1 ? power
        : rough / power <= 2               ? 2 * power
        : rough / power <= 5               ? 5 * power
                                           : 10 * power;
    const double top = std::ceil(most / step) * step;
    QStringList ticks;
    for (double value = 0; value <= top + step / 2; value += step)
        ticks.append(QString::number(value, 'f', 0));
    const double left = 12.0 + widest(ticks, FontSize) + 6.0;
    Figure figure = titled(title, stem, left + plotWidth + 24.0);
    const auto x = [&](const QDate &day) {
        return left + double(first.daysTo(day)) / double(days) * plotWidth;
    };
    const auto y = [&](double value) { return plotTop + plotHeight - value / top * plotHeight; };
    figure.text({12.0, plotTop - 10}, yTitle, FontSize, Black);
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        const double at = y(double(i) * step);
        figure.line({{left, at}, {left + plotWidth, at}}, 0.5, GridGrey);
        figure.text(
            {left - 4, at + FontSize * 0.35}, ticks[i], FontSize, Black, Figure::Anchor::End);
    }
    // Dates at up to eight evenly spaced days, each written once.
    const QLocale english(QLocale::English);
    const qint64 every = std::max<qint64>(1, (days + 7) / 8);
    for (qint64 d = 0; d <= days; d += every) {
        const QDate day = first.addDays(d);
        figure.line(
            {{x(day), plotTop + plotHeight}, {x(day), plotTop + plotHeight + 3}}, 0.8, Black);
        figure.text({x(day), plotTop + plotHeight + 13}, english.toString(day, u"d MMM"_s),
            FontSize, Black, Figure::Anchor::Middle);
    }
    figure.line(
        {{left, plotTop}, {left, plotTop + plotHeight}, {left + plotWidth, plotTop + plotHeight}},
        0.8, Black);
    figure.text({left + plotWidth / 2, plotTop + plotHeight + 30}, xTitle, FontSize, Black,
        Figure::Anchor::Middle);
    // The legend, in rows below: a stroke of the series' colour with its marker, and its name.
    double legendX = left;
    double legendY = plotTop + plotHeight + 48;
    for (qsizetype i = 0; i < series.size(); ++i) {
        const Series &line = series[i];
        const quint32 colour = Figure::paletteColour(int(i));
        QList<QPointF> points;
        if (!line.points.isEmpty())
            points.append({x(line.points.first().day.addDays(-1)), y(0)});
        for (const Point &point : line.points)
            points.append({x(point.day), y(point.value)});
        // Volunteers at the same pace draw the same line: each is drawn narrower than the one
        // before, so the lines beneath show as bands of their colours.
        const double width = 1.5 + 0.45 * double(series.size() - 1 - i);
        figure.line(points, width, colour);
        // Past the palette's seven colours, a square marker tells a line from its namesake.
        const auto marker = [&](QPointF at, double radius) {
            if ((i / Figure::paletteSize()) % 2 == 0)
                figure.circle(at, radius, colour);
            else
                figure.rect(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius, colour);
        };
        for (qsizetype p = 1; p < points.size(); ++p)
            marker(points[p], width / 2 + 1.2);
        const double entry = 26.0 + FigureFont::width(line.name, FontSize) + 14.0;
        if (legendX + entry > figure.width - 12.0 && legendX > left) {
            legendX = left;
            legendY += 14.0;
        }
        figure.line({{legendX, legendY - 3}, {legendX + 20, legendY - 3}}, 2.0, colour);
        marker({legendX + 10, legendY - 3}, 2.2);
        figure.text({legendX + 26, legendY}, line.name, FontSize, Black);
        legendX += entry;
    }
    figure.height = (series.isEmpty() ? plotTop + plotHeight + 36 : legendY + 12);
    return figure;
}

Figure MatrixChart::figure() const
{
    // Cells of 30 points for a team of up to 14, smaller for a larger one (the matrix about 420
    // points wide), their values written while there is room.
    const double cell
        = std::clamp(420.0 / double(std::max<qsizetype>(1, names.size())), 10.0, 30.0);
    const bool valuesFit = cell >= 24.0;
    constexpr double top = 48.0;
    QStringList rows;
    for (qsizetype i = 0; i < names.size(); ++i)
        rows.append(u"%1  %2"_s.arg(i + 1).arg(names[i]));
    const double left = labelColumn(rows) + 2.0;
    const double side = cell * double(names.size());
    Figure figure = titled(
        title, stem, std::max(left + side + 24.0, FigureFont::width(valueTitle, FontSize) + 24.0));
    figure.height = top + side + 36.0;
    for (qsizetype column = 0; column < names.size(); ++column)
        figure.text({left + cell * (double(column) + 0.5), top - 6}, QString::number(column + 1),
            FontSize, Black, Figure::Anchor::Middle);
    for (qsizetype row = 0; row < names.size(); ++row) {
        const double y = top + cell * double(row);
        figure.text({left - 8, y + cell / 2 + FontSize * 0.35}, rows[row], FontSize, Black,
            Figure::Anchor::End);
        for (qsizetype column = 0; column < names.size(); ++column) {
            const double x = left + cell * double(column);
            const std::optional<double> value = values.value(row * names.size() + column);
            if (!value || !std::isfinite(*value)) {
                figure.rect(x + 1, y + 1, cell - 2, cell - 2, 0xEEEEEE);
                continue;
            }
            const double share = std::min(1.0, std::abs(*value));
            figure.rect(x + 1, y + 1, cell - 2, cell - 2,
                mixed(*value >= 0 ? Figure::paletteColour(0) : Figure::paletteColour(1), share));
            if (valuesFit)
                figure.text({x + cell / 2, y + cell / 2 + 7.5 * 0.35}, decimal(*value, 2), 7.5,
                    share > 0.55 ? 0xFFFFFF : Black, Figure::Anchor::Middle);
        }
    }
    figure.text({12.0, top + side + 22}, valueTitle, FontSize, Black);
    return figure;
}

} // namespace taxonomist::core
