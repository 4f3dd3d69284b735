// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// check --db FILE [--json]: SQLite's integrity and foreign-key checks, the project's own
// invariants and its audit chain, read-only. Exit 0 when all is well, 1 when anything is wrong.
class CheckCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Check a project file: integrity, foreign keys, invariants, audit chain.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
