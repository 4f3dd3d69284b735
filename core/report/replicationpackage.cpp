// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "replicationpackage.h"

#include "exchange/refiexporter.h"
#include "markdownreportwriter.h"
#include "reportfiles.h"
#include "resultsreport.h"
#include "store/projectstore.h"
#include "study/longformatexporter.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/savefile.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// What a file of the study's own layout is, by its path; empty for a path the layout lacks.
QString studyFileDescription(const QString &path)
{
    static const QRegularExpression frameworkCsv(u"^Issue Report/([^/]+)/\\1\\.csv$"_s);
    static const QRegularExpression yearFile(u"^Issue Report/([^/]+)/\\1_(\\d+)\\.txt$"_s);
    if (const auto match = frameworkCsv.match(path); match.hasMatch())
        return u"The labels of %1 as the study publishes them: one row per issue with its link "
               u"(`Issue_URL`), each volunteer's theme code (`Label1`..`LabelN`; empty when not "
               u"rated or marked a false positive, whose reason is in `labels-long.csv`) and the "
               u"final label (`Final_Label`)."_s.arg(
                   MarkdownReportWriter::escaped(match.captured(1)));
    if (const auto match = yearFile.match(path); match.hasMatch())
        return u"The links of %1's issues of %2, one per line: Table I's year columns count "
               u"them."_s.arg(MarkdownReportWriter::escaped(match.captured(1)), match.captured(2));
    if (path.startsWith(u"Issue Report/"_s) && path.count(u'/') == 1 && path.endsWith(u".csv"_s))
        return u"Details of the taxonomy (`rootcause` the theme, `subcategory` the sub-theme, "
               u"`symptoms` the details), kept byte for byte as imported: the report's Details "
               u"column counts them."_s;
    if (!path.startsWith(u"figures/"_s) && !path.startsWith(u"."_s))
        return u"A file of the study, kept byte for byte as imported."_s;
    return {};
}

} // namespace

QList<ReplicationPackage::File> ReplicationPackage::addedFiles(bool withFigures)
{
    QList<File> files {
        {u"README.md"_s,
            u"This file: every file of the package and how its numbers were computed."_s},
        {u"report.md"_s,
            u"The results as Markdown (`taxonomist-cli report --format md`): Table I, agreement "
            u"per type and per theme, the taxonomy with its issue counts, the users-versus-"
            u"developers comparison when the project has interviews, and the methods."_s},
        {u"report.html"_s,
            u"The same results as one self-contained HTML page with its figures inline "
            u"(`report --format html`); it loads nothing from anywhere."_s},
        {u"taxonomy.json"_s,
            u"The taxonomy with its details, in Taxonomist's documented taxonomy format "
            u"(docs/taxonomy-format.md)."_s},
        {u"codebook.qdc"_s,
            u"The taxonomy as a REFI-QDA 1.5 codebook for NVivo, ATLAS.ti, MAXQDA and QualCoder "
            u"(`taxonomist-cli refi export`)."_s},
        {u"labels-long.csv"_s,
            u"Every label in long format, one row per issue × volunteer (docs/cli.md, "
            u"\"Long-format "
            u"CSV\"): the label's type, theme and sub-theme codes, the false-positive flag and its "
            u"reason, the final label with its method, decider and note."_s},
    };
    if (withFigures) {
        const QList<std::pair<QString, QString>> figures {
            {u"fleiss-kappa-per-type"_s,
                u"Fleiss' κ per type of final label with its 95 % confidence interval"_s},
            {u"fleiss-kappa-per-theme"_s, u"each theme's own Fleiss' κ over all issues"_s},
        };
        const QList<std::pair<FigureFormat, QString>> formats {
            {FigureFormat::Svg, u"SVG, vector"_s},
            {FigureFormat::Pdf, u"PDF, vector, its font embedded"_s},
            {FigureFormat::Png, u"PNG, %1 dpi"_s.arg(FigureWriter::DefaultDpi)},
        };
        for (const auto &[stem, what] : figures) {
            for (const auto &[format, how] : formats)
                files.append({ReportFiles::figureFolder() + u'/' + stem + u'.'
                        + FigureWriter::suffix(format),
                    u"Figure: %1 (%2)."_s.arg(what, how)});
        }
    }
    return files;
}

QString ReplicationPackage::readmeName(const QString &root)
{
    return QFileInfo::exists(root + u"/README.md"_s) ? u"REPLICATION.md"_s : u"README.md"_s;
}

