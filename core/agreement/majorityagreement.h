// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementvalue.h"
#include "ratingtable.h"

#include <vector>

namespace taxonomist::core {

// How often each rater sides with the plurality of the other raters; a rater
// far below the rest usually misread the codebook.
class MajorityAgreement final
{
public:
    struct Rater
    {
        int rater = 0;
        AgreementValue share; // agreeing / counted
        int itemsCounted = 0; // rated by this rater, with a strict plurality among the others
        int itemsAgreeing = 0;
        int itemsSkipped = 0; // rated by this rater, but the others tie or nobody else rated
    };

    // One entry per rater; undefined entries for tables without rater identity.
    static std::vector<Rater> compute(const RatingTable &table);
};

} // namespace taxonomist::core
