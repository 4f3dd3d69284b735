// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

class NewStudyCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("new-study"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Create an empty study project: no frameworks, no issues, N volunteers.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
