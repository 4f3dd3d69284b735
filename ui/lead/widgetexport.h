// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QString>

class QAbstractItemModel;
class QWidget;

namespace taxonomist::ui {

// Saves what the dashboard shows: a chart (any widget) as PNG or SVG, a table as CSV in the
// study's dialect (minimal quoting, as Python's csv module writes).
class WidgetExport final
{
    Q_DECLARE_TR_FUNCTIONS(taxonomist::ui::WidgetExport)

public:
    static core::Status png(QWidget *widget, const QString &path);
    static core::Status svg(QWidget *widget, const QString &path, const QString &title);
    static QByteArray csv(const QAbstractItemModel *model);
    static core::Status csv(const QAbstractItemModel *model, const QString &path);
};

} // namespace taxonomist::ui
