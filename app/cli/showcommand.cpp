// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "showcommand.h"

#include "fetch/storedissue.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void ShowCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"json"_s, u"Print JSON."_s});
    parser.addPositionalArgument(u"URL"_s, u"The issue's URL, as in the study."_s);
}

int ShowCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(u"show takes one issue URL"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return openFailure();
    auto issue = StoredIssue::load(*store, parser.positionalArguments().first());
    if (!issue)
        return fail(issue.error());
    if (parser.isSet(u"json"_s))
        out() << QJsonDocument(issue->toJson()).toJson(QJsonDocument::Indented);
    else
        out() << issue->toText();
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
