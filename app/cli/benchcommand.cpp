// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "benchcommand.h"

#include "agreement/agreementreport.h"
#include "study/longformatexporter.h"
#include "study/studyexporter.h"
#include "study/studyimporter.h"
#include "study/studystatistics.h"
#include "team/assignmentstore.h"
#include "team/scriptedlabels.h"
#include "team/teamchanges.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"
#include "util/savefile.h"
#include "util/untrustedfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <functional>
#include <map>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

// Peak resident memory of this process so far, from /proc (Linux), in MiB.
double peakResidentMiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

struct Timing
{
    QList<double> samples; // milliseconds
    double median() const
    {
        QList<double> sorted = samples;
        std::sort(sorted.begin(), sorted.end());
        return sorted.isEmpty() ? 0 : sorted[sorted.size() / 2];
    }
    double min() const { return samples.isEmpty() ? 0 : *std::min_element(samples.begin(), samples.end()); }
};

// Each volunteer's published labels as `labels import` reads them (url, row, annotator, code),
// one CSV per label column; returns the file names.
Result<QStringList> writeVolunteerLabels(const QString &folder, const QString &scratch)
{
    QDir report(folder);
    if (report.exists(u"Issue Report"_s))
        report.cd(u"Issue Report"_s);
    QList<CsvWriter> files;
    for (const QString &framework : report.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = report.filePath(framework + u'/' + framework + u".csv"_s);
        auto bytes = UntrustedFile::read(path, qint64(1) << 30);
        if (!bytes)
            return bytes.error();
        auto table = CsvReader::parse(*bytes, path);
        if (!table)
            return table.error();
        for (qsizetype row = 1; row < table->rows.size(); ++row) {
            const QList<QString> &fields = table->rows[row].fields;
            for (qsizetype v = 1; v + 1 < fields.size(); ++v) { // Label1..LabelN; Final_Label last
                while (files.size() < v) {
                    files.append(CsvWriter());
                    files.last().addRecord({u"url"_s, u"row"_s, u"annotator"_s, u"code"_s});
                }
                if (!fields[v].isEmpty())
                    files[v - 1].addRecord({fields[0], QString::number(row), u"Volunteer %1"_s.arg(v), fields[v]});
            }
        }
    }
    QStringList paths;
    for (qsizetype v = 0; v < files.size(); ++v) {
        paths.append(QDir(scratch).filePath(u"volunteer-%1.csv"_s.arg(v + 1)));
        if (auto status = saveFile(paths.last(), files[v].data()); !status)
            return status.error();
    }
    return paths;
}

