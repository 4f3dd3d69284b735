// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The bounds on everything that reaches a project from outside, in one table (docs/security.md,
// "Limits"): change files, team server rows, REFI-QDA codebooks and projects, CodeBook.csv and
// taxonomy JSON. A reader that meets more than these refuses the input with a message naming the
// file, line or row and the limit, before it allocates for it: never `bad_alloc`, never memory
// that grows with what the input claims. The study's own data are far inside every one of them
// (StudyLimits holds the bounds of an imported study folder).

#include <QtGlobal>

namespace taxonomist::core::InboundLimits {

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * KiB;

// ---- Fields ----
// A display name: a member, a framework, a node, a participant, a code (characters).
constexpr qsizetype MaxNameChars = 200;
// A short text a person types: a label's comment, a decision's note or reason, a proposal's or
// node's description, a vote's reason, a codebook cell (bytes of UTF-8).
constexpr qint64 MaxTextBytes = 64 * KiB;
// One issue's content as it travels: title, body, comments and their metadata together (bytes).
// GitHub caps a body at 65,536 characters and a comment likewise; 16 MiB holds over 250 of them.
constexpr qint64 MaxContentBytes = 16 * MiB;
// One record line of a change file or one team server row's payload (bytes).
constexpr qint64 MaxRecordBytes = MaxContentBytes + 1 * MiB;
// Nesting of JSON or XML values (levels).
constexpr int MaxNestingDepth = 64;

// ---- Files and transfers ----
// A change file, read whole before its checksum is checked.
constexpr qint64 MaxChangeFileBytes = qint64(1) << 30;
// Bytes of batch digests one team server round trip of a pull reads (the pull's rows themselves
// stream one at a time, each within MaxRecordBytes).
constexpr qint64 MaxBatchBytesPerRead = 64 * MiB;
// Rows one signed batch of a push covers (a push statement sends at most this many rows).
constexpr qint64 MaxRowsPerBatch = 20000;
// A REFI-QDA archive (.qdpx) on disk, one entry of it unpacked, and its number of entries.
constexpr qint64 MaxArchiveBytes = qint64(4) << 30;
constexpr qint64 MaxArchiveEntryBytes = 256 * MiB;
constexpr int MaxArchiveEntries = 100000;
// A REFI-QDA codebook (.qdc) or the project.qde inside an archive.
constexpr qint64 MaxQdaXmlBytes = 256 * MiB;
// The central directory of a .qdpx (every entry's name and header), which libzip keeps in memory
// while the archive is open.
constexpr qint64 MaxArchiveDirectoryBytes = 32 * MiB;
// Everything inflated from one .qdpx in all: entries are streamed, so this bounds time and what an
// import writes (two sources may name one entry), not memory.
constexpr qint64 MaxArchiveInflatedBytes = qint64(4) << 30;
// One REFI-QDA text source (sources/NAME in a .qdpx, or its text inline), and so also the largest
// single piece (a text, a tag, a comment) of REFI-QDA XML: a source becomes one transcript and is
// held whole while it is imported, one at a time.
constexpr qint64 MaxRefiSourceBytes = 64 * MiB;
// CodeBook.csv.
constexpr qint64 MaxCodebookBytes = 64 * MiB;
// A taxonomy JSON file, and its levels.
constexpr qint64 MaxTaxonomyBytes = 16 * MiB;
constexpr int MaxTaxonomyLevels = 16;

} // namespace taxonomist::core::InboundLimits
