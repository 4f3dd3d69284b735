// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/agreementvalue.h"
#include "agreement/ratingtable.h"

#include <span>
#include <vector>

namespace taxonomist::core {

// Each category's own κ: Fleiss' κ of the table recoded to "this category" against "any other".
// With every item fully rated this is Fleiss' (1971) κⱼ; FleissResult leaves κⱼ undefined once
// the number of ratings varies (a study where not every volunteer labels every issue), while the
// recoded table still has a Fleiss κ with missing ratings as irrCAC computes it.
class CategoryKappa final
{
public:
    static std::vector<AgreementValue> compute(const RatingTable &table);
    // Over the items of several tables as if they were one — the groups of a report, which
    // partition its issues — without copying their cells into one; empty unless they share their
    // raters and categories.
    static std::vector<AgreementValue> compute(std::span<const RatingTable *const> tables);
};

} // namespace taxonomist::core
