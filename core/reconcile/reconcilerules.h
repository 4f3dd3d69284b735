// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "disagreementqueue.h"
#include "finallabelstore.h"
#include "reconcilesettings.h"
#include "result.h"

#include <QList>

namespace taxonomist::core {

class ProjectRatings;
class ProjectStore;

// What applying the rules decides (or would decide).
struct RulesOutcome
{
    int unanimous = 0; // every volunteer chose the same theme
    int falsePositives = 0; // every volunteer marked the issue a false positive
    int majority = 0; // auto-accepted majorities (only in the AutoAccept mode)
    QList<FinalLabelWrite> writes;

    int decided() const { return unanimous + falsePositives + majority; }
};

// The project's reconciliation rules. They only ever decide undecided issues with enough
// labels, so applying them twice decides nothing the second time; ties always wait for the lead.
class ReconcileRules final
{
public:
    // `decidedBy`: the lead who applies the rules, recorded as who decided. From the vote tally.
    static RulesOutcome plan(
        const ProjectRatings &ratings, const ReconcileSettings &settings, qint64 decidedBy);
    static Result<RulesOutcome> plan(
        const ProjectStore &store, const ReconcileSettings &settings, qint64 decidedBy);
    // Plans and writes in one transaction, audit-logged with the context "apply-rules".
    static Result<RulesOutcome> apply(ProjectStore &store, const ReconcileSettings &settings,
        qint64 decidedBy, const QString &actor);
    // The majority's label for every undecided entry whose majority reaches the threshold: what
    // "accept the majority for the filtered set" writes. Ties and decided issues are left alone.
    static QList<FinalLabelWrite> acceptMajority(
        const QList<QueueEntry> &entries, qint64 decidedBy);
};

} // namespace taxonomist::core
