// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "logging.h"

namespace taxonomist::core {

Q_LOGGING_CATEGORY(lcStore, "taxonomist.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStudy, "taxonomist.study", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTaxonomy, "taxonomist.taxonomy", QtInfoMsg)
Q_LOGGING_CATEGORY(lcFetch, "taxonomist.fetch", QtInfoMsg)

} // namespace taxonomist::core
