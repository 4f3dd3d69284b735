// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// bench STUDY [--scale N]: the targets of docs/performance.md on the study or an N-times copy of
// it (StudyScaler): import, export, stats, agreement, the lead's queue, rules and dashboard timed
// in this process, and import, export, stats and agreement as whole commands with the peak
// memory of each, beside the study's own pandas + statsmodels script. With --project, only the
// steps that read a project, timed on an existing one (e.g. a 10x project kept by --keep).
class BenchCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override
    {
        return QStringLiteral("Time import, export, stats, agreement and the lead's views on a "
                              "study or an N-times copy.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;

private:
    // --project FILE: the steps that read a project, on an existing one opened read-only.
    int benchProject(const QString &path, int runs, bool json);
};

} // namespace taxonomist::cli
