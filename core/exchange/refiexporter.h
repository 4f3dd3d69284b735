// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"

#include <QHash>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

struct RefiExportSummary
{
    int codes = 0;
    int unknownCodes = 0; // linked in interviews, not in the taxonomy: under their own folder
    int users = 0;
    int participants = 0;
    int transcripts = 0;
    int quoteSources = 0; // one per participant with quotes no transcript holds
    int selections = 0;
    int codings = 0;
    int issues = 0;
    int issueCodings = 0;
    int emptyQuotes = 0; // quotes without text: no selection can hold them
    qint64 bytes = 0;

    // What was written, a line each, for the CLI and the app.
    QString toText(const QString &file, bool project) const;
};

// Writes a project in REFI-QDA 1.5 for NVivo, ATLAS.ti, MAXQDA, QualCoder and others: the
// taxonomy as a codebook (.qdc) — each node a code named "<code> <name>", its description and
// details as the code's description, a GUID per node stable across exports — or the whole
// project (.qdpx): the codebook, annotators as users, participants as cases with their
// attributes as variables, transcripts as text sources with each segment a coded selection (the
// memo its description), standalone quotes as one text source per participant, and issues as
// text sources (in the set "Taxonomist issues") with each annotator's label as a coding.
class RefiExporter final
{
public:
    struct Options
    {
        bool withIssues = true;
    };

    // The taxonomy's codes with their GUIDs (kept from an import, or derived from the
    // taxonomy's name and the node's code).
    static Result<QList<RefiCode>> codebook(const ProjectStore &store);
    static Result<RefiProject> project(
        const ProjectStore &store, const Options &options, RefiExportSummary *summary);
    // By the file's suffix: .qdc (the codebook) or .qdpx (the project); written atomically.
    static Result<RefiExportSummary> write(
        const ProjectStore &store, const QString &path, const Options &options);
    // Each node code → its GUID.
    static Result<QHash<QString, QString>> nodeGuids(const ProjectStore &store);

    static QString origin();
    static QString issuesSetName() { return QStringLiteral("Taxonomist issues"); }
    static QString unknownFolderName() { return QStringLiteral("Links outside the taxonomy"); }
};

} // namespace taxonomist::core
