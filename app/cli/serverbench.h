// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "teambench.h"

#include <QString>

namespace taxonomist::cli {

// The team server's steps of `bench --server URL` (docs/performance.md) on the study in `folder`:
// `team create` with the whole study (the labels and every issue assigned to every volunteer),
// a volunteer's `team join`, a sync with nothing new, a sync pushing 1,000 changed labels, and
// the lead pulling everything into a new copy. URL names an empty database the bench may fill:
// each run of create starts by dropping its `taxonomist` schema.
core::Status benchServer(const QString &folder, const QString &scratch, const QString &url,
    int runs, const TeamTimer &record);

} // namespace taxonomist::cli
