// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "benchcommand.h"
#include "serverbench.h"
#include "teambench.h"

#include "agreement/agreementreport.h"
#include "exchange/refiexporter.h"
#include "exchange/refiimporter.h"
#include "interviews/codebookexporter.h"
#include "interviews/codebookfile.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewcomparison.h"
#include "reconcile/dashboardsnapshot.h"
#include "reconcile/disagreementqueue.h"
#include "reconcile/reconcilerules.h"
#include "reconcile/reconcilesettings.h"
#include "report/resultsreport.h"
#include "study/longformatexporter.h"
#include "study/studyexporter.h"
#include "study/studyimporter.h"
#include "study/studyscaler.h"
#include "study/studystatistics.h"
#include "util/childprocess.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>

#include <algorithm>
#include <ctime>
#include <functional>
#include <map>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

struct Samples
{
    QList<double> values;
    double median() const
    {
        QList<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        return sorted.isEmpty() ? 0 : sorted[sorted.size() / 2];
    }
    double min() const
    {
        return values.isEmpty() ? 0 : *std::min_element(values.begin(), values.end());
    }
    double max() const
    {
        return values.isEmpty() ? 0 : *std::max_element(values.begin(), values.end());
    }
};

// One row of the report: a step timed in this process, as a whole command, or both.
struct Step
{
    QString key;
    QString name;
    Samples inProcessMs;
    Samples
        inProcessCpuMs; // CPU time of this process: what the load of a shared machine leaves alone
    Samples commandMs;
    Samples commandMiB;
};

// CPU time this process has used, in milliseconds.
double cpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Times steps in this process, wall clock and CPU, into `steps`.
class StepTimer
{
public:
    explicit StepTimer(std::map<QString, Step> &steps)
        : m_steps(steps)
    { }
    Status operator()(const QString &key, const std::function<Status()> &step)
    {
        const double cpuBefore = cpuMs();
        m_timer.start();
        Status status = step();
        m_steps[key].inProcessMs.values.append(double(m_timer.nsecsElapsed()) / 1e6);
        m_steps[key].inProcessCpuMs.values.append(cpuMs() - cpuBefore);
        return status;
    }

private:
    std::map<QString, Step> &m_steps;
    QElapsedTimer m_timer;
};

Status asStatus(const auto &result)
{
    return result ? success() : Status(result.error());
}

// Every step's key and the name the report gives it, in the report's order.
const QList<std::pair<QString, QString>> &stepOrder()
{
    static const QList<std::pair<QString, QString>> order {
        {u"import"_s, u"import-study"_s},
        {u"export"_s, u"export-study: the tree"_s},
        {u"export-long"_s, u"export-study: long CSV"_s},
        {u"export-command"_s, u"export-study (tree + long CSV)"_s},
        {u"stats"_s, u"stats (Table I)"_s},
        {u"agreement"_s, u"agreement --level theme --by type"_s},
        {u"report"_s, u"report --format json"_s},
        {u"queue"_s, u"the lead's queue"_s},
        {u"rules"_s, u"the rules' plan"_s},
        {u"dashboard"_s, u"the dashboard"_s},
        {u"script"_s, u"study_kappa.py (pandas + statsmodels)"_s},
        {u"codebook-import"_s, u"interviews: import CodeBook.csv"_s},
        {u"codebook-export"_s, u"interviews: export CodeBook.csv"_s},
        {u"compare"_s, u"interviews: compare (issues, users, developers)"_s},
        {u"refi-export"_s, u"REFI-QDA: export the project (.qdpx)"_s},
        {u"refi-import"_s, u"REFI-QDA: import it as a new project"_s},
        {u"team-package"_s, u"team: a volunteer's package"_s},
        {u"team-export"_s, u"team: a volunteer's change file"_s},
        {u"team-merge"_s, u"team: merging every volunteer's changes"_s},
        {u"server-create"_s, u"server: team create (the whole study)"_s},
        {u"server-join"_s, u"server: a volunteer's team join"_s},
        {u"server-sync-empty"_s, u"server: a sync with nothing new"_s},
        {u"server-push-1000"_s, u"server: a sync pushing 1,000 labels"_s},
        {u"server-lead-sync-empty"_s, u"server: the lead's sync with nothing new"_s},
        {u"server-pull-all"_s, u"server: the lead pulls everything (new copy)"_s},
    };
    return order;
}

