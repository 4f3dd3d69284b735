// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundsampler.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <numeric>
#include <random>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Uniform in [0, bound) without modulo bias: draws above the last whole multiple are redrawn.
quint64 below(std::mt19937_64 &generator, quint64 bound)
{
    const quint64 threshold = (0 - bound) % bound;
    for (;;) {
        const quint64 draw = generator();
        if (draw >= threshold)
            return draw % bound;
    }
}

} // namespace

QList<qsizetype> RoundSampler::pick(std::mt19937_64 &generator, qsizetype n, qsizetype count)
{
    QList<qsizetype> order(n);
    std::iota(order.begin(), order.end(), qsizetype(0));
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype j = i + static_cast<qsizetype>(below(generator, quint64(n - i)));
        std::swap(order[i], order[j]);
    }
    order.resize(count);
    return order;
}

QList<int> RoundSampler::allocate(const QList<int> &strataSizes, int size)
{
    const qint64 total = std::accumulate(strataSizes.begin(), strataSizes.end(), qint64(0));
    QList<int> shares(strataSizes.size(), 0);
    if (total == 0)
        return shares;
    size = static_cast<int>(std::min<qint64>(size, total));
    QList<std::pair<qint64, qsizetype>> remainders; // (remainder × total, stratum)
    int given = 0;
    for (qsizetype s = 0; s < strataSizes.size(); ++s) {
        const qint64 exact = qint64(strataSizes[s]) * size; // share = exact / total
        shares[s] = static_cast<int>(exact / total);
        given += shares[s];
        remainders.append({exact % total, s});
    }
    std::stable_sort(remainders.begin(), remainders.end(),
        [](const auto &a, const auto &b) { return a.first > b.first; });
    for (qsizetype r = 0; given < size && r < remainders.size(); ++r) {
        const qsizetype s = remainders[r].second;
        if (shares[s] < strataSizes[s]) {
            ++shares[s];
            ++given;
        }
    }
    return shares;
}

QList<qint64> RoundSampler::sample(
    const QList<SampleCandidate> &candidates, quint64 seed, int size, bool stratified)
{
    std::mt19937_64 generator(seed);
    const qsizetype count = std::clamp<qsizetype>(size, 0, candidates.size());
    QSet<qsizetype> chosen;
    if (!stratified) {
        for (const qsizetype at : pick(generator, candidates.size(), count))
            chosen.insert(at);
    } else {
        QList<qint64> frameworks;
        QHash<qint64, QList<qsizetype>> members;
        for (qsizetype i = 0; i < candidates.size(); ++i) {
            if (!members.contains(candidates[i].frameworkId))
                frameworks.append(candidates[i].frameworkId);
            members[candidates[i].frameworkId].append(i);
        }
        QList<int> sizes;
        for (const qint64 framework : frameworks)
            sizes.append(static_cast<int>(members.value(framework).size()));
        const QList<int> shares = allocate(sizes, static_cast<int>(count));
        for (qsizetype f = 0; f < frameworks.size(); ++f) {
            const QList<qsizetype> &stratum = members[frameworks[f]];
            for (const qsizetype at : pick(generator, stratum.size(), shares[f]))
                chosen.insert(stratum[at]);
        }
    }
    QList<qint64> result;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (chosen.contains(i))
            result.append(candidates[i].issueId);
    }
    return result;
}

Result<QList<qint64>> RoundSampler::sample(
    const ProjectStore &store, quint64 seed, int size, bool stratified)
{
    QList<SampleCandidate> candidates;
    SqliteStatement rows(store.handle(),
        "SELECT i.id, i.framework_id FROM issues i JOIN frameworks f"
        " ON f.id = i.framework_id ORDER BY f.position, i.row_order");
    while (rows.next())
        candidates.append({rows.integer(0), rows.integer(1)});
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return sample(candidates, seed, size, stratified);
}

} // namespace taxonomist::core
