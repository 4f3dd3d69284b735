// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The figures for print, from core alone: one description written as SVG, PDF and PNG, each file
// checked by a reader that is not the writer (Qt's XML reader, poppler, a PNG taken apart).
#include "figurefiles.h"
#include "report/figurecharts.h"
#include "report/figurefont.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

BarChart sampleChart()
{
    BarChart chart;
    chart.title = u"<κ> & co"_s;
    chart.axisTitle = u"Fleiss' κ (dimensionless)"_s;
    chart.bars = {{u"<b>bug</b>\u0001"_s, 0.5, 0.4, 0.6, 0}, {u"none"_s, std::nullopt, {}, {}, 1},
        {u"below"_s, -0.25, {}, {}, 2}};
    chart.minimum = -0.4;
    return chart;
}

QString pdfText(const QByteArray &pdf)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"f.pdf"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    return poppler(QStringLiteral(TAXONOMIST_PDFTOTEXT), {path, u"-"_s}).value_or(QString());
}

} // namespace

TEST(Figure, StemsAreAscii)
{
    EXPECT_EQ(Figure::stemOf(u"Fleiss κ per type"_s), u"fleiss-kappa-per-type"_s);
    EXPECT_EQ(Figure::stemOf(u"Krippendorff's α — Table I"_s), u"krippendorff-s-alpha-table-i"_s);
    EXPECT_EQ(Figure::stemOf(u"中文 κ"_s), u"kappa"_s);
}