// The steps that only read a project, the lead's views among them, in the order they run.
QList<std::pair<QString, std::function<Status()>>> readingSteps(
    const ProjectStore &store, const ReconcileSettings &settings)
{
    const ProjectStore *project = &store;
    const ReconcileSettings *rules = &settings;
    // What `agreement --level theme --by type` computes for its table.
    AgreementOptions agreement;
    agreement.measures = AgreementSummary::Measures::Table;
    return {
        {u"stats"_s, [=] { return asStatus(StudyStatistics::compute(*project)); }},
        {u"agreement"_s, [=] { return asStatus(AgreementReport::compute(*project, agreement)); }},
        {u"report"_s, [=] { return asStatus(ResultsReport::compute(*project)); }},
        {u"queue"_s,
            [=] { return asStatus(DisagreementQueue::compute(*project, QueueFilter {}, *rules)); }},
        {u"rules"_s, [=] { return asStatus(ReconcileRules::plan(*project, *rules, 0)); }},
        {u"dashboard"_s, [=] { return asStatus(DashboardSnapshot::compute(*project)); }},
    };
}

QString loadAverage()
{
    QFile file(u"/proc/loadavg"_s);
    if (!file.open(QIODevice::ReadOnly))
        return u"unknown"_s;
    return QString::fromLatin1(file.readAll()).section(u' ', 0, 2);
}

void removeProject(const QString &path)
{
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QFile::remove(path + suffix);
}

QString milliseconds(double ms)
{
    return ms <= 0 ? u"—"_s : QString::number(ms, 'f', ms < 100 ? 1 : 0);
}

} // namespace

void BenchCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"STUDY"_s,
        u"The study repository: a checkout of it, with its \"Issue Report\" folder (none with --project)."_s);
    parser.addOption({u"scale"_s,
        u"Benchmark an N-times copy of the study, built in a temporary folder (default 1)."_s,
        u"N"_s, u"1"_s});
    parser.addOption(
        {u"runs"_s, u"How many times to run each step (default 3)."_s, u"N"_s, u"3"_s});
    parser.addOption({u"python"_s,
        u"The Python 3 that runs the study's pandas + statsmodels script (default Debian's, /usr/bin/python3)."_s,
        u"PROGRAM"_s, u"/usr/bin/python3"_s});
    parser.addOption({u"script"_s,
        u"The study's script (default: docs/bench/study_kappa.py of the source tree)."_s,
        u"FILE"_s});
    parser.addOption({u"keep"_s,
        u"Keep the (scaled) study and the last project in FOLDER, e.g. for taxonomist --bench."_s,
        u"FOLDER"_s});
    parser.addOption({u"team"_s,
        u"Also time a volunteer's package, their change file and merging every volunteer's change file."_s});
    parser.addOption({u"server"_s,
        u"Also time the team server's steps on an empty PostgreSQL database the bench may fill"
        " (create, join, syncs, the lead pulling everything)."_s,
        u"URL"_s});
    parser.addOption({u"project"_s,
        u"Instead of a study: open this existing project read-only and time only the steps that "
        u"read"
        " it (stats, agreement, the report, the lead's queue, rules plan and dashboard), wall "
        "clock and CPU;"
        " nothing is imported and the project file is not written."_s,
        u"FILE"_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int BenchCommand::benchProject(const QString &path, int runs, bool json)
{
    const QString loadBefore = loadAverage();
    std::map<QString, Step> steps;
    QList<std::pair<QString, QString>> order {{u"open"_s, u"open (read-only, quick check)"_s}};
    order.append(stepOrder());
    for (const auto &[key, name] : std::as_const(order))
        steps[key] = Step {key, name, {}, {}, {}, {}};
    StepTimer timed(steps);
    qint64 issues = 0;
    for (int run = 0; run < runs; ++run) {
        Command::err() << "bench: run " << run + 1 << " of " << runs << " on " << path << Qt::endl;
        std::unique_ptr<ProjectStore> store;
        auto opened = timed(u"open"_s, [&]() -> Status {
            auto read = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
            if (!read)
                return read.error();
            store = std::move(*read);
            return success();
        });
        if (!opened)
            return fail(opened.error());
        issues = store->issueCount();
        const ReconcileSettings settings = ReconcileSettings::load(*store);
        for (const auto &[key, step] : readingSteps(*store, settings)) {
            if (auto result = timed(key, step); !result)
                return fail(result.error());
        }
    }
    const QString loadAfter = loadAverage();
    QTextStream &out = Command::out();
    if (json) {
        QJsonObject stepsJson;
        for (const auto &[key, name] : std::as_const(order)) {
            const Step &step = steps[key];
            if (step.inProcessMs.values.isEmpty())
                continue; // a step that does not read a project
            stepsJson.insert(key,
                QJsonObject {{u"name"_s, name},
                    {u"in_process_median_ms"_s, step.inProcessMs.median()},
                    {u"in_process_min_ms"_s, step.inProcessMs.min()},
                    {u"in_process_cpu_median_ms"_s, step.inProcessCpuMs.median()}});
        }
        out << QJsonDocument(QJsonObject {{u"project"_s, path}, {u"runs"_s, runs},
                                 {u"issues"_s, issues}, {u"load_average_before"_s, loadBefore},
                                 {u"load_average_after"_s, loadAfter}, {u"steps"_s, stepsJson}})
                   .toJson(QJsonDocument::Indented);
        out.flush();
        return 0;
    }
    out << "Project " << path << ": " << QLocale(QLocale::English).toString(issues) << " issues; "
        << runs << " runs; load average " << loadBefore << " before, " << loadAfter << " after\n\n";
    out << u"%1 %2 %3 %4\n"_s.arg(u"step"_s.leftJustified(40), u"median ms"_s.rightJustified(10),
        u"min ms"_s.rightJustified(8), u"CPU ms"_s.rightJustified(8));
    for (const auto &[key, name] : std::as_const(order)) {
        const Step &step = steps[key];
        if (step.inProcessMs.values.isEmpty())
            continue;
        out << u"%1 %2 %3 %4\n"_s.arg(name.leftJustified(40),
            milliseconds(step.inProcessMs.median()).rightJustified(10),
            milliseconds(step.inProcessMs.min()).rightJustified(8),
            milliseconds(step.inProcessCpuMs.median()).rightJustified(8));
    }
    out.flush();
    return 0;
}

int BenchCommand::run(const QCommandLineParser &parser)
{
    bool ok = false;
    const int runs = parser.value(u"runs"_s).toInt(&ok);
    if (!ok || runs < 1)
        return usage(u"--runs takes a whole number of at least 1"_s);
    if (parser.isSet(u"project"_s)) {
        if (!parser.positionalArguments().isEmpty())
            return usage(u"bench --project FILE times an existing project: give no study folder"_s);
        return benchProject(QFileInfo(parser.value(u"project"_s)).absoluteFilePath(), runs,
            parser.isSet(u"json"_s));
    }
    if (parser.positionalArguments().size() != 1)
        return usage(
            u"bench needs the study folder: bench STUDY [--scale N] [--runs N] [--team], or bench --project FILE"_s);
    const QString study = QFileInfo(parser.positionalArguments().first()).absoluteFilePath();
    const int scale = parser.value(u"scale"_s).toInt(&ok);
    if (!ok || scale < 1 || scale > 1000)
        return usage(u"--scale takes a whole number from 1 to 1000"_s);
    QTemporaryDir temporary;
    if (!temporary.isValid())
        return fail(Error(u"cannot create a temporary folder"_s));
    QString scratch = temporary.path();
    if (parser.isSet(u"keep"_s)) {
        scratch = QFileInfo(parser.value(u"keep"_s)).absoluteFilePath();
        if (!QDir().mkpath(scratch))
            return fail(Error(u"cannot create the folder"_s, {scratch, 0, 0}));
    }
    const QString loadBefore = loadAverage();
    QTextStream &err = Command::err();

    QString folder = study;
    if (scale > 1) {
        folder = QDir(scratch).filePath(u"study-%1x"_s.arg(scale));
        err << "bench: writing the " << scale << "x study to " << folder << Qt::endl;
        auto scaled = StudyScaler::write(study, folder, scale);
        if (!scaled)
            return fail(scaled.error());
    }

    std::map<QString, Step> steps;
    const QList<std::pair<QString, QString>> &order = stepOrder();
    for (const auto &[key, name] : order)
        steps[key] = Step {key, name, {}, {}, {}, {}};
    StudyImportSummary imported;

    // In this process: each step's own time, the project opened once per run.
    StepTimer timed(steps);
    QStringList refused; // steps the program refused, with why
    for (int run = 0; run < runs; ++run) {
        err << "bench: run " << run + 1 << " of " << runs << " in-process" << Qt::endl;
        const QString project = QDir(scratch).filePath(u"bench-%1.taxonomist"_s.arg(run));
        const QString exported = QDir(scratch).filePath(u"export-%1"_s.arg(run));
        removeProject(project);
        std::unique_ptr<ProjectStore> store;
        auto status = timed(u"import"_s, [&]() -> Status {
            auto opened = ProjectStore::open(project, ProjectStore::OpenMode::CreateNew);
            if (!opened)
                return opened.error();
            store = std::move(*opened);
            auto result = StudyImporter::importFolder(*store, folder, u"bench"_s);
            if (!result)
                return result.error();
            imported = result->second;
            if (auto published = store->publish(); !published)
                return published;
            return store->checkpoint();
        });
        if (!status)
            return fail(status.error());
        const ReconcileSettings settings = ReconcileSettings::load(*store);
        auto inProcess = readingSteps(*store, settings);
        inProcess.append(
            {u"export"_s, [&] { return asStatus(StudyExporter::exportTo(*store, exported)); }});
        inProcess.append({u"export-long"_s, [&] {
                              return asStatus(
                                  LongFormatExporter::write(*store, exported + u"-long.csv"_s));
                          }});
        for (const auto &[key, step] : inProcess) {
            if (auto result = timed(key, step); !result)
                return fail(result.error());
        }
        // Interviews and REFI-QDA, when the study has its code book (the published one does).
        const QString codebook = QDir(study).filePath(u"CodeBook.csv"_s);
        const QString qdpx = QDir(scratch).filePath(u"refi-%1.qdpx"_s.arg(run));
        const QString fromQdpx = QDir(scratch).filePath(u"refi-%1.taxonomist"_s.arg(run));
        if (QFile::exists(codebook)) {
            const QList<std::pair<QString, std::function<Status()>>> interviewSteps {
                {u"codebook-import"_s,
                    [&]() -> Status {
                        auto file = CodeBookFile::read(codebook);
                        if (!file)
                            return file.error();
                        return asStatus(
                            CodeBookImporter::import(*store, *file, {0, false, u"bench"_s}));
                    }},
                {u"codebook-export"_s,
                    [&] {
                        return CodeBookExporter::write(
                            *store, QDir(scratch).filePath(u"codebook-%1.csv"_s.arg(run)));
                    }},
                {u"compare"_s, [&] { return asStatus(InterviewComparison::compute(*store, 1)); }},
                {u"refi-export"_s, [&] { return asStatus(RefiExporter::write(*store, qdpx, {})); }},
                {u"refi-import"_s,
                    [&] {
                        return asStatus(
                            RefiImporter::intoNewProject(qdpx, fromQdpx, {u"bench"_s, 0}));
                    }},
            };
            for (const auto &[key, step] : interviewSteps) {
                if (auto result = timed(key, step); !result) {
                    // A refusal by the exchange's own limits (a .qdpx of a 10x study is past what
                    // the import accepts) is a finding, not a broken bench: said below the table.
                    if (!key.startsWith(u"refi-"_s))
                        return fail(result.error());
                    steps[key].inProcessMs.values.removeLast();
                    steps[key].inProcessCpuMs.values.removeLast();
                    const QString why = u"%1: %2"_s.arg(steps[key].name, result.error().message());
                    if (!refused.contains(why))
                        refused.append(why);
                    break;
                }
            }
            QFile::remove(qdpx);
            removeProject(fromQdpx);
            QFile::remove(QDir(scratch).filePath(u"codebook-%1.csv"_s.arg(run)));
        }
        store.reset();
        QDir(exported).removeRecursively();
        QFile::remove(exported + u"-long.csv"_s);
        if (run + 1 < runs || !parser.isSet(u"keep"_s))
            removeProject(project);
    }

    if (parser.isSet(u"team"_s)) {
        err << "bench: the team's steps" << Qt::endl;
        const auto record
            = [&](const QString &key, double ms) { steps[key].inProcessMs.values.append(ms); };
        if (auto status = benchTeam(folder, scratch, runs, record); !status)
            return fail(status.error());
    }

    if (parser.isSet(u"server"_s)) {
        err << "bench: the team server's steps" << Qt::endl;
        const auto record
            = [&](const QString &key, double ms) { steps[key].inProcessMs.values.append(ms); };
        if (auto status = benchServer(folder, scratch, parser.value(u"server"_s), runs, record);
            !status)
            return fail(status.error());
    }

    // As whole commands, the way a user or a script runs them: start-up, open and output
    // included, each with the peak memory of its process.
    const QString cli = QCoreApplication::applicationFilePath();
    const auto command
        = [&](const QString &key, const QString &program, const QStringList &arguments) -> Status {
        auto child = runChild(program, arguments);
        if (!child)
            return child.error();
        if (child->exitCode != 0) {
            return Error(u"%1 %2 failed (exit %3): %4"_s.arg(program, arguments.join(u' '))
                             .arg(child->exitCode)
                             .arg(child->errorOutput));
        }
        steps[key].commandMs.values.append(child->wallMs);
        steps[key].commandMiB.values.append(child->peakRssMiB);
        return success();
    };
    QString script = parser.value(u"script"_s);
    if (script.isEmpty())
        script = QStringLiteral(TAXONOMIST_BENCH_SCRIPT);
    QString scriptSkipped;
    const QString python = parser.value(u"python"_s);
    if (!QFileInfo::exists(script)) {
        scriptSkipped = u"the script %1 is not there (--script FILE)"_s.arg(script);
    } else {
        auto probe = runChild(python, {u"-c"_s, u"import pandas, statsmodels"_s});
        if (!probe || probe->exitCode != 0) {
            scriptSkipped = u"%1 with pandas and statsmodels is not installed (Debian: apt install "
                            u"python3-pandas"
                            " python3-statsmodels)"_s.arg(python);
        }
    }
    for (int run = 0; run < runs; ++run) {
        err << "bench: run " << run + 1 << " of " << runs << " as commands" << Qt::endl;
        const QString project = QDir(scratch).filePath(u"command-%1.taxonomist"_s.arg(run));
        const QString exported = QDir(scratch).filePath(u"command-export-%1"_s.arg(run));
        removeProject(project);
        const QList<std::tuple<QString, QString, QStringList>> commands {
            {u"import"_s, cli, {u"import-study"_s, folder, u"--db"_s, project}},
            {u"export-command"_s, cli,
                {u"export-study"_s, exported, u"--db"_s, project, u"--long"_s,
                    exported + u"-long.csv"_s}},
            {u"stats"_s, cli, {u"stats"_s, u"--db"_s, project}},
            {u"agreement"_s, cli,
                {u"agreement"_s, u"--db"_s, project, u"--level"_s, u"theme"_s, u"--by"_s,
                    u"type"_s}},
            {u"report"_s, cli, {u"report"_s, u"--db"_s, project, u"--format"_s, u"json"_s}},
        };
        for (const auto &[key, program, arguments] : commands) {
            if (auto status = command(key, program, arguments); !status)
                return fail(status.error());
        }
        if (scriptSkipped.isEmpty()) {
            if (auto status = command(u"script"_s, python, {script, folder}); !status)
                return fail(status.error());
        }
        removeProject(project);
        QDir(exported).removeRecursively();
        QFile::remove(exported + u"-long.csv"_s);
    }
    const QString loadAfter = loadAverage();

    const double ours
        = steps[u"stats"_s].commandMs.median() + steps[u"agreement"_s].commandMs.median();
    const double theirs = steps[u"script"_s].commandMs.median();
    // The target: the whole report (Table I and κ, and more) as one command beside the script.
    const double report = steps[u"report"_s].commandMs.median();
    QTextStream &out = Command::out();
    const QLocale english(QLocale::English);
    if (parser.isSet(u"json"_s)) {
        QJsonObject stepsJson;
        for (const auto &[key, name] : order) {
            const Step &step = steps[key];
            QJsonObject object {{u"name"_s, name}};
            if (!step.inProcessMs.values.isEmpty()) {
                object.insert(u"in_process_median_ms"_s, step.inProcessMs.median());
                object.insert(u"in_process_min_ms"_s, step.inProcessMs.min());
                object.insert(u"in_process_cpu_median_ms"_s, step.inProcessCpuMs.median());
            }
            if (!step.commandMs.values.isEmpty()) {
                object.insert(u"command_median_ms"_s, step.commandMs.median());
                object.insert(u"command_min_ms"_s, step.commandMs.min());
                object.insert(u"command_peak_rss_mib"_s, step.commandMiB.max());
            }
            stepsJson.insert(key, object);
        }
        QJsonObject result {{u"study"_s, study}, {u"scale"_s, scale}, {u"runs"_s, runs},
            {u"issues"_s, imported.issues}, {u"labels"_s, imported.labels},
            {u"load_average_before"_s, loadBefore}, {u"load_average_after"_s, loadAfter},
            {u"steps"_s, stepsJson}};
        if (!refused.isEmpty())
            result.insert(u"refused"_s, QJsonArray::fromStringList(refused));
        if (scriptSkipped.isEmpty() && ours > 0 && report > 0) {
            result.insert(u"report_vs_script"_s, theirs / report);
            result.insert(u"stats_and_agreement_vs_script"_s, theirs / ours);
        } else {
            result.insert(u"script_skipped"_s, scriptSkipped);
        }
        out << QJsonDocument(result).toJson(QJsonDocument::Indented);
        out.flush();
        return 0;
    }
    out << "Study " << study << " at " << scale << "x: " << english.toString(imported.issues)
        << " issues, " << english.toString(imported.labels) << " labels; " << runs
        << " runs; load average " << loadBefore << " before, " << loadAfter << " after\n\n";
    out << u"%1 %2 %3 %4 %5\n"_s.arg(u"step"_s.leftJustified(40),
        u"in-process"_s.rightJustified(10), u"min"_s.rightJustified(8),
        u"command"_s.rightJustified(9), u"peak RSS"_s.rightJustified(9));
    out << u"%1 %2 %3 %4 %5\n"_s.arg(QString().leftJustified(40), u"median ms"_s.rightJustified(10),
        u"ms"_s.rightJustified(8), u"median ms"_s.rightJustified(9), u"MiB"_s.rightJustified(9));
    for (const auto &[key, name] : order) {
        const Step &step = steps[key];
        if (step.inProcessMs.values.isEmpty() && step.commandMs.values.isEmpty())
            continue;
        out << u"%1 %2 %3 %4 %5\n"_s.arg(name.leftJustified(40),
            milliseconds(step.inProcessMs.median()).rightJustified(10),
            milliseconds(step.inProcessMs.min()).rightJustified(8),
            milliseconds(step.commandMs.median()).rightJustified(9),
            (step.commandMiB.values.isEmpty() ? u"—"_s
                                              : QString::number(step.commandMiB.max(), 'f', 1))
                .rightJustified(9));
    }
    if (scriptSkipped.isEmpty() && ours > 0 && report > 0) {
        out << "\nreport --format json: " << milliseconds(report)
            << " ms; the study's script: " << milliseconds(theirs) << " ms; "
            << QString::number(theirs / report, 'f', 1) << "x faster\n";
        out << "stats + agreement as two commands: " << milliseconds(ours)
            << " ms; the study's script: " << milliseconds(theirs) << " ms; "
            << QString::number(theirs / ours, 'f', 1) << "x faster\n";
    } else {
        out << "\nthe study's script was not run: " << scriptSkipped << '\n';
    }
    for (const QString &why : std::as_const(refused))
        out << "not measured, refused: " << why << '\n';
    if (parser.isSet(u"keep"_s))
        out << "kept in " << scratch
            << " (the study and the last in-process project, for taxonomist --bench)\n";
    out.flush();
    return 0;
}

} // namespace taxonomist::cli
