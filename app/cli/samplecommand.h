// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// sample --db FILE [--confidence C] [--margin E] [--proportion P] [--framework NAME]...
// [--strata framework-year|framework|none] [--seed N] [--name ROUND] [--pilot] [--dry-run]
// [--json]: Cochran's sample size with the finite-population correction, allocated to strata,
// drawn as a round that `team assign --round` assigns.
class SampleCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("sample"); }
    QString summary() const override
    {
        return QStringLiteral("A stratified random sample of the size a confidence and margin need,"
                              " drawn as a round.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