Result<QString> ReplicationPackage::readme(
    const QString &root, const QString &methods, const QString &name)
{
    QStringList paths;
    QDirIterator files(
        root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (files.hasNext())
        paths.append(QDir(root).relativeFilePath(files.next()));
    if (!paths.contains(name))
        paths.append(name);
    paths.sort();
    // With the study's own README.md, the package's is beside it under another name; the
    // study's is then described as the study's.
    QList<File> added = addedFiles();
    added.first().path = name;
    QString text
        = u"# Replication package\n\n"
          u"Written by `taxonomist-cli export-study DIR --package`. The study's files are "
          u"in its own layout, byte for byte as published when nothing was relabelled; the "
          u"other files hold the results computed from them. A hidden file "
          u"`.taxonomist-export`, when there, only marks the folder as written by an "
          u"export.\n\n## Files\n\n| file | what it is |\n| --- | --- |\n"_s;
    for (const QString &path : std::as_const(paths)) {
        if (path == ExportFolder::MarkerName)
            continue;
        QString description;
        for (const File &file : added) {
            if (file.path == path)
                description = file.description;
        }
        if (description.isEmpty())
            description = studyFileDescription(path);
        if (description.isEmpty())
            return Error(
                CoreText::tr("the package holds %1, which its README cannot describe").arg(path),
                {root, 0, 0});
        text += u"| `%1` | %2 |\n"_s.arg(path, description);
    }
    text += u"\n## How each number was computed\n\n"_s + MarkdownReportWriter::escaped(methods)
        + u"\n\nThe numbers of `report.md` and `report.html` are those of `taxonomist-cli stats`, "
          u"`agreement` (at the theme level, by type) and `interviews compare` on the same "
          u"project: the same code computes them. Each can be recomputed from "
          u"`labels-long.csv` or from the framework CSVs with any statistics package; "
          u"`taxonomist-cli report --format json` gives them with full precision.\n"_s;
    return text;
}

Result<StudyExportSummary> ReplicationPackage::write(
    const ProjectStore &store, const QString &folder, const ExportFolderOptions &folderOptions)
{
    // Computed before anything is written: a project the report cannot be made from fails early.
    auto report = ResultsReport::compute(store);
    if (!report)
        return report.error();
    auto taxonomy = TaxonomyStore::load(store);
    if (!taxonomy)
        return taxonomy.error();

    qsizetype longRows = 0;
    QString readmeFile;
    StudyExportOptions options;
    options.folder = folderOptions;
    options.checkIntegrity = true;
    options.alsoWrite = [&](const QString &staging) -> Status {
        const auto pathOf = [&](const QString &relative) -> Result<QString> {
            const QString path = staging + u'/' + relative;
            if (QFileInfo::exists(path))
                return Error(
                    CoreText::tr("the study holds a file named \"%1\", which the package writes "
                                 "too; rename it in the study or export without --package")
                        .arg(relative),
                    {store.path(), 0, 0});
            return path;
        };
        // The report and its figures: a study file of one of their names is refused.
        auto reported = ReportFiles::write(*report, staging,
            {ReportFormat::Markdown, ReportFormat::Html}, ReportFiles::Existing::Refuse);
        if (!reported)
            return reported.error();
        auto taxonomyJson = pathOf(u"taxonomy.json"_s);
        if (!taxonomyJson)
            return taxonomyJson.error();
        if (auto status = saveFile(*taxonomyJson, TaxonomyLoader::toJson(taxonomy->taxonomy, true));
            !status)
            return status;
        auto codebook = pathOf(u"codebook.qdc"_s);
        if (!codebook)
            return codebook.error();
        if (auto written = RefiExporter::write(store, *codebook, {false}); !written)
            return written.error();
        auto longCsv = pathOf(u"labels-long.csv"_s);
        if (!longCsv)
            return longCsv.error();
        auto rows = LongFormatExporter::write(store, *longCsv);
        if (!rows)
            return rows.error();
        longRows = *rows;
        readmeFile = readmeName(staging);
        auto readmePath = pathOf(readmeFile);
        if (!readmePath)
            return readmePath.error();
        auto text = readme(staging, report->methods(), readmeFile);
        if (!text)
            return text.error();
        return saveFile(*readmePath, text->toUtf8());
    };
    auto summary = StudyExporter::exportTo(store, folder, options);
    if (summary) {
        summary->longRows = longRows;
        summary->readme = readmeFile;
    }
    return summary;
}

} // namespace taxonomist::core
