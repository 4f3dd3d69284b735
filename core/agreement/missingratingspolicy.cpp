// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "missingratingspolicy.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString missingRatingsPolicy()
{
    return u"Missing ratings (as irrCAC): items without ratings are ignored; an item with one "
           u"rating counts toward "
           u"category prevalence but not observed agreement; Krippendorff's α uses items with two "
           u"or more ratings, "
           u"Cohen's κ the items both raters rated; with every rating present Fleiss' κ equals "
           u"statsmodels' "
           u"fleiss_kappa, and per-category κ and SE₀ are given only then."_s;
}

} // namespace taxonomist::core
