// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"

#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

struct RefiImportSummary
{
    bool newProject = false;
    QString origin;
    int codes = 0; // codes in the file
    int nodes = 0; // taxonomy nodes created (a new project)
    int matched = 0; // codes matched to nodes of the project's taxonomy
    int proposed = 0; // taxonomy proposals made (an existing project)
    int adopted = 0; // of those, adopted at once by the project's rule
    QStringList notProposed;
    int users = 0;
    int annotatorsAdded = 0;
    int participantsAdded = 0;
    int transcripts = 0;
    int segments = 0;
    int links = 0;
    int flaggedLinks = 0;
    int issueSources = 0; // Taxonomist's own issue sources, which are not interviews
    int alreadyPresent = 0; // transcripts and segments whose GUID the project has
    QStringList notes;

    // What the import did, a line each, for the CLI and the app.
    QString toText(const QString &file, const QString &project) const;
};

// Brings a REFI-QDA codebook (.qdc) or project (.qdpx) into Taxonomist, all or nothing.
// Into a new project: the codebook becomes its taxonomy (RefiTaxonomy), the users who coded
// become annotators. Into an existing project: codes that match a node (by GUID, code or name)
// are that node; the others become taxonomy proposals under their matched parent, decided by the
// project's adoption rule, and links to them stay flagged until a node has their code. Either
// way a project's text sources become transcripts — of the participant their case names, or one
// named after the source — and their coded selections segments of the coder who made them (the
// project's code book layer for a user who is no annotator there), memos from descriptions and
// notes. Issue sources Taxonomist exported are recognised by their set and not imported again.
// The file is read and checked before anything is written; a package's source texts are then
// read one at a time as they are imported, inside the same transaction, so a source that turns out
// too large or not UTF-8 still leaves the project as it was.
class RefiImporter final
{
public:
    struct Options
    {
        QString actor = QStringLiteral("taxonomist");
        qint64 proposerId = 0; // who proposes new codes in an existing project
    };

    static Result<RefiImportSummary> intoNewProject(
        const QString &path, const QString &projectPath, const Options &options);
    static Result<RefiImportSummary> intoProject(
        ProjectStore &store, const QString &path, const Options &options);
};

} // namespace taxonomist::core
