// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "issuevotes.h"
#include "taxonomy/taxonomy.h"

#include <QList>

#include <limits>
#include <optional>

namespace taxonomist::core {

// The votes on one issue at one level: categories are taxonomy indices, or FalsePositive.
struct LevelTally
{
    struct Count
    {
        int category = 0;
        int count = 0;
    };
    QList<Count> votes; // most votes first, ties by category
    int ratings = 0;
    bool isUnanimous = false;
    bool isTie = false;
    std::optional<int> winner; // the strict plurality
    double topShare = 0.0;
};

// Counts one issue's labels at each level with MajorityVote, so that "majority", "tie" and
// "unanimous" mean here what they mean in the agreement reports. Reconciliation decides at the
// theme level (the level the study publishes); a label that names only a type stays its type there.
class VoteTally final
{
public:
    static constexpr int FalsePositive = std::numeric_limits<int>::max();

    VoteTally(const Taxonomy &taxonomy, const QList<VolunteerLabel> &labels);

    // The category a label counts as in the decision: its theme, its type for a type-only label,
    // FalsePositive, or -1 (missing) for a node the taxonomy lacks.
    static int decisionCategory(const Taxonomy &taxonomy, int node, bool falsePositive);

    // A label counts as its ancestor at `level`; one above the level is a missing rating.
    LevelTally atLevel(int level) const;
    // The theme-level vote that decides whether an issue needs the lead.
    const LevelTally &decision() const { return m_decision; }
    int labels() const { return static_cast<int>(m_labels.size()); }
    bool isDisagreement() const { return m_decision.votes.size() > 1; }
    bool isAllFalsePositive() const;
    // The deepest node every label of the winning theme shares (at least that theme), the
    // FalsePositive category, or nothing without a unique winner.
    std::optional<int> winningNode() const;
    // The same for all labels: the final label of a unanimous issue.
    std::optional<int> unanimousNode() const;
    // "C.3", "false positive"; the code of a category of this tally.
    QString categoryCode(int category) const;

private:
    int decisionCategory(const VolunteerLabel &label) const
    {
        return decisionCategory(m_taxonomy, label.node, label.falsePositive);
    }
    int deepestCommonNode(int category) const;

    const Taxonomy &m_taxonomy;
    QList<VolunteerLabel> m_labels;
    LevelTally m_decision;
};

} // namespace taxonomist::core
