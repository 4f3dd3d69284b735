// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "round.h"

#include <QList>

#include <random>

namespace taxonomist::core {

class ProjectStore;

// An issue in the study's order, with its framework and year (its stratum).
struct SampleCandidate
{
    qint64 issueId = 0;
    qint64 frameworkId = 0;
    int year = 0; // 0: the issue has no year
};

// The candidates of one stratum: positions in the candidate list, in its order.
struct SampleStratum
{
    qint64 frameworkId = 0; // 0 when not stratified
    int year = 0; // 0 unless stratified by year
    QList<qsizetype> members;
};

// Draws a reproducible random sample of issues: the same seed, size and issues give the same
// sample on every machine and compiler, because the generator (mt19937_64, whose sequence the
// standard fixes) and the bounded draw are spelled out here rather than left to
// std::uniform_int_distribution. Stratified samples give each framework its share of the size
// (largest remainders), so a small framework is not left out by chance; by framework and year,
// each framework's year gets its share.
class RoundSampler final
{
public:
    // The sampled issue ids in the candidates' order.
    static QList<qint64> sample(
        const QList<SampleCandidate> &candidates, quint64 seed, int size, SampleStrata strata);
    static QList<qint64> sample(
        const QList<SampleCandidate> &candidates, quint64 seed, int size, bool stratified);
    static Result<QList<qint64>> sample(
        const ProjectStore &store, quint64 seed, int size, bool stratified);
    // Every issue of the project in the study's order (frameworks in the project's order).
    static Result<QList<SampleCandidate>> candidates(const ProjectStore &store);
    // The strata of the candidates: frameworks in the order they first appear, and within a
    // framework its years from the oldest (an issue without a year last). The order is part of
    // the sample: each stratum draws from the generator in turn.
    static QList<SampleStratum> strata(
        const QList<SampleCandidate> &candidates, SampleStrata strata);
    // How many issues each stratum gets: proportional, largest remainders, ties to the first.
    static QList<int> allocate(const QList<int> &strataSizes, int size);
    // The first `count` positions of a partial Fisher–Yates shuffle of 0..n-1 (all of them in a
    // random order when count = n), with the same unbiased draw on every platform.
    static QList<qsizetype> pick(std::mt19937_64 &generator, qsizetype n, qsizetype count);
};

} // namespace taxonomist::core
