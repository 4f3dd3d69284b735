// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// screening --db FILE [--list] [--json]: where the volunteers' false-positive pass stands.
class ScreeningCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("screening"); }
    QString summary() const override
    {
        return QStringLiteral("Screening: candidates, screened, excluded and the false-positive "
                              "rate per framework and volunteer.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
