// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

class CollectCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("collect"); }
    QString summary() const override
    {
        return QStringLiteral(
            "List each framework's repositories and keep the issues of a window.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
