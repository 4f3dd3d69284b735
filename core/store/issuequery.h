#pragma once

#include "result.h"

#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

struct IssueFilter
{
    qint64 frameworkId = 0; // 0: every framework
    int year = 0;           // 0: every year
    QString text;           // a part of the URL, case-insensitive

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
    QString finalCode; // empty while undecided
    bool duplicateUrl = false;
    // Where the row sits in the list order, for keyset paging.
    int frameworkPosition = 0;
    int rowOrder = 0;
};

struct FrameworkInfo
{
    qint64 id = 0;
    QString name;
    qint64 issues = 0;
};

// Pages through a project's issues in SQL: filtered, in the study's order (framework, then row),
// a page at a time with keyset paging, so 38,742 issues never sit in memory at once.
class IssueQuery final
{
public:
    static Result<qint64> count(const ProjectStore &store, const IssueFilter &filter);
    // The `limit` issues after `after` (nullptr: from the start).
    static Result<QList<IssueRow>> page(const ProjectStore &store, const IssueFilter &filter,
                                        const IssueRow *after, int limit);
    static QList<FrameworkInfo> frameworks(const ProjectStore &store);
    static QList<int> years(const ProjectStore &store);
};

} // namespace taxonomist::core
