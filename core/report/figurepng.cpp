// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The figure painted into pixels without Qt GUI (the CLI links core only): antialiased
// rectangles, lines and circles by their coverage of each pixel, text by FreeType, then written
// as an RGB PNG whose pHYs chunk holds the resolution.

#include "figure.h"
#include "figurefont.h"
#include "util/coretext.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

double segmentDistance(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double length = QPointF::dotProduct(ab, ab);
    const double t
        = length > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length, 0.0, 1.0) : 0.0;
    const QPointF nearest = a + ab * t;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}

class Canvas
{
public:
    Canvas(int width, int height)
        : m_width(width)
        , m_height(height)
        , m_pixels(std::size_t(width) * std::size_t(height) * 3, 255)
    { }

    // Blends `colour` over the pixel by `coverage` (0–1).
    void blend(int x, int y, double coverage, quint32 colour)
    {
        if (x < 0 || y < 0 || x >= m_width || y >= m_height || coverage <= 0.0)
            return;
        coverage = std::min(coverage, 1.0);
        unsigned char *pixel
            = &m_pixels[(std::size_t(y) * std::size_t(m_width) + std::size_t(x)) * 3];
        const int channels[3]
            = {int((colour >> 16) & 0xFF), int((colour >> 8) & 0xFF), int(colour & 0xFF)};
        for (int c = 0; c < 3; ++c)
            pixel[c] = static_cast<unsigned char>(
                std::lround(pixel[c] * (1.0 - coverage) + channels[c] * coverage));
    }

    void fillRect(double x0, double y0, double x1, double y1, quint32 colour)
    {
        if (x0 > x1)
            std::swap(x0, x1);
        if (y0 > y1)
            std::swap(y0, y1);
        for (int y = int(std::floor(y0)); y < int(std::ceil(y1)); ++y) {
            const double dy = std::min(y1, y + 1.0) - std::max(y0, double(y));
            for (int x = int(std::floor(x0)); x < int(std::ceil(x1)); ++x)
                blend(x, y, dy * (std::min(x1, x + 1.0) - std::max(x0, double(x))), colour);
        }
    }

    // A disc, antialiased by the distance of each pixel's centre from its edge.
    void fillCircle(QPointF centre, double radius, quint32 colour)
    {
        for (int y = int(std::floor(centre.y() - radius - 1)); y <= int(centre.y() + radius + 1);
             ++y) {
            for (int x = int(std::floor(centre.x() - radius - 1));
                 x <= int(centre.x() + radius + 1); ++x)
                blend(x, y,
                    std::clamp(
                        radius + 0.5 - std::hypot(x + 0.5 - centre.x(), y + 0.5 - centre.y()), 0.0,
                        1.0),
                    colour);
        }
    }

    // A polyline `width` pixels wide with round joins: each segment's coverage gathered first
    // (the most of any segment per pixel), so a joint is not blended twice.
    void strokePolyline(const QList<QPointF> &points, double width, quint32 colour)
    {
        if (points.isEmpty())
            return;
        const double half = width / 2;
        double minX = points.first().x();
        double maxX = minX;
        double minY = points.first().y();
        double maxY = minY;
        for (const QPointF &point : points) {
            minX = std::min(minX, point.x());
            maxX = std::max(maxX, point.x());
            minY = std::min(minY, point.y());
            maxY = std::max(maxY, point.y());
        }
        const int left = std::max(0, int(std::floor(minX - half - 1)));
        const int top = std::max(0, int(std::floor(minY - half - 1)));
        const int right = std::min(m_width - 1, int(std::ceil(maxX + half + 1)));
        const int bottom = std::min(m_height - 1, int(std::ceil(maxY + half + 1)));
        if (left > right || top > bottom)
            return;
        const int columns = right - left + 1;
        std::vector<float> cover(std::size_t(columns) * std::size_t(bottom - top + 1), 0.0f);
        for (qsizetype i = 0; i < points.size(); ++i) {
            const QPointF a = points[std::max<qsizetype>(i - 1, 0)];
            const QPointF b = points[i];
            const int x0 = std::max(left, int(std::floor(std::min(a.x(), b.x()) - half - 1)));
            const int x1 = std::min(right, int(std::ceil(std::max(a.x(), b.x()) + half + 1)));
            const int y0 = std::max(top, int(std::floor(std::min(a.y(), b.y()) - half - 1)));
            const int y1 = std::min(bottom, int(std::ceil(std::max(a.y(), b.y()) + half + 1)));
            for (int y = y0; y <= y1; ++y) {
                for (int x = x0; x <= x1; ++x) {
                    const double c = std::clamp(
                        half + 0.5 - segmentDistance(QPointF(x + 0.5, y + 0.5), a, b), 0.0, 1.0);
                    float &cell = cover[std::size_t(y - top) * std::size_t(columns)
                        + std::size_t(x - left)];
                    cell = std::max(cell, float(c));
                }
            }
        }
        for (int y = top; y <= bottom; ++y) {
            for (int x = left; x <= right; ++x)
                blend(x, y,
                    cover[std::size_t(y - top) * std::size_t(columns) + std::size_t(x - left)],
                    colour);
        }
    }

