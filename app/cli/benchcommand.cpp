// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "benchcommand.h"

#include "agreement/agreementreport.h"
#include "exchange/refiexporter.h"
#include "exchange/refiimporter.h"
#include "interviews/codebookexporter.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewcomparison.h"
#include "study/longformatexporter.h"
#include "study/studyexporter.h"
#include "study/studyimporter.h"
#include "study/studystatistics.h"

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

} // namespace

void BenchCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"DIR"_s, u"The study repository to import."_s);
    parser.addOption({u"runs"_s, u"How many times to run each step (default 5)."_s, u"N"_s, u"5"_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int BenchCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(u"bench needs the study folder: bench DIR [--runs N]"_s);
    const QString folder = parser.positionalArguments().first();
    const int runs = qMax(1, parser.value(u"runs"_s).toInt());
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return fail(Error(u"cannot create a temporary folder"_s));

    std::map<QString, Timing> timings;
    QStringList order{u"import"_s, u"stats"_s, u"agreement"_s, u"export"_s, u"export-long"_s};
    // Interviews and REFI-QDA (issue 16), when the study has its code book.
    const QString codebook = folder + u"/CodeBook.csv"_s;
    const bool interviews = QFile::exists(codebook);
    if (interviews)
        order << u"codebook-import"_s << u"codebook-export"_s << u"compare"_s << u"refi-export"_s << u"refi-import"_s;
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
        QList<std::pair<QString, std::function<Status()>>> interviewSteps;
        const QString qdpx = scratch.filePath(u"refi-%1.qdpx"_s.arg(run));
        if (interviews) {
            interviewSteps = {
                {u"codebook-import"_s, [&]() -> Status {
                     auto file = CodeBookFile::read(codebook);
                     if (!file)
                         return file.error();
                     auto result = CodeBookImporter::import(project, *file, {0, false, u"bench"_s});
                     return result ? success() : Status(result.error());
                 }},
                {u"codebook-export"_s, [&]() -> Status {
                     return CodeBookExporter::write(project, scratch.filePath(u"codebook-%1.csv"_s.arg(run)));
                 }},
                {u"compare"_s, [&]() -> Status {
                     auto result = InterviewComparison::compute(project, 1);
                     return result ? success() : Status(result.error());
                 }},
                {u"refi-export"_s, [&]() -> Status {
                     auto result = RefiExporter::write(project, qdpx, {});
                     return result ? success() : Status(result.error());
                 }},
                {u"refi-import"_s, [&]() -> Status {
                     auto result = RefiImporter::intoNewProject(qdpx, scratch.filePath(u"refi-%1.taxonomist"_s.arg(run)), {u"bench"_s, 0});
                     return result ? success() : Status(result.error());
                 }},
            };
        }
        for (const auto &[name, step] : steps + interviewSteps) {
            if (auto status = measure(name, step); !status)
                return fail(status.error());
        }
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
        out << "step              median ms    min ms   (" << runs << " runs)\n";
        for (const QString &name : order) {
            out << name.leftJustified(16) << QString::number(timings[name].median(), 'f', 1).rightJustified(11)
                << QString::number(timings[name].min(), 'f', 1).rightJustified(10) << '\n';
        }
        out << "peak resident memory: " << QString::number(peak, 'f', 1) << " MiB\n";
    }
    out.flush();
    return 0;
}

} // namespace taxonomist::cli
