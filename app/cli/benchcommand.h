// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// bench STUDY [--scale N]: the targets of docs/performance.md on the study or an N-times copy of
// it (StudyScaler): import, export, stats, agreement, the lead's queue, rules and dashboard timed
// in this process, and import, export, stats and agreement as whole commands with the peak
// memory of each, beside the study's own pandas + statsmodels script.
class BenchCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override
    {
        return QStringLiteral("Time import, export, stats, agreement and the lead's views on a study or an N-times copy.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
