// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// report --db FILE [--format md|tex|html|json] [-o FILE] [--figures DIR]: everything a results
// section reports, in one process.
class ReportCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("report"); }
    QString summary() const override
    {
        return QStringLiteral("The results for a paper: Table I, agreement per type and theme, "
                              "the taxonomy with counts, users vs developers, the methods.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
