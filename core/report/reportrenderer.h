// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace taxonomist::core {

struct ResultsReport;

enum class ReportFormat { Markdown, Latex, Html, Json };

// A ResultsReport in one of its formats, as the bytes of a file (UTF-8, LF line ends).
class ReportRenderer final
{
public:
    // "md", "tex", "html" or "json".
    static std::optional<ReportFormat> parse(const QString &key);
    static QString key(ReportFormat format);
    // `figureFolder`: where Markdown finds the figures' SVG files, relative to the report; empty
    // leaves them out of Markdown (HTML has them inline, LaTeX and JSON none).
    static QByteArray render(
        const ResultsReport &report, ReportFormat format, const QString &figureFolder = {});
};

} // namespace taxonomist::core
