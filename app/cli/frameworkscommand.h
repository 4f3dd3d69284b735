// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

class FrameworksCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("frameworks"); }
    QString summary() const override
    {
        return QStringLiteral("Add a study's frameworks (repositories, keywords) or list them.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
