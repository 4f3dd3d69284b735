// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <memory>

namespace taxonomist::cli {

// One subcommand of taxonomist-cli. Messages go to stderr, results (text or JSON) to stdout, both
// through out() and err(), which escape what a terminal would act on (core::TerminalText): names,
// titles and issue text come from other people.
class Command
{
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    // Declares the command's options and positional arguments.
    virtual void configure(QCommandLineParser &parser) = 0;
    // Returns the process exit code.
    virtual int run(const QCommandLineParser &parser) = 0;

    static QTextStream &out();
    static QTextStream &err();

protected:
    static void addDbOption(QCommandLineParser &parser);
    // --actor NAME: who acts, for the audit log (default: $USER).
    static void addActorOption(QCommandLineParser &parser);
    static QString actor(const QCommandLineParser &parser);
    // Opens --db; prints the error and returns nullptr when it cannot (see openFailure()).
    static std::unique_ptr<core::ProjectStore> openProject(const QCommandLineParser &parser,
        core::ProjectStore::OpenMode mode, const core::ProjectStore::IntegrityCheck &check = {});
    // The exit code after openProject() returned nullptr: 2 for a usage error, 1 otherwise.
    static int openFailure() { return s_openFailure; }
    static int fail(const core::Error &error);
    static int usage(const QString &message);

private:
    static inline int s_openFailure = 1;
};

} // namespace taxonomist::cli
