// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportfiles.h"

#include "dashboardfigures.h"
#include "reportdocument.h"
#include "resultsreport.h"
#include "util/coretext.h"
#include "util/savefile.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Error cancelled(const QString &folder)
{
    return Error(CoreText::tr("cancelled"), {folder, 0, 0});
}

Status saveNew(const QString &path, const QString &name, const QByteArray &bytes,
    ReportFiles::Existing existing)
{
    if (existing == ReportFiles::Existing::Refuse && QFileInfo::exists(path))
        return Error(CoreText::tr("\"%1\" is there already and is not written over").arg(name),
            {path, 0, 0});
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

namespace {

using Files = QList<std::pair<QString, QByteArray>>;

// Every figure in every format drawn in memory first, the long step (PDFs, PNGs at print
// resolution): a figure that cannot be drawn, or a cancel, leaves no file written.
Result<Files> drawFigures(const QList<Figure> &figures, const QList<FigureFormat> &formats, int dpi,
    const QString &folder, const TaskControl &control)
{
    Files files;
    const int total = int(figures.size() * formats.size());
    for (const Figure &figure : figures) {
        for (const FigureFormat format : formats) {
            const QString name = figure.stem + u'.' + FigureWriter::suffix(format);
            if (control.isCancelled())
                return cancelled(folder);
            control.report(name, int(files.size()), total);
            auto bytes = FigureWriter::write(figure, format, dpi);
            if (!bytes)
                return bytes.error();
            files.append({name, std::move(*bytes)});
        }
    }
    return files;
}

Result<QStringList> saveAll(const QString &folder, const Files &files,
    ReportFiles::Existing existing, const TaskControl &control)
{
    const QDir root(folder);
    QStringList written;
    for (const auto &[name, bytes] : files) {
        if (control.isCancelled())
            return cancelled(folder);
        if (!root.mkpath(QFileInfo(name).path()))
            return Error(CoreText::tr("cannot create the folder"),
                {root.filePath(QFileInfo(name).path()), 0, 0});
        if (auto status = saveNew(root.filePath(name), name, bytes, existing); !status)
            return status.error();
        written.append(name);
    }
    return written;
}

} // namespace

Result<QStringList> ReportFiles::writeFigures(const QList<Figure> &figures, const QString &folder,
    const QList<FigureFormat> &formats, int dpi, Existing existing, const TaskControl &control)
{
    if (!QDir(folder).mkpath(u"."_s))
        return Error(CoreText::tr("cannot create the folder"), {folder, 0, 0});
    auto files = drawFigures(figures, formats, dpi, folder, control);
    if (!files)
        return files.error();
    return saveAll(folder, *files, existing, control);
}

Result<QStringList> ReportFiles::write(const ResultsReport &report, const QString &folder,
    const QList<ReportFormat> &formats, Existing existing, const QList<Figure> &figures, int dpi,
    const TaskControl &control)
{
    if (!QDir(folder).mkpath(u"."_s))
        return Error(CoreText::tr("cannot create the folder"), {folder, 0, 0});
    auto drawn = drawFigures(figures.isEmpty() ? ReportFiles::figures(report) : figures,
        FigureWriter::allFormats(), dpi, folder, control);
    if (!drawn)
        return drawn.error();
    Files files;
    for (const ReportFormat format : formats)
        files.append({fileName(format), ReportRenderer::render(report, format, figureFolder())});
    for (const auto &[name, bytes] : std::as_const(*drawn))
        files.append({figureFolder() + u'/' + name, bytes});
    control.report(u"the report's files"_s, int(drawn->size()), int(drawn->size()));
    return saveAll(folder, files, existing, control);
}

} // namespace taxonomist::core
