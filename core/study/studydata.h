// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "taxonomy/detailimporter.h"
#include "taxonomy/taxonomy.h"
#include "util/issueurl.h"
#include "util/taskcontrol.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

// Lets a long import report progress and be cancelled from another thread (TaskControl), and
// says what it brings in.
struct ImportControl : TaskControl
{
    // false: the volunteers' labels stay out (the team, its columns and the final labels come in):
    // for a team that labels the study's issues anew, each in a package of their own.
    bool volunteerLabels = true;
};

// One row of a framework's CSV, checked: what the import writes for it.
struct StudyIssue
{
    QString url;
    IssueUrl::Spans parts; // where the link's parts are in `url`
    int line = 0; // where the row starts in the CSV
    QList<int> labels; // taxonomy node index per LabelN column; -1 = no rating
    int finalLabel = -1; // taxonomy node index, -1 = not decided
};

// One framework of the study as its folder shows it: where its files are and what its CSV's
// header says. The rows are not held here: the import streams them from csvPath.
struct StudyFramework
{
    QString name; // the folder name, e.g. "pytorch"
    QString csvPath; // NAME/NAME.csv
    int labelColumns = 0;
    bool crlf = false;
    bool bom = false;
    QList<int> years; // the years with a NAME_YEAR.txt file, even an empty one
    QStringList yearFiles; // their paths, in the order of `years`
    QStringList keywords;
    // Counted by the import:
    qsizetype issues = 0;
    qsizetype duplicateRows = 0; // rows whose URL another row of the CSV shares
};

// A file of the study kept byte for byte (code book, keyword lists, detail CSVs, scripts); read
// from `source` when the import writes it.
struct StudyFile
{
    QString path; // relative to the study root, "/"-separated
    QString source; // where it is on disk
    qint64 size = 0;
};

// A study repository as found on disk and checked before anything is written: its taxonomy
// details, its frameworks (with their CSV headers) and its other files. The rows themselves
// stream from the files during the import; the import fills in the counts and adds its notes.
struct StudyData
{
    // The notes kept in full; past this many, only how many more there were.
    static constexpr int MaxWarnings = 1000;

    QString root; // the repository root (the parent of "Issue Report")
    Taxonomy taxonomy; // with the details of the three CSVs attached
    QList<StudyFramework> frameworks;
    QList<DetailFileReport> detailReports;
    QList<StudyFile> files;
    QStringList warnings; // things a user should know that do not stop the import
    qsizetype moreWarnings = 0;

    void warn(const QString &warning);
    int labelColumns() const;
    qsizetype issueCount() const;
};

} // namespace taxonomist::core
