// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardview.h"

#include "chartpanel.h"
#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/untrustedtext.h"
#include "comparisonpanels.h"
#include "dashboardcharts.h"
#include "kappaheatmap.h"
#include "kappatablemodel.h"
#include "report/dashboardfigures.h"
#include "report/reportfiles.h"
#include "report/resultsreport.h"
#include "session/projectsession.h"
#include "statisticstablemodel.h"
#include "store/projectstore.h"
#include "teamprogressmodel.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

QChartView *chartView(const QString &objectName, QWidget *parent)
{
    auto *view = new QChartView(parent);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(260);
    return view;
}

// Replaces a chart view's chart; the view releases the old one, which is ours to delete.
void setChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

} // namespace

DashboardView::DashboardView(ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QWidget(parent)
    , m_store(session->store())
    , m_dialogs(dialogs)
    , m_task(new AsyncTask(this))
    , m_reportTask(new AsyncTask(this))
    , m_statistics(new StatisticsTableModel(this))
    , m_kappa(new KappaTableModel(this))
    , m_heatmap(new KappaHeatmap(this))
    , m_typeChart(chartView(u"kappaByTypeChart"_s, this))
    , m_themeChart(chartView(u"themeKappaChart"_s, this))
    , m_progressChart(chartView(u"progressChart"_s, this))
    , m_statisticsView(DashboardCharts::newTable(u"tableOne"_s, m_statistics, this))
    , m_kappaView(DashboardCharts::newTable(u"kappaTable"_s, m_kappa, this))
    , m_teamTask(new AsyncTask(this))
    , m_teamProgress(new TeamProgressModel(this))
    , m_teamProgressView(DashboardCharts::newTable(u"teamProgressTable"_s, m_teamProgress, this))
    , m_status(UntrustedText::plain(new QLabel(this)))
    , m_reportProgressRow(new QWidget(this))
    , m_reportProgress(new QProgressBar(m_reportProgressRow))
    , m_comparison(new ComparisonPanels(session->path(), dialogs, this))
{
    setObjectName(u"dashboardView"_s);
    m_reportProgress->setObjectName(u"reportProgress"_s);
    m_reportProgress->setTextVisible(true);
    auto *cancel = new QPushButton(tr("Cancel"), m_reportProgressRow);
    cancel->setObjectName(u"cancelReport"_s);
    connect(cancel, &QPushButton::clicked, this, &DashboardView::cancelReport);
    auto *progressLayout = new QHBoxLayout(m_reportProgressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->addWidget(m_reportProgress, 1);
    progressLayout->addWidget(cancel);
    m_reportProgressRow->hide();
    m_kappaView->setMinimumHeight(220);
    m_themeChart->setMinimumHeight(520); // a readable row for each of the study's 18 themes
    m_status->setObjectName(u"dashboardStatus"_s);

    auto *page = new QWidget;
    auto *grid = new QGridLayout(page);
    grid->addWidget(addPanel(tr("Table I: issues per framework, year and type of final label"),
                        m_statisticsView, m_statistics),
        0, 0, 1, 2);
    grid->addWidget(addPanel(tr("Fleiss κ per type"), m_typeChart, nullptr), 1, 0);
    grid->addWidget(addPanel(tr("Pairwise Cohen κ (theme level)"), m_heatmap, nullptr), 1, 1);
    // κ per theme spans the page: its axis names every theme in full, not only its code.
    grid->addWidget(addPanel(tr("κ per theme"), m_themeChart, nullptr), 2, 0, 1, 2);
    grid->addWidget(addPanel(tr("Labels over time"), m_progressChart, nullptr), 6, 0, 1, 2);
    grid->addWidget(addPanel(tr("Agreement per type and theme"), m_kappaView, m_kappa), 3, 0, 1, 2);
    grid->addWidget(
        addPanel(tr("Team progress: assigned, done, remaining, pace and projected finish"),
            m_teamProgressView, m_teamProgress),
        4, 0, 1, 2);
    grid->addWidget(m_comparison, 5, 0, 1, 2);
    m_panels.append(m_comparison->panels());
    connect(m_comparison, &ComparisonPanels::failed, this, &DashboardView::failed);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    // The charts take the spare height; the tables stay as tall as their rows.
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 2);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"dashboardScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_reportProgressRow);
    layout->addWidget(scroll, 1);

    // The charts export as core's figures for print, drawn from the numbers shown.
    const auto figureOf = [this](Figure (*draw)(const DashboardSnapshot &)) {
        return [this, draw]() -> std::optional<Figure> {
            if (!m_snapshot)
                return std::nullopt;
            return draw(*m_snapshot);
        };
    };
    panelOf(m_typeChart)->setFigure(figureOf(&DashboardFigures::kappaPerType));
    panelOf(m_themeChart)->setFigure(figureOf(&DashboardFigures::kappaPerTheme));
    panelOf(m_progressChart)->setFigure(figureOf(&DashboardFigures::labelsOverTime));
    panelOf(m_heatmap)->setFigure(figureOf(&DashboardFigures::pairwiseKappa));
}

DashboardView::~DashboardView() = default;

ChartPanel *DashboardView::addPanel(
    const QString &title, QWidget *content, const QAbstractItemModel *table)
{
    auto *panel = new ChartPanel(title, content, table, m_dialogs);
    m_panels.append(panel);
    return panel;
}

// The panel around a chart or table (its title is translated, so it is found by its content).
ChartPanel *DashboardView::panelOf(const QWidget *content)
{
    return qobject_cast<ChartPanel *>(content->parentWidget());
}

ChartPanel *DashboardView::panel(const QString &title) const
{
    for (ChartPanel *panel : m_panels) {
        if (panel->title().startsWith(title))
            return panel;
    }
    return nullptr;
}

bool DashboardView::isLoading() const
{
    return m_task->isRunning() || m_teamTask->isRunning() || m_comparison->isLoading();
}

void DashboardView::reload()
{
    reloadTeamProgress();
    m_comparison->reload();
    const QString path = m_store->path();
    m_status->setText(tr("Computing the statistics and the agreement…"));
    m_task->run(
        [path]() -> Result<DashboardSnapshot> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly,
                ProjectStore::IntegrityCheck::later()); // this thread's own connection
            if (!store)
                return store.error();
            return DashboardSnapshot::compute(**store);
        },
        [this](Result<DashboardSnapshot> result) {
            if (!result) {
                m_status->setText(
                    tr("The dashboard could not be computed: ") + result.error().message());
                Q_EMIT failed(result.error().message());
                return;
            }
            show(*result);
            m_snapshot = std::move(*result);
            Q_EMIT snapshotLoaded();
        });
}

