// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "synccommand.h"

#include "team/teamserver.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void SyncCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    addActorOption(parser);
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int SyncCommand::run(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(u"sync takes no arguments: sync --db FILE [--json]"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto report = TeamServer::sync(*store, actor(parser));
    if (!report) {
        if (parser.isSet(u"json"_s)) {
            auto waiting = TeamServer::waiting(*store);
            out() << QJsonDocument(QJsonObject {{u"error"_s, report.error().message()},
                                       {u"waiting"_s, waiting ? *waiting : qint64(-1)}})
                         .toJson(QJsonDocument::Compact)
                  << '\n';
            out().flush();
        }
        return fail(report.error());
    }
    if (parser.isSet(u"json"_s))
        out() << QJsonDocument(report->toJson()).toJson(QJsonDocument::Compact) << '\n';
    else
        out() << report->toText();
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
