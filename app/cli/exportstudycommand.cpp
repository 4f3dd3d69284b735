// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exportstudycommand.h"

#include "report/replicationpackage.h"
#include "study/studyexporter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void ExportStudyCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        u"DIR"_s, u"The folder to write; DIR/Issue Report/... is created."_s);
    addDbOption(parser);
    parser.addOption({u"long"_s,
        u"Where to write the long-format CSV (default: DIR-long.csv beside DIR; \"none\" to skip)."_s,
        u"FILE"_s});
    parser.addOption({u"force"_s,
        u"Also write into a non-empty folder that is not a previous export: its other files stay, "
        "files of the same names are replaced (links never written through)."_s});
    parser.addOption({u"package"_s,
        u"A replication package: the study's layout plus the report (md, html), its figures, the "
        "taxonomy (JSON, REFI-QDA codebook), the long CSV inside DIR and a README.md describing "
        "each file (REPLICATION.md when the study has its own README.md, which is kept)."_s});
}

int ExportStudyCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(u"export-study needs exactly one folder: export-study DIR --db FILE"_s);
    // The quick check runs inside the export, beside the long CSV's writing (see
    // StudyExportOptions).
    auto store = openProject(
        parser, ProjectStore::OpenMode::ReadOnly, ProjectStore::IntegrityCheck::later());
    if (!store)
        return openFailure();
    const QString folder
        = QDir::cleanPath(QFileInfo(parser.positionalArguments().first()).absoluteFilePath());
    QElapsedTimer timer;
    timer.start();
    QTextStream &out = Command::out();
    const QLocale english(QLocale::English); // counts read as everywhere else: 38,742
    const auto tree = [&](const StudyExportSummary &summary) {
        out << "Wrote " << english.toString(summary.csvFiles) << " framework CSVs, "
            << english.toString(summary.yearFiles) << " year files and "
            << english.toString(summary.otherFiles) << " other files ("
            << english.toString(summary.issues) << " issues) to " << folder << '\n';
    };
    if (parser.isSet(u"package"_s)) {
        if (parser.isSet(u"long"_s))
            return usage(u"--package writes the long CSV into the package (labels-long.csv); "
                         u"leave out --long"_s);
        auto summary = ReplicationPackage::write(*store, folder, {parser.isSet(u"force"_s)});
        if (!summary)
            return fail(summary.error());
        tree(*summary);
        out << "Wrote " << english.toString(summary->longRows) << " rows (issue x annotator) to "
            << folder << "/labels-long.csv\n";
        out << "Added the report (md, html), its figures, the taxonomy (json, qdc) and "
               "labels-long.csv; "
            << folder << '/' << summary->readme << " describes every file\n";
        out << "Done in " << timer.elapsed() << " ms\n";
        out.flush();
        return 0;
    }
    StudyExportOptions options;
    options.folder.force = parser.isSet(u"force"_s);
    options.checkIntegrity = true;
    // Beside the tree, not in it, so the tree stays identical to the study's.
    const QString longPath
        = parser.isSet(u"long"_s) ? parser.value(u"long"_s) : folder + u"-long.csv"_s;
    if (longPath != u"none"_s)
        options.longCsvPath = longPath;
    auto summary = StudyExporter::exportTo(*store, folder, options);
    if (!summary)
        return fail(summary.error());
    tree(*summary);
    if (!options.longCsvPath.isEmpty())
        out << "Wrote " << english.toString(summary->longRows) << " rows (issue x annotator) to "
            << longPath << '\n';
    out << "Done in " << timer.elapsed() << " ms\n";
    out.flush();
    return 0;
}

} // namespace taxonomist::cli
