// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// taxonomy --db FILE [--json]: the project's tree with detail counts per node.
class TaxonomyCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("taxonomy"); }
    QString summary() const override
    {
        return QStringLiteral("Print the taxonomy tree: codes, names, detail counts; or import one "
                              "(taxonomy import).");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;

private:
    // rename, retire, restore, merge, move: the team's own taxonomy, as a new version.
    int change(const QCommandLineParser &parser, const QStringList &args);
};

} // namespace taxonomist::cli
