#pragma once

#include "keywordhit.h"
#include "result.h"
#include "store/issuecontent.h"

namespace taxonomist::core {

class KeywordMatcher;
class ProjectStore;

// Which of its framework's filter keywords an issue contains, and where, as the study filtered
// (KeywordMatcher: case-insensitive, word boundaries). Computed when content is stored, kept in
// issue_keywords, and queryable so volunteers can triage likely false positives.
class IssueKeywords final
{
public:
    // How strongly the keywords tie an issue to the study's topic.
    enum class Evidence {
        None,       // content fetched, no keyword anywhere
        Incidental, // keywords only in code, links or user names
        Prose,      // a keyword in the title, the body or a comment
    };

    static QList<KeywordHit> compute(const KeywordMatcher &matcher, const QString &issueUrl,
                                     const IssueContent &content);
    static Evidence evidence(const QList<KeywordHit> &hits);

    // Replaces the stored hits of an issue (inside the caller's transaction, if any).
    static Status store(ProjectStore &store, qint64 issueId, const QList<KeywordHit> &hits);
    static Result<QList<KeywordHit>> forIssue(const ProjectStore &store, qint64 issueId);
    // Fetched issues with that evidence, optionally of one framework, in issue id order.
    static Result<QList<qint64>> issuesWith(const ProjectStore &store, Evidence evidence, qint64 frameworkId = 0);
    // An SQL condition on an issue id column (e.g. "i.id") for the same filter, to combine with
    // other filters in one query.
    static QString sqlCondition(Evidence evidence, const QString &issueIdColumn);
    // Recomputes every fetched issue of a framework with its current keyword list.
    static Result<int> recompute(ProjectStore &store, qint64 frameworkId);
};

} // namespace taxonomist::core