// The team's steps (docs/team.md): a lead's project of the study without the volunteers'
// labels, one package per volunteer (timed), each volunteer's published labels entered in their
// package and exported as a change file, then all the files merged into a fresh copy of the
// lead's project (timed, once per run).
Status benchTeam(const QString &folder, const QString &scratch, int runs, std::map<QString, Timing> &timings)
{
    const QString lead = QDir(scratch).filePath(u"team-lead.taxonomist"_s);
    {
        auto store = ProjectStore::open(lead, ProjectStore::OpenMode::CreateNew);
        if (!store)
            return store.error();
        ImportControl control;
        control.volunteerLabels = false;
        if (auto imported = StudyImporter::importFolder(**store, folder, u"bench"_s, control); !imported)
            return imported.error();
        if (auto status = (*store)->publish(); !status)
            return status;
        if (auto added = TeamRoster::add(**store, u"Lead"_s, TeamRoster::Role::Lead, u"bench"_s); !added)
            return added.error();
        if (auto assigned = AssignmentStore::assign(**store, {}, u"bench"_s); !assigned)
            return assigned.error();
    }
    auto labelFiles = writeVolunteerLabels(folder, scratch);
    if (!labelFiles)
        return labelFiles.error();
    QStringList changes;
    QElapsedTimer timer;
    for (qsizetype v = 0; v < labelFiles->size(); ++v) {
        const QString package = QDir(scratch).filePath(u"team-v%1.taxonomist"_s.arg(v + 1));
        const QString name = u"Volunteer %1"_s.arg(v + 1);
        for (int run = 0; run < runs; ++run) {
            QFile::remove(package);
            auto leadStore = ProjectStore::open(lead, ProjectStore::OpenMode::ReadWrite);
            if (!leadStore)
                return leadStore.error();
            timer.start();
            auto made = TeamPackage::create(**leadStore, name, package, u"bench"_s);
            timings[u"team-package"_s].samples.append(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            if (!made)
                return made.error();
        }
        auto store = ProjectStore::open(package, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return store.error();
        if (auto imported = ScriptedLabels::importCsv(**store, labelFiles->at(v), u"bench"_s); !imported)
            return imported.error();
        changes.append(QDir(scratch).filePath(u"team-v%1.changes"_s.arg(v + 1)));
        timer.start();
        auto exported = TeamChanges::exportChanges(**store, changes.last(), QString(), false, u"bench"_s);
        timings[u"team-export"_s].samples.append(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!exported)
            return exported.error();
    }
    for (int run = 0; run < runs; ++run) {
        const QString copy = QDir(scratch).filePath(u"team-merge-%1.taxonomist"_s.arg(run));
        if (!QFile::copy(lead, copy))
            return Error(u"cannot copy the lead's project"_s, {copy, 0, 0});
        auto store = ProjectStore::open(copy, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return store.error();
        timer.start();
        auto merged = TeamChanges::merge(**store, changes, u"bench"_s);
        timings[u"team-merge"_s].samples.append(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!merged)
            return merged.error();
    }
    return success();
}

} // namespace

void BenchCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"DIR"_s, u"The study repository to import."_s);
    parser.addOption({u"runs"_s, u"How many times to run each step (default 5)."_s, u"N"_s, u"5"_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
    parser.addOption({u"team"_s, u"Also time the team's steps: a volunteer's package (each of them), a change file's"
                                 " export, and merging every volunteer's change file into the lead's project."_s});
}

int BenchCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(u"bench needs the study folder: bench DIR [--runs N] [--team]"_s);
    const QString folder = parser.positionalArguments().first();
    const int runs = qMax(1, parser.value(u"runs"_s).toInt());
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return fail(Error(u"cannot create a temporary folder"_s));

    std::map<QString, Timing> timings;
    QStringList order{u"import"_s, u"stats"_s, u"agreement"_s, u"export"_s, u"export-long"_s};
    QElapsedTimer timer;
    const auto measure = [&](const QString &name, const std::function<Status()> &step) -> Status {
        timer.start();
        Status status = step();
        timings[name].samples.append(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        return status;
    };
    for (int run = 0; run < runs; ++run) {
        const QString dbPath = scratch.filePath(u"bench-%1.taxonomist"_s.arg(run));
        auto store = ProjectStore::open(dbPath);
        if (!store)
            return fail(store.error());
        ProjectStore &project = **store;
        const QList<std::pair<QString, std::function<Status()>>> steps{
            {u"import"_s, [&]() -> Status {
                 auto result = StudyImporter::importFolder(project, folder, u"bench"_s);
                 return result ? success() : Status(result.error());
             }},
            {u"stats"_s, [&]() -> Status {
                 auto result = StudyStatistics::compute(project);
                 return result ? success() : Status(result.error());
             }},
            {u"agreement"_s, [&]() -> Status {
                 auto result = AgreementReport::compute(project, AgreementOptions{});
                 return result ? success() : Status(result.error());
             }},
            {u"export"_s, [&]() -> Status {
                 auto result = StudyExporter::exportTo(project, scratch.filePath(u"export-%1"_s.arg(run)));
                 return result ? success() : Status(result.error());
             }},
            {u"export-long"_s, [&]() -> Status {
                 auto result = LongFormatExporter::write(project, scratch.filePath(u"long-%1.csv"_s.arg(run)));
                 return result ? success() : Status(result.error());
             }},
        };
        for (const auto &[name, step] : steps) {
            if (auto status = measure(name, step); !status)
                return fail(status.error());
        }
    }
    if (parser.isSet(u"team"_s)) {
        order << u"team-package"_s << u"team-export"_s << u"team-merge"_s;
        if (auto status = benchTeam(folder, scratch.path(), runs, timings); !status)
            return fail(status.error());
    }
    const double peak = peakResidentMiB();
    QTextStream &out = Command::out();
    if (parser.isSet(u"json"_s)) {
        QJsonObject steps;
        for (const QString &name : order)
            steps.insert(name, QJsonObject{{u"median_ms"_s, timings[name].median()}, {u"min_ms"_s, timings[name].min()}});
        out << QJsonDocument(QJsonObject{{u"runs"_s, runs}, {u"steps"_s, steps}, {u"peak_rss_mib"_s, peak}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << "step            median ms    min ms   (" << runs << " runs)\n";
        for (const QString &name : order) {
            out << name.leftJustified(14) << QString::number(timings[name].median(), 'f', 1).rightJustified(11)
                << QString::number(timings[name].min(), 'f', 1).rightJustified(10) << '\n';
        }
        out << "peak resident memory: " << QString::number(peak, 'f', 1) << " MiB\n";
    }
    out.flush();
    return 0;
}

} // namespace taxonomist::cli
