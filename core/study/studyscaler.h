// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::core {

struct ScaledStudySummary
{
    int frameworks = 0;
    qint64 rows = 0; // CSV rows written, headers not counted
    qint64 bytes = 0; // of the framework CSVs and year files written
};

// Writes an N-times copy of a study for benchmarks: every framework's rows repeated N times, each
// copy under distinct issue numbers (a GitHub number n becomes k·10⁹ + n in copy k, a Gitee id
// gets the suffix "s<k>"), each copy listed in the same year files as its original, so the
// label distribution, the years and the duplicated URLs are the study's, N times. The study's
// other files are copied as they are. The study is read with the import's checks (streamed, so
// the copy of a large study needs no more memory than the import); copy 0 is the study itself.
class StudyScaler final
{
public:
    static Result<ScaledStudySummary> write(
        const QString &study, const QString &target, int factor);
    // The URL of copy `copy` of issue `url` (copy 0: the URL itself); empty when `url` is not an
    // issue link or its number cannot be scaled.
    static QString scaledUrl(const QString &url, int copy);
};

} // namespace taxonomist::core