    int width() const { return m_width; }
    int height() const { return m_height; }
    const unsigned char *row(int y) const
    {
        return &m_pixels[std::size_t(y) * std::size_t(m_width) * 3];
    }

private:
    int m_width;
    int m_height;
    std::vector<unsigned char> m_pixels;
};

quint32 crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> result {};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            result[n] = c;
        }
        return result;
    }();
    quint32 c = 0xFFFFFFFFu;
    for (const char byte : data)
        c = table[(c ^ quint8(byte)) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

QByteArray bigEndian(quint32 value)
{
    QByteArray bytes(4, '\0');
    qToBigEndian(value, bytes.data());
    return bytes;
}

QByteArray chunk(const char *type, const QByteArray &data)
{
    const QByteArray typed = QByteArray(type) + data;
    return bigEndian(quint32(data.size())) + typed + bigEndian(crc32(typed));
}

QByteArray encodePng(const Canvas &canvas, int dpi)
{
    QByteArray header = bigEndian(quint32(canvas.width())) + bigEndian(quint32(canvas.height()));
    header
        += QByteArray("\x08\x02\x00\x00\x00", 5); // 8 bits, RGB, deflate, no filter, no interlace
    const quint32 perMetre = quint32(std::lround(dpi / 0.0254));
    const QByteArray physical = bigEndian(perMetre) + bigEndian(perMetre) + QByteArray(1, '\x01');
    QByteArray raw;
    raw.reserve(qsizetype(canvas.height()) * (qsizetype(canvas.width()) * 3 + 1));
    for (int y = 0; y < canvas.height(); ++y) {
        raw += '\0'; // no filter
        raw.append(reinterpret_cast<const char *>(canvas.row(y)), qsizetype(canvas.width()) * 3);
    }
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", header) + chunk("pHYs", physical)
        + chunk("IDAT", qCompress(raw, 6).mid(4)) + chunk("IEND", {});
}

} // namespace

Result<QByteArray> FigureWriter::png(const Figure &figure, int dpi)
{
    if (dpi < MinimumDpi || dpi > MaximumDpi)
        return Error(CoreText::tr("the resolution must be from %1 to %2 dpi, not %3")
                         .arg(MinimumDpi)
                         .arg(MaximumDpi)
                         .arg(dpi),
            {u"dpi"_s, 0, 0});
    auto loaded = FigureFont::shared();
    if (!loaded)
        return loaded.error();
    const FigureFont &font = **loaded;
    const double scale = double(dpi) / 72.0; // pixels per point
    const double pixelsWide = std::ceil(figure.width * scale);
    const double pixelsHigh = std::ceil(figure.height * scale);
    // A bound on memory (three bytes a pixel, twice over while the file is made).
    if (pixelsWide * pixelsHigh > double(MaximumPixels))
        return Error(
            CoreText::tr("\"%1\" would be %2 × %3 pixels at %4 dpi, more than %5 million: choose a "
                         "lower resolution")
                .arg(figure.stem)
                .arg(pixelsWide)
                .arg(pixelsHigh)
                .arg(dpi)
                .arg(MaximumPixels / 1000000),
            {u"dpi"_s, 0, 0});
    Canvas canvas {int(pixelsWide), int(pixelsHigh)};
    for (const Figure::Item &item : figure.items) {
        QList<QPointF> at;
        for (const QPointF &point : item.points)
            at.append(point * scale);
        switch (item.kind) {
        case Figure::Item::Kind::Rect:
            canvas.fillRect(
                at.value(0).x(), at.value(0).y(), at.value(1).x(), at.value(1).y(), item.colour);
            break;
        case Figure::Item::Kind::Line:
            canvas.strokePolyline(at, item.size * scale, item.colour);
            break;
        case Figure::Item::Kind::Circle:
            canvas.fillCircle(at.value(0), item.size * scale, item.colour);
            break;
        case Figure::Item::Kind::Text: {
            const double pixels = item.size * scale;
            const double width = font.paintedWidth(item.text, pixels, item.bold);
            const double x = at.value(0).x()
                - (item.anchor == Figure::Anchor::Middle     ? width / 2
                        : item.anchor == Figure::Anchor::End ? width
                                                             : 0.0);
            font.paint(item.text, pixels, x, at.value(0).y(), item.bold,
                [&](int px, int py, int coverage) {
                    canvas.blend(px, py, coverage / 255.0, item.colour);
                });
            break;
        }
        }
    }
    return encodePng(canvas, dpi);
}

} // namespace taxonomist::core
