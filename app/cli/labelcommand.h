// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

namespace taxonomist::cli {

// label URL CODE --db FILE --annotator NAME [--summary TEXT] [--false-positive REASON] [--row N]:
// one label, written through the same audited path as the app.
class LabelCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("label"); }
    QString summary() const override
    {
        return QStringLiteral("Set a volunteer's label on one issue.");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

// labels import FILE.csv --db FILE: many labels (url, annotator, code, summary) in one transaction.
class LabelsCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("labels"); }
    QString summary() const override
    {
        return QStringLiteral("Import labels from a CSV file (labels import FILE.csv).");
    }
    void configure(QCommandLineParser &parser) override;
    int run(const QCommandLineParser &parser) override;
};

} // namespace taxonomist::cli
