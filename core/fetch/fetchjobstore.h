// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

struct FetchJob
{
    qint64 id = 0;
    QString scope; // FetchScope::key()
    QString createdAt;
    bool isFinished = false;
    qint64 total = 0;
    qint64 done = 0;
};

// One issue still to fetch in a job, with what the fetcher needs to know about it.
struct FetchJobItem
{
    qint64 issueId = 0;
    QString url;
    qint64 frameworkId = 0;
    bool hasContent = false;
};

// The persistent queue of a bulk fetch: a job lists its issues up front and ticks each off in
// the transaction that stores it, so a fetch that is killed resumes where it stopped.
class FetchJobStore final
{
public:
    // The unfinished job of a scope, if a run of it was interrupted.
    static Result<std::optional<FetchJob>> openJob(const ProjectStore &store, const QString &scope);
    static QList<FetchJob> openJobs(const ProjectStore &store);
    static Result<FetchJob> create(
        ProjectStore &store, const QString &scope, const QList<qint64> &issueIds);
    // The issues still to do, in the job's order.
    static Result<QList<FetchJobItem>> pending(const ProjectStore &store, qint64 jobId);
    static Status markDone(ProjectStore &store, qint64 jobId, qint64 issueId);
    static Status finish(ProjectStore &store, qint64 jobId);
};

} // namespace taxonomist::core
