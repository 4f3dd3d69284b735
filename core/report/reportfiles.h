// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "figure.h"
#include "reportrenderer.h"
#include "result.h"
#include "util/taskcontrol.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

struct DashboardSnapshot;
struct ResultsReport;

// A report as files in a folder: report.md (linking its figures), report.tex, report.html,
// report.json, as many as asked for, and the figures in figures/ as SVG, PDF and PNG — what a
// replication package holds and the lead's Dashboard › Export Report… writes.
class ReportFiles final
{
public:
    enum class Existing {
        Replace, // a report written before is written over
        Refuse, // a file of the same name is an error naming it (a study's own file)
    };

    static QString figureFolder() { return QStringLiteral("figures"); }
    // report.md, report.tex, ...
    static QString fileName(ReportFormat format);
    // The report's figures and, with the dashboard's numbers, the dashboard's charts it has not
    // (the labels over time, the pairwise κ, and the interviews' comparison when there are
    // interviews).
    static QList<Figure> figures(
        const ResultsReport &report, const DashboardSnapshot *dashboard = nullptr);
    // The files written, relative to `folder`, in the order written. Every figure is drawn
    // before any file is written, so one that cannot be drawn (or a cancel while they are) leaves
    // the folder as it was. `control` hears of each figure as it is drawn and stops, with an
    // error, once cancelled.
    static Result<QStringList> write(const ResultsReport &report, const QString &folder,
        const QList<ReportFormat> &formats, Existing existing = Existing::Replace,
        const QList<Figure> &figures = {}, int dpi = FigureWriter::DefaultDpi,
        const TaskControl &control = {});
    // Each figure in each format into `folder` (made when missing), named by its stem; all drawn
    // before the first is written.
    static Result<QStringList> writeFigures(const QList<Figure> &figures, const QString &folder,
        const QList<FigureFormat> &formats, int dpi, Existing existing = Existing::Replace,
        const TaskControl &control = {});
};

} // namespace taxonomist::core
