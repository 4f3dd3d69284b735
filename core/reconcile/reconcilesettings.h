// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

// The project's reconciliation rules, kept in project_info so that every machine that opens the
// project applies the same ones.
struct ReconcileSettings
{
    // What a majority that reaches the threshold does: nothing but show itself, pre-select its
    // node in the lead's picker, or become the final label when the rules are applied.
    enum class MajorityMode { Suggest, Prefill, AutoAccept };

    // The share of an issue's labels the top theme must hold to count as a majority (ties never
    // do).
    double majorityThreshold = 0.5;
    MajorityMode majorityMode = MajorityMode::Prefill;
    // Issues with fewer labels wait for more volunteers: neither queued nor decided by a rule.
    int minimumLabels = 2;
    // The share of all annotators whose approval adopts a taxonomy proposal (1: everyone, the
    // study's rule).
    double adoptionThreshold = 1.0;

    bool operator==(const ReconcileSettings &) const = default;

    // The stored settings (defaults for keys never set); an unreadable file is an Error naming it.
    static Result<ReconcileSettings> read(const ProjectStore &store);
    // read() for display: the defaults when the file cannot be read.
    static ReconcileSettings load(const ProjectStore &store);
    // Writes every setting in one transaction, audit-logged under `actor`.
    Status save(ProjectStore &store, const QString &actor) const;
};

} // namespace taxonomist::core
