// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// interviews import|add-transcript|export|compare|agreement|list ... --db FILE: interview coding
// (docs/interviews.md). One command with verbs, like `team`: they share the project's interviews.
class InterviewsCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("interviews"); }
    QString summary() const override
    {
        return QStringLiteral("Interviews: import/export CodeBook.csv, add transcripts, compare "
                              "users and developers.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;

private:
    int importCodeBook(const QCommandLineParser &parser, const QString &file);
    int addTranscript(
        const QCommandLineParser &parser, const QString &participant, const QString &file);
    int exportCodeBook(const QCommandLineParser &parser, const QString &file);
    int compare(const QCommandLineParser &parser);
    int agreement(const QCommandLineParser &parser);
    int list(const QCommandLineParser &parser);
};

} // namespace taxonomist::cli
