// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/agreementreport.h"
#include "command.h"

#include <functional>

namespace taxonomist::cli {

// agreement --db FILE [--level L] [--by G] [--json]: inter-annotator agreement of a project.
class AgreementCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("agreement"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Inter-annotator agreement: Fleiss, Krippendorff, Gwet, Cohen per pair.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;

private:
    // The command's answer — what it prints and its exit code — made from the project while
    // its tables are checked, and shown only after the check passed.
    std::function<int()> answer(const QCommandLineParser &parser, core::ProjectStore &store,
        core::AgreementOptions options);
};

} // namespace taxonomist::cli
