// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuescommand.h"

#include "study/issuelistfile.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void IssuesCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"add"_s, u"add: add the URLs of --file to --framework."_s);
    addDbOption(parser);
    parser.addOption({u"file"_s, u"Issue URLs, one a line."_s, u"URLS.txt"_s});
    parser.addOption({u"framework"_s, u"The framework the issues join."_s, u"NAME"_s});
    addActorOption(parser);
}

int IssuesCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments() != QStringList {u"add"_s} || !parser.isSet(u"file"_s)
        || !parser.isSet(u"framework"_s))
        return usage(u"usage: issues add --file URLS.txt --framework NAME --db FILE"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto summary = IssueListFile::add(
        *store, parser.value(u"file"_s), parser.value(u"framework"_s), actor(parser));
    if (!summary)
        return fail(summary.error());
    out() << parser.value(u"framework"_s) << ": " << summary->listed << " listed, "
          << summary->added << " added, " << summary->alreadyInProject
          << " already in the project\n";
    if (summary->added > 0)
        out() << "the added issues get their year (and a line in the year files) when they are "
                 "fetched: taxonomist-cli fetch --db FILE\n";
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
