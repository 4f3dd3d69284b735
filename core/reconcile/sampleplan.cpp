// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sampleplan.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<SamplePopulation> SamplePopulation::read(const ProjectStore &store)
{
    SamplePopulation population;
    SqliteStatement frameworks(store.handle(), "SELECT id, name FROM frameworks ORDER BY position");
    while (frameworks.next())
        population.frameworks.append({frameworks.integer(0), frameworks.text(1)});
    if (auto status = frameworks.readStatus(); !status)
        return status.error();
    auto issues = RoundSampler::candidates(store);
    if (!issues)
        return issues.error();
    population.issues = std::move(*issues);
    return population;
}

Result<SamplePlan> SamplePlan::compute(
    const SamplePopulation &population, const SampleDesign &design)
{
    QHash<qint64, QString> names;
    for (const auto &[id, name] : population.frameworks)
        names.insert(id, name);
    QSet<qint64> chosen;
    for (const QString &name : design.frameworks) {
        const auto found = std::find_if(population.frameworks.cbegin(),
            population.frameworks.cend(), [&name](const auto &f) { return f.second == name; });
        if (found == population.frameworks.cend())
            return Error(
                CoreText::tr("the project has no framework %1").arg(quotedForMessage(name)));
        chosen.insert(found->first);
    }
    SamplePlan plan;
    plan.design = design;
    for (const SampleCandidate &issue : population.issues) {
        if (chosen.isEmpty() || chosen.contains(issue.frameworkId))
            plan.candidates.append(issue);
    }
    auto size = SampleSize::cochran(
        plan.candidates.size(), design.confidence, design.margin, design.proportion);
    if (!size)
        return size.error();
    plan.size = *size;
    const QList<SampleStratum> strata = RoundSampler::strata(plan.candidates, design.strata);
    QList<int> sizes;
    for (const SampleStratum &stratum : strata)
        sizes.append(static_cast<int>(stratum.members.size()));
    const QList<int> shares = RoundSampler::allocate(sizes, static_cast<int>(plan.size.n));
    for (qsizetype s = 0; s < strata.size(); ++s) {
        plan.strata.append({names.value(strata[s].frameworkId), strata[s].year,
            strata[s].members.size(), shares[s]});
    }
    return plan;
}

QList<qint64> SamplePlan::draw() const
{
    return RoundSampler::sample(candidates, design.seed, static_cast<int>(size.n), design.strata);
}

} // namespace taxonomist::core
