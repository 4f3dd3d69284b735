// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tallystatistics.h"

#include "agreement/projectratings.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Error unknownFramework(const QString &path, qint64 frameworkId)
{
    return Error(u"an issue or year refers to framework %1, which the project does not hold "
                 u"(the file may be"
                 " damaged)"_s.arg(frameworkId),
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
        if (auto status = counter->add(issue); !status)
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
    StudyStatistics &result = counter.m_result;
    for (const int root : taxonomy.roots())
        result.typeKeys.append(taxonomy.node(root).name.toLower());
    counter.m_typeOfNode.reserve(taxonomy.size());
    for (int i = 0; i < taxonomy.size(); ++i)
        counter.m_typeOfNode.append(taxonomy.node(taxonomy.ancestorAt(i, 0)).name.toLower());

    // The frameworks in their order (the table's rows), then the years each was sampled in.
    QList<qint64> frameworkIds = context.frameworks().keys();
    std::sort(frameworkIds.begin(), frameworkIds.end(), [&](qint64 a, qint64 b) {
        const int left = context.frameworks().value(a).position;
        const int right = context.frameworks().value(b).position;
        return left != right ? left < right : a < b;
    });
    result.frameworks.resize(frameworkIds.size());
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

Status TallyStatistics::add(const ProjectRatings::Issue &issue)
{
    // Each issue adds to its framework's line and to the total.
    const auto line = m_lineOf.constFind(issue.frameworkId);
    if (line == m_lineOf.cend())
        return unknownFramework(m_path, issue.frameworkId);
    for (FrameworkStatistics *stats : {&m_result.frameworks[*line], &m_result.total}) {
        ++stats->issues;
        if (issue.year != 0)
            ++stats->years[issue.year];
        if (issue.finalFalsePositive)
            ++stats->falsePositives;
        else if (!issue.isDecided())
            ++stats->undecided;
        else
            ++stats->types[issue.finalNode >= 0 ? m_typeOfNode[issue.finalNode] : QString()];
    }
    return success();
}

StudyStatistics TallyStatistics::finish()
{
    m_result.yearKeys = m_result.total.years.keys();
    return std::move(m_result);
}

} // namespace taxonomist::core
