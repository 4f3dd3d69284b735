// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>

namespace taxonomist::core {

// A statistic that may not exist for the data at hand; a report must show the
// reason instead of a number, because a silent 0, 1 or NaN reads as a result.
struct AgreementValue
{
    std::optional<double> value;
    QString undefinedReason;

    static AgreementValue of(double value);
    static AgreementValue undefined(const QString &reason);

    bool isDefined() const { return value.has_value(); }
    // The number with `decimals` digits, or the reason when undefined.
    QString format(int decimals = 4) const;
};

} // namespace taxonomist::core
