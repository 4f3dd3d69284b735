// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QString>

class QAbstractItemModel;
class QWidget;

namespace taxonomist::ui {

// Saves what the dashboard shows, for print: a chart (any widget) with its title above it on white
// as PNG at a chosen resolution (300 dpi unless told), or as vector SVG or PDF (the chart keeps
// its theme's colours); a table as CSV in the study's dialect (minimal quoting, as Python's csv
// module writes).
class WidgetExport final
{
    Q_DECLARE_TR_FUNCTIONS(taxonomist::ui::WidgetExport)

public:
    static constexpr int PrintDpi = 300;

    static core::Status png(
        QWidget *widget, const QString &path, const QString &title, int dpi = PrintDpi);
    static core::Status svg(QWidget *widget, const QString &path, const QString &title);
    static core::Status pdf(QWidget *widget, const QString &path, const QString &title);
    static QByteArray csv(const QAbstractItemModel *model);
    static core::Status csv(const QAbstractItemModel *model, const QString &path);

    // `path` ending in ".suffix": added when it has no extension, put in place of another
    // format's (a PNG asked for as "chart.svg" becomes "chart.png").
    static QString withSuffix(const QString &path, const QString &suffix);
};

} // namespace taxonomist::ui
