// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <optional>
#include <span>
#include <vector>

namespace taxonomist::core {

// The vote on one item's ratings; reconciliation, export and the agreement
// reports share it so "majority" means the same thing everywhere.
class MajorityVote final
{
public:
    struct Vote
    {
        int category = 0;
        int count = 0;
    };

    // Negative entries are missing ratings and are ignored.
    explicit MajorityVote(std::span<const int> ratings);

    // The strict plurality category; empty when the top count is shared or no
    // rating is present.
    std::optional<int> winner() const;
    // Categories with at least one vote, most votes first, ties by category.
    const std::vector<Vote> &votes() const { return m_votes; }
    int ratings() const { return m_ratings; }
    // All present ratings agree (one rating counts as unanimous).
    bool isUnanimous() const { return m_votes.size() == 1; }
    bool isTie() const { return m_votes.size() >= 2 && m_votes[0].count == m_votes[1].count; }
    // Share of the present ratings held by the top category; empty without ratings.
    std::optional<double> topShare() const;
    // A unique winner holding at least `share` of the present ratings; a tie
    // never reaches a threshold because there is no single category to adopt.
    bool reaches(double share) const;

private:
    std::vector<Vote> m_votes;
    int m_ratings = 0;
};

} // namespace taxonomist::core
