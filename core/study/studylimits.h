// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The bounds an imported study must keep, in one place so that code, messages and docs/cli.md
// agree. A study folder is untrusted input: without bounds a crafted one (a header with 100,000
// label columns, a multi-gigabyte "notes" file) turns into unbounded memory in the import and
// in every later analysis. The published study is far inside all of them (2 MB per CSV at most,
// 7 label columns, 11 frameworks).

#include <QtGlobal>

namespace taxonomist::core::StudyLimits {

constexpr qint64 MiB = 1024 * 1024;

// A framework's CSV and each detail CSV.
constexpr qint64 MaxCsvBytes = 512 * MiB;
// A year file (NAME_YEAR.txt) and filter_keywords.
constexpr qint64 MaxListFileBytes = 64 * MiB;
// Each other file kept verbatim (code book, scripts, README), and all of them together.
constexpr qint64 MaxExtraFileBytes = 64 * MiB;
constexpr qint64 MaxExtraFilesTotalBytes = 1024 * MiB;
constexpr int MaxExtraFiles = 10000;
// One CSV field (in characters) or one year-file line (in bytes): 1,048,576.
constexpr qsizetype MaxFieldChars = 1024 * 1024;
// One CSV record, a row with all its fields: the import streams a CSV of any size through
// memory one record at a time, so a record is what it holds at once.
constexpr qsizetype MaxRecordBytes = 64 * MiB;
// Label columns (Label1..LabelN: one per annotator) and framework folders.
constexpr int MaxLabelColumns = 64;
constexpr int MaxFrameworks = 256;

} // namespace taxonomist::core::StudyLimits
