// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "majorityvote.h"

#include <algorithm>

namespace taxonomist::core {

MajorityVote::MajorityVote(std::span<const int> ratings)
{
    // A handful of raters per item: a linear scan beats a map and keeps the
    // class usable in tight loops over tens of thousands of items.
    for (int category : ratings) {
        if (category < 0)
            continue;
        ++m_ratings;
        auto found = std::find_if(m_votes.begin(), m_votes.end(),
            [category](const Vote &vote) { return vote.category == category; });
        if (found == m_votes.end())
            m_votes.push_back(Vote {category, 1});
        else
            ++found->count;
    }
    std::sort(m_votes.begin(), m_votes.end(), [](const Vote &a, const Vote &b) {
        return a.count != b.count ? a.count > b.count : a.category < b.category;
    });
}

std::optional<int> MajorityVote::winner() const
{
    if (m_votes.empty() || isTie())
        return std::nullopt;
    return m_votes.front().category;
}

std::optional<double> MajorityVote::topShare() const
{
    if (m_ratings == 0)
        return std::nullopt;
    return double(m_votes.front().count) / m_ratings;
}

bool MajorityVote::reaches(double share) const
{
    return winner().has_value() && *topShare() >= share;
}

} // namespace taxonomist::core
