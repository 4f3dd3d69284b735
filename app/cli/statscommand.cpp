// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "statscommand.h"

#include "study/studystatistics.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void StatsCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int StatsCommand::run(const QCommandLineParser &parser)
{
    // The tables Table I is computed from are checked, not the whole file, while it is computed.
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTablesWhileReading(StudyStatistics::tablesRead()));
    if (!store)
        return openFailure();
    auto statistics = StudyStatistics::compute(*store);
    // Nothing is shown, not even an error of the computation, before the check has passed: a
    // damaged file is named as damaged, as when it was checked before the read.
    if (auto check = store->waitForCheck(); !check)
        return fail(check.error());
    if (!statistics)
        return fail(statistics.error());
    if (parser.isSet(u"json"_s))
        out() << QJsonDocument(statistics->toJson()).toJson(QJsonDocument::Indented);
    else
        out() << statistics->toText();
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
