// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "disagreementqueue.h"

#include "voteloader.h"
#include "votetally.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool matchesFilter(const IssueVotes &issue, const StoredTaxonomy &taxonomy, const QueueFilter &filter)
{
    if (filter.frameworkId > 0 && issue.frameworkId != filter.frameworkId)
        return false;
    if (filter.year > 0 && issue.year != filter.year)
        return false;
    if (filter.status == QueueFilter::Status::Undecided && issue.finalLabel)
        return false;
    if (filter.status == QueueFilter::Status::Decided && !issue.finalLabel)
        return false;
    if (filter.annotatorId > 0
        && std::none_of(issue.labels.begin(), issue.labels.end(),
                        [&](const VolunteerLabel &label) { return label.annotatorId == filter.annotatorId; })) {
        return false;
    }
    if (filter.themeNodeId > 0) {
        const int theme = taxonomy.indexOfId(filter.themeNodeId);
        if (theme < 0)
            return false;
        const int level = taxonomy.taxonomy.node(theme).level;
        if (std::none_of(issue.labels.begin(), issue.labels.end(), [&](const VolunteerLabel &label) {
                return label.node >= 0 && taxonomy.taxonomy.ancestorAt(label.node, level) == theme;
            })) {
            return false;
        }
    }
    return true;
}

} // namespace

QString QueueEntry::votesText() const
{
    QStringList parts;
    for (const Vote &vote : votes)
        parts.append(u"%1 ×%2"_s.arg(vote.code).arg(vote.count));
    return parts.join(u" · "_s);
}

QueueEntry DisagreementQueue::entryFor(const IssueVotes &issue, const StoredTaxonomy &taxonomy,
                                       const ReconcileSettings &settings)
{
    const Taxonomy &tree = taxonomy.taxonomy;
    const VoteTally tally(tree, issue.labels);
    const LevelTally &decision = tally.decision();
    QueueEntry entry;
    entry.issueId = issue.issueId;
    entry.framework = issue.framework;
    entry.url = issue.url;
    entry.title = issue.title;
    entry.year = issue.year;
    entry.frameworkPosition = issue.frameworkPosition;
    entry.rowOrder = issue.rowOrder;
    entry.labels = tally.labels();
    for (const LevelTally::Count &count : decision.votes)
        entry.votes.append({tally.categoryCode(count.category), count.count});
    entry.isTie = decision.isTie;
    entry.topShare = decision.topShare;
    if (const auto winner = tally.winningNode()) {
        entry.suggestionFalsePositive = *winner == VoteTally::FalsePositive;
        entry.suggestionNodeId = entry.suggestionFalsePositive ? 0 : taxonomy.nodeIds.value(*winner);
        entry.suggestionCode = tally.categoryCode(*winner);
        entry.reachesThreshold = decision.topShare + 1e-9 >= settings.majorityThreshold;
    }
    entry.finalLabel = issue.finalLabel;
    if (issue.finalLabel) {
        const int node = taxonomy.indexOfId(issue.finalLabel->nodeId);
        entry.finalCode = issue.finalLabel->falsePositive ? u"false positive"_s
                          : node >= 0                     ? tree.node(node).code
                                                          : QString();
    }
    return entry;
}

QueueSnapshot DisagreementQueue::fromVotes(const QList<IssueVotes> &issues, const StoredTaxonomy &taxonomy,
                                           const QueueFilter &filter, const ReconcileSettings &settings)
{
    QueueSnapshot snapshot;
    for (const IssueVotes &issue : issues) {
        const VoteTally tally(taxonomy.taxonomy, issue.labels);
        if (tally.labels() < settings.minimumLabels) {
            if (!issue.finalLabel && tally.labels() > 0)
                ++snapshot.awaitingLabels;
            continue;
        }
        if (!tally.isDisagreement()) {
            if (!issue.finalLabel && tally.decision().isUnanimous)
                ++snapshot.awaitingRules;
            continue;
        }
        ++snapshot.disagreements;
        if (!issue.finalLabel) {
            ++snapshot.undecided;
            snapshot.ties += tally.decision().isTie ? 1 : 0;
        }
        if (!matchesFilter(issue, taxonomy, filter))
            continue;
        snapshot.entries.append(entryFor(issue, taxonomy, settings));
    }
    std::sort(snapshot.entries.begin(), snapshot.entries.end(), &DisagreementQueue::comesBefore);
    return snapshot;
}

bool DisagreementQueue::comesBefore(const QueueEntry &a, const QueueEntry &b)
{
    if (a.finalLabel.has_value() != b.finalLabel.has_value())
        return !a.finalLabel.has_value();
    if (a.isTie != b.isTie)
        return a.isTie;
    if (a.topShare != b.topShare)
        return a.topShare < b.topShare;
    if (a.votes.size() != b.votes.size())
        return a.votes.size() > b.votes.size();
    if (a.frameworkPosition != b.frameworkPosition)
        return a.frameworkPosition < b.frameworkPosition;
    return a.rowOrder < b.rowOrder;
}

Result<QueueSnapshot> DisagreementQueue::compute(const ProjectStore &store, const QueueFilter &filter,
                                                 const ReconcileSettings &settings)
{
    auto votes = VoteLoader::loadProject(store);
    if (!votes)
        return votes.error();
    return fromVotes(votes->issues, votes->taxonomy, filter, settings);
}

} // namespace taxonomist::core
