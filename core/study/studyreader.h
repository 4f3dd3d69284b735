// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "studydata.h"

#include <QString>

namespace taxonomist::core {

// Finds what a checkout of the study repository (or its "Issue Report" folder) holds and checks
// it before anything is written: the folder layout (no links, devices or hidden folders taken),
// the names that become paths on export, the detail CSVs (attached to the taxonomy), the keyword
// lists, each framework's CSV header and year files, and the size of every other file. The rows
// are not read here: StudyImporter streams them from the files, checking each as it writes it.
class StudyReader final
{
public:
    // `taxonomy` is the project's taxonomy; the study's details are attached to a copy of it.
    static Result<StudyData> read(
        const QString &folder, const Taxonomy &taxonomy, const ImportControl &control = {});

    // The three detail files and the type each describes, by the type's name.
    struct DetailFile
    {
        const char *fileName;
        const char *typeName;
    };
    static const QList<DetailFile> &detailFiles();
};

} // namespace taxonomist::core
