// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelcommand.h"

#include "team/scriptedlabels.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void LabelCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"URL"_s, u"The issue's URL, as in the study."_s);
    parser.addPositionalArgument(u"CODE"_s,
        u"A taxonomy code (C.3, C.3.ii); leave it out with --false-positive or --open-code."_s,
        u"[CODE]"_s);
    addDbOption(parser);
    addActorOption(parser);
    parser.addOption({u"annotator"_s, u"The volunteer whose label it is."_s, u"NAME"_s});
    parser.addOption({u"summary"_s, u"The one-line summary."_s, u"TEXT"_s});
    parser.addOption({u"false-positive"_s,
        u"Mark the issue a false positive (not LLM-related), with the reason."_s, u"REASON"_s});
    parser.addOption(
        {u"unsure"_s, u"Mark the label unsure: the lead's queue shows and filters it."_s});
    parser.addOption({u"comment"_s, u"A comment on the label for the lead."_s, u"TEXT"_s});
    parser.addOption({u"open-code"_s,
        u"An open code: a short free-text code where the taxonomy has no node yet (a pilot)."_s,
        u"TEXT"_s});
    parser.addOption({u"row"_s,
        u"The study's row of the issue (1 = first), where the URL names more than one issue."_s,
        u"N"_s});
}

int LabelCommand::run(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    const bool falsePositive = parser.isSet(u"false-positive"_s);
    const bool openCode = parser.isSet(u"open-code"_s);
    if (arguments.isEmpty() || arguments.size() > 2
        || (arguments.size() == 1 && !falsePositive && !openCode))
        return usage(
            u"label takes an issue URL and a code: label URL CODE --db FILE --annotator NAME"_s);
    if (!parser.isSet(u"annotator"_s))
        return usage(u"--annotator NAME is required: whose label is it?"_s);
    ScriptedLabel label;
    label.url = arguments[0];
    label.code = arguments.value(1);
    label.annotator = parser.value(u"annotator"_s);
    label.summary = parser.value(u"summary"_s);
    label.falsePositive = falsePositive;
    label.falsePositiveReason = parser.value(u"false-positive"_s);
    label.unsure = parser.isSet(u"unsure"_s);
    label.comment = parser.value(u"comment"_s);
    label.openCode = parser.value(u"open-code"_s);
    if (openCode && label.openCode.trimmed().isEmpty())
        return usage(u"--open-code needs the code's text"_s);
    if (falsePositive && label.falsePositiveReason.trimmed().isEmpty())
        return usage(u"--false-positive needs a reason"_s);
    if (parser.isSet(u"row"_s)) {
        bool ok = false;
        label.row = parser.value(u"row"_s).toInt(&ok);
        if (!ok || label.row < 1)
            return usage(u"--row needs the study's row number, from 1"_s);
    }
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto written = ScriptedLabels::write(*store, label, actor(parser));
    if (!written)
        return fail(written.error());
    out() << (*written ? "Labelled " : "Unchanged: ") << label.url << " for "
          << label.annotator.trimmed() << ": "
          << (!label.code.isEmpty() ? label.code
                     : openCode     ? u"open code \"%1\""_s.arg(label.openCode.simplified())
                                    : u"false positive"_s)
          << Qt::endl;
    return 0;
}

void LabelsCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"import"_s, u"The action: import."_s);
    parser.addPositionalArgument(
        u"FILE"_s, u"A CSV: url, annotator, code, summary (see docs/cli.md)."_s);
    addDbOption(parser);
    addActorOption(parser);
}

int LabelsCommand::run(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() != 2 || arguments[0] != u"import"_s)
        return usage(u"labels import FILE.csv --db FILE"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto imported = ScriptedLabels::importCsv(*store, arguments[1], actor(parser));
    if (!imported)
        return fail(imported.error());
    const QLocale english(QLocale::English);
    out() << "Imported " << english.toString(imported->rows) << " rows of " << arguments[1] << ": "
          << english.toString(imported->changed) << " labels set, "
          << english.toString(imported->unchanged) << " unchanged, "
          << english.toString(imported->skipped) << " rows without a label" << Qt::endl;
    return 0;
}

} // namespace taxonomist::cli
