// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/finallabel.h"

#include <QCoreApplication>
#include <QString>

namespace taxonomist::ui {

// The names core gives in English (for the CLI and the files it writes), as the interface shows
// them: translated, in the interface's language.
class CoreNames final
{
    Q_DECLARE_TR_FUNCTIONS(CoreNames)

public:
    // How a final label was reached: "lead decision", "majority", …
    static QString method(core::DecisionMethod method);
};

} // namespace taxonomist::ui
