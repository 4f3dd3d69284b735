// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// fetch --db FILE [--framework NAME] [--limit N] [--refresh] [--max-response-size SIZE]
// [--request-deadline S] [--max-wait S]: issue content from GitHub and Gitee into the project, on
// the event loop; progress on stderr, a summary on stdout. A run that is interrupted resumes
// where it stopped when the same command runs again. Exit 1 when the run stopped (offline, a
// rejected token, a wait beyond --max-wait, another fetch running on the project), 3 when it
// ran to the end but some issues failed.
class FetchCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("fetch"); }
    QString summary() const override
    {
        return QStringLiteral("Fetch issue content from GitHub and Gitee.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
