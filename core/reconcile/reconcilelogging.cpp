// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcilelogging.h"

namespace taxonomist::core {

Q_LOGGING_CATEGORY(lcReconcile, "taxonomist.reconcile", QtInfoMsg)

} // namespace taxonomist::core
