// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// export-study DIR --db FILE [--long FILE|none] [--force]: the project in the study repository's
// layout, plus a long CSV. DIR is replaced as a whole when it is new, empty or a previous export.
class ExportStudyCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("export-study"); }
    QString summary() const override
    {
        return QStringLiteral("Write the project in the study's layout (DIR/Issue Report/...) and "
                              "a long-format CSV.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
