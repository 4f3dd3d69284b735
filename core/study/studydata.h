// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "taxonomy/detailimporter.h"
#include "taxonomy/taxonomy.h"
#include "util/issueurl.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace taxonomist::core {

// Lets a long import report progress and be cancelled from another thread, and says what it
// brings in.
struct ImportControl
{
    std::function<void(const QString &step, int done, int total)> progress;
    const std::atomic_bool *cancelled = nullptr;
    // false: the volunteers' labels stay out (the team, its columns and the final labels come in):
    // for a team that labels the study's issues anew, each in a package of their own.
    bool volunteerLabels = true;

    bool isCancelled() const { return cancelled && cancelled->load(); }
    void report(const QString &step, int done, int total) const
    {
        if (progress)
            progress(step, done, total);
    }
};

// One row of a framework's CSV.
struct StudyIssue
{
    QString url;
    IssueUrl parts;
    int line = 0;          // where the row starts in the CSV
    int year = 0;          // from the year file that lists it
    bool duplicateUrl = false;
    QList<int> labels;     // taxonomy node index per LabelN column; -1 = no rating
    int finalLabel = -1;   // taxonomy node index, -1 = not decided
};

// One line of a year file, kept in order so the file can be written back as it was.
struct StudyYearEntry
{
    int year = 0;
    QString url;
    int issue = -1; // index into StudyFramework::issues, -1 when the CSV has no such row
};

struct StudyFramework
{
    QString name; // the folder name, e.g. "pytorch"
    int labelColumns = 0;
    bool crlf = false;
    bool bom = false;
    QList<int> years; // the years with a NAME_YEAR.txt file, even an empty one
    QList<StudyIssue> issues;
    QList<StudyYearEntry> yearEntries;
    QStringList keywords;
};

// A file of the study kept byte for byte (code book, keyword lists, detail CSVs, scripts).
struct StudyFile
{
    QString path; // relative to the study root, "/"-separated
    QByteArray content;
};

// The whole study repository read and checked in memory, before anything is written.
struct StudyData
{
    QString root;        // the repository root (the parent of "Issue Report")
    Taxonomy taxonomy;   // with the details of the three CSVs attached
    QList<StudyFramework> frameworks;
    QList<DetailFileReport> detailReports;
    QList<StudyFile> files;
    QStringList warnings; // things a user should know that do not stop the import

    int labelColumns() const;
    qsizetype issueCount() const;
};

} // namespace taxonomist::core
