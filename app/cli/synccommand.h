// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// sync --db FILE [--json]: push this copy's own changes to its team server, then pull what is new
// (docs/team.md, "The team server"). The password comes from libpq: PGPASSWORD, ~/.pgpass,
// PGSERVICE.
class SyncCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("sync"); }
    QString summary() const override
    {
        return QStringLiteral("Push own changes to the team server and pull what is new.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
