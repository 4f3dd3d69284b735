// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tallystatistics.h"

#include "agreement/projectratings.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "util/coretext.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Error unknownFramework(const QString &path, qint64 frameworkId)
{
    return Error(
        CoreText::tr("an issue or year refers to framework %1, which the project does not hold "
                     "(the file may be"
                     " damaged)")
            .arg(frameworkId),
        {path, 0, 0});
}

} // namespace

Result<StudyStatistics> TallyStatistics::compute(
    const ProjectStore &store, const ProjectRatings &ratings)
{
    auto counter = start(store, ratings);
    if (!counter)
        return counter.error();
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        if (auto status = counter->add(issue, ratings.votesOf(issue)); !status)
            return status.error();
    }
    return counter->finish();
}

Result<TallyStatistics> TallyStatistics::start(
    const ProjectStore &store, const ProjectRatings &context)
{
    const Taxonomy &taxonomy = context.taxonomy().taxonomy;
    TallyStatistics counter;
    counter.m_path = store.path();
    counter.m_screening = std::make_unique<ScreeningRule>(store);
    StudyStatistics &result = counter.m_result;
    for (const int root : taxonomy.roots())
        result.typeKeys.append(taxonomy.node(root).name.toLower());
    counter.m_typeNames.append(QString());
    counter.m_typeOfNode.reserve(std::size_t(taxonomy.size()));
    for (int i = 0; i < taxonomy.size(); ++i) {
        const QString type = taxonomy.node(taxonomy.ancestorAt(i, 0)).name.toLower();
        qsizetype index = counter.m_typeNames.indexOf(type);
        if (index < 0) {
            index = counter.m_typeNames.size();
            counter.m_typeNames.append(type);
        }
        counter.m_typeOfNode.push_back(static_cast<int>(index));
    }

    // The frameworks in their order (the table's rows), then the years each was sampled in.
    QList<qint64> frameworkIds = context.frameworks().keys();
    std::sort(frameworkIds.begin(), frameworkIds.end(), [&](qint64 a, qint64 b) {
        const int left = context.frameworks().value(a).position;
        const int right = context.frameworks().value(b).position;
        return left != right ? left < right : a < b;
    });
    result.frameworks.resize(frameworkIds.size());
    counter.m_counts.resize(std::size_t(frameworkIds.size()));
    for (Counts &counts : counter.m_counts)
        counts.types.assign(std::size_t(counter.m_typeNames.size()), 0);
    for (qsizetype f = 0; f < frameworkIds.size(); ++f) {
        result.frameworks[f].name = context.frameworks().value(frameworkIds[f]).name;
        counter.m_lineOf.insert(frameworkIds[f], f);
    }
    FrameworkStatistics &total = result.total;
    total.name = u"Total"_s;
    SqliteStatement years(store.handle(), "SELECT framework_id, year FROM framework_years");
    while (years.next()) {
        const auto line = counter.m_lineOf.constFind(years.integer(0));
        if (line == counter.m_lineOf.cend())
            return unknownFramework(store.path(), years.integer(0));
        const int year = static_cast<int>(years.integer(1));
        result.frameworks[*line].years.insert(year, 0);
        total.years.insert(year, total.years.value(year));
    }
    if (auto status = years.readStatus(); !status)
        return status.error();
    return counter;
}

Status TallyStatistics::add(
    const ProjectRatings::Issue &issue, std::span<const ProjectRatings::Vote> votes)
{
    if (!m_last || issue.frameworkId != m_lastFramework) {
        const auto line = m_lineOf.constFind(issue.frameworkId);
        if (line == m_lineOf.cend())
            return unknownFramework(m_path, issue.frameworkId);
        m_last = &m_counts[std::size_t(*line)];
        m_lastFramework = issue.frameworkId;
    }
    Counts &counts = *m_last;
    ++counts.issues;
    if (issue.year != 0)
        ++counts.years[issue.year];
    const bool marked = std::any_of(votes.begin(), votes.end(),
        [](const ProjectRatings::Vote &vote) { return vote.falsePositive; });
    auto excluded = StudyStatistics::countScreening(counts.screening, *m_screening, issue.id,
        !votes.empty() || issue.isDecided(), marked, issue.finalFalsePositive);
    if (!excluded)
        return excluded.error();
    if (issue.finalFalsePositive)
        ++counts.falsePositives;
    else if (!issue.isDecided())
        counts.undecided += *excluded ? 0 : 1; // excluded: no decision is awaited
    else
        ++counts.types[issue.finalNode >= 0 ? std::size_t(m_typeOfNode[issue.finalNode]) : 0];
    return success();
}

StudyStatistics TallyStatistics::finish()
{
    // Each framework's line from its counts, and the total as the sum of the lines.
    FrameworkStatistics &total = m_result.total;
    for (std::size_t f = 0; f < m_counts.size(); ++f) {
        const Counts &counts = m_counts[f];
        FrameworkStatistics &line = m_result.frameworks[qsizetype(f)];
        line.issues = counts.issues;
        line.undecided = counts.undecided;
        line.falsePositives = counts.falsePositives;
        line.screened = counts.screening.screened;
        line.marked = counts.screening.marked;
        line.excluded = counts.screening.excluded;
        for (const auto &[year, issues] : counts.years)
            line.years[year] = issues;
        for (std::size_t t = 0; t < counts.types.size(); ++t) {
            if (counts.types[t] > 0)
                line.types[m_typeNames[qsizetype(t)]] = counts.types[t];
        }
        total.issues += line.issues;
        total.undecided += line.undecided;
        total.falsePositives += line.falsePositives;
        total.screened += line.screened;
        total.marked += line.marked;
        total.excluded += line.excluded;
        for (auto it = line.years.cbegin(); it != line.years.cend(); ++it)
            total.years[it.key()] += it.value();
        for (auto it = line.types.cbegin(); it != line.types.cend(); ++it)
            total.types[it.key()] += it.value();
    }
    m_result.yearKeys = total.years.keys();
    return std::move(m_result);
}

} // namespace taxonomist::core
