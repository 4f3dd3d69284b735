// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "codebookfile.h"
#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// A link to a code the project's taxonomy does not have: kept, and reported with where it is.
struct FlaggedLink
{
    QString code;
    QString participant;
    QString file;
    int line = 0;
    int column = 0;
};

struct CodeBookImportSummary
{
    int participantsAdded = 0;
    int participantsUpdated = 0;
    int segments = 0;
    int anchored = 0; // quotes found in a transcript
    int standalone = 0; // quotes no transcript holds (yet)
    int links = 0;
    int replaced = 0; // segments of an earlier import that --replace removed
    QList<FlaggedLink> flagged;
    QStringList notes;
};

// Writes a code book into a project in one transaction: participants (added, or their attributes
// updated), one segment per row — anchored in the participant's transcript when the quote is
// found there, standalone otherwise — with its links, memo (the insight) and category, and how
// every cell was spelled for a byte-exact export. Links to codes the taxonomy lacks are kept
// and flagged. A project holds one imported code book per layer; `replace` swaps it.
class CodeBookImporter final
{
public:
    struct Options
    {
        qint64 coderId = 0; // 0: the project's code book layer; else that annotator's segments
        bool replace = false;
        QString actor = QStringLiteral("taxonomist");
    };

    static Result<CodeBookImportSummary> import(
        ProjectStore &store, const CodeBookFile &file, const Options &options);
    // The codes among `codes` that the project's taxonomy has no node for.
    static Result<QStringList> unknownCodes(const ProjectStore &store, const QStringList &codes);
};

} // namespace taxonomist::core
