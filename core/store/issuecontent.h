// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

struct IssueComment
{
    QString author;
    QString createdAt; // ISO 8601, as the host gives it
    QString body; // Markdown
};

// What a volunteer reads to judge an issue: the report and the whole discussion, kept in the
// project for offline work.
struct IssueContent
{
    QString title;
    QString state; // "open", "closed", ...
    QString author;
    QString createdAt;
    QString updatedAt;
    QString closedAt;
    QStringList repositoryLabels;
    QString body; // Markdown
    QString htmlUrl;
    bool isPullRequest = false;
    QString fetchedAt;
    QList<IssueComment> comments;
};

// Reads and writes issue content. A save replaces the issue's content and comments in one
// transaction, so a reader never sees a body without its comments.
class IssueContentStore final
{
public:
    // Nothing when the issue has not been fetched yet.
    static Result<std::optional<IssueContent>> load(const ProjectStore &store, qint64 issueId);
    // The caller may hold an open transaction; otherwise the save opens its own.
    static Status save(ProjectStore &store, qint64 issueId, const IssueContent &content);
    static qint64 fetchedCount(const ProjectStore &store);
};

} // namespace taxonomist::core
