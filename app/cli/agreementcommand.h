// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// agreement --db FILE [--level L] [--by G] [--json]: inter-annotator agreement of a project.
class AgreementCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("agreement"); }
    QString summary() const override
    {
        return QStringLiteral("Inter-annotator agreement: Fleiss, Krippendorff, Gwet, Cohen per pair.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
