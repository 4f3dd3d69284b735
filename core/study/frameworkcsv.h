// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "studydata.h"
#include "util/csvstreamreader.h"
#include "util/csvwriter.h"

#include <QString>

#include <memory>

namespace taxonomist::core {

// A framework's CSV (Issue_URL,Label1..LabelN,Final_Label) read row by row and checked as it
// goes: the header, each row's field count and sizes, its issue link and its label codes, one
// kind of line end throughout. Memory stays at one record whatever the file's size. It also
// notices where export, which writes the rows back with CsvWriter, would not give the same bytes.
class FrameworkCsv final
{
public:
    // Opens the file and reads and checks its header.
    static Result<std::unique_ptr<FrameworkCsv>> open(
        const QString &path, const Taxonomy &taxonomy);
    ~FrameworkCsv();

    const QString &path() const { return m_path; }
    int labelColumns() const { return m_labelColumns; }
    bool hasBom() const { return m_reader->hasBom(); }
    bool isCrLf() const { return m_reader->isCrLf(); }

    // The next row, checked; false after the last one.
    Result<bool> next(StudyIssue &issue);
    // After the last row: where the file would not come back byte for byte, or empty.
    const QString &roundTripNote() const { return m_roundTripNote; }

private:
    FrameworkCsv(QString path, std::unique_ptr<CsvStreamReader> reader, const Taxonomy &taxonomy);
    Status readHeader();
    Status checkRecordBytes();
    Status checkFieldSizes() const;
    Result<int> nodeOf(qsizetype column) const;

    QString m_path;
    std::unique_ptr<CsvStreamReader> m_reader;
    const Taxonomy &m_taxonomy;
    CsvRow m_row;
    CsvWriter m_rewrite; // the record as export would write it
    int m_labelColumns = 0;
    qsizetype m_fieldCount = 0;
    int m_lineEndKind = 0; // 1 LF, 2 CR LF: the first record end's
    QString m_roundTripNote;
};

} // namespace taxonomist::core
