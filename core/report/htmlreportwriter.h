// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core {

struct ReportDocument;

// A report as one self-contained HTML page: its style inline, its figures inline SVG, every text
// escaped, and a Content-Security-Policy that lets the page load nothing at all, so it opens
// offline and the same anywhere.
class HtmlReportWriter final
{
public:
    static QString write(const ReportDocument &document);
};

} // namespace taxonomist::core
