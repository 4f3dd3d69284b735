// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "collectcommand.h"

#include "fetch/issuecollector.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void CollectCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption(
        {u"from"_s, u"The first day of the window (from 00:00:00 UTC)."_s, u"YYYY-MM-DD"_s});
    parser.addOption(
        {u"to"_s, u"The last day of the window (to 23:59:59 UTC)."_s, u"YYYY-MM-DD"_s});
    parser.addOption(
        {u"framework"_s, u"Only this framework (repeat for more; default all)."_s, u"NAME"_s});
    parser.addOption({u"json"_s, u"Print the counts as JSON."_s});
}

int CollectCommand::run(const QCommandLineParser &parser)
{
    CollectRequest request;
    request.from = QDate::fromString(parser.value(u"from"_s), Qt::ISODate);
    request.to = QDate::fromString(parser.value(u"to"_s), Qt::ISODate);
    if (!request.from.isValid() || !request.to.isValid())
        return usage(u"collect: --from and --to take dates as YYYY-MM-DD"_s);
    if (request.from > request.to)
        return usage(u"collect: --from is after --to"_s);
    request.frameworks = parser.values(u"framework"_s);
    if (parser.value(u"db"_s).isEmpty())
        return usage(u"--db FILE is required"_s);

    IssueCollector collector(parser.value(u"db"_s), FetchSettings::fromEnvironment());
    QObject::connect(&collector, &IssueCollector::progressed, [](const CollectProgress &progress) {
        err() << "collect: " << progress.toText() << Qt::endl;
    });
    QObject::connect(&collector, &IssueCollector::rateLimited,
        [](const RateLimitWait &wait) { err() << "collect: " << wait.message << Qt::endl; });
    int exitCode = 0;
    QObject::connect(&collector, &IssueCollector::finished, [&](const CollectSummary &summary) {
        if (summary.resumed)
            err() << "collect: resumed an unfinished run of the same window" << Qt::endl;
        if (parser.isSet(u"json"_s))
            out() << QJsonDocument(summary.toJson()).toJson(QJsonDocument::Indented);
        else
            out() << summary.toText();
        out().flush();
        if (!summary.error.isEmpty())
            err() << "taxonomist-cli: error: " << summary.error << Qt::endl;
        exitCode = summary.isComplete() ? 0 : 1;
        QCoreApplication::exit(exitCode);
    });
    QTimer::singleShot(0, &collector, [&] { collector.start(request); });
    QCoreApplication::exec();
    return exitCode;
}

} // namespace taxonomist::cli
