// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::ui {

// Times what a volunteer waits for, on the real main window: opening a project ready to label,
// moving to the next issue, a label becoming durable, filtering the list; and the resident
// memory afterwards. It works on a copy of the project, so the original is never changed.
// `taxonomist --bench PROJECT` runs it and prints the results (docs/performance.md).
class WorkbenchBenchmark final
{
public:
    static int run(const QString &projectPath);
};

} // namespace taxonomist::ui
