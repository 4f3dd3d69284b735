// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core {

// The one-line statement of how missing ratings are handled, printed in every
// agreement report because irr, statsmodels and irrCAC each differ here.
QString missingRatingsPolicy();

} // namespace taxonomist::core
