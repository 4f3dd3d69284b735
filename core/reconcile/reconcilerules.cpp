// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcilerules.h"

#include "agreement/projectratings.h"
#include "reconcilelogging.h"
#include "store/projectstore.h"
#include "voteloader.h"
#include "votetally.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

RulesOutcome ReconcileRules::plan(
    const ProjectRatings &ratings, const ReconcileSettings &settings, qint64 decidedBy)
{
    RulesOutcome outcome;
    const StoredTaxonomy &taxonomy = ratings.taxonomy();
    QList<VolunteerLabel> labels;
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        if (issue.isDecided() || issue.voteCount < settings.minimumLabels)
            continue;
        VoteLoader::labelsOf(ratings, issue, labels);
        const VoteTally tally(taxonomy.taxonomy, labels);
        const LevelTally &decision = tally.decision();
        std::optional<int> node;
        FinalLabel label;
        label.decidedBy = decidedBy;
        if (decision.isUnanimous) {
            node = tally.unanimousNode();
            label.method = DecisionMethod::Unanimous;
            label.note = u"all %1 labels agree"_s.arg(tally.labels());
        } else if (settings.majorityMode == ReconcileSettings::MajorityMode::AutoAccept
            && decision.winner && decision.topShare + 1e-9 >= settings.majorityThreshold) {
            node = tally.winningNode();
            label.method = DecisionMethod::Majority;
            label.note = u"majority of %1 of %2 labels, accepted by the project's rule"_s
                             .arg(decision.votes.first().count)
                             .arg(decision.ratings);
        }
        if (!node)
            continue;
        label.falsePositive = *node == VoteTally::FalsePositive;
        label.nodeId = label.falsePositive ? 0 : taxonomy.nodeIds.value(*node);
        if (label.method == DecisionMethod::Majority)
            ++outcome.majority;
        else if (label.falsePositive)
            ++outcome.falsePositives;
        else
            ++outcome.unanimous;
        outcome.writes.append({issue.id, label});
    }
    return outcome;
}

Result<RulesOutcome> ReconcileRules::plan(
    const ProjectStore &store, const ReconcileSettings &settings, qint64 decidedBy)
{
    auto ratings = ProjectRatings::load(store);
    if (!ratings)
        return ratings.error();
    return plan(*ratings, settings, decidedBy);
}

Result<RulesOutcome> ReconcileRules::apply(
    ProjectStore &store, const ReconcileSettings &settings, qint64 decidedBy, const QString &actor)
{
    auto outcome = plan(store, settings, decidedBy);
    if (!outcome)
        return outcome;
    if (!outcome->writes.isEmpty()) {
        if (auto status = FinalLabelStore::write(store, outcome->writes, actor, u"apply-rules"_s);
            !status)
            return status.error();
    }
    qCInfo(lcReconcile) << "rules decided" << outcome->unanimous << "unanimous,"
                        << outcome->falsePositives << "false positives," << outcome->majority
                        << "majorities";
    return outcome;
}

QList<FinalLabelWrite> ReconcileRules::acceptMajority(
    const QList<QueueEntry> &entries, qint64 decidedBy)
{
    QList<FinalLabelWrite> writes;
    for (const QueueEntry &entry : entries) {
        if (entry.finalLabel || entry.isTie || !entry.hasSuggestion() || !entry.reachesThreshold)
            continue;
        FinalLabel label;
        label.nodeId = entry.suggestionNodeId;
        label.falsePositive = entry.suggestionFalsePositive;
        label.method = DecisionMethod::Majority;
        label.decidedBy = decidedBy;
        label.note = u"majority %1 accepted for the filtered set"_s.arg(entry.votesText());
        writes.append({entry.issueId, label});
    }
    return writes;
}

} // namespace taxonomist::core
