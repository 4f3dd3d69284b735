// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// card-sort cards|apply PLAN.json|undo [SORT]|history --db FILE [--json]: the lead's card sort of
// the pilot's open codes into the taxonomy, headless.
class CardSortCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("card-sort"); }
    QString summary() const override
    {
        return QStringLiteral("List the open codes as cards, apply a card-sort plan to the "
                              "taxonomy, undo it, or list the sorts.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
