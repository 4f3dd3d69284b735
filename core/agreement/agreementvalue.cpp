// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementvalue.h"

namespace taxonomist::core {

AgreementValue AgreementValue::of(double value)
{
    return AgreementValue {value, QString()};
}

AgreementValue AgreementValue::undefined(const QString &reason)
{
    return AgreementValue {std::nullopt, reason};
}

QString AgreementValue::format(int decimals) const
{
    return value ? QString::number(*value, 'f', decimals) : undefinedReason;
}

} // namespace taxonomist::core
