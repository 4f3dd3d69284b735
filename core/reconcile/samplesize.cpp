// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "samplesize.h"

#include "agreement/distributions.h"
#include "util/coretext.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<SampleSize> SampleSize::cochran(
    qint64 population, double confidence, double margin, double proportion)
{
    if (population < 0)
        return Error(CoreText::tr("the population cannot be negative"));
    if (!(confidence >= 50 && confidence <= 99.9))
        return Error(CoreText::tr("the confidence level must be from 50 to 99.9 percent (it is %1)")
                         .arg(confidence));
    if (!(margin >= 0.1 && margin <= 50))
        return Error(CoreText::tr("the margin of error must be from 0.1 to 50 percent (it is %1)")
                         .arg(margin));
    if (!(proportion > 0 && proportion < 1))
        return Error(CoreText::tr("the expected proportion must be above 0 and below 1 (it is %1)")
                         .arg(proportion));
    SampleSize size;
    size.population = population;
    size.confidence = confidence;
    size.margin = margin;
    size.proportion = proportion;
    // Two-sided: the level leaves (1 − level) / 2 in each tail.
    size.z = Distributions::normalQuantile(1 - (1 - confidence / 100) / 2);
    const double e = margin / 100;
    size.n0 = size.z * size.z * proportion * (1 - proportion) / (e * e);
    if (population == 0)
        return size;
    const double corrected = size.n0 / (1 + (size.n0 - 1) / double(population));
    // Rounded up, but not past a whole number that floating point missed by a hair.
    size.n = qint64(std::ceil(corrected - 1e-9));
    size.n = std::clamp<qint64>(size.n, 1, population);
    return size;
}

} // namespace taxonomist::core