TEST(Figure, SvgIsWellFormedWithItsTextEscapedAndTheNumbersDrawn)
{
    const Figure figure = sampleChart().figure();
    const QByteArray svg = FigureWriter::svg(figure);
    EXPECT_EQ(svgError(svg), QString()) << svg.toStdString();
    const QStringList texts = svgTexts(svg);
    EXPECT_TRUE(texts.contains(u"<κ> & co"_s)) << texts.join(u'|').toStdString();
    EXPECT_TRUE(texts.contains(u"<b>bug</b> "_s)) << "a control character becomes a space";
    EXPECT_TRUE(texts.contains(u"0.500"_s));
    EXPECT_TRUE(texts.contains(u"\u22120.250"_s)) << "a true minus sign";
    EXPECT_TRUE(texts.contains(u"undefined"_s));
    EXPECT_TRUE(texts.contains(u"Fleiss' κ (dimensionless)"_s));
    EXPECT_TRUE(svg.contains("fill=\"#0072b2\"")) << "Okabe–Ito's blue for the first bar";
    EXPECT_TRUE(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"));
}

TEST(Figure, PdfIsOneVectorPageWithItsFontAndText)
{
    const Figure figure = sampleChart().figure();
    auto pdf = FigureWriter::pdf(figure);
    ASSERT_TRUE(pdf) << pdf.error().message().toStdString();
    EXPECT_EQ(pdfStructureError(*pdf), QString());
    EXPECT_TRUE(pdf->contains("/FontFile2")) << "the font is embedded";
    // As a subset: the glyphs drawn, not the whole font's 700 KB.
    EXPECT_LT(pdf->size(), 100 * 1024);
    EXPECT_TRUE(QRegularExpression(u"/BaseFont /[A-Z]{6}\\+DejaVuSans"_s)
                    .match(QString::fromLatin1(*pdf))
                    .hasMatch());
    EXPECT_EQ(*pdf, *FigureWriter::pdf(figure)) << "the same figure, the same bytes";
    QTemporaryDir dir;
    const QString path = dir.filePath(u"f.pdf"_s);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(*pdf);
    file.close();
    const auto info = poppler(QStringLiteral(TAXONOMIST_PDFINFO), {path});
    ASSERT_TRUE(info) << "pdfinfo cannot read it";
    EXPECT_TRUE(info->contains(QRegularExpression(u"Pages:\\s+1\\n"_s))) << info->toStdString();
    EXPECT_TRUE(info->contains(u"<κ> & co"_s)) << "the title in the document's information";
    // The page is the figure's size in points.
    const auto size = QRegularExpression(u"Page size:\\s+([\\d.]+) x ([\\d.]+) pts"_s).match(*info);
    ASSERT_TRUE(size.hasMatch()) << info->toStdString();
    EXPECT_NEAR(size.captured(1).toDouble(), figure.width, 0.01);
    EXPECT_NEAR(size.captured(2).toDouble(), figure.height, 0.01);
    const QString text = pdfText(*pdf);
    for (const QString &drawn : {u"<κ> & co"_s, u"0.500"_s, u"\u22120.250"_s, u"undefined"_s})
        EXPECT_TRUE(text.contains(drawn)) << drawn.toStdString() << " in " << text.toStdString();
    // The font is embedded as a subset with its Unicode map.
    const auto fonts = poppler(QStringLiteral(TAXONOMIST_PDFFONTS), {path});
    ASSERT_TRUE(fonts);
    EXPECT_TRUE(fonts->contains(u"CID TrueType      Identity-H       yes yes yes"_s))
        << fonts->toStdString();
    // Poppler paints it: the first bar in Okabe–Ito's blue, the title's text from the subset's
    // outlines (dark pixels on its row).
    ASSERT_TRUE(poppler(QStringLiteral(TAXONOMIST_PDFTOPPM),
        {u"-r"_s, u"144"_s, u"-singlefile"_s, path, dir.filePath(u"page"_s)}));
    QFile page(dir.filePath(u"page.ppm"_s));
    ASSERT_TRUE(page.open(QIODevice::ReadOnly));
    const QByteArray ppm = page.readAll();
    const QList<QByteArray> header = ppm.left(32).split('\n');
    ASSERT_EQ(header.value(0), "P6");
    const int width = header.value(1).split(' ').value(0).toInt();
    const qsizetype pixels
        = header.value(0).size() + header.value(1).size() + header.value(2).size() + 3;
    const auto at = [&](double x, double y) {
        const qsizetype offset = pixels + (qsizetype(y * 2) * width + qsizetype(x * 2)) * 3;
        return (quint32(quint8(ppm[offset])) << 16) | (quint32(quint8(ppm[offset + 1])) << 8)
            | quint8(ppm[offset + 2]);
    };
    for (const Figure::Item &item : figure.items) {
        if (item.kind == Figure::Item::Kind::Rect && item.colour == Figure::paletteColour(0)) {
            const QPointF middle = (item.points[0] + item.points[1]) / 2;
            EXPECT_EQ(at(middle.x(), middle.y()), 0x0072B2u);
        }
    }
    int dark = 0;
    for (double x = 0; x < figure.width; x += 0.5)
        dark += at(x, 13.0) < 0x808080u ? 1 : 0;
    EXPECT_GT(dark, 10) << "the title's glyphs";
}

TEST(Figure, PngSaysItsResolutionAndPaintsThePalette)
{
    const Figure figure = sampleChart().figure();
    for (const int dpi : {72, 300}) {
        auto png = FigureWriter::png(figure, dpi);
        ASSERT_TRUE(png) << png.error().message().toStdString();
        const PngImage image = readPng(*png);
        ASSERT_EQ(image.error, QString());
        EXPECT_EQ(image.width, int(std::ceil(figure.width * dpi / 72.0)));
        EXPECT_EQ(image.height, int(std::ceil(figure.height * dpi / 72.0)));
        EXPECT_EQ(image.dotsPerMetre, int(std::lround(dpi / 0.0254)));
        // The first bar's middle is Okabe–Ito's blue, the corner white: not the screen's theme.
        const Figure::Item *bar = nullptr;
        for (const Figure::Item &item : figure.items) {
            if (item.kind == Figure::Item::Kind::Rect && item.colour == Figure::paletteColour(0))
                bar = &item;
        }
        ASSERT_NE(bar, nullptr);
        const QPointF middle = (bar->points[0] + bar->points[1]) / 2 * (dpi / 72.0);
        EXPECT_EQ(image.pixel(int(middle.x()), int(middle.y())), 0x0072B2u);
        EXPECT_EQ(image.pixel(0, 0), 0xFFFFFFu);
        // Text is painted: the title's row holds dark pixels.
        int dark = 0;
        const int titleRow = int(std::lround(13.0 * dpi / 72.0));
        for (int x = 0; x < image.width; ++x)
            dark += image.pixel(x, titleRow) < 0x808080u ? 1 : 0;
        EXPECT_GT(dark, 0) << dpi;
    }
}

TEST(Figure, PngRefusesAResolutionOutOfRange)
{
    const Figure figure = sampleChart().figure();
    for (const int dpi : {0, 71, 1201}) {
        auto png = FigureWriter::png(figure, dpi);
        ASSERT_FALSE(png);
        EXPECT_EQ(png.error().where().file, u"dpi"_s);
    }
}

TEST(Figure, LinesGiveEachSeriesItsOwnColourAndAMarkerPastThePalette)
{
    LineChart chart;
    chart.title = u"Labels over time"_s;
    chart.xTitle = u"Day"_s;
    chart.yTitle = u"Labels given (cumulative count)"_s;
    for (int i = 0; i < 9; ++i)
        chart.series.append({u"Volunteer %1"_s.arg(i + 1),
            {{QDate(2025, 3, 1), double(i)}, {QDate(2025, 3, 4), double(10 + i)}}});
    const Figure figure = chart.figure();
    QSet<quint32> colours;
    QSet<double> widths;
    int squares = 0;
    for (const Figure::Item &item : figure.items) {
        // A series: three points (from 0 the day before, then its two days); not the black axes.
        if (item.kind == Figure::Item::Kind::Line && item.points.size() == 3
            && item.colour != 0x000000u) {
            colours.insert(item.colour);
            widths.insert(item.size);
        }
        if (item.kind == Figure::Item::Kind::Rect && item.colour != 0xFFFFFF)
            ++squares;
    }
    QSet<quint32> palette;
    for (int i = 0; i < Figure::paletteSize(); ++i)
        palette.insert(Figure::paletteColour(i));
    EXPECT_EQ(colours, palette) << "Okabe–Ito's seven colours, then again";
    EXPECT_EQ(widths.size(), 9) << "each line narrower than the one beneath it";
    EXPECT_GT(squares, 0) << "the eighth and ninth volunteers' markers are squares";
    const QStringList texts = svgTexts(FigureWriter::svg(figure));
    EXPECT_TRUE(texts.contains(u"Volunteer 9"_s));
    EXPECT_TRUE(texts.contains(u"1 Mar"_s) || texts.contains(u"28 Feb"_s))
        << texts.join(u'|').toStdString();
    EXPECT_TRUE(texts.contains(u"Labels given (cumulative count)"_s));
}

TEST(Figure, MatrixWritesEachDefinedCell)
{
    MatrixChart chart;
    chart.title = u"Pairwise Cohen's κ"_s;
    chart.valueTitle = u"Cohen's κ (−1 to 1)"_s;
    chart.names = {u"a"_s, u"b"_s};
    chart.values = {std::nullopt, 0.8, 0.8, std::nullopt};
    const QStringList texts = svgTexts(FigureWriter::svg(chart.figure()));
    EXPECT_EQ(texts.count(u"0.80"_s), 2);
    EXPECT_TRUE(texts.contains(u"1  a"_s));
}

TEST(FigureFont, MeasuresWithTheFontsAdvances)
{
    auto font = FigureFont::shared();
    ASSERT_TRUE(font) << font.error().message().toStdString();
    EXPECT_GT(FigureFont::width(u"WWW"_s, 10.0), FigureFont::width(u"iii"_s, 10.0));
    EXPECT_NE((*font)->glyph(U'κ'), 0u) << "DejaVu Sans has Greek";
}

TEST(Figure, GroupedBarsWriteEachShareWithItsUnitAndALegend)
{
    GroupedBarChart chart;
    chart.title = u"Issues, users and developers per theme"_s;
    chart.axisTitle = u"Share (%)"_s;
    chart.series = {u"Issues"_s, u"Users"_s};
    chart.unit = u" %"_s;
    chart.rows = {{u"A.1"_s, {12.5, 50.0}}, {u"A.2"_s, {0.0, 100.0}}};
    const Figure figure = chart.figure();
    const QStringList texts = svgTexts(FigureWriter::svg(figure));
    for (const QString &text : {u"12.5 %"_s, u"50.0 %"_s, u"0.0 %"_s, u"100.0 %"_s, u"Issues"_s,
             u"Users"_s, u"A.2"_s, u"Share (%)"_s})
        EXPECT_TRUE(texts.contains(text)) << text.toStdString();
    int second = 0; // bars and the legend's swatch in the second series' colour
    for (const Figure::Item &item : figure.items)
        second += item.kind == Figure::Item::Kind::Rect && item.colour == Figure::paletteColour(1);
    EXPECT_EQ(second, 3);
}

TEST(Figure, ACharacterTheFontLacksIsShownAsTheReplacementCharacter)
{
    BarChart chart;
    chart.title = u"Volunteers"_s;
    chart.axisTitle = u"κ"_s;
    chart.bars = {{u"Ana 中"_s, 0.5, {}, {}, 0}};
    const Figure figure = chart.figure();
    EXPECT_TRUE(svgTexts(FigureWriter::svg(figure)).contains(u"Ana 中"_s)) << "SVG keeps it";
    auto pdf = FigureWriter::pdf(figure);
    ASSERT_TRUE(pdf) << pdf.error().message().toStdString();
    EXPECT_EQ(pdfStructureError(*pdf), QString());
    EXPECT_TRUE(pdfText(*pdf).contains(u"Ana \uFFFD"_s)) << pdfText(*pdf).toStdString();
    auto png = FigureWriter::png(figure, 150);
    ASSERT_TRUE(png) << png.error().message().toStdString();
    EXPECT_EQ(readPng(*png).error, QString());
}

TEST(Figure, ALargeTeamsMatrixStaysPrintableWithoutItsNumbers)
{
    MatrixChart chart;
    chart.title = u"Pairwise Cohen's κ"_s;
    chart.valueTitle = u"Cohen's κ"_s;
    for (int i = 0; i < 40; ++i)
        chart.names.append(u"Volunteer %1"_s.arg(i + 1));
    for (int i = 0; i < 40 * 40; ++i)
        chart.values.append(i % 41 == 0 ? std::optional<double>() : 0.5);
    const Figure figure = chart.figure();
    EXPECT_LT(figure.width, 800.0);
    EXPECT_FALSE(svgTexts(FigureWriter::svg(figure)).contains(u"0.50"_s)) << "no room for them";
    auto png = FigureWriter::png(figure, 300);
    ASSERT_TRUE(png) << png.error().message().toStdString();
}

TEST(Figure, APngTooLargeForMemoryIsRefusedNamingTheResolution)
{
    Figure figure;
    figure.stem = u"huge"_s;
    figure.width = 3000.0;
    figure.height = 3000.0;
    auto png = FigureWriter::png(figure, 1200);
    ASSERT_FALSE(png);
    EXPECT_EQ(png.error().where().file, u"dpi"_s);
    EXPECT_TRUE(png.error().message().contains(u"lower resolution"_s));
}

TEST(Figure, TextKeepsWhatXmlCanHold)
{
    Figure figure;
    figure.width = figure.height = 100.0;
    figure.text({1, 1}, u"a\u0007b "_s + QChar(0xD800) + u" 😀 \uFFFF"_s, 9.0);
    EXPECT_EQ(figure.items.first().text, u"a b \uFFFD 😀 \uFFFD"_s);
    EXPECT_EQ(svgError(FigureWriter::svg(figure)), QString());
}
