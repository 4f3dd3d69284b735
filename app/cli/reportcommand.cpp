// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportcommand.h"

#include "reconcile/dashboardsnapshot.h"
#include "report/reportfiles.h"
#include "report/reportrenderer.h"
#include "report/resultsreport.h"
#include "util/savefile.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void ReportCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"format"_s,
        u"md (default), tex (booktabs tables to \\input), html (self-contained) or json."_s,
        u"FORMAT"_s, u"md"_s});
    parser.addOption(
        {{u"o"_s, u"output"_s}, u"Write the report to FILE instead of stdout."_s, u"FILE"_s});
    parser.addOption({u"figures"_s,
        u"Also write every figure into DIR as SVG, PDF (both vector) and PNG: Fleiss' kappa per "
        "type and per theme, the labels over time, the pairwise Cohen's kappa and, with "
        "interviews, issues beside users and developers."_s,
        u"DIR"_s});
    parser.addOption({u"dpi"_s,
        u"The PNG figures' resolution, %1 to %2 (default %3)."_s.arg(FigureWriter::MinimumDpi)
            .arg(FigureWriter::MaximumDpi)
            .arg(FigureWriter::DefaultDpi),
        u"N"_s, QString::number(FigureWriter::DefaultDpi)});
}

int ReportCommand::run(const QCommandLineParser &parser)
{
    const auto format = ReportRenderer::parse(parser.value(u"format"_s));
    if (!format)
        return usage(u"--format must be md, tex, html or json"_s);
    bool dpiOk = false;
    const int dpi = parser.value(u"dpi"_s).toInt(&dpiOk);
    if (!dpiOk || dpi < FigureWriter::MinimumDpi || dpi > FigureWriter::MaximumDpi)
        return usage(u"--dpi must be a whole number from %1 to %2"_s.arg(FigureWriter::MinimumDpi)
                         .arg(FigureWriter::MaximumDpi));
    if (parser.isSet(u"dpi"_s) && !parser.isSet(u"figures"_s))
        return usage(u"--dpi is the resolution of the figures' PNGs: give --figures DIR too"_s);
    // The tables the report is computed from are checked, not the whole file, while it is read.
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTablesWhileReading(ResultsReport::tablesRead()));
    if (!store)
        return openFailure();
    auto report = ResultsReport::compute(*store);
    // Nothing is shown, not even an error of the computation, before the check has passed.
    if (auto check = store->waitForCheck(); !check)
        return fail(check.error());
    if (!report)
        return fail(report.error());

    if (parser.isSet(u"figures"_s)) {
        // The dashboard's numbers too: its labels over time and pairwise κ are figures as well.
        auto dashboard = DashboardSnapshot::compute(*store);
        if (!dashboard)
            return fail(dashboard.error());
        const QString folder = parser.value(u"figures"_s);
        auto written = ReportFiles::writeFigures(
            ReportFiles::figures(*report, &*dashboard), folder, FigureWriter::allFormats(), dpi);
        if (!written)
            return fail(written.error());
        for (const QString &name : std::as_const(*written))
            err() << "Wrote " << QDir(folder).filePath(name) << Qt::endl;
    }
    // Markdown links the figures written beside it, by their path from the report's folder.
    QString figureLinks;
    if (parser.isSet(u"figures"_s)) {
        figureLinks = parser.value(u"figures"_s);
        if (parser.isSet(u"output"_s))
            figureLinks = QFileInfo(parser.value(u"output"_s))
                              .absoluteDir()
                              .relativeFilePath(QFileInfo(figureLinks).absoluteFilePath());
    }
    const QByteArray bytes = ReportRenderer::render(*report, *format, figureLinks);
    if (parser.isSet(u"output"_s)) {
        if (auto status = saveFile(parser.value(u"output"_s), bytes); !status)
            return fail(status.error());
        out() << "Wrote the report (" << ReportRenderer::key(*format) << ") to "
              << parser.value(u"output"_s) << '\n';
        out().flush();
        return 0;
    }
    out() << QString::fromUtf8(bytes);
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
