// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importstudycommand.h"

#include "study/studyimporter.h"
#include "util/inputtext.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

// A name from the study folder as it is when it needs no escaping, else quoted and escaped.
QString shown(const QString &name)
{
    const QString quoted = quotedForMessage(name, 1000);
    return quoted == u'"' + name + u'"' ? name : quoted;
}

} // namespace

void ImportStudyCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        u"DIR"_s, u"A checkout of the study repository, or its \"Issue Report\" folder."_s);
    addDbOption(parser);
    addActorOption(parser);
    parser.addOption({u"without-labels"_s,
        u"Leave the volunteers' labels out (the team, its label columns and the final labels come "
        u"in):"
        " for a team that labels the issues anew."_s});
}

int ImportStudyCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(u"import-study needs exactly one folder: import-study DIR --db FILE"_s);
    const QString dbPath = parser.value(u"db"_s);
    const bool existed = !dbPath.isEmpty() && QFileInfo::exists(dbPath);
    // A new file is created exclusively (built aside, moved into place without replacing): of two
    // imports into one new path exactly one wins, and a failed one removes only its own file.
    auto store = openProject(parser,
        existed ? ProjectStore::OpenMode::CreateIfMissing : ProjectStore::OpenMode::CreateNew);
    if (!store)
        return openFailure();
    QElapsedTimer timer;
    timer.start();
    ImportControl control;
    control.volunteerLabels = !parser.isSet(u"without-labels"_s);
    auto result = StudyImporter::importFolder(
        *store, parser.positionalArguments().first(), actor(parser), control);
    if (!result)
        return fail(result.error()); // an unpublished new project goes with the store
    if (auto published = store->publish(); !published)
        return fail(published.error());
    if (auto folded = store->checkpoint(); !folded)
        err() << "taxonomist-cli: warning: imported, but " << folded.error().message() << Qt::endl;
    const auto &[study, summary] = *result;
    const QLocale english(QLocale::English);
    QTextStream &out = Command::out();
    out << "Imported " << study.root << " into " << dbPath << " in " << timer.elapsed() << " ms\n";
    out << "  frameworks:   " << summary.frameworks << '\n';
    for (const StudyFramework &framework : study.frameworks) {
        out << "    " << shown(framework.name).leftJustified(14)
            << english.toString(framework.issues).rightJustified(7) << " issues, "
            << framework.labelColumns << " label columns, years";
        for (const int year : framework.years)
            out << ' ' << year;
        if (!framework.keywords.isEmpty())
            out << ", " << framework.keywords.size() << " keywords";
        out << '\n';
    }
    out << "  issues:       " << english.toString(summary.issues) << '\n';
    out << "  annotators:   " << summary.annotators << " (Label1..Label" << summary.annotators
        << ")\n";
    out << "  labels:       " << english.toString(summary.labels) << '\n';
    out << "  final labels: " << english.toString(summary.finalLabels) << " ("
        << english.toString(summary.unanimous) << " unanimous)\n";
    for (const DetailFileReport &report : study.detailReports) {
        out << "  details:      " << QFileInfo(report.file).fileName() << ": "
            << english.toString(report.details) << " details for " << report.subthemes
            << " sub-themes of " << report.typeCode << '\n';
        for (const QString &line : report.recoveries)
            out << "    note: " << line << '\n';
        for (const QString &line : report.unmatched)
            out << "    unmatched: " << line << '\n';
    }
    out << "  other files:  " << summary.files << " kept verbatim for export\n";
    for (const StudyFile &file : study.files)
        out << "    " << shown(file.path) << " (" << english.toString(file.size) << " bytes)\n";
    if (!study.warnings.isEmpty()) {
        out << "  notes (" << english.toString(study.warnings.size() + study.moreWarnings)
            << "):\n";
        for (const QString &warning : study.warnings)
            out << "    " << warning << '\n';
        if (study.moreWarnings > 0)
            out << "    … and " << english.toString(study.moreWarnings) << " more\n";
    }
    out.flush();
    return 0;
}

} // namespace taxonomist::cli
