// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <atomic>
#include <functional>

namespace taxonomist::core {

// Lets a long task (an import, a bulk write of final labels) report progress and be cancelled
// from another thread: the task calls report() now and then and stops, rolling back, once
// isCancelled() says so.
struct TaskControl
{
    std::function<void(const QString &step, int done, int total)> progress;
    const std::atomic_bool *cancelled = nullptr;

    bool isCancelled() const { return cancelled && cancelled->load(); }
    void report(const QString &step, int done, int total) const
    {
        if (progress)
            progress(step, done, total);
    }
};

} // namespace taxonomist::core
