// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportfiles.h"

#include "dashboardfigures.h"
#include "reportdocument.h"
#include "resultsreport.h"
#include "util/savefile.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Error cancelled(const QString &folder)
{
    return Error(u"cancelled; the files written before stay"_s, {folder, 0, 0});
}

Status saveNew(const QString &path, const QString &name, const QByteArray &bytes,
    ReportFiles::Existing existing)
{
    if (existing == ReportFiles::Existing::Refuse && QFileInfo::exists(path))
        return Error(u"\"%1\" is there already and is not written over"_s.arg(name), {path, 0, 0});
    return saveFile(path, bytes);
}

} // namespace

QString ReportFiles::fileName(ReportFormat format)
{
    return u"report."_s + ReportRenderer::key(format);
}

QList<Figure> ReportFiles::figures(const ResultsReport &report, const DashboardSnapshot *dashboard)
{
    QList<Figure> result;
    for (const ReportFigure &figure : ReportDocument::of(report).figures())
        result.append(figure.figure);
    if (dashboard) {
        result.append(DashboardFigures::labelsOverTime(*dashboard));
        result.append(DashboardFigures::pairwiseKappa(*dashboard));
        if (report.interviews)
            result.append(DashboardFigures::interviewComparison(*report.interviews));
    }
    return result;
}

Result<QStringList> ReportFiles::writeFigures(const QList<Figure> &figures, const QString &folder,
    const QList<FigureFormat> &formats, int dpi, Existing existing, const TaskControl &control)
{
    const QDir root(folder);
    if (!root.mkpath(u"."_s))
        return Error(u"cannot create the folder"_s, {folder, 0, 0});
    QStringList written;
    const int total = int(figures.size() * formats.size());
    for (const Figure &figure : figures) {
        for (const FigureFormat format : formats) {
            const QString name = figure.stem + u'.' + FigureWriter::suffix(format);
            if (control.isCancelled())
                return cancelled(folder);
            control.report(name, int(written.size()), total);
            auto bytes = FigureWriter::write(figure, format, dpi);
            if (!bytes)
                return bytes.error();
            if (auto status = saveNew(root.filePath(name), name, *bytes, existing); !status)
                return status.error();
            written.append(name);
        }
    }
    return written;
}

Result<QStringList> ReportFiles::write(const ResultsReport &report, const QString &folder,
    const QList<ReportFormat> &formats, Existing existing, const QList<Figure> &figures, int dpi,
    const TaskControl &control)
{
    const QDir root(folder);
    if (!root.mkpath(u"."_s))
        return Error(u"cannot create the folder"_s, {folder, 0, 0});
    QStringList written;
    for (const ReportFormat format : formats) {
        const QString name = fileName(format);
        if (control.isCancelled())
            return cancelled(folder);
        control.report(name, 0, 0);
        if (auto status = saveNew(root.filePath(name), name,
                ReportRenderer::render(report, format, figureFolder()), existing);
            !status)
            return status.error();
        written.append(name);
    }
    auto drawn = writeFigures(figures.isEmpty() ? ReportFiles::figures(report) : figures,
        root.filePath(figureFolder()), FigureWriter::allFormats(), dpi, existing, control);
    if (!drawn)
        return drawn.error();
    for (const QString &name : std::as_const(*drawn))
        written.append(figureFolder() + u'/' + name);
    return written;
}

} // namespace taxonomist::core
