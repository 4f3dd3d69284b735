// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core {

struct ReportDocument;

// A report as GitHub-flavoured Markdown, for a README: pipe tables (numbers right-aligned, the
// totals in bold), every cell's Markdown characters escaped. Figures are linked to their SVG files
// in `figureFolder` when one is given (a replication package writes them there), else left out.
class MarkdownReportWriter final
{
public:
    static QString write(const ReportDocument &document, const QString &figureFolder = {});
    static QString escaped(const QString &text);
};

} // namespace taxonomist::core
