// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "comparisonpanels.h"

#include "chartpanel.h"
#include "common/asynctask.h"
#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "comparisontablemodel.h"
#include "dashboardcharts.h"
#include "interviews/interviewcomparison.h"
#include "interviews/segmentagreement.h"
#include "report/dashboardfigures.h"
#include "segmentagreementmodel.h"
#include "store/projectstore.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QPalette>
#include <QTableView>
#include <QValueAxis>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

struct Computed
{
    InterviewComparison comparison;
    SegmentAgreement agreement;
};

} // namespace

ComparisonPanels::ComparisonPanels(QString projectPath, DialogService *dialogs, QWidget *parent)
    : QWidget(parent)
    , m_path(std::move(projectPath))
    , m_task(new AsyncTask(this))
    , m_model(new ComparisonTableModel(this))
    , m_agreement(new SegmentAgreementModel(this))
    , m_table(DashboardCharts::newTable(u"comparisonTable"_s, m_model, this))
    , m_agreementTable(DashboardCharts::newTable(u"segmentAgreementTable"_s, m_agreement, this))
    , m_chart(new QChartView(this))
{
    setObjectName(u"comparisonPanels"_s);
    m_chart->setObjectName(u"comparisonChart"_s);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(620);
    m_table->setMinimumHeight(420);
    const auto add
        = [this, dialogs](const QString &title, QWidget *content, const QAbstractItemModel *model) {
              auto *panel = new ChartPanel(title, content, model, dialogs);
              m_panels.append(panel);
              return panel;
          };
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(
        add(tr("Users and developers beside the issues, per node"), m_table, m_model), 0, 0, 1, 2);
    grid->addWidget(add(tr("Issues, users and developers per theme"), m_chart, nullptr), 1, 0);
    grid->addWidget(
        add(tr("Segment agreement between interview coders"), m_agreementTable, m_agreement), 1, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
    // The chart exports as core's figure for print, from the comparison it shows.
    m_panels[1]->setFigure([this]() -> std::optional<Figure> {
        if (!m_comparison)
            return std::nullopt;
        return DashboardFigures::interviewComparison(*m_comparison);
    });
}

bool ComparisonPanels::isLoading() const
{
    return m_task->isRunning();
}

void ComparisonPanels::reload()
{
    const QString path = m_path;
    m_task->run(
        [path]() -> Result<Computed> {
            auto store = ProjectStore::open(
                path, ProjectStore::OpenMode::ReadOnly); // this thread's own connection
            if (!store)
                return store.error();
            auto comparison = InterviewComparison::compute(**store, 1);
            if (!comparison)
                return comparison.error();
            auto agreement = SegmentAgreement::compute(**store);
            if (!agreement)
                return agreement.error();
            return Computed {std::move(*comparison), std::move(*agreement)};
        },
        [this](Result<Computed> result) {
            if (!result) {
                Q_EMIT failed(result.error().message());
                return;
            }
            m_model->setComparison(result->comparison);
            m_comparison = std::make_shared<const InterviewComparison>(result->comparison);
            m_agreement->setAgreement(result->agreement);
            QString note;
            QChart *old = m_chart->chart();
            m_chart->setChart(chart(result->comparison, &note));
            delete old;
            m_panels[1]->setNote(note);
            m_panels[2]->setNote(result->agreement.pairs.isEmpty()
                    ? result->agreement.notes.join(u"; "_s)
                    : tr(
                        "Characters of the transcripts both coders coded; docs/interviews.md gives "
                        "the method."));
            const auto &c = result->comparison;
            m_panels[0]->setNote(tr(
                "%1 users and %2 developers interviewed; %3 issues with a final label. A node is "
                "raised by a "
                "participant when one of their segments links to it or to a node below it.")
                                     .arg(c.users)
                                     .arg(c.developers)
                                     .arg(c.labelledIssues));
            Q_EMIT loaded();
        });
}

QChart *ComparisonPanels::chart(const InterviewComparison &comparison, QString *note)
{
    auto *issues = new QBarSet(tr("Issues (% of labelled)"));
    auto *users = new QBarSet(tr("Users (% who raise it)"));
    auto *developers = new QBarSet(tr("Developers (% who raise it)"));
    // Okabe–Ito's first three, as in the exported figure; lighter on a dark theme.
    const bool dark = PaletteColors::isDark(QPalette());
    issues->setColor(DashboardCharts::volunteerColour(0, dark));
    users->setColor(DashboardCharts::volunteerColour(1, dark));
    developers->setColor(DashboardCharts::volunteerColour(2, dark));
    QStringList categories;
    double most = 0.0;
    QStringList flagged;
    // Themes (and flagged codes at their level), bottom to top so the first theme is at the top.
    for (qsizetype i = comparison.rows.size() - 1; i >= 0; --i) {
        const InterviewComparison::Row &row = comparison.rows[i];
        if (row.level != comparison.level)
            continue;
        const QString label = row.inTaxonomy ? row.code : row.code + tr(" (not in taxonomy)");
        if (!row.inTaxonomy)
            flagged.append(row.code);
        categories.append(UntrustedText::forHtml(label)); // Qt Charts renders axis labels as HTML
        *issues << row.issueShare * 100.0;
        *users << row.userShare * 100.0;
        *developers << row.developerShare * 100.0;
        most = std::max(
            {most, row.issueShare * 100.0, row.userShare * 100.0, row.developerShare * 100.0});
    }
    auto *series = new QHorizontalBarSeries;
    series->append(issues);
    series->append(users);
    series->append(developers);
    QChart *chart = DashboardCharts::newChart();
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    auto *x = new QValueAxis;
    x->setRange(0.0, std::max(10.0, std::ceil(most / 10.0) * 10.0));
    x->setLabelFormat(u"%.0f%%"_s);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0.0);
    x->setTickInterval(10.0);
    x->setTitleText(tr("Share of labelled issues, of users, of developers (%)"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignBottom);
    *note = categories.isEmpty() ? tr("No themes to show.")
        : flagged.isEmpty()
        ? QString()
        : tr("Linked in the interviews but not in the taxonomy (kept, flagged): ")
            + flagged.join(u", "_s);
    return chart;
}

} // namespace taxonomist::ui
