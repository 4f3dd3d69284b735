// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "assignmentplanner.h"

#include "reconcile/roundsampler.h"

#include <QHash>

namespace taxonomist::core {

QList<QList<qint64>> AssignmentPlanner::plan(const QList<AssignmentCandidate> &candidates,
    const QList<qint64> &volunteers, int perIssue, quint64 seed)
{
    QList<QList<qint64>> plan(candidates.size());
    if (volunteers.isEmpty())
        return plan;
    if (perIssue <= 0 || perIssue >= volunteers.size()) {
        for (QList<qint64> &who : plan)
            who = volunteers;
        return plan;
    }
    std::mt19937_64 generator(seed);
    QList<qint64> round;
    for (const qsizetype at : RoundSampler::pick(generator, volunteers.size(), volunteers.size()))
        round.append(volunteers[at]);

    // Strata in the order they first appear, each a list of candidate positions.
    QList<QList<qsizetype>> strata;
    QHash<std::pair<qint64, int>, qsizetype> stratumOf;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const std::pair<qint64, int> key {candidates[i].frameworkId, candidates[i].year};
        auto found = stratumOf.constFind(key);
        if (found == stratumOf.cend()) {
            found = stratumOf.insert(key, strata.size());
            strata.append(QList<qsizetype>());
        }
        strata[*found].append(i);
    }
    qsizetype next = 0; // the volunteer whose turn it is, carried across strata
    for (const QList<qsizetype> &stratum : std::as_const(strata)) {
        for (const qsizetype at : RoundSampler::pick(generator, stratum.size(), stratum.size())) {
            QList<qint64> &who = plan[stratum[at]];
            for (int k = 0; k < perIssue; ++k)
                who.append(round[(next + k) % round.size()]);
            next = (next + perIssue) % round.size();
        }
    }
    return plan;
}

} // namespace taxonomist::core
