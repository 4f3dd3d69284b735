// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"
#include "ratingtable.h"

#include <vector>

namespace taxonomist::core {

// Krippendorff's α from the coincidence matrix; uses every item with two or
// more ratings, so it needs no listwise deletion when raters skip items.
class KrippendorffAlpha final
{
public:
    enum class Metric {
        Nominal, // issue labels: any two different categories disagree equally
        Ordinal, // categories in codebook order
        Interval, // category values, squared difference
        Ratio, // category values, ((a − b)/(a + b))²
    };

    // categoryValues feed Interval and Ratio; empty means 1..q in codebook
    // order, the coding the krippendorff package and irr see.
    static AgreementValue compute(const RatingTable &table, Metric metric = Metric::Nominal,
        const std::vector<double> &categoryValues = {});
};

} // namespace taxonomist::core
