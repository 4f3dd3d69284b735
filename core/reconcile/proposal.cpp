// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "proposal.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

int Proposal::approvals() const
{
    return static_cast<int>(
        std::count_if(votes.begin(), votes.end(), [](const ProposalVote &v) { return v.approve; }));
}

int Proposal::rejections() const
{
    return static_cast<int>(votes.size()) - approvals();
}

std::optional<bool> Proposal::voteOf(qint64 annotatorId) const
{
    for (const ProposalVote &vote : votes) {
        if (vote.annotatorId == annotatorId)
            return vote.approve;
    }
    return std::nullopt;
}

QString Proposal::statusKey(Status status)
{
    switch (status) {
    case Status::Open:
        return u"open"_s;
    case Status::Adopted:
        return u"adopted"_s;
    case Status::Rejected:
        return u"rejected"_s;
    }
    return {};
}

std::optional<Proposal::Status> Proposal::statusFromKey(const QString &key)
{
    for (const Status status : {Status::Open, Status::Adopted, Status::Rejected}) {
        if (statusKey(status) == key)
            return status;
    }
    return std::nullopt;
}

} // namespace taxonomist::core
