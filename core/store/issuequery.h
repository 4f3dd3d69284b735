// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace taxonomist::core {

class ProjectStore;

struct IssueFilter
{
    enum class Status { Any, Unlabeled, Labeled, FalsePositive };

    qint64 frameworkId = 0; // 0: every framework
    int year = 0; // 0: every year
    QString text; // a part of the URL or the title, case-insensitive
    // Whose labels `status` and IssueRow::myLabel refer to; 0: nobody's (blind to all labels).
    qint64 annotatorId = 0;
    Status status = Status::Any;
    qint64 issueId = 0; // 0: any issue
    // Keyword evidence of fetched issues (KeywordEvidence): -1 any, 0 none, 1 only in
    // code, links or user names (likely false positives), 2 in the title, body or comments.
    int keywordEvidence = -1;
    // Only issues assigned to the filter's annotator (a volunteer's list, by default when they
    // have assignments).
    bool assignedOnly = false;
    // Screening (ScreeningRule): -1 any, 0 issues not excluded (the labelling queue), 1 only the
    // issues excluded as false positives (the lead's list of them).
    int screening = -1;
    qint64 roundId = 0; // only the issues of this sampled round (a pilot); 0: any issue

    bool operator==(const IssueFilter &) const = default;
};

struct IssueRow
{
    qint64 id = 0;
    QString framework;
    QString url;
    QString repository; // "owner/repo"
    QString number;
    int year = 0;
    QString title; // empty until the content is fetched
    QString finalCode; // empty while undecided
    QString myLabel; // the filter's annotator's label code, "false positive", or empty
    QString myOpenCode; // the filter's annotator's open code, or empty
    bool duplicateUrl = false;
    // Where the row sits in the list order, for keyset paging.
    qint64 frameworkId = 0;
    int rowOrder = 0;
};

struct FrameworkInfo
{
    qint64 id = 0;
    QString name;
    qint64 issues = 0;
};

// A sampled round as the list's filter names it.
struct RoundInfo
{
    qint64 id = 0;
    QString name;
    bool isPilot = false;
    qint64 issues = 0;
};

// A project's issues as the list shows them, in SQL: filtered, in the study's order (frameworks
// in the order they were added, then the study's rows) along the (framework_id, row_order) index,
// so no query sorts: the ids of a whole filtered list, the rows of some of them, or a page after a
// row (keyset paging, for the next match), so that no list holds every issue's row in memory.
class IssueQuery final
{
public:
    // The issues of the filtered list, in its order (8 bytes an issue).
    static Result<std::vector<qint64>> ids(const ProjectStore &store, const IssueFilter &filter);
    // These issues as the list shows them, with `annotatorId`'s label, in the order given, whatever
    // a filter would say of them now; an issue that is no longer in the project is left out.
    static Result<QList<IssueRow>> byIds(
        const ProjectStore &store, qint64 annotatorId, std::span<const qint64> ids);
    // The `limit` issues after `after` (nullptr: from the start).
    static Result<QList<IssueRow>> page(
        const ProjectStore &store, const IssueFilter &filter, const IssueRow *after, int limit);
    // One issue as the list shows it (with the filter's annotator's label), ignoring the other
    // filter conditions; nothing when there is no such issue.
    static Result<std::optional<IssueRow>> byId(
        const ProjectStore &store, const IssueFilter &filter, qint64 issueId);
    // The first issue after `after` (or from the start) that matches `filter`, wrapping around.
    static Result<std::optional<IssueRow>> next(
        const ProjectStore &store, const IssueFilter &filter, const IssueRow *after);
    // The first issue with this URL (a duplicated URL names more than one), if any.
    static Result<std::optional<qint64>> idOfUrl(const ProjectStore &store, const QString &url);
    // The issue's URL; empty when there is no such issue.
    static Result<QString> urlOf(const ProjectStore &store, qint64 issueId);
    static QList<FrameworkInfo> frameworks(const ProjectStore &store);
    static QList<int> years(const ProjectStore &store);
    // The rounds this copy holds, oldest first (a volunteer's package holds none: see
    // docs/user-guide.md, "Sampling").
    static QList<RoundInfo> rounds(const ProjectStore &store);
};

} // namespace taxonomist::core
