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

Result<StudyStatistics> TallyStatistics::compute(
    const ProjectStore &store, const ProjectRatings &ratings)
{
    const Taxonomy &taxonomy = ratings.taxonomy().taxonomy;
    StudyStatistics result;
    for (const int root : taxonomy.roots())
        result.typeKeys.append(taxonomy.node(root).name.toLower());
    QStringList typeOfNode; // by taxonomy index
    typeOfNode.reserve(taxonomy.size());
    for (int i = 0; i < taxonomy.size(); ++i)
        typeOfNode.append(taxonomy.node(taxonomy.ancestorAt(i, 0)).name.toLower());

    // The frameworks in their order (the table's rows), then the years each was sampled in.
    QList<qint64> frameworkIds = ratings.frameworks().keys();
    std::sort(frameworkIds.begin(), frameworkIds.end(), [&](qint64 a, qint64 b) {
        const int left = ratings.frameworks().value(a).position;
        const int right = ratings.frameworks().value(b).position;
        return left != right ? left < right : a < b;
    });
    QHash<qint64, FrameworkStatistics *> statsOf;
    result.frameworks.resize(frameworkIds.size());
    for (qsizetype f = 0; f < frameworkIds.size(); ++f) {
        result.frameworks[f].name = ratings.frameworks().value(frameworkIds[f]).name;
        statsOf.insert(frameworkIds[f], &result.frameworks[f]);
    }
    FrameworkStatistics &total = result.total;
    total.name = u"Total"_s;
    const auto unknownFramework = [&store](qint64 frameworkId) {
        return Error(u"an issue or year refers to framework %1, which the project does not hold "
                     u"(the file may be"
                     " damaged)"_s.arg(frameworkId),
            {store.path(), 0, 0});
    };
    SqliteStatement years(store.handle(), "SELECT framework_id, year FROM framework_years");
    while (years.next()) {
        FrameworkStatistics *stats = statsOf.value(years.integer(0));
        if (!stats)
            return unknownFramework(years.integer(0));
        const int year = static_cast<int>(years.integer(1));
        stats->years.insert(year, 0);
        total.years.insert(year, total.years.value(year));
    }
    if (auto status = years.readStatus(); !status)
        return status.error();

    // Each issue adds to its framework's line and to the total.
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        FrameworkStatistics *stats = statsOf.value(issue.frameworkId);
        if (!stats)
            return unknownFramework(issue.frameworkId);
        for (FrameworkStatistics *line : {stats, &total}) {
            ++line->issues;
            if (issue.year != 0)
                ++line->years[issue.year];
            if (issue.finalFalsePositive)
                ++line->falsePositives;
            else if (!issue.isDecided())
                ++line->undecided;
            else
                ++line->types[issue.finalNode >= 0 ? typeOfNode[issue.finalNode] : QString()];
        }
    }
    result.yearKeys = total.years.keys();
    return result;
}

} // namespace taxonomist::core
