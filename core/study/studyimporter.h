// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "studydata.h"

namespace taxonomist::core {

class ProjectStore;

struct StudyImportSummary
{
    int frameworks = 0;
    qsizetype issues = 0;
    qsizetype labels = 0;
    qsizetype finalLabels = 0;
    qsizetype unanimous = 0;
    int annotators = 0;
    int files = 0;
};

// Writes a study found by StudyReader into a project, all of it in one transaction: either the
// whole study is there afterwards or the project is as it was. The rows stream from the study's
// files through bounded memory (one CSV record, one year-file line, one other file at a time),
// each checked as it is written; the first bad one rolls everything back, its file, line and
// column named. Year files are paired with the rows in SQL, not in memory. `study` gets the
// counts and the notes of the import.
class StudyImporter final
{
public:
    static Result<StudyImportSummary> import(ProjectStore &store, StudyData &study,
        const QString &actor, const ImportControl &control = {});
    // Reads `folder` with the project's taxonomy (or the bundled one for a new project), then
    // imports it: what `taxonomist-cli import-study` and the GUI's import do.
    static Result<std::pair<StudyData, StudyImportSummary>> importFolder(ProjectStore &store,
        const QString &folder, const QString &actor, const ImportControl &control = {});
};

} // namespace taxonomist::core
