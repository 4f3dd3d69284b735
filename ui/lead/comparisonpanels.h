// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QWidget>

#include <memory>

class QChart;
class QChartView;
class QTableView;

namespace taxonomist::core {
class InterviewComparison;
}

namespace taxonomist::ui {

class AsyncTask;
class ChartPanel;
class ComparisonTableModel;
class DialogService;
class SegmentAgreementModel;

// The dashboard's interview tiles: the paper's comparison of issues with what users and
// developers raise, per node, as a table (CSV) and a chart (PNG, SVG, PDF: core's figure for
// print) — the dashboard's own ChartPanel export — and segment agreement between interview coders.
// Computed on a worker thread with its own connection.
class ComparisonPanels final : public QWidget
{
    Q_OBJECT

public:
    ComparisonPanels(QString projectPath, DialogService *dialogs, QWidget *parent = nullptr);

    void reload();
    bool isLoading() const;
    const QList<ChartPanel *> &panels() const { return m_panels; }
    ComparisonTableModel *comparisonModel() const { return m_model; }
    QChartView *chartView() const { return m_chart; }

    // Per theme, the share of issues beside the shares of users and of developers who raise it.
    static QChart *chart(const core::InterviewComparison &comparison, QString *note);

Q_SIGNALS:
    void loaded();
    void failed(const QString &message);

private:
    QString m_path;
    AsyncTask *m_task;
    ComparisonTableModel *m_model;
    SegmentAgreementModel *m_agreement;
    QTableView *m_table;
    QTableView *m_agreementTable;
    QChartView *m_chart;
    QList<ChartPanel *> m_panels;
    std::shared_ptr<const core::InterviewComparison> m_comparison; // the chart's, for its figure
};

} // namespace taxonomist::ui
