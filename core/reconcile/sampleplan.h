// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "roundsampler.h"
#include "samplesize.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// What the lead asks of a sample: Cochran's parameters, the frameworks it covers, its strata
// and the seed that makes it reproducible.
struct SampleDesign
{
    double confidence = 95; // percent
    double margin = 5; // percent
    double proportion = 0.5;
    QStringList frameworks; // names; empty: every framework
    SampleStrata strata = SampleStrata::FrameworkYear;
    quint64 seed = 1;
};

// The project's issues as a sample draws from them, read once (off the UI thread) so a
// dialog can plan again on every change without touching the database.
struct SamplePopulation
{
    QList<SampleCandidate> issues; // in the study's order
    QList<std::pair<qint64, QString>> frameworks; // id and name, in the project's order

    static Result<SamplePopulation> read(const ProjectStore &store);
};

// One stratum of a plan: how many issues it holds and how many the sample takes from it.
struct PlannedStratum
{
    QString framework; // empty when the sample is not stratified
    int year = 0; // 0: not stratified by year, or issues without a year
    qint64 population = 0;
    int allocated = 0;
};

// A sample before it is drawn: its size for the design (SampleSize over the issues of the
// chosen frameworks) and each stratum's share, proportional to the stratum's size with the
// largest remainders rounded up so the shares sum to n exactly. A share never exceeds its
// stratum (n ≤ N), but a stratum whose exact share is below one issue may get none.
struct SamplePlan
{
    SampleDesign design;
    SampleSize size;
    QList<PlannedStratum> strata;
    QList<SampleCandidate> candidates; // the issues of the chosen frameworks

    // Errors name what is wrong: an unknown framework, a parameter out of range.
    static Result<SamplePlan> compute(
        const SamplePopulation &population, const SampleDesign &design);
    // The sample's issue ids in the study's order: the same design and project draw the same.
    QList<qint64> draw() const;
};

} // namespace taxonomist::core
