// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// import-study DIR --db FILE: the study repository (or its "Issue Report" folder) into a project.
class ImportStudyCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("import-study"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Import a study repository (CSV per framework, year files, details, keywords).");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
