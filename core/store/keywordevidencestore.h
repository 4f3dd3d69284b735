// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "keywordhit.h"
#include "result.h"

#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// Where each fetched issue's filter keywords occur, as kept in issue_keywords: written when
// content is stored, read by the viewer, and filterable so volunteers can triage likely false
// positives. The matching itself is fetch's (IssueKeywords); this is its SQL.
class KeywordEvidenceStore final
{
public:
    // Replaces the stored hits of an issue (inside the caller's transaction, if any).
    static Status save(ProjectStore &store, qint64 issueId, const QList<KeywordHit> &hits);
    static Result<QList<KeywordHit>> forIssue(const ProjectStore &store, qint64 issueId);
    // Fetched issues with that evidence, optionally of one framework, in issue id order.
    static Result<QList<qint64>> issuesWith(
        const ProjectStore &store, KeywordEvidence evidence, qint64 frameworkId = 0);
    // An SQL condition on an issue id column (e.g. "i.id") for the same filter, to combine with
    // other filters in one query.
    static QString sqlCondition(KeywordEvidence evidence, const QString &issueIdColumn);
};

} // namespace taxonomist::core
