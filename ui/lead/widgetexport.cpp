// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgetexport.h"

#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QAbstractItemModel>
#include <QFileInfo>
#include <QFontMetrics>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

// The widget as its logical size shows it (96 pixels an inch), under a band on white that holds
// the title.
QSize figureSize(const QWidget *widget, int titleHeight)
{
    return {widget->width(), widget->height() + titleHeight};
}

int titleHeight(const QWidget *widget)
{
    QFont font = widget->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    return QFontMetrics(font).height() * 2;
}

// Paints the title and the widget in logical coordinates, whatever the device's resolution.
void paintFigure(QPainter &painter, QWidget *widget, const QString &title)
{
    const int band = titleHeight(widget);
    const QSize size = figureSize(widget, band);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    QFont font = widget->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRect(0, 0, size.width(), band), Qt::AlignCenter, title);
    widget->render(&painter, QPoint(0, band), QRegion(),
        QWidget::RenderFlags(QWidget::DrawChildren)); // no window background: the white stays
}

const QStringList &formatSuffixes()
{
    static const QStringList suffixes {u"png"_s, u"svg"_s, u"pdf"_s, u"csv"_s};
    return suffixes;
}

} // namespace

QString WidgetExport::withSuffix(const QString &path, const QString &suffix)
{
    const QFileInfo info(path);
    const QString current = info.suffix().toLower();
    if (current == suffix)
        return path;
    if (formatSuffixes().contains(current))
        return path.left(path.size() - current.size()) + suffix;
    return path + u'.' + suffix;
}

Status WidgetExport::png(QWidget *widget, const QString &path, const QString &title, int dpi)
{
    const double scale = double(dpi) / 96.0;
    const QSize size = figureSize(widget, titleHeight(widget));
    QImage image(QSize(int(std::ceil(size.width() * scale)), int(std::ceil(size.height() * scale))),
        QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        // Painted at the screen's 96 dpi, scaled: fonts keep their size against the chart.
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.scale(scale, scale);
        paintFigure(painter, widget, title);
    }
    // Then the file says its resolution, so the figure prints at its size on screen.
    const int dotsPerMeter = int(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    if (!image.save(path, "PNG"))
        return Error(tr("cannot write the image"), {path, 0, 0});
    return success();
}

Status WidgetExport::svg(QWidget *widget, const QString &path, const QString &title)
{
    const QSize size = figureSize(widget, titleHeight(widget));
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title);
    generator.setDescription(tr("Exported from Taxonomist"));
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return Error(tr("cannot write the drawing"), {path, 0, 0});
        paintFigure(painter, widget, title);
    }
    if (!QFileInfo::exists(path))
        return Error(tr("cannot write the drawing"), {path, 0, 0});
    return success();
}

Status WidgetExport::pdf(QWidget *widget, const QString &path, const QString &title)
{
    // One page the figure's size, at 72 points an inch for its 96 logical pixels.
    const QSize size = figureSize(widget, titleHeight(widget));
    QPdfWriter writer(path);
    writer.setTitle(title);
    writer.setCreator(u"Taxonomist"_s);
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0),
        QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF());
    {
        QPainter painter;
        if (!painter.begin(&writer))
            return Error(tr("cannot write the drawing"), {path, 0, 0});
        paintFigure(painter, widget, title);
    }
    if (!QFileInfo::exists(path))
        return Error(tr("cannot write the drawing"), {path, 0, 0});
    return success();
}

QByteArray WidgetExport::csv(const QAbstractItemModel *model)
{
    CsvWriter writer;
    QList<QString> header;
    for (int column = 0; column < model->columnCount(); ++column)
        header.append(model->headerData(column, Qt::Horizontal).toString());
    writer.addRecord(header);
    for (int row = 0; row < model->rowCount(); ++row) {
        QList<QString> fields;
        for (int column = 0; column < model->columnCount(); ++column)
            fields.append(model->index(row, column).data().toString());
        writer.addRecord(fields);
    }
    return writer.data();
}

Status WidgetExport::csv(const QAbstractItemModel *model, const QString &path)
{
    return saveFile(path, csv(model));
}

} // namespace taxonomist::ui
