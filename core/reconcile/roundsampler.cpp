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
#include <tuple>

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

QList<SampleStratum> RoundSampler::strata(
    const QList<SampleCandidate> &candidates, SampleStrata strata)
{
    if (strata == SampleStrata::None) {
        SampleStratum all;
        all.members.resize(candidates.size());
        std::iota(all.members.begin(), all.members.end(), qsizetype(0));
        return {all};
    }
    const bool byYear = strata == SampleStrata::FrameworkYear;
    QList<qint64> frameworks;
    QHash<std::pair<qint64, int>, qsizetype> at;
    QList<SampleStratum> result;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const SampleCandidate &candidate = candidates[i];
        const std::pair<qint64, int> key {candidate.frameworkId, byYear ? candidate.year : 0};
        auto found = at.constFind(key);
        if (found == at.cend()) {
            if (!frameworks.contains(key.first))
                frameworks.append(key.first);
            found = at.insert(key, result.size());
            result.append({key.first, key.second, {}});
        }
        result[*found].members.append(i);
    }
    // Frameworks in the order they first appear, then years from the oldest, no year last.
    const auto rank = [&frameworks](const SampleStratum &stratum) {
        return std::tuple(frameworks.indexOf(stratum.frameworkId), stratum.year == 0, stratum.year);
    };
    std::stable_sort(result.begin(), result.end(),
        [&rank](const SampleStratum &a, const SampleStratum &b) { return rank(a) < rank(b); });
    return result;
}

QList<qint64> RoundSampler::sample(
    const QList<SampleCandidate> &candidates, quint64 seed, int size, SampleStrata strata)
{
    std::mt19937_64 generator(seed);
    const qsizetype count = std::clamp<qsizetype>(size, 0, candidates.size());
    const QList<SampleStratum> groups = RoundSampler::strata(candidates, strata);
    QList<int> sizes;
    for (const SampleStratum &group : groups)
        sizes.append(static_cast<int>(group.members.size()));
    const QList<int> shares = allocate(sizes, static_cast<int>(count));
    QSet<qsizetype> chosen;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const QList<qsizetype> &members = groups[g].members;
        for (const qsizetype at : pick(generator, members.size(), shares[g]))
            chosen.insert(members[at]);
    }
    QList<qint64> result;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (chosen.contains(i))
            result.append(candidates[i].issueId);
    }
    return result;
}

QList<qint64> RoundSampler::sample(
    const QList<SampleCandidate> &candidates, quint64 seed, int size, bool stratified)
{
    return sample(
        candidates, seed, size, stratified ? SampleStrata::Framework : SampleStrata::None);
}

Result<QList<SampleCandidate>> RoundSampler::candidates(const ProjectStore &store)
{
    QList<SampleCandidate> result;
    SqliteStatement rows(store.handle(),
        "SELECT i.id, i.framework_id, coalesce(i.year, 0) FROM issues i JOIN frameworks f"
        " ON f.id = i.framework_id ORDER BY f.position, i.row_order");
    while (rows.next())
        result.append({rows.integer(0), rows.integer(1), static_cast<int>(rows.integer(2))});
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return result;
}

Result<QList<qint64>> RoundSampler::sample(
    const ProjectStore &store, quint64 seed, int size, bool stratified)
{
    auto all = candidates(store);
    if (!all)
        return all.error();
    return sample(*all, seed, size, stratified);
}

} // namespace taxonomist::core
