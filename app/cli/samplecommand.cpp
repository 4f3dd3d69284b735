// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "samplecommand.h"

#include "reconcile/roundstore.h"
#include "reconcile/sampleplan.h"
#include "team/teamroster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

const QLocale english(QLocale::English);

// A number option in its range, or a usage message naming the option.
std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name,
    double fallback, double low, double high, QString &problem)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !(value >= low && value <= high)) {
        problem = u"--%1 needs a number from %2 to %3 (not \"%4\")"_s.arg(
            name, english.toString(low), english.toString(high), parser.value(name));
        return std::nullopt;
    }
    return value;
}

QString strataName(SampleStrata strata)
{
    switch (strata) {
    case SampleStrata::None:
        return u"none"_s;
    case SampleStrata::Framework:
        return u"framework"_s;
    case SampleStrata::FrameworkYear:
        break;
    }
    return u"framework-year"_s;
}

QJsonObject planJson(const SamplePlan &plan)
{
    QJsonArray strata;
    for (const PlannedStratum &stratum : plan.strata) {
        QJsonObject row {{u"issues"_s, stratum.population}, {u"sample"_s, stratum.allocated}};
        if (plan.design.strata != SampleStrata::None)
            row.insert(u"framework"_s, stratum.framework);
        if (plan.design.strata == SampleStrata::FrameworkYear)
            row.insert(u"year"_s, stratum.year > 0 ? QJsonValue(stratum.year) : QJsonValue());
        strata.append(row);
    }
    return {{u"population"_s, plan.size.population}, {u"confidence"_s, plan.size.confidence},
        {u"margin"_s, plan.size.margin}, {u"proportion"_s, plan.size.proportion},
        {u"z"_s, plan.size.z}, {u"n0"_s, plan.size.n0}, {u"n"_s, plan.size.n},
        {u"seed"_s, QString::number(plan.design.seed)},
        {u"frameworks"_s, QJsonArray::fromStringList(plan.design.frameworks)},
        {u"strata_by"_s, strataName(plan.design.strata)}, {u"strata"_s, strata}};
}

void printPlan(QTextStream &out, const SamplePlan &plan)
{
    const SampleSize &size = plan.size;
    out << "Population: " << english.toString(size.population) << " issues ("
        << (plan.design.frameworks.isEmpty() ? u"every framework"_s
                                             : plan.design.frameworks.join(u", "_s))
        << ")\n";
    out << "Confidence " << english.toString(size.confidence) << " %, margin "
        << english.toString(size.margin) << " %, proportion " << english.toString(size.proportion)
        << ": z = " << QString::number(size.z, 'f', 4)
        << ", n0 = z² p (1 − p) / e² = " << QString::number(size.n0, 'f', 2)
        << ", n = n0 / (1 + (n0 − 1) / N) = " << english.toString(size.n) << " (rounded up)\n";
    if (plan.design.strata == SampleStrata::None) {
        out << "Not stratified: a simple random sample of " << english.toString(size.n)
            << " issues\n";
        return;
    }
    const bool byYear = plan.design.strata == SampleStrata::FrameworkYear;
    out << "Strata by framework" << (byYear ? " and year" : "")
        << ", proportional to size, largest remainders:\n";
    out << "  " << u"framework"_s.leftJustified(20) << (byYear ? u"year    "_s : QString())
        << u"issues"_s.rightJustified(9) << u"sample"_s.rightJustified(9) << '\n';
    for (const PlannedStratum &stratum : plan.strata) {
        out << "  " << stratum.framework.leftJustified(20)
            << (byYear ? (stratum.year > 0 ? QString::number(stratum.year) : u"none"_s)
                             .leftJustified(8)
                       : QString())
            << english.toString(stratum.population).rightJustified(9)
            << english.toString(stratum.allocated).rightJustified(9) << '\n';
    }
    out << "  " << u"total"_s.leftJustified(byYear ? 28 : 20)
        << english.toString(size.population).rightJustified(9)
        << english.toString(size.n).rightJustified(9) << '\n';
}

} // namespace

void SampleCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"confidence"_s,
        u"The confidence level in percent, from 50 to 99.9 (default 95)."_s, u"PERCENT"_s});
    parser.addOption({u"margin"_s, u"The margin of error in percent, from 0.1 to 50 (default 5)."_s,
        u"PERCENT"_s});
    parser.addOption({u"proportion"_s,
        u"The expected proportion p, above 0 and below 1 (default 0.5, the largest sample)."_s,
        u"P"_s});
    parser.addOption({u"framework"_s,
        u"Only this framework's issues: the population and the sample (repeatable)."_s, u"NAME"_s});
    parser.addOption({u"strata"_s,
        u"framework-year (the default), framework or none: the strata the sample is allocated"
        " to, proportionally."_s,
        u"BY"_s});
    parser.addOption({u"seed"_s,
        u"The seed of the draw (default 1): the same seed and project draw the same issues."_s,
        u"N"_s});
    parser.addOption({u"name"_s,
        u"The round's name (default \"Sample\", or \"Pilot\" with --pilot); `team assign --round"
        " NAME` assigns it."_s,
        u"ROUND"_s});
    parser.addOption({u"pilot"_s, u"Record the round as the pilot (kind pilot, not round)."_s});
    parser.addOption(
        {u"dry-run"_s, u"Print the size and the allocation; draw and record nothing."_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
    addActorOption(parser);
}

int SampleCommand::run(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(u"sample takes options only: sample --db FILE [--confidence 95] [--margin 5]"
                     " [--framework NAME]... [--seed N] [--name ROUND] [--pilot] [--dry-run]"_s);
    SampleDesign design;
    QString problem;
    const auto confidence = numberOption(parser, u"confidence"_s, 95, 50, 99.9, problem);
    const auto margin = numberOption(parser, u"margin"_s, 5, 0.1, 50, problem);
    const auto proportion = numberOption(parser, u"proportion"_s, 0.5, 0.001, 0.999, problem);
    if (!confidence || !margin || !proportion)
        return usage(problem);
    design.confidence = *confidence;
    design.margin = *margin;
    design.proportion = *proportion;
    design.frameworks = parser.values(u"framework"_s);
    design.frameworks.removeDuplicates();
    const QString strata = parser.isSet(u"strata"_s) ? parser.value(u"strata"_s) : QString();
    if (strata == u"framework"_s)
        design.strata = SampleStrata::Framework;
    else if (strata == u"none"_s)
        design.strata = SampleStrata::None;
    else if (!strata.isEmpty() && strata != u"framework-year"_s)
        return usage(u"--strata is framework-year, framework or none (not \"%1\")"_s.arg(strata));
    if (parser.isSet(u"seed"_s)) {
        bool ok = false;
        design.seed = parser.value(u"seed"_s).toULongLong(&ok);
        if (!ok || design.seed > quint64(std::numeric_limits<qint64>::max()))
            return usage(u"--seed needs a whole number from 0 to 2^63 − 1"_s);
    }
    const bool pilot = parser.isSet(u"pilot"_s);
    const QString name = parser.isSet(u"name"_s) ? parser.value(u"name"_s).trimmed()
        : pilot                                  ? u"Pilot"_s
                                                 : u"Sample"_s;
    if (name.isEmpty())
        return usage(u"--name needs a round name"_s);
    const bool dryRun = parser.isSet(u"dry-run"_s);

    auto store = openProject(
        parser, dryRun ? ProjectStore::OpenMode::ReadOnly : ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto population = SamplePopulation::read(*store);
    if (!population)
        return fail(population.error());
    auto plan = SamplePlan::compute(*population, design);
    if (!plan)
        return fail(plan.error());
    QJsonObject json = planJson(*plan);
    std::optional<Round> round;
    if (!dryRun) {
        if (plan->size.n < 1)
            return fail(Error(u"the project has no issues to sample"_s, {store->path(), 0, 0}));
        auto lead = TeamRoster::lead(*store);
        if (!lead)
            return fail(lead.error());
        auto created
            = RoundStore::create(*store, name, pilot ? Round::Kind::Pilot : Round::Kind::Round,
                *plan, *lead ? (*lead)->id : 0, actor(parser));
        if (!created)
            return fail(created.error());
        round = std::move(*created);
        json.insert(u"round"_s,
            QJsonObject {{u"id"_s, round->id}, {u"name"_s, round->name},
                {u"kind"_s, pilot ? u"pilot"_s : u"round"_s},
                {u"issues"_s, round->issueIds.size()}});
    } else {
        json.insert(u"round"_s, QJsonValue());
    }
    if (parser.isSet(u"json"_s)) {
        out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
        out().flush();
        return 0;
    }
    printPlan(out(), *plan);
    if (round) {
        out() << "Drew the " << (pilot ? "pilot" : "round") << " \"" << round->name << "\" (seed "
              << round->seed << "): " << english.toString(round->issueIds.size())
              << " issues. Assign it with: team assign --round \"" << round->name
              << "\" (--all | --per-issue K)\n";
    } else {
        out() << "Dry run: nothing drawn or recorded.\n";
    }
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
