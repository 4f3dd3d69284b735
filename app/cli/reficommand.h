// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// refi export OUT.qdc|OUT.qdpx --db FILE, refi import IN.qdc|IN.qdpx --db FILE: REFI-QDA 1.5
// exchange with NVivo, ATLAS.ti, MAXQDA and QualCoder (docs/interviews.md).
class RefiCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("refi"); }
    QString summary() const override
    {
        return QStringLiteral(
            "REFI-QDA exchange: export or import a codebook (.qdc) or a project (.qdpx).");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
