// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "coefficientestimate.h"
#include "ratingtable.h"

#include <span>
#include <vector>

namespace taxonomist::core {

// The per-item agreement and category prevalence shared by Fleiss, AC1,
// Brennan–Prediger and percent agreement, computed once in one O(N·q) pass.
// Missing ratings follow irrCAC: an item needs one rating to count toward πⱼ
// and N, two to count toward P̄. Holds a reference: keep the table alive.
class ObservedAgreement final
{
public:
    explicit ObservedAgreement(const RatingTable &table);

    // Empty when the table supports a coefficient; otherwise why it does not.
    const QString &undefinedReason() const { return m_undefinedReason; }
    bool isComputable() const { return m_undefinedReason.isEmpty(); }

    const RatingTable &table() const { return m_table; }
    int itemsRated() const { return m_itemsRated; }
    int itemsUsed() const { return m_itemsUsed; }
    int categoriesUsed() const { return m_categoriesUsed; }
    double observed() const { return m_observed; }
    // πⱼ = (1/N) Σᵢ xᵢⱼ/mᵢ; equals the pooled pⱼ when every item has m ratings.
    const std::vector<double> &prevalence() const { return m_prevalence; }
    // The common m when every rated item has the same number of ratings, else 0.
    double constantRatings() const { return m_constantRatings; }

    // κ = (P̄ − pₑ)/(1 − pₑ) with its linearised SE, where each item's chance
    // term is pₑ,ᵢ = Σⱼ xᵢⱼ·categoryWeights[j] / mᵢ (Gwet 2021, eq. for κᵢ*).
    CoefficientEstimate chanceCorrected(
        double chance, std::span<const double> categoryWeights) const;

private:
    const RatingTable &m_table;
    QString m_undefinedReason;
    std::vector<double> m_itemAgreement; // Pᵢ, 0 for items with fewer than two ratings
    std::vector<double> m_prevalence;
    double m_observed = 0.0;
    double m_constantRatings = 0.0;
    int m_itemsRated = 0;
    int m_itemsUsed = 0;
    int m_categoriesUsed = 0;
};

} // namespace taxonomist::core
