// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportrenderer.h"

#include "htmlreportwriter.h"
#include "latexreportwriter.h"
#include "markdownreportwriter.h"
#include "reportdocument.h"
#include "resultsreport.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

std::optional<ReportFormat> ReportRenderer::parse(const QString &key)
{
    for (const ReportFormat format :
        {ReportFormat::Markdown, ReportFormat::Latex, ReportFormat::Html, ReportFormat::Json}) {
        if (ReportRenderer::key(format) == key)
            return format;
    }
    return std::nullopt;
}

QString ReportRenderer::key(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown:
        return u"md"_s;
    case ReportFormat::Latex:
        return u"tex"_s;
    case ReportFormat::Html:
        return u"html"_s;
    case ReportFormat::Json:
        return u"json"_s;
    }
    return {};
}

QByteArray ReportRenderer::render(
    const ResultsReport &report, ReportFormat format, const QString &figureFolder)
{
    switch (format) {
    case ReportFormat::Json:
        return QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    case ReportFormat::Markdown:
        return MarkdownReportWriter::write(ReportDocument::of(report), figureFolder).toUtf8();
    case ReportFormat::Latex:
        return LatexReportWriter::write(ReportDocument::of(report)).toUtf8();
    case ReportFormat::Html:
        return HtmlReportWriter::write(ReportDocument::of(report)).toUtf8();
    }
    return {};
}

} // namespace taxonomist::core
