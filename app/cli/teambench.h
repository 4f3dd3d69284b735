// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

#include <functional>

namespace taxonomist::cli {

// Receives one timed sample: the step ("team-package", "team-export", "team-merge") and its
// milliseconds.
using TeamTimer = std::function<void(const QString &step, double ms)>;

// The team's steps of `bench --team` (docs/team.md) on the study in `folder`, working in
// `scratch`: a lead's project of the study without the volunteers' labels, one package per
// volunteer (timed), each volunteer's published labels entered in their package and exported as a
// change file (timed), then all the files merged into a fresh copy of the lead's project (timed,
// once per run).
core::Status benchTeam(
    const QString &folder, const QString &scratch, int runs, const TeamTimer &record);

} // namespace taxonomist::cli
