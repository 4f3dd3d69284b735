// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "finallabel.h"
#include "issuevotes.h"
#include "reconcilesettings.h"
#include "result.h"

#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectRatings;
class ProjectStore;

struct QueueFilter
{
    enum class Status { Undecided, Decided, All };

    qint64 frameworkId = 0; // 0: every framework
    int year = 0; // 0: every year
    qint64 themeNodeId = 0; // issues where some volunteer chose this theme (or a node under it)
    qint64 annotatorId = 0; // issues this annotator labelled
    Status status = Status::Undecided;
    bool unsureOnly = false; // issues where some volunteer marked their label unsure
    // Decisions whose votes changed after they were taken (a label written later than the
    // decision), whether the votes still disagree or not.
    bool votesChangedOnly = false;

    bool operator==(const QueueFilter &) const = default;
};

// One issue the volunteers disagree on, as the queue lists it. Its final label holds what the
// vote tally keeps (node, false-positive mark, method); the note and who decided come with the
// issue when it is shown (VoteLoader::load).
struct QueueEntry
{
    struct Vote
    {
        QString code; // theme code, a type code for a type-only label, or "false positive"
        int count = 0;
    };

    qint64 issueId = 0;
    QString framework;
    QString url;
    QString title;
    int year = 0;
    int frameworkPosition = 0; // the study's order, the queue's last tie-breaker
    int rowOrder = 0;
    int labels = 0;
    int unsure = 0; // labels their volunteer marked unsure
    QList<Vote> votes; // at the theme level, most votes first
    bool isTie = false;
    double topShare = 0.0;
    // The majority's node (the deepest its voters share), empty on a tie.
    qint64 suggestionNodeId = 0;
    bool suggestionFalsePositive = false;
    QString suggestionCode;
    bool reachesThreshold = false; // the majority holds at least the project's threshold
    std::optional<FinalLabel> finalLabel;
    QString finalCode;
    // A label was written after the final label was decided: the decision may no longer fit.
    bool votesChanged = false;

    bool hasSuggestion() const { return suggestionNodeId > 0 || suggestionFalsePositive; }
    // "C.3 ×2 · C.5 ×1"
    QString votesText() const;
};

// What the queue holds and what is waiting elsewhere.
struct QueueSnapshot
{
    QList<QueueEntry> entries;
    int disagreements = 0; // issues with enough labels that disagree at the theme level
    int undecided = 0; // of those, without a final label
    int ties = 0; // undecided ties
    int awaitingRules = 0; // undecided issues every volunteer agrees on: "Apply rules" decides them
    int awaitingLabels = 0; // undecided issues with fewer labels than the project requires
    int votesChanged = 0; // decided issues with a label written after the decision
};

// The lead's queue: issues whose labels disagree at the theme level — including a false
// positive against a category, since an issue is excluded only when every volunteer marked it
// so. Ties come first, then the most split (smallest top share, most distinct answers), then
// the study's order. Computed from the vote tally in one scan; the link, title and place of the
// issues in the queue are read after, for those only.
class DisagreementQueue final
{
public:
    // The decided issues with a label written (updated_at) after their final label was decided.
    static Result<QSet<qint64>> votesChangedSinceDecision(const ProjectStore &store);
    static Result<QueueSnapshot> compute(
        const ProjectStore &store, const QueueFilter &filter, const ReconcileSettings &settings);
    static Result<QueueSnapshot> compute(const ProjectStore &store, const ProjectRatings &ratings,
        const QueueFilter &filter, const ReconcileSettings &settings);
    // Whether `a` comes before `b` in the queue: undecided first, then ties, the smallest top
    // share, the most distinct answers, and the study's order.
    static bool comesBefore(const QueueEntry &a, const QueueEntry &b);
};

} // namespace taxonomist::core
