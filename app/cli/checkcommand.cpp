// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "checkcommand.h"

#include "store/projectcheck.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void CheckCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int CheckCommand::run(const QCommandLineParser &parser)
{
    const QString path = parser.value(u"db"_s);
    if (path.isEmpty())
        return usage(u"--db FILE is required"_s);
    // Not through openProject(): the check opens its own read-only connection, never migrates
    // and still reports on a file that ProjectStore would refuse to open.
    auto report = ProjectCheck::run(path);
    if (!report)
        return fail(report.error());
    if (parser.isSet(u"json"_s))
        out() << QJsonDocument(report->toJson()).toJson(QJsonDocument::Indented);
    else
        out() << report->toText();
    out().flush();
    if (report->isOk())
        return 0;
    for (const QString &problem : std::as_const(report->problems))
        err() << "taxonomist-cli: " << path << ": " << problem << '\n';
    err().flush();
    return 1;
}

} // namespace taxonomist::cli
