// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

struct ProposalVote
{
    qint64 annotatorId = 0;
    QString annotator;
    bool approve = false;
    QString reason; // required for a rejection: it becomes the proposal's reason
    QString votedAt;
};

// A volunteer's proposal of a new theme or sub-theme, the team's votes on it and the outcome.
struct Proposal
{
    enum class Status { Open, Adopted, Rejected };

    qint64 id = 0;
    qint64 parentNodeId = 0; // a type (new theme) or a theme (new sub-theme)
    QString parentCode;
    QString name;
    QString description;
    qint64 exampleIssueId = 0;
    QString exampleUrl;
    qint64 proposedBy = 0;
    QString proposer;
    QString createdAt;
    Status status = Status::Open;
    QString reason; // why it was rejected
    QString decidedAt;
    qint64 nodeId = 0; // the adopted node
    QString code; // the adopted node's code
    QString version; // the taxonomy version that added it
    QList<ProposalVote> votes;
    int voters = 0; // annotators who may vote
    int required = 0; // approvals that adopt it

    int approvals() const;
    int rejections() const;
    std::optional<bool> voteOf(qint64 annotatorId) const;

    static QString statusKey(Status status);
    static std::optional<Status> statusFromKey(const QString &key);
};

} // namespace taxonomist::core
