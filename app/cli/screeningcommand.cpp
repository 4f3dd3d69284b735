// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screeningcommand.h"

#include "study/screeningstatus.h"
#include "study/studystatistics.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void ScreeningCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"list"_s,
        u"Also list every excluded issue with each volunteer's reason (and the lead's note when "
        u"the final label excluded it)."_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int ScreeningCommand::run(const QCommandLineParser &parser)
{
    QStringList tables = StudyStatistics::tablesRead();
    tables += {u"issues"_s, u"labels"_s, u"final_labels"_s};
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTablesWhileReading(tables));
    if (!store)
        return openFailure();
    auto status = ScreeningStatus::compute(*store, parser.isSet(u"list"_s));
    // Nothing is shown before the check has passed, as for stats.
    if (auto check = store->waitForCheck(); !check)
        return fail(check.error());
    if (!status)
        return fail(status.error());
    if (parser.isSet(u"json"_s))
        out() << QJsonDocument(status->toJson()).toJson(QJsonDocument::Indented);
    else
        out() << status->toText();
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
