// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// bench DIR: times import, stats, agreement and export of a study, the targets of docs/performance.md.
class BenchCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override { return QStringLiteral("Time import, stats, agreement and export of a study (median of runs)."); }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
