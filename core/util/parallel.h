// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QThread>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace taxonomist::core {

// Runs work(0) … work(count - 1) on as many threads as the machine has cores (the calling
// thread is one of them) and returns when every call has returned. Each index runs once; the
// calls must not depend on each other's order. For independent reads and checks (the change
// files of one merge), not for anything that touches a project's connection.
template<typename Work>
void forEachInParallel(qsizetype count, const Work &work)
{
    std::atomic<qsizetype> next {0};
    const auto drain = [&] {
        for (qsizetype index = next++; index < count; index = next++)
            work(index);
    };
    const qsizetype threads = std::min<qsizetype>(std::max(1, QThread::idealThreadCount()), count);
    std::vector<std::jthread> helpers;
    for (qsizetype helper = 1; helper < threads; ++helper)
        helpers.emplace_back(drain);
    drain();
} // the helpers join here

} // namespace taxonomist::core