void DashboardView::exportReport()
{
    const QString folder = m_dialogs->folder(this, tr("Export Report"));
    if (folder.isEmpty())
        return;
    const int dpi = ChartPanel::askDpi(m_dialogs, this);
    if (dpi == 0)
        return;
    const QString path = m_store->path();
    // The dashboard's numbers, when loaded, add its labels over time and pairwise κ.
    const std::optional<DashboardSnapshot> snapshot = m_snapshot;
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    m_reportCancelled = cancelled;
    m_status->setText(tr("Writing the report to %1…").arg(folder));
    m_reportProgress->setRange(0, 0); // busy until the files are counted
    m_reportProgress->setFormat(tr("Computing the report…"));
    m_reportProgressRow->show();
    // The worker tells its steps through this object's thread; once the view is gone, nobody.
    QPointer<DashboardView> view(this);
    const auto progress = [view](const QString &step, int done, int total) {
        QMetaObject::invokeMethod(
            view.data(),
            [view, step, done, total] {
                if (!view)
                    return;
                view->m_reportProgress->setRange(0, std::max(total, 0));
                view->m_reportProgress->setValue(done);
                view->m_reportProgress->setFormat(tr("Writing %1 — %p%").arg(step));
            },
            Qt::QueuedConnection);
    };
    m_reportTask->run(
        [path, folder, dpi, snapshot, cancelled, progress]() -> Result<QStringList> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly,
                ProjectStore::IntegrityCheck::ofTables(ResultsReport::tablesRead()));
            if (!store)
                return store.error();
            auto report = ResultsReport::compute(**store);
            if (!report)
                return report.error();
            TaskControl control;
            control.progress = progress;
            control.cancelled = cancelled.get();
            return ReportFiles::write(*report, folder,
                {ReportFormat::Markdown, ReportFormat::Latex, ReportFormat::Html,
                    ReportFormat::Json},
                ReportFiles::Existing::Replace,
                ReportFiles::figures(*report, snapshot ? &*snapshot : nullptr), dpi, control);
        },
        [this, folder, cancelled](Result<QStringList> written) {
            m_status->clear();
            m_reportProgressRow->hide();
            if (cancelled->load()) {
                m_status->setText(tr("Export Report was cancelled."));
                return;
            }
            if (!written) {
                m_dialogs->showError(this, tr("Export Report"),
                    tr("The report could not be written: %1").arg(written.error().message()));
                return;
            }
            m_dialogs->showInformation(this, tr("Export Report"),
                tr("Wrote %1 files to %2: %3")
                    .arg(written->size())
                    .arg(folder, written->join(u", "_s)));
            Q_EMIT reportExported(folder);
        });
}

