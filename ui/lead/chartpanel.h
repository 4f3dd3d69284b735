// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFrame>

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
    // A chart with its title, on white: PNG at `dpi` (300 unless told), SVG and PDF as vectors.
    bool exportPng(const QString &path, int dpi = 300);
    bool exportSvg(const QString &path);
    bool exportPdf(const QString &path);
    bool exportCsv(const QString &path);

private:
    void askAndExport(const QString &suffix);

    QString m_titleText;
    QWidget *m_content;
    const QAbstractItemModel *m_table;
    DialogService *m_dialogs;
    QLabel *m_note;
};

} // namespace taxonomist::ui
