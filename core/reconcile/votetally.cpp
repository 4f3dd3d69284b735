// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "votetally.h"

#include "agreement/majorityvote.h"

#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

LevelTally tallyOf(const std::vector<int> &ratings)
{
    const MajorityVote vote(ratings);
    LevelTally tally;
    for (const MajorityVote::Vote &v : vote.votes())
        tally.votes.append({v.category, v.count});
    tally.ratings = vote.ratings();
    tally.isUnanimous = vote.ratings() > 0 && vote.isUnanimous();
    tally.isTie = vote.isTie();
    tally.winner = vote.winner();
    tally.topShare = vote.topShare().value_or(0.0);
    return tally;
}

} // namespace

VoteTally::VoteTally(const Taxonomy &taxonomy, const QList<VolunteerLabel> &labels)
    : m_taxonomy(taxonomy)
    , m_labels(labels)
{
    std::vector<int> ratings;
    ratings.reserve(static_cast<size_t>(labels.size()));
    for (const VolunteerLabel &label : labels)
        ratings.push_back(decisionCategory(label));
    m_decision = tallyOf(ratings);
}

int VoteTally::decisionCategory(const Taxonomy &taxonomy, int node, bool falsePositive)
{
    if (falsePositive)
        return FalsePositive;
    if (node < 0 || node >= taxonomy.size())
        return -1;
    const int theme = taxonomy.ancestorAt(node, 1);
    return theme >= 0 ? theme : node;
}

LevelTally VoteTally::atLevel(int level) const
{
    std::vector<int> ratings;
    for (const VolunteerLabel &label : m_labels) {
        if (label.falsePositive)
            ratings.push_back(FalsePositive);
        else if (label.node >= 0 && label.node < m_taxonomy.size())
            ratings.push_back(m_taxonomy.ancestorAt(label.node, level));
    }
    return tallyOf(ratings);
}

bool VoteTally::isAllFalsePositive() const
{
    return m_decision.isUnanimous && m_decision.votes.first().category == FalsePositive;
}

std::optional<int> VoteTally::winningNode() const
{
    if (!m_decision.winner)
        return std::nullopt;
    if (*m_decision.winner == FalsePositive)
        return FalsePositive;
    return deepestCommonNode(*m_decision.winner);
}

std::optional<int> VoteTally::unanimousNode() const
{
    if (!m_decision.isUnanimous)
        return std::nullopt;
    return winningNode();
}

int VoteTally::deepestCommonNode(int category) const
{
    // Paths from the root; the common prefix of the winners' paths ends at the shared node.
    QList<int> common;
    bool first = true;
    for (const VolunteerLabel &label : m_labels) {
        if (decisionCategory(label) != category)
            continue;
        QList<int> path;
        for (int node = label.node; node >= 0; node = m_taxonomy.node(node).parent)
            path.prepend(node);
        if (first) {
            common = path;
            first = false;
            continue;
        }
        qsizetype shared = 0;
        while (shared < common.size() && shared < path.size() && common[shared] == path[shared])
            ++shared;
        common.resize(shared);
    }
    return common.isEmpty() ? category : common.last();
}

QString VoteTally::categoryCode(int category) const
{
    if (category == FalsePositive)
        return u"false positive"_s;
    return category >= 0 && category < m_taxonomy.size() ? m_taxonomy.node(category).code
                                                         : QString();
}

} // namespace taxonomist::core
