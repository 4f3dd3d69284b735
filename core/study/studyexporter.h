// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "exportfolder.h"
#include "result.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace taxonomist::core {

class ProjectStore;

struct StudyExportSummary
{
    int csvFiles = 0;
    int yearFiles = 0;
    int otherFiles = 0;
    qsizetype issues = 0;
    qsizetype longRows = 0; // rows of the long CSV, when one was asked for
    QString readme; // a replication package's README, relative to its folder
};

struct StudyExportOptions
{
    ExportFolderOptions folder;
    // Also the long CSV (LongFormatExporter) at this path, written on a second thread through a
    // connection of its own while the tree is written (that thread then takes the year files the
    // tree's has not begun), and put in place right after the tree, once both are complete and
    // on disk. Empty: no long CSV.
    QString longCsvPath;
    // Runs SQLite's quick check over the tables the export reads (tablesRead(), as stats and
    // agreement check theirs on open) before reading the tree, for a store opened with
    // IntegrityCheck::later(): the long CSV is written meanwhile, and nothing is put in place
    // unless the check passes.
    bool checkIntegrity = false;
    // More files for the tree (a replication package's), written into the staging folder once the
    // study's files are complete there, before the tree is put in place; a failure fails the
    // export and leaves the folder as it was.
    std::function<Status(const QString &staging)> alsoWrite;
};

// Writes the project in the study repository's layout: FOLDER/Issue Report/NAME/NAME.csv with
// Label1..LabelN and Final_Label as theme codes, NAME_YEAR.txt in the order they were read, and
// the study's other files as imported. An unchanged import is written back byte for byte.
//
// The project is untrusted (teams pass files around): every framework name and stored file path
// is checked (StoredName) before it becomes a path, label positions and column counts are
// bounded, and every read is checked, so a damaged project fails naming the file instead of
// writing a short export. The tree is built aside and swapped in whole (ExportFolder), plus a
// marker file ExportFolder::MarkerName that lets the next export replace it.
class StudyExporter final
{
public:
    static Result<StudyExportSummary> exportTo(
        const ProjectStore &store, const QString &folder, const StudyExportOptions &options = {});
    // The tables the tree and the long CSV read: not the issues' texts, discussions, search index
    // or audit log, which can be most of a fetched project's file.
    static QStringList tablesRead();
};

} // namespace taxonomist::core
