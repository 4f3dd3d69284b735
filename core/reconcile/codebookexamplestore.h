// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// An issue the lead chose to show what a node of the taxonomy means (schema v11).
struct CodebookExample
{
    qint64 nodeId = 0;
    qint64 issueId = 0;
    QString url;
    QString title; // empty until the issue's content is fetched
    QString addedBy; // the lead's name
    QString addedAt; // UTC, ISO 8601

    bool operator==(const CodebookExample &) const = default;
};

// The codebook's example issues: the lead marks an issue as an example of a node (normally its
// final label) and the codebook lists them. Every change is one transaction, audit-logged.
class CodebookExampleStore final
{
public:
    // A node's examples, oldest first.
    static Result<QList<CodebookExample>> examples(const ProjectStore &store, qint64 nodeId);
    static Result<bool> isExample(const ProjectStore &store, qint64 nodeId, qint64 issueId);
    // Adds (`example` true) or removes the issue as an example of the node; true when that
    // changed anything. `addedAt` empty: now; an undo puts back the time it removed.
    static Result<bool> set(ProjectStore &store, qint64 nodeId, qint64 issueId, bool example,
        qint64 leadId, const QString &actor, const QString &addedAt = {});
};

} // namespace taxonomist::core
