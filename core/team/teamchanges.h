// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeextractor.h"
#include "changemerger.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

struct ChangeExport
{
    QString path;
    Annotator author;
    qint64 sinceRev = 0; // -1: everything
    ExtractStats stats;
    QString sha256;
};

struct MergedFile
{
    QString path;
    QString sha256;
    QString author; // name
    ChangeHeader::Kind kind = ChangeHeader::Kind::Changes;
    QString createdAt;
    // The same file was merged before (here, or earlier in the same command): nothing was done.
    bool duplicate = false;
    QString mergedBefore; // when, for a duplicate merged by an earlier command
    MergeReport report;
};

struct MergeSummary
{
    QList<MergedFile> files;
    MergeReport total;

    // What the CLI prints and the app shows: a line per file, the totals, the conflicts.
    QString toText() const;
    QJsonObject toJson() const;
};

// Change files between copies of a project (docs/team.md, "Change files"): export what an author
// changed since their last export, signed with their key; merge files in one transaction,
// audit-logged, idempotent (a file merged twice is merged once) and order-independent. A file of
// another project, of someone not on the team, whose checksum fails or that its author's key did
// not sign is refused, and nothing is stored.
class TeamChanges final
{
public:
    // project_info key holding the audit head ("ENTRY:HASH") of `member`'s copy as the last
    // change file from them stated it; sent back to them in the next file, where it anchors
    // their log (AuditAnchors).
    static QString seenHeadKey(const QString &member)
    {
        return QStringLiteral("team.seen_head.") + member;
    }

    // Whose changes a copy sends by default: a package's volunteer, else the lead.
    static Result<Annotator> defaultAuthor(const ProjectStore &store);
    // `annotatorName` empty: the default author. `everything`: all of their rows, not only those
    // since the last export (a file that went astray). The file is signed with the author's key
    // in this copy (MemberKeys::signingKeyFor), or with the one of their package at
    // `signingKeyFrom` (what only an older package of theirs holds, after the lead made a new one).
    static Result<ChangeExport> exportChanges(ProjectStore &store, const QString &path,
        const QString &annotatorName, bool everything, const QString &actor,
        const QString &signingKeyFrom = {});
    static Result<MergeSummary> merge(
        ProjectStore &store, const QStringList &paths, const QString &actor);
};

} // namespace taxonomist::core
