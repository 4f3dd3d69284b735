// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "figure.h"
#include "util/coretext.h"

#include <string>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString number(double value)
{
    QString text = QString::number(value, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text == u"-0"_s ? u"0"_s : text;
}

QString points(const QList<QPointF> &list)
{
    QStringList parts;
    for (const QPointF &point : list)
        parts.append(number(point.x()) + u',' + number(point.y()));
    return parts.join(u' ');
}

} // namespace

void Figure::rect(double x, double y, double w, double h, quint32 colour)
{
    items.append({Item::Kind::Rect, {QPointF(x, y), QPointF(x + w, y + h)}, 0.0, colour, {}});
}

void Figure::line(const QList<QPointF> &points, double width, quint32 colour)
{
    items.append({Item::Kind::Line, points, width, colour, {}});
}

void Figure::circle(QPointF centre, double radius, quint32 colour)
{
    items.append({Item::Kind::Circle, {centre}, radius, colour, {}});
}

void Figure::text(
    QPointF baseline, const QString &text, double size, quint32 colour, Anchor anchor, bool bold)
{
    // Control characters have no glyph and no place in XML: a name from outside keeps the rest.
    // (toUcs4 reads a lone surrogate as U+FFFD; U+FFFE and U+FFFF are not XML either.)
    std::u32string characters;
    for (const char32_t c : text.toUcs4()) {
        characters += c < 0x20 || (c >= 0x7F && c < 0xA0) ? U' '
            : c == 0xFFFE || c == 0xFFFF                  ? U'\uFFFD'
                                                          : c;
    }
    const QString shown = QString::fromUcs4(characters.data(), qsizetype(characters.size()));
    items.append({Item::Kind::Text, {baseline}, size, colour, shown, anchor, bold});
}

quint32 Figure::paletteColour(int index)
{
    static constexpr quint32 colours[]
        = {0x0072B2, 0xD55E00, 0x009E73, 0xE69F00, 0x56B4E9, 0xCC79A7, 0xF0E442};
    const int size = paletteSize();
    return colours[((index % size) + size) % size];
}

QString Figure::hex(quint32 colour)
{
    return u"#%1"_s.arg(colour & 0xFFFFFF, 6, 16, QChar(u'0'));
}

QString Figure::stemOf(const QString &title)
{
    QString ascii;
    for (const QChar c : title.toLower()) {
        if (c == u'κ')
            ascii += u"-kappa-"_s;
        else if (c == u'α')
            ascii += u"-alpha-"_s;
        else if (c.unicode() < 0x80 && c.isLetterOrNumber())
            ascii += c;
        else
            ascii += u'-';
    }
    return ascii.split(u'-', Qt::SkipEmptyParts).join(u'-');
}

QString FigureWriter::suffix(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Svg:
        return u"svg"_s;
    case FigureFormat::Pdf:
        return u"pdf"_s;
    case FigureFormat::Png:
        return u"png"_s;
    }
    return {};
}

QByteArray FigureWriter::svg(const Figure &figure)
{
    QString svg
        = u"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1pt\" height=\"%2pt\" viewBox=\"0 0 %1 %2\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"_s
              .arg(number(figure.width), number(figure.height));
    svg += u"<title>%1</title>\n"_s.arg(figure.title.toHtmlEscaped());
    svg += u"<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"_s;
    for (const Figure::Item &item : figure.items) {
        const QString colour = Figure::hex(item.colour);
        switch (item.kind) {
        case Figure::Item::Kind::Rect: {
            const QPointF a = item.points.value(0);
            const QPointF b = item.points.value(1);
            svg += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>\n"_s.arg(
                number(std::min(a.x(), b.x())), number(std::min(a.y(), b.y())),
                number(std::abs(b.x() - a.x())), number(std::abs(b.y() - a.y())), colour);
            break;
        }
        case Figure::Item::Kind::Line:
            svg += u"<polyline points=\"%1\" fill=\"none\" stroke=\"%2\" stroke-width=\"%3\" stroke-linejoin=\"round\"/>\n"_s
                       .arg(points(item.points), colour, number(item.size));
            break;
        case Figure::Item::Kind::Circle:
            svg += u"<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\"/>\n"_s.arg(
                number(item.points.value(0).x()), number(item.points.value(0).y()),
                number(item.size), colour);
            break;
        case Figure::Item::Kind::Text: {
            const QString anchor = item.anchor == Figure::Anchor::Middle
                ? u" text-anchor=\"middle\""_s
                : item.anchor == Figure::Anchor::End ? u" text-anchor=\"end\""_s
                                                     : QString();
            svg += u"<text x=\"%1\" y=\"%2\" font-size=\"%3\" fill=\"%4\"%5%6>%7</text>\n"_s.arg(
                number(item.points.value(0).x()), number(item.points.value(0).y()),
                number(item.size), colour, anchor,
                item.bold ? u" font-weight=\"bold\""_s : QString(), item.text.toHtmlEscaped());
            break;
        }
        }
    }
    svg += u"</svg>\n"_s;
    return svg.toUtf8();
}

Result<QByteArray> FigureWriter::write(const Figure &figure, FigureFormat format, int dpi)
{
    switch (format) {
    case FigureFormat::Svg:
        return svg(figure);
    case FigureFormat::Pdf:
        return pdf(figure);
    case FigureFormat::Png:
        return png(figure, dpi);
    }
    return Error(CoreText::tr("unknown figure format"));
}

} // namespace taxonomist::core
