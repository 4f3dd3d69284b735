// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core {

// Where a fetch run stands, for a progress bar with an ETA.
struct FetchProgress
{
    qint64 jobId = 0;
    qint64 total = 0; // issues in the job
    qint64 done = 0; // issues finished, by this run or an earlier interrupted one
    qint64 resumed = 0; // of which finished before this run started
    qint64 etaMs = -1; // -1 while unknown
    QString url; // the issue just finished

    int percent() const { return total > 0 ? int(done * 100 / total) : 100; }
    // "12/40 (30%), about 1:05 left"
    QString toText() const;
};

} // namespace taxonomist::core
