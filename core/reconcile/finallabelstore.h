// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "finallabel.h"
#include "result.h"
#include "util/taskcontrol.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// One issue's final label to write; an empty label removes the decision.
struct FinalLabelWrite
{
    qint64 issueId = 0;
    std::optional<FinalLabel> label;
};

// One entry of an issue's decision history, from the audit log.
struct FinalLabelEvent
{
    QString at;
    QString actor;
    QString context; // "decide", "apply-rules", "accept-majority", "undo", ...
    std::optional<FinalLabel> label;
    QString code; // the label's node code, empty for a false positive or a removal
};

// Reads and writes final labels. Writes are transactions, each label audit-logged with the
// value it replaced, so a decision can be traced and an undo restores the exact previous row.
class FinalLabelStore final
{
public:
    static Result<std::optional<FinalLabel>> label(const ProjectStore &store, qint64 issueId);
    // The final labels of these issues; an undecided issue is absent from the result.
    static Result<QHash<qint64, FinalLabel>> labels(
        const ProjectStore &store, const QList<qint64> &issueIds);
    // Writes every label in one transaction (all or nothing). A label without decidedAt is
    // stamped now; one with it (an undo) is written exactly as given. A long write (the rules,
    // accepting majorities, their undo) reports its progress through `control` and, cancelled,
    // rolls back and says "cancelled".
    static Status write(ProjectStore &store, const QList<FinalLabelWrite> &writes,
        const QString &actor, const QString &context, const TaskControl &control = {});
    // The same inside the caller's transaction (a taxonomy change that carries decisions along).
    static Status writeWithin(ProjectStore &store, const QList<FinalLabelWrite> &writes,
        const QString &actor, const QString &context, const TaskControl &control = {});
    // The issue's decisions, oldest first.
    static Result<QList<FinalLabelEvent>> history(const ProjectStore &store, qint64 issueId);
};

} // namespace taxonomist::core
