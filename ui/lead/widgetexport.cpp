// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgetexport.h"

#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QAbstractItemModel>
#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

Status WidgetExport::png(QWidget *widget, const QString &path)
{
    const QPixmap pixmap = widget->grab();
    if (pixmap.isNull() || !pixmap.save(path, "PNG"))
        return Error(tr("cannot write the image"), {path, 0, 0});
    return success();
}

Status WidgetExport::svg(QWidget *widget, const QString &path, const QString &title)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(widget->size());
    generator.setViewBox(QRect(QPoint(0, 0), widget->size()));
    generator.setTitle(title);
    generator.setDescription(tr("Exported from Taxonomist"));
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return Error(tr("cannot write the drawing"), {path, 0, 0});
        widget->render(&painter);
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
