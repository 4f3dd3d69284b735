// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>
#include <QStringList>

namespace taxonomist::core {

// One run of a program as a whole command, the way a user or a script runs it: wall-clock time
// from spawn to exit and the child's own peak resident memory.
struct ChildRun
{
    int exitCode = -1;
    double wallMs = 0;
    double peakRssMiB = 0;
    QString errorOutput; // the first 8 KiB of its stderr
};

// Runs `program` with `arguments` (no shell), its stdout thrown away, and waits for it. The peak
// is the child's VmHWM, read from /proc while it runs (it only grows, and exit wakes the wait at
// once): getrusage's ru_maxrss of a child cannot be used, because Linux carries the spawning
// process's own peak into it when the child calls exec — a benchmark or a test that holds a large
// study would be charged to every command it runs.
Result<ChildRun> runChild(const QString &program, const QStringList &arguments);

} // namespace taxonomist::core
