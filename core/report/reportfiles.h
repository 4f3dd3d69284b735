// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reportrenderer.h"
#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

struct ResultsReport;

// A report as files in a folder: report.md (linking its figures), report.tex, report.html,
// report.json, as many as asked for, and the figures as SVG in figures/ — what a replication
// package holds and the lead's Dashboard › Export Report… writes.
class ReportFiles final
{
public:
    enum class Existing {
        Replace, // a report written before is written over
        Refuse, // a file of the same name is an error naming it (a study's own file)
    };

    static QString figureFolder() { return QStringLiteral("figures"); }
    // report.md, report.tex, ...
    static QString fileName(ReportFormat format);
    // The files written, relative to `folder`, in the order written.
    static Result<QStringList> write(const ResultsReport &report, const QString &folder,
        const QList<ReportFormat> &formats, Existing existing = Existing::Replace);
};

} // namespace taxonomist::core
