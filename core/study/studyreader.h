// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "studydata.h"

#include <QString>

namespace taxonomist::core {

// Reads a checkout of the study repository (or its "Issue Report" folder) into memory and
// checks all of it: CSV syntax, headers, field counts, label codes against the taxonomy, issue
// links, and that every CSV row is listed in exactly one year file. Nothing is written.
class StudyReader final
{
public:
    // `taxonomy` is the project's taxonomy; the study's details are attached to a copy of it.
    static Result<StudyData> read(const QString &folder, const Taxonomy &taxonomy,
                                  const ImportControl &control = {});

    // The three detail files and the type each describes, by the type's name.
    struct DetailFile
    {
        const char *fileName;
        const char *typeName;
    };
    static const QList<DetailFile> &detailFiles();
};

} // namespace taxonomist::core
