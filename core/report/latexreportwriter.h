// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core {

struct ReportDocument;

// A report as LaTeX to \input{} into a paper: booktabs tables in table floats (longtable for the
// long ones), headings as \subsection*, no preamble. The paper needs
// \usepackage{booktabs,longtable} and nothing else; pdflatex compiles it with LaTeX's default
// fonts. Every cell is escaped; the Greek letters, dashes and quotes of the report become their
// LaTeX spellings, and a character the default fonts lack (beyond Latin-1) is written as its code
// point, U+XXXX. Figures are left out (the paper includes their files).
class LatexReportWriter final
{
public:
    static QString write(const ReportDocument &document);
    static QString escaped(const QString &text);
};

} // namespace taxonomist::core
