// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "finallabel.h"

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

// One volunteer's label as the lead sees it.
struct VolunteerLabel
{
    qint64 annotatorId = 0;
    QString annotator; // the name; filled when one issue is loaded
    int node = -1; // taxonomy index; -1 for a false positive
    qint64 nodeId = 0;
    bool falsePositive = false;
    QString falsePositiveReason;
    QString summary;
    QString updatedAt;
    bool unsure = false; // the volunteer doubts this label
    QString comment; // their word to the lead: untrusted text
};

// Every volunteer's label on one issue, with where the issue sits and its final label.
struct IssueVotes
{
    qint64 issueId = 0;
    qint64 frameworkId = 0;
    int frameworkPosition = 0;
    int rowOrder = 0;
    int year = 0;
    QString framework;
    QString url;
    QString title; // empty until the content is fetched
    QList<VolunteerLabel> labels;
    std::optional<FinalLabel> finalLabel;

    // How many labels were written after the final label was decided (0 when undecided): the
    // decision was taken on other votes. The same test as DisagreementQueue's "votes changed".
    int labelsChangedSinceDecision() const
    {
        if (!finalLabel || finalLabel->decidedAt.isEmpty())
            return 0;
        int changed = 0;
        for (const VolunteerLabel &label : labels)
            changed += label.updatedAt > finalLabel->decidedAt ? 1 : 0;
        return changed;
    }
};

} // namespace taxonomist::core
