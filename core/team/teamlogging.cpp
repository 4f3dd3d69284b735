// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamlogging.h"

namespace taxonomist::core {

Q_LOGGING_CATEGORY(lcTeam, "taxonomist.team", QtInfoMsg)

} // namespace taxonomist::core
