// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reficommand.h"

#include "exchange/refiexporter.h"
#include "exchange/refiimporter.h"
#include "util/inputtext.h"

#include <QElapsedTimer>
#include <QFileInfo>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void RefiCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"VERB"_s, u"export or import."_s);
    parser.addPositionalArgument(u"FILE"_s, u"A REFI-QDA codebook (.qdc) or project (.qdpx)."_s);
    addDbOption(parser);
    parser.addOption({u"without-issues"_s,
        u"export: leave the issues out of a .qdpx (interviews and codebook only)."_s});
    parser.addOption({u"annotator"_s,
        u"import into an existing project: who proposes the new codes (default: the lead)."_s,
        u"NAME"_s});
    parser.addOption(
        {u"actor"_s, u"Who does this, for the audit log (default: $USER)."_s, u"NAME"_s});
}

int RefiCommand::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2 || (args[0] != u"export"_s && args[0] != u"import"_s))
        return usage(
            u"usage: refi export OUT.qdc|OUT.qdpx --db FILE, or refi import IN.qdc|IN.qdpx --db FILE"_s);
    const QString file = args[1];
    const QString db = parser.value(u"db"_s);
    const QString actor = parser.isSet(u"actor"_s)
        ? parser.value(u"actor"_s)
        : qEnvironmentVariable("USER", u"taxonomist-cli"_s);
    QElapsedTimer timer;
    timer.start();
    if (args[0] == u"export"_s) {
        auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
        if (!store)
            return openFailure();
        RefiExporter::Options options;
        options.withIssues = !parser.isSet(u"without-issues"_s);
        auto summary = RefiExporter::write(*store, file, options);
        if (!summary)
            return fail(summary.error());
        out() << summary->toText(file, file.endsWith(u".qdpx"_s, Qt::CaseInsensitive)) << "  in "
              << timer.elapsed() << " ms\n";
        out().flush();
        return 0;
    }

    if (db.isEmpty())
        return usage(u"--db FILE is required"_s);
    RefiImporter::Options options;
    options.actor = actor;
    if (!QFileInfo::exists(db)) {
        auto summary = RefiImporter::intoNewProject(file, db, options);
        if (!summary)
            return fail(summary.error());
        out() << summary->toText(file, db);
        out().flush();
        return 0;
    }
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto annotators = store->readAnnotators();
    if (!annotators)
        return fail(annotators.error());
    const QString proposer = parser.value(u"annotator"_s);
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (proposer.isEmpty() ? annotator.isLead : annotator.name == proposer)
            options.proposerId = annotator.id;
    }
    if (!proposer.isEmpty() && options.proposerId == 0)
        return fail(Error(u"the project has no annotator %1 (--annotator names one)"_s.arg(
                              quotedForMessage(proposer)),
            {db, 0, 0}));
    auto summary = RefiImporter::intoProject(*store, file, options);
    if (!summary)
        return fail(summary.error());
    out() << summary->toText(file, db);
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
