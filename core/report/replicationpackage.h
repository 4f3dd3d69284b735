// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "study/studyexporter.h"

#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// A replication package: the study's export (its layout, byte for byte) with, beside it in the
// same folder, the report (Markdown and HTML) and its figures (SVG, PDF, PNG), the taxonomy as JSON
// and as a REFI-QDA codebook, the long CSV, and a README.md (REPLICATION.md when the study has its
// own README.md) that names every file, says what it is and how each number in it was computed. The
// whole folder is built aside and put in place at once, as the study's export is (ExportFolder).
class ReplicationPackage final
{
public:
    struct File
    {
        QString path; // relative to the package, "/" separated
        QString description;
    };

    // The files the package adds to the study's layout, in the README's order.
    static QList<File> addedFiles(bool withFigures = true);
    static Result<StudyExportSummary> write(
        const ProjectStore &store, const QString &folder, const ExportFolderOptions &options);
    // The package's README: README.md, or REPLICATION.md beside a study's own README.md (kept
    // as published).
    static QString readmeName(const QString &root);
    // The README, named `name`, of the package whose other files are those below `root`: each
    // named with what it is, then how the numbers were computed (`methods`). A file it cannot
    // describe is an error.
    static Result<QString> readme(const QString &root, const QString &methods,
        const QString &name = QStringLiteral("README.md"));
};

} // namespace taxonomist::core
