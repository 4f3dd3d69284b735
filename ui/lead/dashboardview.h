// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/dashboardsnapshot.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QAbstractItemModel;
class QChartView;
class QLabel;
class QProgressBar;
class QTableView;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class AsyncTask;
class ChartPanel;
class ComparisonPanels;
class KappaHeatmap;
class KappaTableModel;
class DialogService;
class ProjectSession;
class StatisticsTableModel;
class TeamProgressModel;

// The statistics and agreement dashboard: Table I, κ per type and per theme, the pairwise
// Cohen heatmap, per-theme κ bars and each annotator's progress. The numbers come from the
// agreement engine on a worker thread with its own connection; charts export for print as PNG,
// SVG and PDF (core's figures for print, the same as `report --figures`), tables as CSV, the
// whole as a report (Dashboard › Export Report…, with its progress and a Cancel).
class DashboardView final : public QWidget
{
    Q_OBJECT

public:
    // The session and the dialogs must outlive the view.
    DashboardView(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);
    ~DashboardView() override;

    // Recomputes everything in the background; snapshotLoaded() follows.
    void reload();
    // Asks for a folder and writes the report there in the background (report.md, .tex, .html,
    // .json and its figures, as `taxonomist-cli report` computes it); reportExported() follows,
    // or an error shown through the dialogs.
    void exportReport();
    // Stops Export Report… at its next step; the files written before stay.
    void cancelReport();
    bool isLoading() const;
    const std::optional<core::DashboardSnapshot> &snapshot() const { return m_snapshot; }

    StatisticsTableModel *statisticsModel() const { return m_statistics; }
    KappaTableModel *kappaModel() const { return m_kappa; }
    TeamProgressModel *teamProgressModel() const { return m_teamProgress; }
    const QList<ChartPanel *> &panels() const { return m_panels; }
    static ChartPanel *panelOf(const QWidget *content);
    ChartPanel *panel(const QString &title) const;
    ComparisonPanels *comparison() const { return m_comparison; }

Q_SIGNALS:
    void snapshotLoaded();
    void failed(const QString &message);
    void reportExported(const QString &folder);

protected:
    // A new palette (light and dark switched) draws the charts again in its theme.
    void changeEvent(QEvent *event) override;

private:
    void show(const core::DashboardSnapshot &snapshot);
    void reloadTeamProgress();
    ChartPanel *addPanel(const QString &title, QWidget *content, const QAbstractItemModel *table);

    core::ProjectStore *m_store;
    DialogService *m_dialogs;
    AsyncTask *m_task;
    AsyncTask *m_reportTask;
    std::optional<core::DashboardSnapshot> m_snapshot;
    StatisticsTableModel *m_statistics;
    KappaTableModel *m_kappa;
    KappaHeatmap *m_heatmap;
    QChartView *m_typeChart;
    QChartView *m_themeChart;
    QChartView *m_progressChart;
    QTableView *m_statisticsView;
    QTableView *m_kappaView;
    AsyncTask *m_teamTask;
    TeamProgressModel *m_teamProgress;
    QTableView *m_teamProgressView;
    QLabel *m_status;
    QWidget *m_reportProgressRow; // Export Report…'s progress and its Cancel, while it runs
    QProgressBar *m_reportProgress;
    std::shared_ptr<std::atomic_bool> m_reportCancelled;
    QList<ChartPanel *> m_panels;
    ComparisonPanels *m_comparison; // interviews beside issues
};

} // namespace taxonomist::ui
