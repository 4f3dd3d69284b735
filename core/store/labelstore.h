// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// One annotator's label on one issue: a taxonomy node at any level, a false positive, or an open
// code (a short free-text code written where the taxonomy has no node for the issue yet, as in a
// pilot; a card sort later maps it to a node, and the label keeps its open code).
struct Label
{
    qint64 nodeId = 0; // 0 for a false positive or an open code not mapped yet
    QString summary; // the symptom, expectation or question intent, in one line
    bool falsePositive = false;
    QString falsePositiveReason;
    QString updatedAt;
    bool unsure = false; // the volunteer doubts their choice (v11)
    QString comment; // and may say why, for the lead
    QString openCode; // the volunteer's own code for the issue (v15); empty when none

    // An open code is a short code, not a description: the summary says more.
    static constexpr int maxOpenCodeLength = 80;
    // Trimmed, on one line with single spaces; how an open code is stored and compared.
    static QString normalizedOpenCode(const QString &code)
    {
        const QString simplified = code.simplified();
        return simplified.isNull() ? QStringLiteral("") : simplified; // NULL is not text
    }

    // Whether the label says anything: a node, the false-positive mark or an open code.
    bool isComplete() const { return nodeId > 0 || falsePositive || !openCode.isEmpty(); }

    bool sameAs(const Label &other) const
    {
        return nodeId == other.nodeId && summary == other.summary
            && falsePositive == other.falsePositive
            && falsePositiveReason == other.falsePositiveReason && unsure == other.unsure
            && comment == other.comment && openCode == other.openCode;
    }
};

// One label to set (or remove, when `label` is empty) in a batch.
struct LabelEdit
{
    qint64 issueId = 0;
    qint64 annotatorId = 0;
    std::optional<Label> label;
};

struct LabelProgress
{
    qint64 total = 0;
    qint64 labeled = 0; // a node or a false positive
    qint64 falsePositives = 0;
    qint64 assigned = 0; // issues assigned to the annotator (0: no assignments)
    qint64 assignedDone = 0; // of those, labelled
};

// Reads and writes annotators' labels. Every write is a transaction, committed before it returns,
// goes through LabelWriter (the one path to the labels table) and is recorded in the audit log
// with the value it replaced.
class LabelStore final
{
public:
    static Result<std::optional<Label>> label(
        const ProjectStore &store, qint64 issueId, qint64 annotatorId);
    // Sets the label, or removes it when `label` is empty.
    static Status setLabel(ProjectStore &store, qint64 issueId, qint64 annotatorId,
        const std::optional<Label> &label, const QString &actor);
    // Sets every label in one transaction: all or nothing. Returns how many changed.
    static Result<int> setLabels(
        ProjectStore &store, const QList<LabelEdit> &edits, const QString &actor);
    // An annotator's progress over one framework (0: all frameworks).
    static Result<LabelProgress> progress(
        const ProjectStore &store, qint64 annotatorId, qint64 frameworkId);
};

} // namespace taxonomist::core
