// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/issuecontent.h"
#include "store/keywordhit.h"

namespace taxonomist::core {

class KeywordMatcher;
class ProjectStore;

// Which of its framework's filter keywords an issue contains, and where, as the study filtered
// (KeywordMatcher: case-insensitive, word boundaries). Computed when content is stored and kept
// by KeywordEvidenceStore.
class IssueKeywords final
{
public:
    static QList<KeywordHit> compute(
        const KeywordMatcher &matcher, const QString &issueUrl, const IssueContent &content);
    static KeywordEvidence evidence(const QList<KeywordHit> &hits);

    // Recomputes every fetched issue of a framework with its current keyword list.
    static Result<int> recompute(ProjectStore &store, qint64 frameworkId);
};

} // namespace taxonomist::core
