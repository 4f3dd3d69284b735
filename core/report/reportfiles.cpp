// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportfiles.h"

#include "reportdocument.h"
#include "resultsreport.h"
#include "util/savefile.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString ReportFiles::fileName(ReportFormat format)
{
    return u"report."_s + ReportRenderer::key(format);
}

Result<QStringList> ReportFiles::write(const ResultsReport &report, const QString &folder,
    const QList<ReportFormat> &formats, Existing existing)
{
    QList<std::pair<QString, QByteArray>> files;
    for (const ReportFormat format : formats)
        files.append({fileName(format), ReportRenderer::render(report, format, figureFolder())});
    for (const ReportFigure &figure : ReportDocument::of(report).figures())
        files.append({figureFolder() + u'/' + figure.fileName, figure.svg.toUtf8()});

    const QDir root(folder);
    if (!root.mkpath(figureFolder()))
        return Error(u"cannot create the folder"_s, {root.filePath(figureFolder()), 0, 0});
    QStringList written;
    for (const auto &[name, bytes] : std::as_const(files)) {
        const QString path = root.filePath(name);
        if (existing == Existing::Refuse && QFileInfo::exists(path))
            return Error(
                u"\"%1\" is there already and is not written over"_s.arg(name), {path, 0, 0});
        if (auto status = saveFile(path, bytes); !status)
            return status.error();
        written.append(name);
    }
    return written;
}

} // namespace taxonomist::core
