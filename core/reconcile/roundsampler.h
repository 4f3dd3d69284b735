// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>

#include <random>

namespace taxonomist::core {

class ProjectStore;

// An issue in the study's order, with its framework (the stratum).
struct SampleCandidate
{
    qint64 issueId = 0;
    qint64 frameworkId = 0;
};

// Draws a reproducible random sample of issues: the same seed, size and issues give the same
// sample on every machine and compiler, because the generator (mt19937_64, whose sequence the
// standard fixes) and the bounded draw are spelled out here rather than left to
// std::uniform_int_distribution. Stratified samples give each framework its share of the size
// (largest remainders), so a small framework is not left out by chance.
class RoundSampler final
{
public:
    // The sampled issue ids in the candidates' order.
    static QList<qint64> sample(
        const QList<SampleCandidate> &candidates, quint64 seed, int size, bool stratified);
    static Result<QList<qint64>> sample(
        const ProjectStore &store, quint64 seed, int size, bool stratified);
    // How many issues each stratum gets: proportional, largest remainders, ties to the first.
    static QList<int> allocate(const QList<int> &strataSizes, int size);
    // The first `count` positions of a partial Fisher–Yates shuffle of 0..n-1 (all of them in a
    // random order when count = n), with the same unbiased draw on every platform.
    static QList<qsizetype> pick(std::mt19937_64 &generator, qsizetype n, qsizetype count);
};

} // namespace taxonomist::core
