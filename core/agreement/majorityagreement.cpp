// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "majorityagreement.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

std::vector<MajorityAgreement::Rater> MajorityAgreement::compute(const RatingTable &table)
{
    std::vector<Rater> raters(std::size_t(table.raters()));
    for (int r = 0; r < table.raters(); ++r)
        raters[r].rater = r;
    QString reason;
    if (!table.isValid())
        reason = u"undefined: invalid rating table (%1)"_s.arg(table.error());
    else if (!table.hasRaterIdentity())
        reason = u"undefined: needs rater identity; the table was built from category counts"_s;
    if (!reason.isEmpty()) {
        for (Rater &entry : raters)
            entry.share = AgreementValue::undefined(reason);
        return raters;
    }

    // The others' votes are the item's counts minus this rater's own rating, so each
    // (item, rater) costs one pass over the categories the item was rated in and no allocation.
    for (int i = 0; i < table.items(); ++i) {
        const std::span<const int> rated = table.ratedCategories(i);
        const std::span<const double> counts = table.ratedCounts(i);
        for (int r = 0; r < table.raters(); ++r) {
            const int own = table.at(i, r);
            if (own < 0)
                continue;
            Rater &entry = raters[r];
            int best = -1;
            double bestCount = 0.0;
            bool tied = false;
            for (std::size_t e = 0; e < rated.size(); ++e) {
                const int c = rated[e];
                const double others = counts[e] - (c == own ? 1.0 : 0.0);
                if (others > bestCount) {
                    best = c;
                    bestCount = others;
                    tied = false;
                } else if (others == bestCount && others > 0.0) {
                    tied = true;
                }
            }
            if (best < 0 || tied) {
                ++entry.itemsSkipped;
                continue;
            }
            ++entry.itemsCounted;
            if (best == own)
                ++entry.itemsAgreeing;
        }
    }
    for (Rater &entry : raters) {
        entry.share = entry.itemsCounted > 0
            ? AgreementValue::of(double(entry.itemsAgreeing) / entry.itemsCounted)
            : AgreementValue::undefined(
                u"undefined: no item with a strict plurality among the other raters"_s);
    }
    return raters;
}

} // namespace taxonomist::core
