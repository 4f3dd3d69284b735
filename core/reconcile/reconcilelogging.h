// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLoggingCategory>

namespace taxonomist::core {

// Reconciliation, taxonomy evolution and rounds log here ("taxonomist.reconcile").
Q_DECLARE_LOGGING_CATEGORY(lcReconcile)

} // namespace taxonomist::core
