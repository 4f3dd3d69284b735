// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/figure.h"

#include <QFrame>

#include <functional>
#include <optional>

class QAbstractItemModel;
class QLabel;
class QToolButton;

namespace taxonomist::ui {

class DialogService;

// One tile of the dashboard: a title, a chart or a table, and its export buttons — PNG, SVG and
// PDF for a chart, CSV for a table.
class ChartPanel final : public QFrame
{
    Q_OBJECT

public:
    // A chart panel when `table` is null, a table panel otherwise (the content shows `table`).
    ChartPanel(const QString &title, QWidget *content, const QAbstractItemModel *table,
        DialogService *dialogs, QWidget *parent = nullptr);

    QString title() const { return m_titleText; }
    void setNote(const QString &text);
    // The chart as a figure for print (core's, the same as `report --figures` draws), or none
    // while its numbers are not there; a chart without one is exported as it is painted.
    void setFigure(std::function<std::optional<core::Figure>()> figure);
    // A chart with its title, on white: PNG at `dpi` (300 unless told), SVG and PDF as vectors.
    bool exportPng(const QString &path, int dpi = core::FigureWriter::DefaultDpi);
    bool exportSvg(const QString &path);
    bool exportPdf(const QString &path);
    bool exportCsv(const QString &path);

    // The resolution asked of the lead for PNG figures (150, 300 or 600 offered, another typed);
    // 0 when cancelled, or not a number in range (said in an error).
    static int askDpi(DialogService *dialogs, QWidget *parent);

private:
    void askAndExport(const QString &suffix);
    bool exportFigure(const QString &path, core::FigureFormat format, int dpi);

    QString m_titleText;
    QWidget *m_content;
    const QAbstractItemModel *m_table;
    DialogService *m_dialogs;
    QLabel *m_note;
    std::function<std::optional<core::Figure>()> m_figure;
};

} // namespace taxonomist::ui
