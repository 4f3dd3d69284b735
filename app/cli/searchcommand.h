// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// search QUERY --db FILE [--framework NAME] [--limit N] [--json]: full-text search over the
// fetched titles, bodies and comments, best match first, each with a snippet.
class SearchCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("search"); }
    QString summary() const override
    {
        return QStringLiteral("Search the fetched titles, bodies and comments.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
