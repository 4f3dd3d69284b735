// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "corenames.h"

namespace taxonomist::ui {

QString CoreNames::method(core::DecisionMethod method)
{
    switch (method) {
    case core::DecisionMethod::Imported:
        return tr("imported");
    case core::DecisionMethod::Unanimous:
        return tr("unanimous");
    case core::DecisionMethod::Majority:
        return tr("majority");
    case core::DecisionMethod::Consensus:
        return tr("consensus meeting");
    case core::DecisionMethod::Lead:
        return tr("lead decision");
    }
    return core::FinalLabel::methodName(method);
}

} // namespace taxonomist::ui
