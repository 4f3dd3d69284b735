// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "round.h"

#include <QJsonObject>
#include <QList>

namespace taxonomist::core {

class ProjectStore;
struct SamplePlan;

// Records sampled rounds: the parameters that reproduce the sample, and the sample itself.
class RoundStore final
{
public:
    // Draws the sample (RoundSampler) and records it with its parameters, audit-logged.
    static Result<Round> create(ProjectStore &store, const QString &name, Round::Kind kind,
        quint64 seed, int size, bool stratified, qint64 createdBy, const QString &actor);
    // Draws the plan's sample and records it as a round of its size n, its strata, frameworks
    // and seed; the design (confidence, margin, proportion) goes to the audit log with it.
    static Result<Round> create(ProjectStore &store, const QString &name, Round::Kind kind,
        const SamplePlan &plan, qint64 createdBy, const QString &actor);
    // Oldest first, each with its issues.
    static Result<QList<Round>> rounds(const ProjectStore &store);
    // Where a round drawn from some frameworks records them (project info): the rounds table
    // has no column for it.
    static QString frameworksKey(qint64 roundId);

private:
    static Result<Round> record(
        ProjectStore &store, Round round, const QJsonObject &design, const QString &actor);
};

} // namespace taxonomist::core
