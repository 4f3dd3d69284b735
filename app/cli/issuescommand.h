// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

class IssuesCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("issues"); }
    QString summary() const override
    {
        return QStringLiteral("Add issues to a framework from a list of URLs.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
