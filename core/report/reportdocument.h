// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "figure.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

struct ResultsReport;

// A table of a report, as plain text cells: each writer (Markdown, LaTeX, HTML) escapes and lays
// it out its own way, so every format shows the same cells.
struct ReportTable
{
    QString id; // "table-one": a LaTeX label, an HTML id
    QString caption;
    QStringList header;
    QList<bool> numeric; // per column: right-aligned
    QList<QStringList> rows;
    int totalsFrom = -1; // the rows from this index on are totals, below a rule
    bool mayBreak = false; // long enough to run over pages (LaTeX: longtable)
};

// A figure with its caption; beside a report its files are named by the figure's ASCII stem
// ("fleiss-kappa-per-type.svg", ".pdf", ".png").
struct ReportFigure
{
    QString caption;
    Figure figure;

    QString fileName(FigureFormat format) const
    {
        return figure.stem + u'.' + FigureWriter::suffix(format);
    }
};

// A results section laid out once from a ResultsReport — headings, paragraphs, tables and
// figures in order — for the writers of each format.
struct ReportDocument
{
    struct Block
    {
        enum class Kind { Heading, Paragraph, Table, Figure };
        Kind kind = Kind::Paragraph;
        QString text; // a heading's or a paragraph's
        ReportTable table;
        ReportFigure figure;
    };

    QString title;
    QList<Block> blocks;

    static ReportDocument of(const ResultsReport &report);
    QList<ReportFigure> figures() const;

    // Numbers as a paper prints them: counts with a thousands separator, coefficients with three
    // decimals and a true minus sign, shares as percentages.
    static QString count(qint64 value);
    static QString decimal(double value, int decimals = 3);
    static QString percent(double share);
};

} // namespace taxonomist::core
