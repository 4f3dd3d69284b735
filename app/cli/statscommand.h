// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// stats --db FILE [--json]: the paper's Table I from the project.
class StatsCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("stats"); }
    QString summary() const override
    {
        return QStringLiteral("Table I: issues per year and per type, per framework.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