void DashboardView::cancelReport()
{
    if (m_reportCancelled)
        m_reportCancelled->store(true);
    m_reportProgress->setFormat(tr("Cancelling…"));
}

void DashboardView::reloadTeamProgress()
{
    const QString path = m_store->path();
    m_teamTask->run(
        [path]() -> Result<QList<VolunteerProgress>> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly);
            if (!store)
                return store.error();
            return TeamProgress::compute(**store, QDateTime::currentDateTimeUtc().date());
        },
        [this](Result<QList<VolunteerProgress>> progress) {
            if (!progress) {
                Q_EMIT failed(progress.error().message());
                return;
            }
            m_teamProgress->setProgress(*progress);
            m_teamProgressView->setFixedHeight(
                m_teamProgressView->horizontalHeader()->sizeHint().height()
                + m_teamProgressView->verticalHeader()->length()
                + 2 * m_teamProgressView->frameWidth() + 2);
        });
}

void DashboardView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_snapshot) {
        const DashboardSnapshot snapshot = *m_snapshot;
        show(snapshot);
    }
}

void DashboardView::show(const DashboardSnapshot &snapshot)
{
    m_statistics->setStatistics(snapshot.statistics);
    // Table I is as tall as its rows (a framework each and the total): no empty band below.
    m_statisticsView->setFixedHeight(m_statisticsView->horizontalHeader()->sizeHint().height()
        + m_statisticsView->verticalHeader()->length() + 2 * m_statisticsView->frameWidth() + 2);
    m_kappa->setSnapshot(snapshot);
    QString note;
    setChart(m_typeChart, DashboardCharts::kappaByType(snapshot, &note));
    panelOf(m_typeChart)->setNote(note);
    setChart(m_themeChart, DashboardCharts::themeKappa(snapshot, &note));
    panelOf(m_themeChart)->setNote(note);
    setChart(m_progressChart, DashboardCharts::progress(snapshot, &note));
    panelOf(m_progressChart)->setNote(note);
    DashboardCharts::fillHeatmap(m_heatmap, snapshot, &note);
    panelOf(m_heatmap)->setNote(note);
    const QStringList notes = snapshot.themeByType.notes;
    m_status->setText(notes.isEmpty()
            ? tr("Agreement over every labelled issue; false positives count as missing ratings.")
            : notes.join(u" · "_s));
}

} // namespace taxonomist::ui
